import { BulkSchema } from '#app/schemas/content-admin.ts'
import { pageParam } from './pagination.server.ts'
import { searchQuery } from './search.server.ts'

type FilterSpec = Record<string, readonly string[] | 'text'>
type FilterValues<F extends FilterSpec> = {
  [K in keyof F]?: F[K] extends readonly string[] ? F[K][number] : string
}

/**
 * The state of an admin list from its URL: `q`, `page`, `sort` and the filters. Unknown values
 * are ignored (the list shows everything), never an error.
 */
export function readListQuery<F extends FilterSpec, S extends string>(
  url: string,
  { filters, sorts }: { filters: F; sorts: readonly S[] },
): FilterValues<F> & { q?: string; page: number; sort?: S } {
  const params = new URL(url).searchParams
  const values: Record<string, string | undefined> = {}
  for (const [name, allowed] of Object.entries(filters)) {
    const raw = params.get(name) ?? ''
    values[name] = allowed === 'text' ? searchQuery(raw) : allowed.includes(raw) ? raw : undefined
  }
  const sort = sorts.find((s) => s === params.get('sort'))
  return { ...(values as FilterValues<F>), q: searchQuery(params.get('q')), page: pageParam(url), sort }
}

/** The bulk form of a list (intent and checked ids), or undefined when it does not parse. */
export function readBulk(formData: FormData) {
  const parsed = BulkSchema.safeParse({ intent: formData.get('intent'), ids: formData.getAll('ids') })
  return parsed.success ? parsed.data : undefined
}
