import { z } from './zod.ts'
import { plainString } from './plain-text.ts'

/**
 * Lesson assignments (issue 31, docs/decisions/037-lesson-assignments.md): what a lesson may ask
 * a learner to send, the learner's form and the coach's review. Shared by browser and server.
 */

export const ASSIGNMENT_KINDS = ['off', 'file', 'video'] as const
export type AssignmentSetting = (typeof ASSIGNMENT_KINDS)[number]

/** The types each kind may allow; the server tells them by the file's first bytes. */
export const ASSIGNMENT_FILE_TYPES = {
  file: ['pdf', 'image', 'office'],
  video: ['mp4', 'webm', 'mov'],
} as const
export type AssignmentFileType =
  (typeof ASSIGNMENT_FILE_TYPES.file)[number] | (typeof ASSIGNMENT_FILE_TYPES.video)[number]
export const ALL_FILE_TYPES = [...ASSIGNMENT_FILE_TYPES.file, ...ASSIGNMENT_FILE_TYPES.video] as const

/** What the file picker offers for each type (a hint only: the server checks the bytes). */
export const ACCEPT: Record<AssignmentFileType, string> = {
  pdf: 'application/pdf,.pdf',
  image: 'image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp',
  office: '.docx,.xlsx,.pptx,.zip',
  mp4: 'video/mp4,.mp4',
  webm: 'video/webm,.webm',
  mov: 'video/quicktime,.mov',
}

/** Submissions pass through the server's memory: no lesson may allow more than this. */
export const ASSIGNMENT_MAX_MEGABYTES = 100
export const ASSIGNMENT_MAX_BYTES = ASSIGNMENT_MAX_MEGABYTES * 1024 * 1024
export const ASSIGNMENT_LIMITS = { instructions: 5000, note: 2000, feedback: 5000, points: 1000 }

const optionalText = (max: number) =>
  plainString({ multiline: true }).trim().max(max, 'validation:tooLong').optional()

/** The coach's "Tarea" settings of a lesson; `off` removes the assignment (submissions stay). */
export const AssignmentSettingsSchema = z
  .object({
    kind: z.enum(ASSIGNMENT_KINDS, 'assignments:errors.kind'),
    instructions: optionalText(ASSIGNMENT_LIMITS.instructions),
    fileTypes: z.array(z.enum(ALL_FILE_TYPES, 'assignments:errors.fileTypes')).optional(),
    maxMegabytes: z
      .number({ error: 'assignments:errors.maxMegabytes' })
      .int('assignments:errors.maxMegabytes')
      .min(1, 'assignments:errors.maxMegabytes')
      .max(ASSIGNMENT_MAX_MEGABYTES, 'assignments:errors.maxMegabytes'),
    maxPoints: z
      .number({ error: 'assignments:errors.maxPoints' })
      .int('assignments:errors.maxPoints')
      .min(1, 'assignments:errors.maxPoints')
      .max(ASSIGNMENT_LIMITS.points, 'assignments:errors.maxPoints')
      .optional(),
    approvalCompletes: z.literal('on').optional(),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'off') return
    const allowed: readonly string[] = ASSIGNMENT_FILE_TYPES[value.kind]
    const types = value.fileTypes ?? []
    if (!types.length || types.some((type) => !allowed.includes(type)))
      ctx.addIssue({ code: 'custom', path: ['fileTypes'], message: 'assignments:errors.fileTypes' })
  })
export type AssignmentSettingsInput = z.infer<typeof AssignmentSettingsSchema>

/** The learner's upload: one file that is not empty, and an optional note. */
export const SubmissionSchema = z.object({
  file: z
    .instanceof(File, { error: 'assignments:errors.file' })
    .refine((file) => file.size > 0, 'assignments:errors.file'),
  note: optionalText(ASSIGNMENT_LIMITS.note),
})

/**
 * What can go wrong with a learner's upload that the learner can mend, by the short name the lesson
 * address carries (`?tarea=tooLarge`) when the form was sent without JavaScript, and its text.
 */
export const SUBMIT_PROBLEMS = {
  file: 'assignments:errors.file',
  tooLarge: 'assignments:errors.tooLarge',
  type: 'assignments:errors.type',
  notNow: 'assignments:errors.notNow',
  unavailable: 'assignments:errors.unavailable',
  noteTooLong: 'validation:tooLong',
} as const
export type SubmitProblem = keyof typeof SUBMIT_PROBLEMS
export const isSubmitProblem = (name: unknown): name is SubmitProblem =>
  typeof name === 'string' && Object.hasOwn(SUBMIT_PROBLEMS, name)

/** The coach's review of a submission: feedback and points, then approve or return. */
export const ReviewSchema = z
  .object({
    intent: z.enum(['approve', 'return']),
    feedback: optionalText(ASSIGNMENT_LIMITS.feedback),
    points: z
      .number({ error: 'assignments:errors.points' })
      .int('assignments:errors.points')
      .min(0, 'assignments:errors.points')
      .max(ASSIGNMENT_LIMITS.points, 'assignments:errors.points')
      .optional(),
  })
  .superRefine((value, ctx) => {
    // A returned submission says what to change.
    if (value.intent === 'return' && !value.feedback)
      ctx.addIssue({ code: 'custom', path: ['feedback'], message: 'assignments:errors.feedback' })
  })
export type ReviewInput = z.infer<typeof ReviewSchema>

export const SUBMISSION_STATUSES = ['submitted', 'returned', 'approved'] as const
export type SubmissionStatusName = (typeof SUBMISSION_STATUSES)[number]

/** The coach's queue filters, read from the URL; anything else is ignored. */
export const QueueFilterSchema = z.object({
  status: z.enum(SUBMISSION_STATUSES).optional().catch(undefined),
  course: z.coerce.number().int().positive().optional().catch(undefined),
})
