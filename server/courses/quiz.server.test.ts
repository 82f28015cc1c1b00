import fc from 'fast-check'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { CourseSchema } from '#app/schemas/courses.ts'
import { QuestionSchema, type Question } from '#app/schemas/quiz.ts'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { insertUser } from '#tests/factories.ts'
import { enrolByEmail } from './access.server.ts'
import { changeSyllabus, findCourseForEdit, saveCourse } from './courses-admin.server.ts'
import { answerQuiz, completeLesson, openLesson } from './learning.server.ts'
import { changeQuiz, gradeQuiz, loadQuiz, type Quiz } from './quiz.server.ts'

const choice = (id: string, text: string, correct: boolean, feedback?: string) => ({
  id,
  text,
  correct,
  feedback,
})

const questions: Question[] = [
  {
    id: 'q1',
    kind: 'single',
    prompt: '¿Cuántos jugadores por fuera en un 4 contra 1?',
    choices: [choice('a', 'Cuatro', true, 'Bien.'), choice('b', 'Cinco', false, 'Cuenta otra vez.')],
  },
  {
    id: 'q2',
    kind: 'multiple',
    prompt: '¿Qué reglas usa el rondo?',
    choices: [
      choice('c', 'Dos toques', true),
      choice('d', 'Cambio al fallar', true),
      choice('e', 'Manos', false),
    ],
  },
]
const quiz = (fields: Partial<Quiz> = {}): Quiz => ({
  lessonId: 1,
  passMark: 50,
  maxAttempts: 2,
  required: true,
  drawCount: null,
  questions,
  ...fields,
})

describe('quiz grading', () => {
  test('a multiple-choice question is right only with exactly its right answers', () => {
    expect(gradeQuiz(quiz(), { q1: ['a'], q2: ['c', 'd'] })).toMatchObject({ score: 100, passed: true })
    expect(gradeQuiz(quiz(), { q1: ['a'], q2: ['c'] })).toMatchObject({ score: 50, passed: true })
    expect(gradeQuiz(quiz(), { q1: ['b'], q2: ['c', 'd', 'e'] })).toMatchObject({ score: 0, passed: false })
    const graded = gradeQuiz(quiz(), { q1: ['b'], q2: ['c'] })
    expect(graded.questions[0]).toEqual({
      questionId: 'q1',
      correct: false,
      chosen: [{ choiceId: 'b', text: 'Cinco', correct: false, feedback: 'Cuenta otra vez.' }],
    })
  })

  const storedQuestion = fc
    .record({
      kind: fc.constantFrom('single' as const, 'multiple' as const),
      prompt: fc.string({ minLength: 1, maxLength: 20 }).filter((text) => text.trim().length > 0),
      rights: fc.array(fc.boolean(), { minLength: 2, maxLength: 6 }),
    })
    .map(({ kind, prompt, rights }): Question => {
      const flags = kind === 'single' ? rights.map((_, i) => i === 0) : rights.map((r, i) => r || i === 0)
      return {
        id: 'q',
        kind,
        prompt,
        choices: flags.map((correct, i) => choice(`c${i}`, `opción ${i}`, correct)),
      }
    })
    .filter((question) => QuestionSchema.safeParse(question).success)
  const anyQuiz = fc
    .record({
      list: fc.array(storedQuestion, { minLength: 1, maxLength: 8 }),
      passMark: fc.integer({ min: 1, max: 100 }),
    })
    .map(({ list, passMark }) => quiz({ passMark, questions: list.map((q, i) => ({ ...q, id: `q${i}` })) }))

  test('for any quiz: the score is a percentage, the right answers always pass, nothing chosen never does', () => {
    fc.assert(
      fc.property(anyQuiz, fc.array(fc.array(fc.string({ maxLength: 3 }))), (generated, picks) => {
        const random = Object.fromEntries(generated.questions.map((q, i) => [q.id, picks[i] ?? []]))
        const { score } = gradeQuiz(generated, random)
        expect(score).toBeGreaterThanOrEqual(0)
        expect(score).toBeLessThanOrEqual(100)
        const right = Object.fromEntries(
          generated.questions.map((q) => [q.id, q.choices.filter((c) => c.correct).map((c) => c.id)]),
        )
        expect(gradeQuiz(generated, right)).toMatchObject({ score: 100, passed: true })
        expect(gradeQuiz(generated, {}).score).toBe(0)
      }),
    )
  })
})

