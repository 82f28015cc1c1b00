/**
 * Creates an administrator (or promotes an existing account and sets its password).
 *
 *   npm run admin:create -- --email ana@example.com --name Ana --last-name Ruiz [--password …] [--role user]
 *
 * Without --password (or ADMIN_PASSWORD in the environment) a strong password is generated and
 * printed once. The database is DATABASE_URL's, migrated first. The password policy of the site
 * applies (10+ characters, not a common password, not containing the e-mail).
 */
import { randomBytes } from 'node:crypto'
import { parseArgs } from 'node:util'
import { z } from 'zod'
import { emailField, nameField, passwordProblem } from '#app/schemas/auth.ts'
import { isCommonPassword } from '#server/auth/common-passwords.server.ts'
import { createIdentity } from '#server/auth/identity.server.ts'
import { upsertUserWithPassword } from '#server/auth/users.server.ts'
import { recordAudit } from '#server/audit/audit.server.ts'
import { openConnection } from '#server/db/connection.server.ts'
import { migrateToLatest } from '#server/db/migrate.server.ts'
import { env } from '#server/env.server.ts'
import { sessionSecret } from '#server/secrets.server.ts'

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    'last-name': { type: 'string', default: '' },
    password: { type: 'string' },
    role: { type: 'string', default: 'admin' },
  },
})

const Args = z.object({
  email: emailField(),
  name: nameField(),
  lastName: z.string().trim().max(100),
  role: z.enum(['admin', 'user']),
})

async function main() {
  const parsed = Args.safeParse({
    email: values.email,
    name: values.name,
    lastName: values['last-name'],
    role: values.role,
  })
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => `--${String(i.path[0])}`).join(', ')
    throw new Error(
      `Missing or invalid: ${fields}. Usage: npm run admin:create -- --email x@y.z --name Ana [--last-name …]`,
    )
  }
  const generated = !values.password && !process.env.ADMIN_PASSWORD
  const password = values.password ?? process.env.ADMIN_PASSWORD ?? randomBytes(15).toString('base64url')
  const problem = passwordProblem(password, parsed.data.email, isCommonPassword)
  if (problem) throw new Error(`Password rejected by the policy (${problem.replace('auth:password.', '')})`)

  const { DATABASE_URL, BASE_URL, PORT, ADMIN_IDLE_LOCK_MINUTES } = env()
  const connection = openConnection(DATABASE_URL)
  try {
    await migrateToLatest(connection)
    const identity = createIdentity(connection, {
      baseURL: BASE_URL ?? `http://localhost:${PORT}`,
      secret: sessionSecret(),
      idleLockMinutes: ADMIN_IDLE_LOCK_MINUTES,
    })
    const email = parsed.data.email.toLowerCase()
    const before = await connection.db
      .selectFrom('user')
      .select('role')
      .where('email', '=', email)
      .executeTakeFirst()
    const { id, created } = await upsertUserWithPassword(identity, { ...parsed.data, password })
    if (created || (before?.role ?? 'user') !== parsed.data.role)
      await recordAudit(connection.db, {
        action: 'user.roleChange',
        target: { type: 'user', id },
        detail: {
          email,
          from: created ? null : (before?.role ?? 'user'),
          to: parsed.data.role,
          by: 'admin:create',
        },
      })
    const what = parsed.data.role === 'admin' ? 'Administrator' : 'User'
    console.log(`${what} ${parsed.data.email} ${created ? 'created' : 'updated'}.`)
    if (generated) console.log(`Password (shown once): ${password}`)
  } finally {
    await connection.close()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
