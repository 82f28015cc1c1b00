import { siteLanguage, type Language } from '#app/i18n/languages.ts'
import { INVITE_DAYS } from '#app/schemas/teams.ts'
import type { Db } from '../db/connection.server.ts'
import { queueMail } from '../email/mail-queue.server.ts'
import { renderEmail } from '../email/templates/layout.server.ts'
import { getFixedT } from '../i18n/i18n.server.ts'
import { siteSettings } from '../site.server.ts'

/** The path a guardian's invitation mail links to. */
export const invitePath = (token: string) => `/equipos/invitacion/${token}`

/**
 * The invitation: a guardian's, from the coach, in the site's language (the guardian may have no
 * account, so no language of theirs is known); a player's own (`kind: 'player'`), sent by a
 * guardian, in the guardian's language. Who invites, for which player and team, and the link.
 */
export async function sendInviteMail(
  db: Db,
  input: {
    to: string
    token: string
    name: string
    team: string
    season: string
    origin: string
    kind?: 'guardian' | 'player'
    language?: Language
  },
) {
  const t = getFixedT(input.language ?? siteLanguage)
  const { brand, coachName } = siteSettings()
  const values = { coach: coachName, name: input.name, team: input.team, season: input.season }
  const mail = renderEmail(t, brand, {
    subject: t('teams:mail.subject', values),
    greeting: t('teams:mail.greeting'),
    paragraphs: [t(input.kind === 'player' ? 'teams:own.mailBody' : 'teams:mail.body', values)],
    action: { label: t('teams:mail.action'), url: `${input.origin}${invitePath(input.token)}` },
    notes: [t('teams:mail.note', { days: INVITE_DAYS })],
  })
  await queueMail(db, { to: input.to, ...mail })
}
