import { z } from './zod.ts'
import { plainString } from './plain-text.ts'

export const CERTIFICATE_LIMITS = { reason: 300 }

/** The coach's certificates screen of a course: issue one by hand, revoke one. */
export const CertificateAdminSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('issue'),
    email: z.email({ error: 'certificates:errors.email' }).trim().toLowerCase(),
  }),
  z.object({
    intent: z.literal('revoke'),
    certificateId: z.uuid({ error: 'certificates:errors.unknown' }),
    reason: plainString({ error: 'certificates:errors.reason' })
      .trim()
      .min(1, 'certificates:errors.reason')
      .max(CERTIFICATE_LIMITS.reason, 'certificates:errors.reasonLength'),
  }),
])
export type CertificateAdminInput = z.infer<typeof CertificateAdminSchema>
