import fc from 'fast-check'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { QuestionSchema, QuizAdminSchema, type Question } from '#app/schemas/quiz.ts'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { courseWithLearner, insertLearner } from '#tests/learner-fixtures.ts'
import { findCourseForEdit } from './courses-admin.server.ts'
import { answerQuiz, openLesson } from './learning.server.ts'
import { answersFrom, changeQuiz, drawQuiz, gradeQuiz, loadQuiz, type Quiz } from './quiz.server.ts'

const item = (id: string, text: string) => ({ id, text, correct: true })
const ordering: Question = {
  id: 'order',
  kind: 'ordering',
  prompt: 'Ordena las fases del rondo',
  choices: [item('a', 'Recibir'), item('b', 'Orientar'), item('c', 'Pasar'), item('d', 'Desmarcarse')],
}
const single = (id: string): Question => ({
  id,
  kind: 'single',
  prompt: `Pregunta ${id}`,
  choices: [
    { id: `${id}r`, text: 'Sí', correct: true },
    { id: `${id}w`, text: 'No', correct: false },
  ],
})
const quiz = (fields: Partial<Quiz> = {}): Quiz => ({
  lessonId: 1,
  passMark: 100,
  maxAttempts: null,
  required: true,
  drawCount: null,
  questions: [ordering],
  ...fields,
})
const formOf = (entries: Array<[string, string]>) => {
  const form = new FormData()
  for (const [name, value] of entries) form.append(name, value)
  return form
}

describe('ordering questions', () => {
  test('right only when the items are in exactly the right order; results list them as placed', () => {
    expect(gradeQuiz(quiz(), { order: ['a', 'b', 'c', 'd'] })).toMatchObject({ score: 100, passed: true })
    const swapped = gradeQuiz(quiz(), { order: ['a', 'c', 'b', 'd'] })
    expect(swapped).toMatchObject({ score: 0, passed: false })
    expect(swapped.questions[0]?.chosen.map((placed) => [placed.text, placed.correct])).toEqual([
      ['Recibir', true],
      ['Pasar', false],
      ['Orientar', false],
      ['Desmarcarse', true],
    ])
  })

  test('the form must place every item once: a missing, repeated or unknown item is unanswered', () => {
    const sent = (ids: string[]) => answersFrom(formOf(ids.map((id) => ['q:order', id])), quiz())
    expect(sent(['d', 'c', 'b', 'a'])).toEqual({ answers: { order: ['d', 'c', 'b', 'a'] }, complete: true })
    expect(sent(['a', 'b', 'c']).complete).toBe(false)
    expect(sent(['a', 'b', 'c', 'c']).complete).toBe(false)
    expect(sent(['a', 'b', 'c', 'd', 'a']).complete).toBe(false)
    expect(sent(['a', 'b', 'c', 'x']).complete).toBe(false)
  })

  test('the coach gives 2 to 10 items; the question form checks it with translated messages', () => {
    const withItems = (count: number) =>
      QuestionSchema.safeParse({
        ...ordering,
        choices: Array.from({ length: count }, (_, index) => item(`i${index}`, `Paso ${index}`)),
      })
    expect(withItems(1).error?.issues.map((issue) => issue.message)).toEqual(['courses:quiz.errors.twoItems'])
    expect(withItems(2).success).toBe(true)
    expect(withItems(10).success).toBe(true)
    expect(withItems(11).error?.issues.map((issue) => issue.message)).toEqual([
      'courses:quiz.errors.tooManyItems',
    ])
    const sevenChoices = QuestionSchema.safeParse({
      ...single('s'),
      choices: Array.from({ length: 7 }, (_, index) => ({
        id: `c${index}`,
        text: 'x',
        correct: index === 0,
      })),
    })
    expect(sevenChoices.error?.issues.map((issue) => issue.message)).toEqual([
      'courses:quiz.errors.tooManyChoices',
    ])
  })

  test('for any draw: the items start shuffled, never in the right order, and are all there', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 10 }), fc.array(fc.nat()), (count, rolls) => {
        const question = {
          ...ordering,
          choices: Array.from({ length: count }, (_, index) => item(`i${index}`, `Paso ${index}`)),
        }
        let roll = 0
        const [drawn] = drawQuiz(quiz({ questions: [question] }), (max) => (rolls[roll++] ?? 0) % max)
        const right = question.choices.map((choice) => choice.id)
        expect(drawn?.order).not.toEqual(right)
        expect([...(drawn?.order ?? [])].sort()).toEqual([...right].sort())
      }),
    )
  })
})

