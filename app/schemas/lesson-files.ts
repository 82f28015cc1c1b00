import { z } from './zod.ts'

export const LESSON_FILE_KINDS = ['video', 'download'] as const

/** Lesson files go through the server's memory on upload: long videos belong on YouTube. */
export const LESSON_FILE_MAX_BYTES = 100 * 1024 * 1024

/** The coach's forms on a lesson's files: upload one, or delete one. */
export const LessonFileActionSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('upload'),
    kind: z.enum(LESSON_FILE_KINDS, 'courses:files.errors.kind'),
    file: z
      .instanceof(File, { error: 'courses:files.errors.file' })
      .refine((file) => file.size > 0, 'courses:files.errors.file')
      .refine((file) => file.size <= LESSON_FILE_MAX_BYTES, 'courses:files.errors.tooLarge'),
  }),
  z.object({ intent: z.literal('delete'), fileId: z.coerce.number().int().positive() }),
])
