import { checkRichText, type RichTextDoc } from '#app/schemas/rich-text.ts'
import { renderRichText, richTextPlain } from './rich-text.server.ts'

export type ValidatedRichText =
  | { success: true; doc: RichTextDoc; json: string; html: string; plain: string }
  | { success: false; error: string }

/**
 * For actions that save a body: the submitted JSON string is checked by the same schema as the
 * browser (size, depth, allowed nodes, marks and attributes); a valid document comes back
 * re-serialised (what to store) with its HTML and plain text. `error` is a translation key.
 */
export function validateRichText(json: string): ValidatedRichText {
  const result = checkRichText(json)
  if (!result.success) return result
  const { doc } = result
  return {
    success: true,
    doc,
    json: JSON.stringify(doc),
    html: renderRichText(doc),
    plain: richTextPlain(doc),
  }
}
