import { sql } from 'kysely'
import { renderRichText } from '../../content/rich-text.server.ts'
import { mediaUrl } from '../../media/media.server.ts'
import { responsiveImage, type PictureRow } from '../../media/responsive.server.ts'
import type { Migration } from '../migration-kit.server.ts'

/** Where rich text is stored: its JSON and the HTML the public pages read. */
const BODIES = [
  { table: 'post', json: 'content', html: 'contentHtml' },
  { table: 'concept', json: 'body', html: 'bodyHtml' },
  { table: 'course_lesson', json: 'body', html: 'bodyHtml' },
] as const

/**
 * Text saved before pictures (decision 027) keeps a plain <img> for its uploads: its HTML is
 * rendered again, so those images get their AVIF and WebP copies like text saved from now on.
 * Only bodies holding an image are touched.
 */
export const migration: Migration = {
  async up(db) {
    const { rows: media } = await sql<PictureRow>`select ${sql.join(
      ['name', 'contentType', 'width', 'height', 'alt', 'variants'].map((column) => sql.ref(column)),
    )} from media`.execute(db)
    const pictures = new Map(media.map((row) => [mediaUrl(row.name), responsiveImage(row)]))
    for (const { table, json, html } of BODIES) {
      const { rows } = await sql<{ id: number; body: string }>`select id, ${sql.ref(json)} as body
        from ${sql.table(table)} where ${sql.ref(json)} like ${'%"type":"image"%'}`.execute(db)
      for (const row of rows)
        await sql`update ${sql.table(table)} set ${sql.ref(html)} = ${renderRichText(row.body, pictures)}
          where id = ${row.id}`.execute(db)
    }
  },
}
