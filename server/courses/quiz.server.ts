import { randomBytes, randomInt } from 'node:crypto'
import { QuestionSchema, QuestionsSchema, type Question, type QuestionKind } from '#app/schemas/quiz.ts'
import type { Db } from '../db/connection.server.ts'

export interface Quiz {
  lessonId: number
  passMark: number
  maxAttempts: number | null
  required: boolean
  /** A pool: each attempt asks this many of the questions, drawn at random (null: all, in order). */
  drawCount: number | null
  questions: Question[]
}

const newId = () => randomBytes(6).toString('hex')

/** A lesson's quiz, or null; questions that no longer pass the schema are left out. */
export async function loadQuiz(db: Db, lessonId: number): Promise<Quiz | null> {
  const row = await db
    .selectFrom('lesson_quiz')
    .selectAll()
    .where('lessonId', '=', lessonId)
    .executeTakeFirst()
  if (!row) return null
  let stored: unknown
  try {
    stored = JSON.parse(row.questions)
  } catch {
    stored = []
  }
  const questions = Array.isArray(stored)
    ? stored.flatMap((question) => {
        const parsed = QuestionSchema.safeParse(question)
        return parsed.success ? [parsed.data] : []
      })
    : []
  return {
    lessonId: row.lessonId,
    passMark: row.passMark,
    maxAttempts: row.maxAttempts,
    required: Boolean(row.required),
    drawCount: row.drawCount,
    questions,
  }
}

async function storeQuiz(db: Db, quiz: Quiz) {
  const values = {
    passMark: quiz.passMark,
    maxAttempts: quiz.maxAttempts,
    required: quiz.required,
    drawCount: quiz.drawCount,
    questions: JSON.stringify(QuestionsSchema.parse(quiz.questions)),
    updatedAt: new Date().toISOString(),
  }
  await db
    .insertInto('lesson_quiz')
    .values({ lessonId: quiz.lessonId, ...values })
    .onConflict((oc) => oc.column('lessonId').doUpdateSet(values))
    .execute()
}

const emptyQuiz = (lessonId: number): Quiz => ({
  lessonId,
  passMark: 70,
  maxAttempts: 3,
  required: true,
  drawCount: null,
  questions: [],
})

/** The edit the coach's quiz page makes; each returns what to tell him. */
export type QuizChange =
  | {
      intent: 'settings'
      passMark: number
      maxAttempts: number | null
      required: boolean
      /** A pool's size; absent or null: every question, in order. */
      drawCount?: number | null
    }
  | {
      intent: 'question'
      questionId?: string
      kind: QuestionKind
      prompt: string
      choices: Array<{ text: string; correct: boolean; feedback?: string }>
    }
  | { intent: 'deleteQuestion' | 'moveUp' | 'moveDown'; questionId: string }
  | { intent: 'deleteQuiz' }

export type QuizChangeOutcome =
  { kind: 'done' } | { kind: 'invalid'; errors: string[] } | { kind: 'notFound' }

