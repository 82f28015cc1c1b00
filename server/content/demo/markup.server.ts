import { z } from 'zod'
import {
  b,
  doc,
  h2,
  h3,
  hr,
  i,
  link,
  ol,
  p,
  quote,
  ul,
  type RichTextDoc,
  type RichTextNode,
  type TextNode,
} from './rich-text.server.ts'

/**
 * The compact rich text of the demo's data files, which a coach or translator edits by hand, and its
 * expansion to the editor's TipTap JSON (what the site stores).
 *
 * A body is a list of blocks: a string is a paragraph; `{ "h2": … }`, `{ "h3": … }` are headings;
 * `{ "ul": [item, …] }`, `{ "ol": [item, …] }` lists; `{ "quote": [paragraph, …] }` a quotation;
 * `{ "hr": true }` a rule. Inside a text: `**bold**`, `_italic_`, `[words](/concepts/slug)`; a
 * backslash keeps `*`, `_`, `[`, `]` or `\` as they are.
 */

const Text = z.string()
const Block = z.union([
  z.string(),
  z.strictObject({ h2: Text }),
  z.strictObject({ h3: Text }),
  z.strictObject({ ul: z.array(Text).min(1) }),
  z.strictObject({ ol: z.array(Text).min(1) }),
  z.strictObject({ quote: z.array(Text).min(1) }),
  z.strictObject({ hr: z.literal(true) }),
])
type Block = z.infer<typeof Block>

/** A body of a data file, checked and expanded to the editor's document (a markup slip is an issue). */
export const BodySchema = z
  .array(Block)
  .min(1)
  .transform((body, ctx) => {
    try {
      return expandBody(body)
    } catch (error) {
      ctx.issues.push({
        code: 'custom',
        message: error instanceof Error ? error.message : String(error),
        input: body,
      })
      return z.NEVER
    }
  })

/** The text nodes of one marked-up string. */
export function inlineNodes(source: string): TextNode[] {
  const [nodes, end] = parseUntil(source, 0, '')
  if (end !== source.length) throw new Error(`unexpected text at ${end}: ${source}`)
  return nodes
}

const marked = (nodes: TextNode[], mark: (node: TextNode) => TextNode) => nodes.map(mark)

/** Nodes from `start` up to `close` (or the end, when `close` is ''); returns them and where it stopped. */
function parseUntil(source: string, start: number, close: string): [TextNode[], number] {
  const nodes: TextNode[] = []
  let plain = ''
  const flush = () => {
    if (plain) nodes.push({ type: 'text', text: plain })
    plain = ''
  }
  let at = start
  while (at < source.length) {
    if (close && source.startsWith(close, at)) {
      flush()
      return [nodes, at + close.length]
    }
    const char = source.charAt(at)
    if (char === '\\') {
      plain += source.charAt(at + 1)
      at += 2
    } else if (source.startsWith('**', at)) {
      flush()
      const [inner, next] = parseUntil(source, at + 2, '**')
      nodes.push(...marked(inner, b))
      at = next
    } else if (char === '_') {
      flush()
      const [inner, next] = parseUntil(source, at + 1, '_')
      nodes.push(...marked(inner, i))
      at = next
    } else if (char === '[') {
      flush()
      const [inner, next] = parseUntil(source, at + 1, '](')
      const end = source.indexOf(')', next)
      if (end < 0) throw new Error(`a link without its closing ")": ${source}`)
      const href = source.slice(next, end)
      nodes.push(...marked(inner, (node) => link(node, href)))
      at = end + 1
    } else {
      plain += char
      at += 1
    }
  }
  if (close) throw new Error(`"${close}" is missing: ${source}`)
  flush()
  return [nodes, at]
}

function block(input: Block): RichTextNode {
  if (typeof input === 'string') return p(...inlineNodes(input))
  if ('h2' in input) return h2(...inlineNodes(input.h2))
  if ('h3' in input) return h3(...inlineNodes(input.h3))
  if ('ul' in input) return ul(...input.ul.map(inlineNodes))
  if ('ol' in input) return ol(...input.ol.map(inlineNodes))
  if ('quote' in input) return quote(...input.quote.map(inlineNodes))
  return hr()
}

/** The editor's document for a body of a data file. */
export const expandBody = (body: readonly Block[]): RichTextDoc => doc(...body.map(block))