describe('question pools', () => {
  const ten = Array.from({ length: 10 }, (_, index) => single(`q${index}`))

  test('for any pool: an attempt draws N different questions of the quiz', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.array(fc.nat()), (drawCount, rolls) => {
        let roll = 0
        const draw = drawQuiz(quiz({ questions: ten, drawCount }), (max) => (rolls[roll++] ?? 0) % max)
        const ids = draw.map((entry) => entry.id)
        expect(ids).toHaveLength(drawCount)
        expect(new Set(ids).size).toBe(drawCount)
        for (const id of ids) expect(ten.some((question) => question.id === id)).toBe(true)
      }),
    )
  })

  test('draws differ from attempt to attempt, in set and in order; without a pool all come in order', () => {
    const draws = new Set(
      Array.from({ length: 30 }, () => JSON.stringify(drawQuiz(quiz({ questions: ten, drawCount: 3 })))),
    )
    expect(draws.size).toBeGreaterThan(1)
    const everyOne = drawQuiz(quiz({ questions: ten, drawCount: 10 })).map((entry) => entry.id)
    expect([...everyOne].sort()).toEqual(ten.map((question) => question.id).sort())
    expect(drawQuiz(quiz({ questions: ten })).map((entry) => entry.id)).toEqual(ten.map((q) => q.id))
  })

  test('the settings form refuses a pool larger than the quiz', () => {
    const settings = (drawCount: string, questionCount: string) =>
      QuizAdminSchema.safeParse({ intent: 'settings', passMark: '70', drawCount, questionCount })
    expect(settings('3', '5').success).toBe(true)
    expect(settings('6', '5').error?.issues.map((issue) => issue.message)).toEqual([
      'courses:quiz.errors.drawTooMany',
    ])
  })
})