export async function changeQuiz(db: Db, lessonId: number, change: QuizChange): Promise<QuizChangeOutcome> {
  if (change.intent === 'deleteQuiz') {
    await db.deleteFrom('lesson_quiz').where('lessonId', '=', lessonId).execute()
    return { kind: 'done' }
  }
  const quiz = (await loadQuiz(db, lessonId)) ?? emptyQuiz(lessonId)
  const index = 'questionId' in change ? quiz.questions.findIndex((q) => q.id === change.questionId) : -1
  switch (change.intent) {
    case 'settings': {
      const drawCount = change.drawCount ?? null
      if (drawCount !== null && drawCount > quiz.questions.length)
        return { kind: 'invalid', errors: ['courses:quiz.errors.drawTooMany'] }
      await storeQuiz(db, { ...quiz, ...change, drawCount })
      return { kind: 'done' }
    }
    case 'question': {
      if (change.questionId && index < 0) return { kind: 'notFound' }
      const old = quiz.questions[index]
      const question = QuestionSchema.safeParse({
        id: old?.id ?? newId(),
        kind: change.kind,
        prompt: change.prompt,
        choices: change.choices.map((choice, position) => ({
          id: old?.choices[position]?.id ?? newId(),
          ...choice,
        })),
      })
      if (!question.success)
        return { kind: 'invalid', errors: question.error.issues.map((issue) => issue.message) }
      const questions = [...quiz.questions]
      if (old) questions[index] = question.data
      else questions.push(question.data)
      const checked = QuestionsSchema.safeParse(questions)
      if (!checked.success)
        return { kind: 'invalid', errors: checked.error.issues.map((issue) => issue.message) }
      await storeQuiz(db, { ...quiz, questions })
      return { kind: 'done' }
    }
    case 'deleteQuestion':
    case 'moveUp':
    case 'moveDown': {
      if (index < 0) return { kind: 'notFound' }
      const questions = [...quiz.questions]
      const [moved] = questions.splice(index, 1)
      if (change.intent !== 'deleteQuestion' && moved) {
        const to = change.intent === 'moveUp' ? Math.max(0, index - 1) : Math.min(questions.length, index + 1)
        questions.splice(to, 0, moved)
      }
      await storeQuiz(db, { ...quiz, questions })
      return { kind: 'done' }
    }
  }
}

/**
 * What one attempt asks: the questions in the order shown and, for an ordering question, its items
 * in the shuffled order the learner starts from.
 */
export type QuizDraw = Array<{ id: string; order?: string[] }>

/** A whole number in [0, max): the server's choice, never the browser's. */
export type Random = (max: number) => number
const secureRandom: Random = (max) => randomInt(max)

function shuffled<T>(items: readonly T[], random: Random) {
  const list = [...items]
  for (let index = list.length - 1; index > 0; index--) {
    const other = random(index + 1)
    ;[list[index], list[other]] = [list[other] as T, list[index] as T]
  }
  return list
}

/** How many questions an attempt asks: the pool's count, never more than the quiz has. */
const drawSize = (quiz: Quiz) => Math.min(quiz.drawCount ?? quiz.questions.length, quiz.questions.length)

/**
 * Draws one attempt: with a pool, `drawCount` questions at random in random order, else all of them
 * in the coach's order; each ordering question's items shuffled so they never start in the right
 * order (a shuffle that lands on it is turned by one place).
 */
export function drawQuiz(quiz: Quiz, random: Random = secureRandom): QuizDraw {
  const questions =
    quiz.drawCount === null ? quiz.questions : shuffled(quiz.questions, random).slice(0, drawSize(quiz))
  return questions.map((question) => {
    if (question.kind !== 'ordering') return { id: question.id }
    const right = question.choices.map((choice) => choice.id)
    const order = shuffled(right, random)
    return {
      id: question.id,
      order: sameOrder(order, right) ? [...order.slice(1), ...order.slice(0, 1)] : order,
    }
  })
}

const sameOrder = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, index) => id === b[index])

/** A stored draw that still fits the quiz (the coach may have changed it since), else null. */
function drawFits(quiz: Quiz, stored: string): QuizDraw | null {
  let draw: unknown
  try {
    draw = JSON.parse(stored)
  } catch {
    return null
  }
  if (!Array.isArray(draw) || draw.length !== drawSize(quiz)) return null
  if (quiz.drawCount === null && draw.some((entry, index) => entry?.id !== quiz.questions[index]?.id))
    return null
  const fits = draw.every((entry: { id?: unknown; order?: unknown }) => {
    const question = quiz.questions.find((one) => one.id === entry?.id)
    if (!question) return false
    if (question.kind !== 'ordering') return true
    const ids = question.choices.map((choice) => choice.id)
    return (
      Array.isArray(entry.order) &&
      entry.order.length === ids.length &&
      ids.every((id) => (entry.order as unknown[]).includes(id))
    )
  })
  return fits ? (draw as QuizDraw) : null
}

