import type { Db } from '../db/connection.server.ts'
import { foldText, slugify } from '#app/schemas/slug.ts'

export { foldText, slugify }

/** The tables whose rows have a unique slug. */
export type SluggedTable = 'post' | 'concept' | 'course' | 'drill' | 'event'

/** A slug not yet used in `table`: "rondo", then "rondo-2", "rondo-3"… (`exceptId`: the row being edited). */
export async function uniqueSlug(db: Db, table: SluggedTable, text: string, exceptId?: number) {
  const base = slugify(text)
  const taken = await db
    .selectFrom(table)
    .select(['slug', 'id'])
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
    .execute()
  const used = new Set(taken.filter((row) => row.id !== exceptId).map((row) => row.slug))
  if (!used.has(base)) return base
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`
}
