import {
  isMediaSrc,
  isSafeHref,
  MAX_RICH_TEXT_DEPTH as MAX_DEPTH,
  readingStats,
} from '#app/schemas/rich-text-rules.ts'
import type { PictureImage } from '#app/components/media/picture.tsx'
import { PICTURE_SIZES } from '#app/components/media/picture.tsx'
import { YOUTUBE_ID } from '#app/schemas/youtube.ts'
import { escapeHtml } from './escape-html.server.ts'
import { pictureHtml } from './picture-html.server.ts'
import { renderPitchDiagram } from './pitch-diagram-html.server.tsx'

/**
 * TipTap (ProseMirror) JSON → HTML. An allow-list by construction: only the node and mark types
 * below are rendered, every text and attribute is escaped, link targets are limited to http(s),
 * mailto and site-relative paths, images to our own /media/ files, videos to a YouTube id behind
 * a click-to-play link. Whatever else the JSON holds is dropped, so stored content can never inject
 * markup or script into a page. Stored documents are also checked by the schema on save; this
 * renderer does not rely on that.
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

/** The schema's link rule (app/schemas/rich-text-rules.ts); absolute URLs come back normalised. */
export function safeHref(value: unknown): string | undefined {
  if (!isSafeHref(value)) return undefined
  return /^[a-z]+:/i.test(value) ? new URL(value).href : value
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

/**
 * What one rendering counts as it goes (diagrams are numbered so their SVG ids stay apart) and the
 * stored pictures its images may use (see rich-text-pictures.server.ts), by /media/ address.
 */
interface RenderContext {
  diagrams: number
  pictures: ReadonlyMap<string, PictureImage>
}

const renderChildren = (node: Node, depth: number, context: RenderContext): string =>
  asNodes(node.content)
    .map((child) => renderNode(child, depth + 1, context))
    .join('')

function renderNode(node: Node, depth: number, context: RenderContext): string {
  if (depth > MAX_DEPTH) return ''
  const inner = () => renderChildren(node, depth, context)
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
    case 'image':
      return renderImage(attrsOf(node), context.pictures)
    case 'youtube':
      return renderYoutube(attrsOf(node))
    case 'pitchDiagram':
      return renderPitchDiagram(attrsOf(node), context.diagrams++)
    case 'table':
      return renderTable(node, depth, context)
    default:
      return ''
  }
}

/** A positive whole number below `max` as an attribute, or nothing. */
function intAttr(name: string, value: unknown, min: number, max: number): string {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
    ? ` ${name}="${value}"`
    : ''
}

const attrsOf = (node: Node): Record<string, unknown> =>
  typeof node.attrs === 'object' && node.attrs !== null ? node.attrs : {}

const textAttr = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '')

/**
 * One of our uploads becomes a <picture> with its AVIF and WebP copies at its true size; an image we
 * hold no record of stays a plain lazy <img> with the size the editor gave it.
 */
function renderImage(attrs: Record<string, unknown>, pictures: RenderContext['pictures']): string {
  if (!isMediaSrc(attrs.src)) return ''
  const number = (value: unknown) => (typeof value === 'number' ? value : undefined)
  const image = pictures.get(attrs.src) ?? {
    src: attrs.src,
    width: number(attrs.width),
    height: number(attrs.height),
    sources: [],
  }
  const caption = textAttr(attrs.caption, 500)
  return (
    `<figure>${pictureHtml({ ...image, alt: textAttr(attrs.alt, 500) }, PICTURE_SIZES.column)}` +
    `${caption ? `<figcaption>${escapeHtml(caption)}</figcaption>` : ''}</figure>`
  )
}

/**
 * A privacy facade: a plain link to the youtube-nocookie player, styled as a play card. Nothing is
 * requested from YouTube until the visitor clicks; then RichTextBody swaps in the iframe.
 */
function renderYoutube(attrs: Record<string, unknown>): string {
  const id = attrs.videoId
  if (typeof id !== 'string' || !YOUTUBE_ID.test(id)) return ''
  const start = intAttr('data-start', attrs.start, 1, 86_400)
  const query = start ? `?start=${Number(attrs.start)}` : ''
  return (
    `<figure class="youtube-facade"><a href="https://www.youtube-nocookie.com/embed/${id}${query}"` +
    ` data-youtube="${id}"${start} aria-label="YouTube ${id}" target="_blank" rel="noopener noreferrer">` +
    `<span aria-hidden="true">▶</span> YouTube</a></figure>`
  )
}

function renderTable(node: Node, depth: number, context: RenderContext): string {
  const rows = asNodes(node.content).filter((row) => row.type === 'tableRow')
  const cellsOf = (row: Node) =>
    asNodes(row.content).filter((cell) => cell.type === 'tableHeader' || cell.type === 'tableCell')
  // Leading rows made only of header cells form the <thead>.
  const headRows = rows.findIndex((row) => !cellsOf(row).every((cell) => cell.type === 'tableHeader'))
  const split = headRows === -1 ? rows.length : headRows
  const renderRow = (row: Node) =>
    `<tr>${cellsOf(row)
      .map((cell) => {
        const tag = cell.type === 'tableHeader' ? 'th' : 'td'
        const span =
          intAttr('colspan', cell.attrs?.colspan, 2, 50) + intAttr('rowspan', cell.attrs?.rowspan, 2, 500)
        return `<${tag}${span}>${renderChildren(cell, depth + 2, context)}</${tag}>`
      })
      .join('')}</tr>`
  const section = (tag: string, list: Node[]) =>
    list.length ? `<${tag}>${list.map(renderRow).join('')}</${tag}>` : ''
  return `<div class="table-scroll"><table>${section('thead', rows.slice(0, split))}${section('tbody', rows.slice(split))}</table></div>`
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

export function renderRichText(
  value: unknown,
  pictures: ReadonlyMap<string, PictureImage> = new Map(),
): string {
  return renderNode(parseRichText(value), 0, { diagrams: 0, pictures })
}

/** The /media/ addresses of the document's images (to look their pictures up before rendering). */
export function richTextImageSources(value: unknown): string[] {
  const sources: string[] = []
  const walk = (node: Node, depth: number) => {
    if (depth > MAX_DEPTH) return
    const src = node.attrs?.src
    if (node.type === 'image' && isMediaSrc(src)) sources.push(src)
    for (const child of asNodes(node.content)) walk(child, depth + 1)
  }
  walk(parseRichText(value), 0)
  return sources
}

/** The document's words, blocks separated by newlines (reading time, search, feed summaries). */
export function richTextPlain(value: unknown): string {
  const blocks: string[] = []
  const walk = (node: Node, depth: number): string => {
    if (depth > MAX_DEPTH) return ''
    if (node.type === 'text') return typeof node.text === 'string' ? node.text : ''
    if (node.type === 'hardBreak') return ' '
    if (node.type === 'image' && textAttr(node.attrs?.caption, 500))
      blocks.push(textAttr(node.attrs?.caption, 500))
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