describe.each(engines)('lesson quizzes on %s', (engine) => {
  let t: TestDb
  beforeAll(async () => {
    t = await openTestDb(engine)
  })
  afterAll(() => t.close())
  beforeEach(() => t.truncateAll())

  /** A published one-lesson course with `ana` enrolled and a quiz on the lesson. */
  async function courseWithQuiz(settings: { maxAttempts: number | null; required: boolean }) {
    await insertUser(t.db, 'ana')
    const saved = await saveCourse(t.db, {
      input: CourseSchema.parse({ title: 'Rondos', level: 'beginner', status: 'published' }),
    })
    if (saved.kind !== 'saved') throw new Error(saved.kind)
    await changeSyllabus(t.db, saved.id, { intent: 'addSection', title: 'Única' })
    const section = (await findCourseForEdit(t.db, saved.id))?.syllabus[0]
    await changeSyllabus(t.db, saved.id, { intent: 'addLesson', sectionId: section?.id ?? 0, title: 'Rondo' })
    const lessonId = (await findCourseForEdit(t.db, saved.id))?.syllabus[0]?.lessons[0]?.id ?? 0
    await enrolByEmail(t.db, saved.id, 'ana@example.com')
    expect(await changeQuiz(t.db, lessonId, { intent: 'settings', passMark: 100, ...settings })).toEqual({
      kind: 'done',
    })
    await changeQuiz(t.db, lessonId, {
      intent: 'question',
      kind: 'single',
      prompt: '¿Cuántos por fuera?',
      choices: [
        { text: 'Cuatro', correct: true, feedback: 'Bien visto.' },
        { text: 'Cinco', correct: false, feedback: 'Cuenta otra vez.' },
      ],
    })
    const stored = await loadQuiz(t.db, lessonId)
    const [right, wrong] = stored?.questions[0]?.choices ?? []
    const questionId = stored?.questions[0]?.id ?? ''
    const answer = (choiceId: string | undefined) => {
      const form = new FormData()
      form.append('intent', 'quiz')
      if (choiceId) form.append(`q:${questionId}`, choiceId)
      return answerQuiz(t.db, { userId: 'ana', courseId: saved.id, lessonSlug: 'rondo', form })
    }
    return { courseId: saved.id, lessonId, answer, rightId: right?.id, wrongId: wrong?.id }
  }

  const certificates = () => t.db.selectFrom('certificate').select('userId').execute()

  test('a required quiz: the lesson cannot be marked done until passed; passing finishes it and certifies', async () => {
    const { courseId, answer, rightId, wrongId } = await courseWithQuiz({ maxAttempts: 3, required: true })
    expect(await completeLesson(t.db, { userId: 'ana', courseId, lessonSlug: 'rondo' })).toBe(false)
    expect(await answer(undefined)).toEqual({ kind: 'incomplete' })
    const failed = await answer(wrongId)
    expect(failed).toMatchObject({ kind: 'graded', grade: { score: 0, passed: false }, left: 2 })
    expect(failed?.kind === 'graded' && failed.grade.questions[0]?.chosen[0]?.feedback).toBe(
      'Cuenta otra vez.',
    )
    expect(await certificates()).toEqual([])
    expect(await answer(rightId)).toMatchObject({
      kind: 'graded',
      grade: { score: 100, passed: true },
      left: 1,
    })
    expect(await certificates()).toEqual([{ userId: 'ana' }])
    expect(await answer(rightId)).toEqual({ kind: 'alreadyPassed' })
  })

  test('attempts run out; the learner never receives the right answers or the comments before answering', async () => {
    const { courseId, answer, wrongId } = await courseWithQuiz({ maxAttempts: 2, required: true })
    const opened = await openLesson(t.db, { userId: 'ana', courseId, lessonSlug: 'rondo', filesAt: '/f' })
    const sent = JSON.stringify(opened)
    expect(sent).toContain('¿Cuántos por fuera?')
    expect(sent).not.toContain('correct')
    expect(sent).not.toContain('Bien visto.')
    await answer(wrongId)
    expect(await answer(wrongId)).toMatchObject({ kind: 'graded', left: 0 })
    expect(await answer(wrongId)).toEqual({ kind: 'noAttemptsLeft' })
    const attempts = await t.db.selectFrom('quiz_attempt').select('score').execute()
    expect(attempts).toHaveLength(2)
  })

  test('two submissions at once cannot both use the last attempt', async () => {
    const { answer, wrongId } = await courseWithQuiz({ maxAttempts: 1, required: true })
    const outcomes = await Promise.all([answer(wrongId), answer(wrongId), answer(wrongId)])
    expect(outcomes.filter((outcome) => outcome?.kind === 'graded')).toHaveLength(1)
    expect(await t.db.selectFrom('quiz_attempt').select('id').execute()).toHaveLength(1)
  })

  test('an optional quiz leaves "mark as done" open; someone not enrolled gets nothing graded', async () => {
    const { courseId, lessonId } = await courseWithQuiz({ maxAttempts: null, required: false })
    expect(await completeLesson(t.db, { userId: 'ana', courseId, lessonSlug: 'rondo' })).toBe(true)
    await insertUser(t.db, 'eve')
    expect(
      await answerQuiz(t.db, { userId: 'eve', courseId, lessonSlug: 'rondo', form: new FormData() }),
    ).toBeNull()
    expect((await loadQuiz(t.db, lessonId))?.maxAttempts).toBeNull()
  })

  test("the coach's edits: a question needs its right answers; questions move and go", async () => {
    const { lessonId } = await courseWithQuiz({ maxAttempts: 3, required: true })
    const bad = await changeQuiz(t.db, lessonId, {
      intent: 'question',
      kind: 'single',
      prompt: 'Sin respuesta correcta',
      choices: [
        { text: 'Una', correct: false },
        { text: 'Otra', correct: false },
      ],
    })
    expect(bad).toEqual({ kind: 'invalid', errors: ['courses:quiz.errors.oneCorrect'] })
    await changeQuiz(t.db, lessonId, {
      intent: 'question',
      kind: 'truefalse',
      prompt: 'El rondo mejora el pase',
      choices: [
        { text: 'Verdadero', correct: true },
        { text: 'Falso', correct: false },
      ],
    })
    const ids = async () => (await loadQuiz(t.db, lessonId))?.questions.map((q) => q.prompt) ?? []
    expect(await ids()).toEqual(['¿Cuántos por fuera?', 'El rondo mejora el pase'])
    const second = (await loadQuiz(t.db, lessonId))?.questions[1]?.id ?? ''
    await changeQuiz(t.db, lessonId, { intent: 'moveUp', questionId: second })
    expect(await ids()).toEqual(['El rondo mejora el pase', '¿Cuántos por fuera?'])
    await changeQuiz(t.db, lessonId, { intent: 'deleteQuestion', questionId: second })
    expect(await ids()).toEqual(['¿Cuántos por fuera?'])
    expect(await changeQuiz(t.db, lessonId, { intent: 'moveDown', questionId: 'nope' })).toEqual({
      kind: 'notFound',
    })
    await changeQuiz(t.db, lessonId, { intent: 'deleteQuiz' })
    expect(await loadQuiz(t.db, lessonId)).toBeNull()
  })
})
