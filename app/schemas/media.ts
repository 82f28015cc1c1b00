import { z } from './zod.ts'
import { plainString } from './plain-text.ts'

/** Field limits, shared by the forms (maxLength) and the server. */
export const MEDIA_LIMITS = { fileName: 200, alt: 300 } as const

/** Image types the library accepts; the server checks the bytes, not the name or declared type. */
export const ACCEPTED_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/gif',
] as const

// Control characters, invisible format ones such as U+202E that shows "gpj.exe" as "exe.jpg", and
// half surrogate pairs (no character at all).
const CONTROL_OR_FORMAT = /[\p{Cc}\p{Cf}\p{Cs}]/u

/**
 * The `name` of an upload: a plain file name. Separators and ".." would be a path; control
 * characters hide what the name says. Both are refused, not silently cleaned.
 */
export const MediaFileNameSchema = z
  .string({ error: 'media:errors.nameRequired' })
  .min(1, 'media:errors.nameRequired')
  .max(MEDIA_LIMITS.fileName, 'media:errors.nameTooLong')
  .refine((name) => !CONTROL_OR_FORMAT.test(name), 'media:errors.nameControl')
  .refine(
    (name) => !/[/\\]/.test(name) && !name.split('.').every((part) => part === ''),
    'media:errors.namePath',
  )
  .refine((name) => !name.includes('..'), 'media:errors.namePath')

export const AltSchema = plainString()
  .trim()
  .max(MEDIA_LIMITS.alt, 'media:errors.altTooLong')
  .optional()
  .transform((alt) => alt ?? '')

/** The library's "edit alt text" form. */
export const MediaAltFormSchema = z.object({
  intent: z.literal('alt'),
  id: z.coerce.number().int().positive(),
  alt: AltSchema,
})

export const MediaDeleteFormSchema = z.object({
  intent: z.literal('delete'),
  id: z.coerce.number().int().positive(),
})

/** Every form of the library screen, told apart by `intent`. */
export const MediaFormSchema = z.discriminatedUnion('intent', [MediaAltFormSchema, MediaDeleteFormSchema])