/**
 * The learner's next attempt: the one drawn before when it still fits the quiz, else a new draw,
 * stored so a reload shows the same questions and the grading uses them.
 */
export async function attemptDraw(db: Db, quiz: Quiz, userId: string, random: Random = secureRandom) {
  const row = await db
    .selectFrom('quiz_draw')
    .select('draw')
    .where('userId', '=', userId)
    .where('lessonId', '=', quiz.lessonId)
    .executeTakeFirst()
  const kept = row ? drawFits(quiz, row.draw) : null
  if (kept) return kept
  const draw = drawQuiz(quiz, random)
  const values = { draw: JSON.stringify(draw), createdAt: new Date().toISOString() }
  await db
    .insertInto('quiz_draw')
    .values({ userId, lessonId: quiz.lessonId, ...values })
    .onConflict((oc) => oc.columns(['userId', 'lessonId']).doUpdateSet(values))
    .execute()
  return draw
}

/** The quiz as one attempt asks it: the drawn questions, in the drawn order. */
const drawnQuiz = (quiz: Quiz, draw: QuizDraw): Quiz => ({
  ...quiz,
  questions: draw.flatMap((entry) => {
    const question = quiz.questions.find((one) => one.id === entry.id)
    return question ? [question] : []
  }),
})

/**
 * What a learner is sent before answering: prompts and choices, never which are right or their
 * feedback; an ordering question's items in the drawn (shuffled) order, never the right one.
 */
export const questionsForLearner = (quiz: Quiz, draw: QuizDraw) =>
  draw.flatMap((entry) => {
    const question = quiz.questions.find((one) => one.id === entry.id)
    if (!question) return []
    const choices = entry.order
      ? entry.order.flatMap((id) => question.choices.filter((choice) => choice.id === id))
      : question.choices
    return [
      {
        id: question.id,
        kind: question.kind,
        prompt: question.prompt,
        choices: choices.map((choice) => ({ id: choice.id, text: choice.text })),
      },
    ]
  })

export type Answers = Record<string, string[]>

/** Per question: right or not, and the feedback of each chosen answer (an ordering's items as placed). */
export interface GradedQuestion {
  questionId: string
  correct: boolean
  chosen: Array<{ choiceId: string; text: string; correct: boolean; feedback: string | null }>
}

export interface Grade {
  score: number
  passed: boolean
  questions: GradedQuestion[]
}

/**
 * Grades answers on the server: a single or true/false question is right when its right choice is
 * the one chosen, a multiple one when exactly its right choices are chosen, an ordering one when
 * its items are in exactly the right order. Unknown choice ids count as not chosen. The score is
 * the share of right questions of those asked, in whole percent.
 */
export function gradeQuiz(quiz: Quiz, answers: Answers): Grade {
  const questions = quiz.questions.map((question) => {
    if (question.kind === 'ordering') {
      const placed = answers[question.id] ?? []
      const chosen = placed.flatMap((id, position) => {
        const choice = question.choices.find((one) => one.id === id)
        return choice
          ? [
              {
                choiceId: id,
                text: choice.text,
                correct: question.choices[position]?.id === id,
                feedback: null,
              },
            ]
          : []
      })
      const correct = sameOrder(
        placed,
        question.choices.map((choice) => choice.id),
      )
      return { questionId: question.id, correct, chosen }
    }
    const chosenIds = new Set(answers[question.id] ?? [])
    const chosen = question.choices.filter((choice) => chosenIds.has(choice.id))
    const right = question.choices.filter((choice) => choice.correct)
    const correct = chosen.length === right.length && right.every((choice) => chosenIds.has(choice.id))
    return {
      questionId: question.id,
      correct,
      chosen: chosen.map((choice) => ({
        choiceId: choice.id,
        text: choice.text,
        correct: choice.correct,
        feedback: choice.feedback ?? null,
      })),
    }
  })
  const rightCount = questions.filter((question) => question.correct).length
  const score = questions.length ? Math.round((100 * rightCount) / questions.length) : 100
  return { score, passed: score >= quiz.passMark, questions }
}

