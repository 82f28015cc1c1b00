import { z } from './zod.ts'

/** The course page's "Comprar" form. */
export const BuyCourseSchema = z.object({ intent: z.literal('buy') })