describe.each(engines)('pools and ordering questions on %s', (engine) => {
  let t: TestDb
  beforeAll(async () => {
    t = await openTestDb(engine)
  })
  afterAll(() => t.close())
  beforeEach(() => t.truncateAll())

  /** A published one-lesson course with `ana` enrolled and a quiz of five single questions and an ordering one. */
  async function course() {
    await insertLearner(t.db, 'ana')
    const courseId = await courseWithLearner(t.db, 'ana', 'Rondos', ['Rondo'])
    const lessonId = (await findCourseForEdit(t.db, courseId))?.syllabus[0]?.lessons[0]?.id ?? 0
    for (const n of [1, 2, 3, 4, 5])
      await changeQuiz(t.db, lessonId, {
        intent: 'question',
        kind: 'single',
        prompt: `Pregunta ${n}`,
        choices: [
          { text: `Bien ${n}`, correct: true },
          { text: `Mal ${n}`, correct: false },
        ],
      })
    expect(
      await changeQuiz(t.db, lessonId, {
        intent: 'question',
        kind: 'ordering',
        prompt: 'Ordena',
        choices: ['Recibir', 'Orientar', 'Pasar'].map((text) => ({ text, correct: true })),
      }),
    ).toEqual({ kind: 'done' })
    const open = async () => {
      const opened = await openLesson(t.db, {
        userId: 'ana',
        courseId: courseId,
        lessonSlug: 'rondo',
        filesAt: '/f',
      })
      if (opened.kind !== 'open' || !opened.quiz) throw new Error(opened.kind)
      return opened.quiz
    }
    const answer = (entries: Array<[string, string]>) =>
      answerQuiz(t.db, {
        userId: 'ana',
        courseId: courseId,
        lessonSlug: 'rondo',
        form: formOf([['intent', 'quiz'], ...entries]),
      })
    return { lessonId, open, answer }
  }

  /** Right answers to the questions shown (the right order of an ordering one from the stored quiz). */
  async function rightAnswers(lessonId: number, shown: Array<{ id: string }>) {
    const stored = await loadQuiz(t.db, lessonId)
    return shown.flatMap((question): Array<[string, string]> => {
      const full = stored?.questions.find((one) => one.id === question.id)
      const ids = full?.choices.filter((choice) => choice.correct).map((choice) => choice.id) ?? []
      return ids.map((id) => [`q:${question.id}`, id])
    })
  }

  test('a pool: the drawn set stays the same on reload, is what gets graded, and the next attempt draws again', async () => {
    const { lessonId, open, answer } = await course()
    expect(
      await changeQuiz(t.db, lessonId, {
        intent: 'settings',
        passMark: 100,
        maxAttempts: null,
        required: true,
        drawCount: 7,
      }),
    ).toEqual({
      kind: 'invalid',
      errors: ['courses:quiz.errors.drawTooMany'],
    })
    await changeQuiz(t.db, lessonId, {
      intent: 'settings',
      passMark: 100,
      maxAttempts: null,
      required: true,
      drawCount: 3,
    })
    const first = await open()
    expect(first.questions).toHaveLength(3)
    expect((await open()).questions).toEqual(first.questions)
    // Answering a question that was not drawn does not count: the drawn ones are unanswered.
    const all = await rightAnswers(lessonId, (await loadQuiz(t.db, lessonId))?.questions ?? [])
    const undrawn = all.filter(([name]) => !first.questions.some((q) => name === `q:${q.id}`))
    expect(await answer(undrawn)).toEqual({ kind: 'incomplete' })
    // Right answers to the three drawn: 100 %, over three questions.
    const graded = await answer(await rightAnswers(lessonId, first.questions))
    expect(graded).toMatchObject({ kind: 'graded', grade: { score: 100, passed: true } })
    expect(graded?.kind === 'graded' && graded.grade.questions.map((q) => q.questionId)).toEqual(
      first.questions.map((q) => q.id),
    )
    expect(await t.db.selectFrom('quiz_draw').select('userId').execute()).toEqual([])
  })

  test('the pass mark counts over the drawn set', async () => {
    const { lessonId, open, answer } = await course()
    await changeQuiz(t.db, lessonId, {
      intent: 'settings',
      passMark: 50,
      maxAttempts: null,
      required: true,
      drawCount: 2,
    })
    const shown = (await open()).questions
    // Right on one drawn question that is not an ordering one (the pool holds one ordering question,
    // so a draw of two has at least one other), wrong on the other.
    const rightOne = shown.find((question) => question.kind !== 'ordering')
    const right = await rightAnswers(lessonId, rightOne ? [rightOne] : [])
    const others = shown
      .filter((question) => question !== rightOne)
      .flatMap((question): Array<[string, string]> =>
        question.kind === 'ordering'
          ? question.choices.map((choice) => [`q:${question.id}`, choice.id]) // as drawn: never right
          : [[`q:${question.id}`, question.choices.find((c) => c.text.startsWith('Mal'))?.id ?? '']],
      )
    expect(right.length).toBeGreaterThan(0)
    const graded = await answer([...right, ...others])
    expect(graded).toMatchObject({ kind: 'graded', grade: { score: 50, passed: true } })
  })

  test('an ordering question reaches the learner shuffled, never in the right order, and is graded on the order sent', async () => {
    const { lessonId, open, answer } = await course()
    await changeQuiz(t.db, lessonId, {
      intent: 'settings',
      passMark: 100,
      maxAttempts: null,
      required: false,
    })
    const shown = (await open()).questions
    const question = shown.find((one) => one.kind === 'ordering')
    expect(question?.choices.map((choice) => choice.text)).not.toEqual(['Recibir', 'Orientar', 'Pasar'])
    expect(JSON.stringify(shown)).not.toContain('correct')
    const singles = (await rightAnswers(lessonId, shown)).filter(([name]) => name !== `q:${question?.id}`)
    const asDrawn = question?.choices.map((choice): [string, string] => [`q:${question.id}`, choice.id]) ?? []
    expect(await answer([...singles, ...asDrawn])).toMatchObject({ kind: 'graded', grade: { passed: false } })
    const next = (await open()).questions.find((one) => one.kind === 'ordering')
    const byText = (text: string) => next?.choices.find((choice) => choice.text === text)?.id ?? ''
    const right = ['Recibir', 'Orientar', 'Pasar'].map((text): [string, string] => [
      `q:${next?.id}`,
      byText(text),
    ])
    expect(await answer([...singles, ...right])).toMatchObject({
      kind: 'graded',
      grade: { score: 100, passed: true },
    })
  })
})
