import { createContext, useContext } from 'react'

/**
 * Rendered rich text in loader data, sent once per page. On a document request the loader keeps the
 * HTML on the server (`html: null`, server/content/html-once.server.ts): the server render reads it
 * from the request's store, and the browser's first render from the element it was rendered into,
 * so the article does not travel a second time in the hydration data. A client-side navigation's
 * loader data (`.data`) carries the HTML itself.
 */
export interface HtmlOnce {
  /** The element's `data-html-once`: unique on the page. */
  id: string
  html: string | null
}

const HeldHtml = createContext<ReadonlyMap<string, string> | undefined>(undefined)

/** The HTML the loaders of this document request held back (entry.server.tsx). */
export const HeldHtmlProvider = HeldHtml.Provider

/** What the server rendered, read once per loader-data object (React re-renders; the DOM may change). */
const readFromPage = new WeakMap<HtmlOnce, string>()

/** The HTML to render for `body`, and the attribute that marks its element. */
export function useHtmlOnce(body: string | HtmlOnce): { html: string; marker?: string } {
  const held = useContext(HeldHtml)
  if (typeof body === 'string') return { html: body }
  if (body.html !== null) return { html: body.html, marker: body.id }
  if (typeof document === 'undefined') {
    const html = held?.get(body.id)
    if (html === undefined) throw new Error(`No HTML was held for "${body.id}"`)
    return { html, marker: body.id }
  }
  let html = readFromPage.get(body)
  if (html === undefined) {
    html = document.querySelector(`[data-html-once="${CSS.escape(body.id)}"]`)?.innerHTML ?? ''
    readFromPage.set(body, html)
  }
  return { html, marker: body.id }
}
