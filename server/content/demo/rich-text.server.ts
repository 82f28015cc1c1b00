/**
 * Tiny typed builders for TipTap 3 / ProseMirror JSON documents.
 * Node and mark names match the StarterKit schema (doc, paragraph, heading,
 * bulletList, orderedList, listItem, blockquote, horizontalRule, text;
 * marks bold, italic, link).
 */

export type BoldMark = { type: 'bold' }
export type ItalicMark = { type: 'italic' }
export type LinkMark = { type: 'link'; attrs: { href: string; target: string | null; rel: string | null } }
export type RichTextMark = BoldMark | ItalicMark | LinkMark

export type TextNode = { type: 'text'; text: string; marks?: RichTextMark[] }
export type ParagraphNode = { type: 'paragraph'; content?: TextNode[] }
export type HeadingNode = { type: 'heading'; attrs: { level: 2 | 3 }; content: TextNode[] }
export type ListItemNode = { type: 'listItem'; content: ParagraphNode[] }
export type BulletListNode = { type: 'bulletList'; content: ListItemNode[] }
export type OrderedListNode = { type: 'orderedList'; attrs: { start: number }; content: ListItemNode[] }
export type BlockquoteNode = { type: 'blockquote'; content: ParagraphNode[] }
export type HorizontalRuleNode = { type: 'horizontalRule' }
export type ImageNode = {
  type: 'image'
  attrs: { src: string; alt: string; caption: string; width: number; height: number }
}

export type RichTextNode =
  | ParagraphNode
  | HeadingNode
  | BulletListNode
  | OrderedListNode
  | BlockquoteNode
  | HorizontalRuleNode
  | ImageNode

export type RichTextDoc = { type: 'doc'; content: RichTextNode[] }

/** Inline content: a plain string or a (marked) text node from `b`, `i` or `link`. */
export type Inline = string | TextNode
/** A list item or quoted paragraph: one inline, or several inlines forming one paragraph. */
export type ParagraphInput = Inline | readonly Inline[]

function toText(inline: Inline): TextNode {
  return typeof inline === 'string' ? { type: 'text', text: inline } : inline
}

function withMark(inline: Inline, mark: RichTextMark): TextNode {
  const node = toText(inline)
  const marks = (node.marks ?? []).filter((m) => m.type !== mark.type)
  return { type: 'text', text: node.text, marks: [...marks, mark] }
}

function inlines(content: readonly Inline[]): TextNode[] {
  // ProseMirror rejects empty text nodes.
  return content.map(toText).filter((node) => node.text.length > 0)
}

const isInlineList = (input: ParagraphInput): input is readonly Inline[] => Array.isArray(input)

function paragraphOf(input: ParagraphInput): ParagraphNode {
  return isInlineList(input) ? p(...input) : p(input)
}

function listItems(items: readonly ParagraphInput[]): ListItemNode[] {
  return items.map((item) => ({ type: 'listItem', content: [paragraphOf(item)] }))
}

export const b = (content: Inline): TextNode => withMark(content, { type: 'bold' })
export const i = (content: Inline): TextNode => withMark(content, { type: 'italic' })

/** Internal links (starting with '/') open in the same tab; external ones in a new tab. */
export const link = (content: Inline, href: string): TextNode =>
  withMark(
    content,
    href.startsWith('/')
      ? { type: 'link', attrs: { href, target: null, rel: null } }
      : { type: 'link', attrs: { href, target: '_blank', rel: 'noopener noreferrer' } },
  )

export const doc = (...content: RichTextNode[]): RichTextDoc => ({ type: 'doc', content })

export function p(...content: Inline[]): ParagraphNode {
  const nodes = inlines(content)
  return nodes.length > 0 ? { type: 'paragraph', content: nodes } : { type: 'paragraph' }
}

export const h2 = (...content: Inline[]): HeadingNode => ({
  type: 'heading',
  attrs: { level: 2 },
  content: inlines(content),
})
export const h3 = (...content: Inline[]): HeadingNode => ({
  type: 'heading',
  attrs: { level: 3 },
  content: inlines(content),
})

export const ul = (...items: ParagraphInput[]): BulletListNode => ({
  type: 'bulletList',
  content: listItems(items),
})
export const ol = (...items: ParagraphInput[]): OrderedListNode => ({
  type: 'orderedList',
  attrs: { start: 1 },
  content: listItems(items),
})

export const quote = (...paragraphs: ParagraphInput[]): BlockquoteNode => ({
  type: 'blockquote',
  content: paragraphs.map(paragraphOf),
})

export const hr = (): HorizontalRuleNode => ({ type: 'horizontalRule' })

/** A stored picture (its /media/ address and size) placed in the text, as the editor places one. */
export const figure = (attrs: ImageNode['attrs']): ImageNode => ({ type: 'image', attrs })
