import type { Db } from '../db/connection.server.ts'
import { findPictures } from '../media/responsive.server.ts'
import { renderRichText, richTextImageSources } from './rich-text.server.ts'

/**
 * A document's HTML as it is stored for the public pages, its uploaded images as <picture>s with
 * their AVIF and WebP copies (looked up by /media/ address when the text is saved).
 */
export async function renderRichTextWithPictures(db: Db, value: unknown) {
  return renderRichText(value, await findPictures(db, richTextImageSources(value)))
}
