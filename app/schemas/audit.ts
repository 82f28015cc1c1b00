import { z } from './zod.ts'
import { plainString } from './plain-text.ts'

/**
 * Every action the audit log records. Identity events are recorded by server/auth; admin actions by
 * the admin routes through recordAudit (server/audit/audit.server.ts). Each has a label under
 * `audit:actions.<name>`.
 */
export const AUDIT_ACTIONS = [
  'auth.signIn',
  'auth.signInFailed',
  'auth.lockout',
  'auth.signOut',
  'auth.passwordChange',
  'auth.passwordReset',
  'auth.firstAdmin',
  'twoFactor.enable',
  'twoFactor.disable',
  'twoFactor.recoveryCodesRenew',
  'twoFactor.recoveryCodeUse',
  'twoFactor.codeFailed',
  'passkey.add',
  'passkey.remove',
  'account.emailChangeRequest',
  'account.emailChangeConfirm',
  'account.emailChangeCancel',
  'user.roleChange',
  'user.suspend',
  'user.unsuspend',
  'user.sessionsEnd',
  'user.export',
  'post.create',
  'post.update',
  'post.delete',
  'post.publish',
  'concept.create',
  'concept.update',
  'concept.delete',
  'concept.publish',
  'translation.save',
  'translation.publish',
  'drill.create',
  'drill.update',
  'drill.delete',
  'drill.publish',
  'event.create',
  'event.update',
  'event.delete',
  'event.publish',
  'event.message',
  'event.checkIn',
  'event.cancel',
  'player.update',
  'player.remove',
  'player.consent',
  'player.withdraw',
  'player.erase',
  'player.assessment',
  'player.report.publish',
  'team.create',
  'team.update',
  'team.archive',
  'team.member',
  'team.invite',
  'team.event.schedule',
  'team.event.cancel',
  'team.event.answer',
  'team.attendance',
  'curriculum.update',
  'course.create',
  'course.update',
  'course.access',
  'course.complete',
  'assignment.review',
  'payment.accessGrant',
  'payment.accessRevoke',
  'payment.refund',
  'payment.refundRequest',
  'plan.create',
  'plan.archive',
  'plan.restore',
  'session.access',
  'media.delete',
  'message.delete',
  'support.update',
  'comment.answer',
  'comment.hide',
  'comment.show',
  'comment.keep',
  'comment.delete',
  'comment.block',
  'comment.unblock',
  'redirect.create',
  'redirect.delete',
  'booking.kindCreate',
  'booking.kindUpdate',
  'booking.hours',
  'booking.exception',
  'booking.exceptionDelete',
  'booking.cancel',
  'newsletter.send',
  'newsletter.testSend',
] as const

export type AuditAction = (typeof AUDIT_ACTIONS)[number]

const day = z.iso.date()

/** The audit screen's filters, read from the URL; a value that does not parse is simply ignored. */
export const AuditFilterSchema = z.object({
  action: z.enum(AUDIT_ACTIONS).optional().catch(undefined),
  email: plainString().trim().max(254).optional().catch(undefined),
  from: day.optional().catch(undefined),
  to: day.optional().catch(undefined),
})

export type AuditFilter = z.infer<typeof AuditFilterSchema>

/** One event as the audit screen lists it. */
export interface AuditListEvent {
  id: number
  at: string
  userEmail: string | null
  action: string
  targetType: string | null
  targetId: string | null
  detail: Record<string, unknown> | null
  ip: string | null
}
