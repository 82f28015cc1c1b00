import type { Db } from '../db/connection.server.ts'
import { offsetOf, pageInfo } from '../content/pagination.server.ts'
import { escapeLike } from '../content/search.server.ts'

export const REDIRECTS_PER_PAGE = 25

/** One page of redirects, newest first; `query` matches either address. */
export async function listRedirects(db: Db, { page, query }: { page: number; query?: string }) {
  const pattern = query ? `%${escapeLike(query.toLowerCase())}%` : undefined
  const base = db
    .selectFrom('redirect')
    .$if(Boolean(pattern), (q) =>
      q.where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['fromPath']), 'like', pattern ?? ''),
          eb(eb.fn('lower', ['toPath']), 'like', pattern ?? ''),
        ]),
      ),
    )
  const { n } = await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()
  const info = pageInfo(page, Number(n), REDIRECTS_PER_PAGE)
  const redirects = await base
    .select(['id', 'fromPath', 'toPath', 'kind', 'createdAt'])
    .orderBy('id', 'desc')
    .limit(info.perPage)
    .offset(offsetOf(info))
    .execute()
  return { ...info, redirects }
}

/** Deletes one redirect; what it was, or undefined when it did not exist. */
export async function deleteRedirect(db: Db, id: number) {
  const row = await db
    .selectFrom('redirect')
    .select(['fromPath', 'toPath'])
    .where('id', '=', id)
    .executeTakeFirst()
  if (row) await db.deleteFrom('redirect').where('id', '=', id).execute()
  return row
}

/** Every redirect as a map from path to target, for the request path (a coach's site has hundreds at most). */
export async function loadRedirectMap(db: Db) {
  const rows = await db.selectFrom('redirect').select(['fromPath', 'toPath']).limit(100_000).execute()
  return new Map(rows.map((row) => [row.fromPath, row.toPath]))
}
