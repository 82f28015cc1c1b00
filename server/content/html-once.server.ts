import type { AppLoadContext } from 'react-router'
import type { HtmlOnce } from '#app/components/public/html-once.tsx'

/**
 * Rendered rich text for a loader's answer (app/components/public/html-once.tsx). On a document
 * request (the request's context has a store) the HTML stays in the store for the server render and
 * the loader data carries only its id; on a client-side navigation (`.data`) it carries the HTML.
 */
export function htmlOnce(context: AppLoadContext, id: string, html: string): HtmlOnce {
  if (!context.heldHtml) return { id, html }
  context.heldHtml.set(id, html)
  return { id, html: null }
}
