import { sql } from 'kysely'
import { columnTypes, nowDefault, type Migration } from '../migration-kit.server.ts'

/**
 * Events (issue 29, docs/decisions/039-events.md): camps, clinics, trials and talks the coach
 * publishes, the players a guardian registers, and their registrations.
 * - event: its days as JSON text ([{ start, end }], instants), their first start and last end as
 *   columns for the lists; `placesTaken` is the counter every registration raises with one
 *   conditional UPDATE (`placesTaken < capacity`), so places are never oversold on either engine.
 * - player: a person a guardian's account holds (a child); teams will reuse it. The consent to keep
 *   a minor's data (version and time) is on the row and in `consent`, recorded first.
 * - event_registration: one per participant and event; status confirmed, waiting, offered (a freed
 *   place held for the first on the waiting list until `offerExpiresAt`), cancelled or expired.
 *   `reminderSentAt` is claimed by one instance before its reminder goes.
 */
export const migration: Migration = {
  async up(db, engine) {
    const { timestamp, autoId } = columnTypes(engine)
    const now = sql.raw(nowDefault(engine))
    await db.schema
      .createTable('event')
      .addColumn('id', autoId, (c) => c.primaryKey())
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('descriptionHtml', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('days', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('startsAt', timestamp, (c) => c.notNull())
      .addColumn('endsAt', timestamp, (c) => c.notNull())
      .addColumn('place', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('programme', 'text')
      .addColumn('ageMin', 'integer', (c) => c.notNull())
      .addColumn('ageMax', 'integer', (c) => c.notNull())
      .addColumn('capacity', 'integer', (c) => c.notNull())
      .addColumn('placesTaken', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('priceCents', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('opensAt', timestamp)
      .addColumn('closesAt', timestamp, (c) => c.notNull())
      .addColumn('questions', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('coverMediaId', 'integer', (c) => c.references('media.id').onDelete('set null'))
      .addColumn('coverAlt', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('createdAt', timestamp, (c) => c.notNull().defaultTo(now))
      .addColumn('updatedAt', timestamp, (c) => c.notNull().defaultTo(now))
      .execute()
    await db.schema
      .createIndex('event_public_idx')
      .on('event')
      .columns(['status', 'startsAt', 'id'])
      .execute()
    await db.schema.createIndex('event_updated_idx').on('event').columns(['updatedAt', 'id']).execute()

    await db.schema
      .createTable('player')
      .addColumn('id', autoId, (c) => c.primaryKey())
      .addColumn('guardianId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('birthYear', 'integer', (c) => c.notNull())
      .addColumn('consentVersion', 'text', (c) => c.notNull())
      .addColumn('consentAt', timestamp, (c) => c.notNull())
      .addColumn('createdAt', timestamp, (c) => c.notNull().defaultTo(now))
      .execute()
    await db.schema.createIndex('player_guardian_idx').on('player').columns(['guardianId', 'id']).execute()

    await db.schema
      .createTable('event_registration')
      .addColumn('id', autoId, (c) => c.primaryKey())
      .addColumn('eventId', 'integer', (c) => c.notNull().references('event.id').onDelete('cascade'))
      .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('playerId', 'integer', (c) => c.references('player.id').onDelete('cascade'))
      .addColumn('participant', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('answers', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('offerToken', 'text', (c) => c.unique())
      .addColumn('offerExpiresAt', timestamp)
      .addColumn('reminderSentAt', timestamp)
      .addColumn('checkedInAt', timestamp)
      .addColumn('createdAt', timestamp, (c) => c.notNull().defaultTo(now))
      .addColumn('updatedAt', timestamp, (c) => c.notNull().defaultTo(now))
      .execute()
    await db.schema
      .createIndex('event_registration_event_idx')
      .on('event_registration')
      .columns(['eventId', 'status', 'id'])
      .execute()
    await db.schema
      .createIndex('event_registration_user_idx')
      .on('event_registration')
      .columns(['userId', 'id'])
      .execute()
    await db.schema
      .createIndex('event_registration_player_idx')
      .on('event_registration')
      .columns(['playerId'])
      .execute()
  },
}
