import { sql } from 'kysely'
import { columnTypes, type Migration } from '../migration-kit.server.ts'

/**
 * Sessions "for the pitch" (issue 34, docs/decisions/050-at-the-pitch.md): the coach marks the
 * sessions the browser keeps on the device, so their timer opens with the network off.
 */
export const migration: Migration = {
  async up(db, engine) {
    const { flag } = columnTypes(engine)
    const falseValue = sql.raw(engine === 'postgres' ? 'false' : '0')
    await db.schema
      .alterTable('training_session')
      .addColumn('forPitch', flag, (c) => c.notNull().defaultTo(falseValue))
      .execute()
  },
}
