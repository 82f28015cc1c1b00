import { MAX_RICH_TEXT_DEPTH as MAX_DEPTH, readingStats } from '#app/schemas/rich-text.ts'

/**
 * TipTap (ProseMirror) JSON → HTML. An allow-list by construction: only the node and mark types
 * below are rendered, every text and attribute is escaped, link targets are limited to http(s),
 * mailto and site-relative paths. Whatever else the JSON holds is dropped, so stored content can
 * never inject markup or script into a page.
 */

interface Mark {
  type?: unknown
  attrs?: Record<string, unknown>
}
interface Node {
  type?: unknown
  text?: unknown
  attrs?: Record<string, unknown>
  marks?: unknown
  content?: unknown
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** Only http(s), mailto and site-relative links survive ("//evil", "javascript:" do not). */
export function safeHref(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  // eslint-disable-next-line no-control-regex
  const href = value.trim().replace(/[\u0000-\u001f\u007f]/g, '')
  if (/^\/(?![/\\])/.test(href) || href.startsWith('#')) return href
  try {
    const url = new URL(href)
    if (['http:', 'https:', 'mailto:'].includes(url.protocol)) return url.href
  } catch {
    return undefined
  }
  return undefined
}

const asNodes = (value: unknown): Node[] =>
  Array.isArray(value) ? value.filter((n): n is Node => typeof n === 'object' && n !== null) : []

function wrapMark(html: string, mark: Mark): string {
  switch (mark.type) {
    case 'bold':
      return `<strong>${html}</strong>`
    case 'italic':
      return `<em>${html}</em>`
    case 'underline':
      return `<u>${html}</u>`
    case 'strike':
      return `<s>${html}</s>`
    case 'code':
      return `<code>${html}</code>`
    case 'link': {
      const href = safeHref(mark.attrs?.href)
      if (!href) return html
      const external = /^(https?|mailto):/.test(href)
      const extra = external ? ' target="_blank" rel="noopener noreferrer"' : ''
      return `<a href="${escapeHtml(href)}"${extra}>${html}</a>`
    }
    default:
      return html
  }
}

function renderText(node: Node): string {
  if (typeof node.text !== 'string') return ''
  const marks = Array.isArray(node.marks)
    ? node.marks.filter((m): m is Mark => typeof m === 'object' && m !== null)
    : []
  // Links wrap the other marks, so one link spans its bold and italic parts.
  const ordered = [...marks.filter((m) => m.type !== 'link'), ...marks.filter((m) => m.type === 'link')]
  return ordered.reduce((html, mark) => wrapMark(html, mark), escapeHtml(node.text))
}

function renderNode(node: Node, depth: number): string {
  if (depth > MAX_DEPTH) return ''
  const inner = () =>
    asNodes(node.content)
      .map((child) => renderNode(child, depth + 1))
      .join('')
  switch (node.type) {
    case 'doc':
      return inner()
    case 'text':
      return renderText(node)
    case 'paragraph':
      return `<p>${inner()}</p>`
    case 'heading': {
      const level = Math.min(Math.max(Number(node.attrs?.level) || 2, 2), 4)
      return `<h${level}>${inner()}</h${level}>`
    }
    case 'bulletList':
      return `<ul>${inner()}</ul>`
    case 'orderedList': {
      const start = Number(node.attrs?.start)
      const attr = Number.isInteger(start) && start > 1 && start < 100_000 ? ` start="${start}"` : ''
      return `<ol${attr}>${inner()}</ol>`
    }
    case 'listItem':
      return `<li>${inner()}</li>`
    case 'blockquote':
      return `<blockquote>${inner()}</blockquote>`
    case 'codeBlock':
      return `<pre><code>${inner()}</code></pre>`
    case 'horizontalRule':
      return '<hr>'
    case 'hardBreak':
      return '<br>'
    default:
      return ''
  }
}

/** Parses stored TipTap JSON (text or object); anything unreadable is an empty document. */
export function parseRichText(value: unknown): Node {
  if (typeof value === 'string') {
    try {
      return parseRichText(JSON.parse(value))
    } catch {
      return { type: 'doc', content: [] }
    }
  }
  return typeof value === 'object' && value !== null ? (value as Node) : { type: 'doc', content: [] }
}

export function renderRichText(value: unknown): string {
  return renderNode(parseRichText(value), 0)
}

/** The document's words, blocks separated by newlines (reading time, search, feed summaries). */
export function richTextPlain(value: unknown): string {
  const blocks: string[] = []
  const walk = (node: Node, depth: number): string => {
    if (depth > MAX_DEPTH) return ''
    if (node.type === 'text') return typeof node.text === 'string' ? node.text : ''
    const text = asNodes(node.content)
      .map((child) => walk(child, depth + 1))
      .join('')
    if (['paragraph', 'heading', 'codeBlock'].includes(String(node.type))) blocks.push(text)
    return text
  }
  walk(parseRichText(value), 0)
  return blocks.join('\n')
}

export const readingMinutes = (plain: string): number => readingStats(plain).readingMinutes
