import { z } from './zod.ts'
import { plainString } from './plain-text.ts'

export const questionKinds = ['single', 'multiple', 'truefalse', 'ordering'] as const
export type QuestionKind = (typeof questionKinds)[number]

export const QUIZ_LIMITS = {
  questions: 30,
  /** Answers of a single, multiple or true/false question. */
  choices: 6,
  /** Items of an ordering question. */
  items: 10,
  /** Rows of the question form: enough for either. */
  rows: 10,
  prompt: 500,
  choice: 200,
  feedback: 400,
  attempts: 20,
}

const text = (max: number, required: string) =>
  plainString({ multiline: true, error: required })
    .trim()
    .min(1, required)
    .max(max, 'courses:quiz.errors.tooLong')

const optionalText = (max: number) =>
  plainString({ multiline: true }).trim().max(max, 'courses:quiz.errors.tooLong').optional()

export const ChoiceSchema = z.object({
  id: z.string().regex(/^[a-z0-9]{1,12}$/),
  text: text(QUIZ_LIMITS.choice, 'courses:quiz.errors.choiceText'),
  correct: z.boolean(),
  feedback: optionalText(QUIZ_LIMITS.feedback),
})

/**
 * A stored question: its kind decides how many choices may be right. An ordering question's choices
 * are its items in the right order (2 to 10); the learner gets them shuffled.
 */
export const QuestionSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]{1,12}$/),
    kind: z.enum(questionKinds),
    prompt: text(QUIZ_LIMITS.prompt, 'courses:quiz.errors.prompt'),
    choices: z.array(ChoiceSchema).max(QUIZ_LIMITS.items, 'courses:quiz.errors.tooManyItems'),
  })
  .superRefine((question, ctx) => {
    if (question.kind === 'ordering') {
      if (question.choices.length < 2)
        ctx.addIssue({ code: 'custom', path: ['choices'], message: 'courses:quiz.errors.twoItems' })
      return
    }
    if (question.choices.length < 2)
      ctx.addIssue({ code: 'custom', path: ['choices'], message: 'courses:quiz.errors.twoChoices' })
    if (question.choices.length > QUIZ_LIMITS.choices)
      ctx.addIssue({ code: 'custom', path: ['choices'], message: 'courses:quiz.errors.tooManyChoices' })
    const right = question.choices.filter((choice) => choice.correct).length
    if (question.kind === 'multiple' ? right < 1 : right !== 1)
      ctx.addIssue({
        code: 'custom',
        path: ['choices'],
        message:
          question.kind === 'multiple' ? 'courses:quiz.errors.someCorrect' : 'courses:quiz.errors.oneCorrect',
      })
    if (question.kind === 'truefalse' && question.choices.length !== 2)
      ctx.addIssue({ code: 'custom', path: ['choices'], message: 'courses:quiz.errors.twoChoices' })
  })
export type Question = z.infer<typeof QuestionSchema>

export const QuestionsSchema = z
  .array(QuestionSchema)
  .max(QUIZ_LIMITS.questions, 'courses:quiz.errors.tooMany')

const percent = z.coerce
  .number({ error: 'courses:quiz.errors.passMark' })
  .int('courses:quiz.errors.passMark')
  .min(1, 'courses:quiz.errors.passMark')
  .max(100, 'courses:quiz.errors.passMark')

/**
 * The coach's forms on a lesson's quiz. A question is edited in a form of fixed choice rows
 * (`choice0…choice9`, `correct0…`, `feedback0…`); empty rows are left out. True/false questions
 * have two fixed rows, "true" and "false".
 */
export const QuizAdminSchema = z.discriminatedUnion('intent', [
  z
    .object({
      intent: z.literal('settings'),
      passMark: percent,
      maxAttempts: z.coerce
        .number({ error: 'courses:quiz.errors.attempts' })
        .int('courses:quiz.errors.attempts')
        .min(1, 'courses:quiz.errors.attempts')
        .max(QUIZ_LIMITS.attempts, 'courses:quiz.errors.attempts')
        .optional(),
      required: z.literal('on').optional(),
      /** A pool: each attempt draws this many questions (empty: all of them). */
      drawCount: z.coerce
        .number({ error: 'courses:quiz.errors.drawCount' })
        .int('courses:quiz.errors.drawCount')
        .min(1, 'courses:quiz.errors.drawCount')
        .max(QUIZ_LIMITS.questions, 'courses:quiz.errors.drawCount')
        .optional(),
      /** How many questions the quiz had when the form was drawn, so the browser can check the pool too. */
      questionCount: z.coerce.number().int().min(0).max(QUIZ_LIMITS.questions).optional(),
    })
    .refine(
      (settings) =>
        settings.drawCount === undefined ||
        settings.questionCount === undefined ||
        settings.drawCount <= settings.questionCount,
      { path: ['drawCount'], message: 'courses:quiz.errors.drawTooMany' },
    ),
  z.object({
    intent: z.literal('question'),
    questionId: z
      .string()
      .regex(/^[a-z0-9]{1,12}$/)
      .optional(),
    kind: z.enum(questionKinds, 'courses:quiz.errors.kind'),
    prompt: text(QUIZ_LIMITS.prompt, 'courses:quiz.errors.prompt'),
    ...Object.fromEntries(
      Array.from({ length: QUIZ_LIMITS.rows }, (_, index) => [
        [`choice${index}`, optionalText(QUIZ_LIMITS.choice)],
        [`correct${index}`, z.literal('on').optional()],
        [`feedback${index}`, optionalText(QUIZ_LIMITS.feedback)],
      ]).flat(),
    ),
  }),
  z.object({
    intent: z.enum(['deleteQuestion', 'moveUp', 'moveDown']),
    questionId: z.string().regex(/^[a-z0-9]{1,12}$/),
  }),
  z.object({ intent: z.literal('deleteQuiz') }),
])

/** The choice rows of a submitted question form, as a question's choices (empty rows dropped). */
export function choicesOf(form: Record<string, unknown>) {
  return Array.from({ length: QUIZ_LIMITS.rows }, (_, index) => ({
    text: typeof form[`choice${index}`] === 'string' ? (form[`choice${index}`] as string) : '',
    correct: form[`correct${index}`] === 'on',
    feedback: typeof form[`feedback${index}`] === 'string' ? (form[`feedback${index}`] as string) : undefined,
  })).filter((choice) => choice.text !== '')
}
