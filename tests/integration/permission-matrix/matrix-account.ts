import {
  ProfileSchema,
  EmailChangeSchema,
  passwordUpdateSchema,
  RevokeSessionSchema,
  DeleteAccountSchema,
} from '#app/schemas/account.ts'
import { RedeemCodeSchema } from '#app/schemas/courses.ts'
import { PasskeyActionSchema } from '#app/schemas/passkeys.ts'
import { TwoFactorActionSchema } from '#app/schemas/two-factor.ts'
import { SessionChangeSchema, SessionsListSchema } from '#app/schemas/sessions.ts'
import { SupportRequestSchema } from '#app/schemas/support.ts'
import { TEST_PASSWORD } from '#tests/app-on-database.ts'
import { form, type MatrixEntry } from './entry.ts'
import { AccountNewsletterSchema } from '#app/schemas/newsletter.ts'
import { conform, lookup, STRONG_PASSWORD } from './forms.ts'
import type { Records } from './records.ts'

const sessionUrl = (r: Records) => `/account/sessions/${r.ownerSessionId}`
/** The user's passkey (a stored credential: renaming and removing need no authenticator). */
async function userPasskey(r: Records) {
  const userId = await r.userIdOf(r.emails.user)
  const existing = await r.db
    .selectFrom('passkey')
    .select('id')
    .where('userId', '=', userId)
    .executeTakeFirst()
  if (existing) return String(existing.id)
  const created = await r.db
    .insertInto('passkey')
    .values({
      userId,
      name: 'Portátil',
      credentialId: `matriz-${userId}`,
      publicKey: 'cHVibGljLWtleQ',
      counter: 0,
      transports: 'internal',
      deviceType: 'singleDevice',
      backedUp: false,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return String(created.id)
}

const blockOf = (index: number) => async (r: Records) =>
  (await lookup.blocks(r, r.ownerSessionId))[index] ?? ''

/** A signed-in user's own screens: settings, support, training sessions. */
export const ACCOUNT_ACTIONS: Record<string, MatrixEntry> = {
  'routes/account/settings.tsx': {
    who: 'signed-in',
    url: () => '/account-settings',
    resetsSessions: true,
    forms: [
      form(
        'profile',
        () => ({
          intent: 'profile',
          name: 'Pablo',
          lastName: 'Serrano',
          phone: '+34 600 111 222',
          locale: 'es',
        }),
        conform(ProfileSchema),
      ),
      form(
        'email',
        () => ({
          intent: 'email',
          newEmail: `matriz-nuevo-${Date.now()}@example.com`,
          currentPassword: TEST_PASSWORD,
        }),
        conform(EmailChangeSchema),
      ),
      form('redeem', (r) => ({ intent: 'redeem', code: r.accessCode }), conform(RedeemCodeSchema)),
      form(
        'newsletter',
        () => ({ intent: 'newsletter', subscribed: 'yes' }),
        conform(AccountNewsletterSchema),
      ),
      form(
        'revoke',
        async (r) => ({ intent: 'revoke', sessionId: await lookup.oldestSession(r, r.emails.user) }),
        conform(RevokeSessionSchema),
      ),
      form(
        'password',
        () => ({
          intent: 'password',
          currentPassword: TEST_PASSWORD,
          password: STRONG_PASSWORD,
          confirmPassword: STRONG_PASSWORD,
        }),
        conform(passwordUpdateSchema()),
      ),
      form(
        'delete',
        () => ({ intent: 'delete', password: TEST_PASSWORD, confirm: 'on' }),
        conform(DeleteAccountSchema),
        { spareActor: true },
      ),
    ],
  },
  'routes/account/support.tsx': {
    who: 'signed-in',
    url: () => '/account/support',
    forms: [
      form(
        'send',
        () => ({ subject: 'No puedo ver el vídeo', message: 'La lección 3 no carga.' }),
        conform(SupportRequestSchema),
      ),
    ],
  },
  'routes/account/sessions.tsx': {
    who: 'signed-in',
    url: () => '/account/sessions',
    forms: [
      form(
        'create',
        () => ({ intent: 'create', title: 'Jueves: finalización', ageGroup: '12', players: '14' }),
        conform(SessionsListSchema),
      ),
      form(
        'addTo',
        (r) => ({ intent: 'addTo', sessionId: String(r.userSessionId), drillId: String(r.edit.drillId) }),
        conform(SessionsListSchema),
      ),
      form('copy', (r) => ({ intent: 'copy', token: r.shareToken }), conform(SessionsListSchema)),
    ],
  },
  'routes/account/session-editor.tsx': {
    who: 'owner',
    url: sessionUrl,
    forms: [
      {
        ...form('access', () => ({ intent: 'access', access: 'members' }), conform(SessionChangeSchema)),
        who: 'coach-owner',
        at: (r) => `/account/sessions/${r.adminSessionId}`,
      },
      form(
        'details',
        () => ({ intent: 'details', title: 'Martes: rondos y finalización', players: '12' }),
        conform(SessionChangeSchema),
      ),
      form(
        'addDrill',
        (r) => ({ intent: 'addDrill', drillId: String(r.edit.drillId), phase: 'main', minutes: '15' }),
        conform(SessionChangeSchema),
      ),
      form(
        'addBlock',
        () => ({ intent: 'addBlock', title: 'Vuelta a la calma', phase: 'cooldown', minutes: '5' }),
        conform(SessionChangeSchema),
      ),
      form(
        'updateBlock',
        async (r) => ({
          intent: 'updateBlock',
          blockId: await blockOf(0)(r),
          phase: 'warmup',
          minutes: '12',
          notes: 'Con balón',
        }),
        conform(SessionChangeSchema),
      ),
      form(
        'moveDown',
        async (r) => ({ intent: 'moveDown', blockId: await blockOf(0)(r) }),
        conform(SessionChangeSchema),
      ),
      form(
        'moveUp',
        async (r) => ({ intent: 'moveUp', blockId: await blockOf(1)(r) }),
        conform(SessionChangeSchema),
      ),
      form('share', () => ({ intent: 'share' }), conform(SessionChangeSchema)),
      form('unshare', () => ({ intent: 'unshare' }), conform(SessionChangeSchema)),
      form('forPitch', () => ({ intent: 'forPitch' }), conform(SessionChangeSchema)),
      form('notForPitch', () => ({ intent: 'notForPitch' }), conform(SessionChangeSchema)),
      form('duplicate', () => ({ intent: 'duplicate' }), conform(SessionChangeSchema)),
      form(
        'deleteBlock',
        async (r) => ({ intent: 'deleteBlock', blockId: await blockOf(0)(r) }),
        conform(SessionChangeSchema),
      ),
      form('delete', () => ({ intent: 'delete' }), conform(SessionChangeSchema)),
    ],
  },
  'routes/account/two-factor.tsx': {
    who: 'signed-in',
    url: () => '/account/two-factor',
    forms: [
      // Starting enrolment stores the pending key; a spare account, whose password is still the first one.
      form('start', () => ({ intent: 'start', password: TEST_PASSWORD }), conform(TwoFactorActionSchema), {
        spareActor: true,
      }),
    ],
  },
  'routes/account/passkeys.tsx': {
    who: 'signed-in',
    url: () => '/account/passkeys',
    forms: [
      form(
        'rename',
        async (r) => ({ intent: 'rename', id: await userPasskey(r), name: 'Móvil del club' }),
        conform(PasskeyActionSchema),
      ),
      form(
        'remove',
        async (r) => ({ intent: 'remove', id: await userPasskey(r) }),
        conform(PasskeyActionSchema),
      ),
    ],
  },
}
