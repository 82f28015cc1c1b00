import type { Db } from '../db/connection.server.ts'
import { logger } from '../logger.server.ts'

/** Fills an empty site with the demo coach's posts and concepts, once. */
export async function seedDemoContentIfEmpty(db: Db) {
  const existing = await db
    .selectFrom('post')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  if (Number(existing.n) > 0) return
  const now = new Date().toISOString()
  await db
    .insertInto('post')
    .values({
      slug: 'bienvenida',
      title: 'Bienvenida',
      excerpt: 'Entrenar para comprender el juego.',
      content: JSON.stringify({ type: 'doc', content: [] }),
      contentHtml: '<p>Entrenar para comprender el juego.</p>',
      tags: '',
      status: 'published',
      publishedAt: now,
    })
    .execute()
  logger.info('demo content seeded')
}
