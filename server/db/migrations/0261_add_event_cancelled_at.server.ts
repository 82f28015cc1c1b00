import { columnTypes, type Migration } from '../migration-kit.server.ts'

/**
 * The coach cancels an event as a whole (issue 29, docs/decisions/039-events.md): the moment it was
 * cancelled, null while it goes ahead. The page, the list and the calendar files read it.
 */
export const migration: Migration = {
  async up(db, engine) {
    const { timestamp } = columnTypes(engine)
    await db.schema.alterTable('event').addColumn('cancelledAt', timestamp).execute()
  },
}
