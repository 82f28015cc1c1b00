import { toLanguage, type Language } from '#app/i18n/languages.ts'
import { db } from '../db/db.server.ts'
import { getLocale } from '../i18n/i18n.server.ts'
import { accountLists } from './subscriptions.server.ts'

/** The list an account subscribes to from its settings: its chosen language, else the page's. */
export async function accountLanguage(request: Request, userId: string): Promise<Language> {
  const row = await db.selectFrom('user').select('locale').where('id', '=', userId).executeTakeFirst()
  return toLanguage(row?.locale) ?? getLocale(request)
}

/** What the settings show: the account's list and whether it is on it. */
export async function accountNewsletter(request: Request, account: { id: string; email: string }) {
  const language = await accountLanguage(request, account.id)
  return { language, subscribed: (await accountLists(db, account)).includes(language) }
}
