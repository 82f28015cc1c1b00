import { announceFirstAdminSetup } from './auth/setup.server.ts'
import { identity } from './auth/instance.server.ts'
import { assertWritable } from './db/connection.server.ts'
import { connection } from './db/db.server.ts'
import { migrateToLatest } from './db/migrate.server.ts'
import { env } from './env.server.ts'
import { logger } from './logger.server.ts'
import { sessionSecret } from './secrets.server.ts'
import { seedDemoContentIfEmpty } from './seed/demo.server.ts'
import { keepMailQueueMoving } from './email/mail-queue.server.ts'
import { keepAuditLogPruned } from './audit/retention.server.ts'
import { keepEventsMoving } from './events/event-jobs.server.ts'
import { keepAnalyticsPruned } from './analytics/salt.server.ts'
import { jobOrigin } from './http/origin.server.ts'
import { keepNewsletterMoving } from './newsletter/worker.server.ts'
import { keepTeamDataTidy } from './teams/consent.server.ts'
import { keepTeamRemindersGoing } from './teams/team-reminders.server.ts'

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
  // Queued mails (an SMTP outage, a restart) go out from every instance, each mail once.
  keepMailQueueMoving(connection.db, (error: unknown) =>
    logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'mail queue run failed'),
  )
  keepAuditLogPruned(connection.db, (error: unknown) =>
    logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'audit log pruning failed'),
  )
  // Page counts: yesterday's salt and visitor ids go within the hour, counts after two years.
  keepAnalyticsPruned(connection.db, (error: unknown) =>
    logger.warn(
      { err: error instanceof Error ? error.message : String(error) },
      'page counts pruning failed',
    ),
  )
  // Events: offers on the waiting list that ran out, reminders 48 h before (each once, any instance).
  keepEventsMoving(connection.db, (error: unknown) =>
    logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'events job failed'),
  )
  // Teams (docs/decisions/049): expired invitations and players whose consent was withdrawn 30 days ago.
  keepTeamDataTidy(connection.db, (error: unknown) =>
    logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'team data job failed'),
  )
  // Team reminders 48 h before a training or match, with one-click answer links (each once, any instance).
  keepTeamRemindersGoing(connection.db, (error: unknown) =>
    logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'team reminders job failed'),
  )
  // Newsletter sends run in the background and resume after a restart (docs/decisions/043-newsletter.md).
  keepNewsletterMoving(connection.db, jobOrigin, (error: unknown) =>
    logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'newsletter run failed'),
  )
  await announceFirstAdminSetup(identity())
}
