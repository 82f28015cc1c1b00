import type { Db } from '../db/connection.server.ts'

const MAX_SLUG_LENGTH = 80

/** Lower case, Spanish accents folded ("Presión tras pérdida" → "presion tras perdida"). */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '') // á → a, ñ → n, ü → u: drop the combining marks NFD split off
    .toLowerCase()
}

/** URL slug from a title or term: "¿Qué es el rondo?" → "que-es-el-rondo". Never empty. */
export function slugify(text: string): string {
  const slug = foldText(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, '')
  return slug || 'entrada'
}

/** A slug not yet used in `table`: "rondo", then "rondo-2", "rondo-3"… (`exceptId`: the row being edited). */
export async function uniqueSlug(db: Db, table: 'post' | 'concept', text: string, exceptId?: number) {
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
