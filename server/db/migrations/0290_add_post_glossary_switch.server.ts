import { sql } from 'kysely'
import { columnTypes, type Migration } from '../migration-kit.server.ts'

/**
 * The post editor's "Enlazar conceptos del glosario" switch (issue 30,
 * docs/decisions/045-glossary-links.md): on by default, so posts written before link their terms too.
 */
export const migration: Migration = {
  async up(db, engine) {
    const { flag } = columnTypes(engine)
    await db.schema
      .alterTable('post')
      .addColumn('glossaryLinks', flag, (c) =>
        c.notNull().defaultTo(sql.raw(engine === 'postgres' ? 'true' : '1')),
      )
      .execute()
  },
}
