import { randomBytes } from 'node:crypto'
import { QuestionSchema, QuestionsSchema, type Question, type QuestionKind } from '#app/schemas/quiz.ts'
import type { Db } from '../db/connection.server.ts'

export interface Quiz {
  lessonId: number
  passMark: number
  maxAttempts: number | null
  required: boolean
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
    questions,
  }
}

async function storeQuiz(db: Db, quiz: Quiz) {
  const values = {
    passMark: quiz.passMark,
    maxAttempts: quiz.maxAttempts,
    required: quiz.required,
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
  questions: [],
})

/** The edit the coach's quiz page makes; each returns what to tell him. */
export type QuizChange =
  | { intent: 'settings'; passMark: number; maxAttempts: number | null; required: boolean }
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
    case 'settings':
      await storeQuiz(db, { ...quiz, ...change })
      return { kind: 'done' }
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

/** What a learner is sent before answering: prompts and choices, never which are right or their feedback. */
export const questionsForLearner = (quiz: Quiz) =>
  quiz.questions.map((question) => ({
    id: question.id,
    kind: question.kind,
    prompt: question.prompt,
    choices: question.choices.map((choice) => ({ id: choice.id, text: choice.text })),
  }))

export type Answers = Record<string, string[]>

/** Per question: right or not, and the feedback of each chosen answer. */
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
 * the one chosen, a multiple one when exactly its right choices are chosen. Unknown choice ids count
 * as not chosen. The score is the share of right questions, in whole percent.
 */
export function gradeQuiz(quiz: Quiz, answers: Answers): Grade {
  const questions = quiz.questions.map((question) => {
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

/** The learner's answers from the lesson page's form: `q:<question id>` → chosen choice ids. */
export function answersFrom(form: FormData, quiz: Quiz): { answers: Answers; complete: boolean } {
  const answers: Answers = {}
  for (const question of quiz.questions) {
    const valid = new Set(question.choices.map((choice) => choice.id))
    const chosen = form
      .getAll(`q:${question.id}`)
      .filter((value): value is string => typeof value === 'string' && valid.has(value))
    answers[question.id] = question.kind === 'multiple' ? [...new Set(chosen)] : chosen.slice(0, 1)
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
 * Records one attempt when the learner still has one and has not passed yet. The count and the
 * insert run in one transaction, so two submissions at once cannot both use the last attempt.
 */
export async function recordAttempt(
  db: Db,
  { quiz, userId, form, now = new Date() }: { quiz: Quiz; userId: string; form: FormData; now?: Date },
): Promise<AttemptOutcome> {
  const { answers, complete } = answersFrom(form, quiz)
  if (!complete) return { kind: 'incomplete' }
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
    const grade = gradeQuiz(quiz, answers)
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
