import { vi } from 'vitest'
import { cookiesFrom, siteRequest } from './identity.ts'

export const TEST_PASSWORD = 'Presion-tras-perdida-42'

/**
 * The application's own modules on a database of their own, migrated: the app's connection and
 * identity are module singletons configured by DATABASE_URL, so each call gets fresh modules.
 * Route modules imported after this call use that database.
 */
export async function appOnDatabase(url: string) {
  process.env.DATABASE_URL = url
  process.env.SESSION_SECRET = 'test-secret-that-is-long-enough-0123456789'
  vi.resetModules()
  const { connection } = await import('#server/db/db.server.ts')
  const { migrateToLatest } = await import('#server/db/migrate.server.ts')
  await migrateToLatest(connection)
  const { identity } = await import('#server/auth/instance.server.ts')
  const { upsertUserWithPassword } = await import('#server/auth/users.server.ts')
  const { signIn } = await import('#server/auth/sign-in.server.ts')
  return {
    connection,
    /**
     * A confirmed account with that role (a new address unless one is given), signed in from `ip`
     * (sign-ins are limited per address): its cookie.
     */
    async cookieFor(
      role: 'admin' | 'user',
      email = `${role}-${Math.random().toString(36).slice(2)}@example.com`,
      ip = '192.0.2.1',
    ) {
      await upsertUserWithPassword(identity(), {
        email,
        name: 'Ana',
        lastName: 'Ruiz',
        password: TEST_PASSWORD,
        role,
      })
      const result = await signIn(identity(), siteRequest('/signin', { method: 'POST' }), {
        email,
        password: TEST_PASSWORD,
        ip,
      })
      if (!result.ok) throw new Error('sign-in failed')
      return cookiesFrom(result.headers)
    },
  }
}