/**
 * The learner's answers from the lesson page's form: `q:<question id>` → chosen choice ids; for an
 * ordering question every item once, in the order placed (anything else counts as unanswered).
 */
export function answersFrom(form: FormData, quiz: Quiz): { answers: Answers; complete: boolean } {
  const answers: Answers = {}
  for (const question of quiz.questions) {
    const valid = new Set(question.choices.map((choice) => choice.id))
    const chosen = form
      .getAll(`q:${question.id}`)
      .filter((value): value is string => typeof value === 'string' && valid.has(value))
    if (question.kind === 'ordering') {
      const placed = [...new Set(chosen)]
      answers[question.id] = placed.length === valid.size && chosen.length === valid.size ? placed : []
    } else answers[question.id] = question.kind === 'multiple' ? [...new Set(chosen)] : chosen.slice(0, 1)
  }
  return { answers, complete: quiz.questions.every((question) => (answers[question.id]?.length ?? 0) > 0) }
}

/** How a learner stands with a quiz: attempts made, whether one passed, attempts left (null: no limit). */
export async function quizStanding(db: Db, quiz: Quiz, userId: string) {
  const rows = await db
    .selectFrom('quiz_attempt')
    .select(['score', 'passed'])
    .where('userId', '=', userId)
    .where('lessonId', '=', quiz.lessonId)
    .orderBy('id')
    .execute()
  const passed = rows.some((row) => Boolean(row.passed))
  const used = rows.length
  const left = quiz.maxAttempts === null ? null : Math.max(0, quiz.maxAttempts - used)
  return { used, passed, left, best: rows.reduce((best, row) => Math.max(best, row.score), 0) }
}

export type QuizStanding = Awaited<ReturnType<typeof quizStanding>>

export type AttemptOutcome =
  | { kind: 'graded'; grade: Grade; left: number | null }
  | { kind: 'incomplete' }
  | { kind: 'noAttemptsLeft' }
  | { kind: 'alreadyPassed' }

/**
 * Records one attempt when the learner still has one and has not passed yet, graded on the questions
 * drawn for it. The count and the insert run in one transaction, so two submissions at once cannot
 * both use the last attempt.
 */
export async function recordAttempt(
  db: Db,
  {
    quiz,
    userId,
    form,
    now = new Date(),
    random = secureRandom,
  }: { quiz: Quiz; userId: string; form: FormData; now?: Date; random?: Random },
): Promise<AttemptOutcome> {
  return db.transaction().execute(async (trx) => {
    // Serialises attempts of one learner on one quiz (PostgreSQL); SQLite writes one at a time anyway.
    await trx
      .updateTable('lesson_quiz')
      .set({ updatedAt: (eb) => eb.ref('updatedAt') })
      .where('lessonId', '=', quiz.lessonId)
      .execute()
    const standing = await quizStanding(trx, quiz, userId)
    if (standing.passed) return { kind: 'alreadyPassed' }
    if (standing.left === 0) return { kind: 'noAttemptsLeft' }
    // Graded on the questions this attempt was shown; the next attempt draws again.
    const asked = drawnQuiz(quiz, await attemptDraw(trx, quiz, userId, random))
    const { answers, complete } = answersFrom(form, asked)
    if (!complete) return { kind: 'incomplete' }
    const grade = gradeQuiz(asked, answers)
    await trx
      .deleteFrom('quiz_draw')
      .where('userId', '=', userId)
      .where('lessonId', '=', quiz.lessonId)
      .execute()
    await trx
      .insertInto('quiz_attempt')
      .values({
        userId,
        lessonId: quiz.lessonId,
        answers: JSON.stringify(answers),
        score: grade.score,
        passed: grade.passed,
        createdAt: now.toISOString(),
      })
      .execute()
    return { kind: 'graded', grade, left: standing.left === null ? null : standing.left - 1 }
  })
}
