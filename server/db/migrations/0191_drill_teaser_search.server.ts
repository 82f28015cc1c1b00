import { sql } from 'kysely'
import { drillTeaserSearchText } from '../../drills/drill-store.server.ts'
import type { Migration } from '../migration-kit.server.ts'

/**
 * The public drill search must not find a members-only drill by words of its body for a reader who
 * cannot read it: `teaserSearchText` holds the folded title and objective (what the teaser shows),
 * searched instead of `searchText` for members-only drills when the reader is not a member.
 */
export const migration: Migration = {
  async up(db) {
    await db.schema
      .alterTable('drill')
      .addColumn('teaserSearchText', 'text', (c) => c.notNull().defaultTo(''))
      .execute()
    const { rows } = await sql<{ id: number; title: string; objective: string }>`select id, title, objective
      from drill`.execute(db)
    for (const row of rows)
      await sql`update drill set ${sql.ref('teaserSearchText')} = ${drillTeaserSearchText(row)}
        where id = ${row.id}`.execute(db)
  },
}
