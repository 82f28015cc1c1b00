import { accessCodeField } from './courses.ts'
import { z } from './zod.ts'

/** The course page's "Comprar" form, with an optional access code (a discount, or the whole course). */
export const BuyCourseSchema = z.object({ intent: z.literal('buy'), code: accessCodeField.optional() })
