import { announceFirstAdminSetup } from './auth/setup.server.ts'
import { identity } from './auth/instance.server.ts'
import { assertWritable } from './db/connection.server.ts'
import { connection } from './db/db.server.ts'
import { migrateToLatest } from './db/migrate.server.ts'
import { env } from './env.server.ts'
import { logger } from './logger.server.ts'
import { sessionSecret } from './secrets.server.ts'
import { seedDemoContentIfEmpty } from './seed/demo.server.ts'
import { retryUndeliveredMessages } from './contact/messages.server.ts'
import { keepAuditLogPruned } from './audit/retention.server.ts'

/**
 * Everything that must hold before the first request: configuration, a writable database at the
 * latest schema, and demo content on an empty site. Throws with a message for the operator.
 */
export async function prepare() {
  const config = env()
  sessionSecret()
  await assertWritable(connection)
  const applied = await migrateToLatest(connection)
  if (applied.length) logger.info({ applied }, 'database migrated')
  if (config.SEED_DEMO === 'auto') await seedDemoContentIfEmpty(connection.db)
  logger.info({ engine: connection.engine }, 'database ready')
  // Contact notifications that could not be e-mailed before the restart get another try.
  void retryUndeliveredMessages(connection.db).catch((error: unknown) =>
    logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'contact mail retry failed'),
  )
  keepAuditLogPruned(connection.db, (error: unknown) =>
    logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'audit log pruning failed'),
  )
  await announceFirstAdminSetup(identity())
}
