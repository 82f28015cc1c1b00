import { z } from './zod.ts'
import { CONTROL_CHARACTER_ERROR, plainString } from './plain-text.ts'
import { isMediaSrc, isSafeHref, MAX_RICH_TEXT_DEPTH, richTextDepth } from './rich-text-rules.ts'
import { DiagramSchema } from './diagram.ts'
import { YOUTUBE_ID } from './youtube.ts'

/**
 * The rich-text document the editor produces (TipTap JSON), as an allow-list: exactly these nodes,
 * marks and attributes pass; anything else (unknown nodes, unknown or event-handler attributes,
 * unsafe link targets, images from other sites) is refused. The browser and the server validate
 * with this same schema; server/content/rich-text.server.ts renders only what it allows.
 */

export const MAX_RICH_TEXT_BYTES = 1_000_000
export const HEADING_LEVELS = [2, 3, 4] as const

/** Error messages are translation keys of the `editor` namespace. */
export const RICH_TEXT_ERRORS = {
  invalid: 'editor:errors.invalid',
  json: 'editor:errors.json',
  tooLarge: 'editor:errors.tooLarge',
  tooDeep: 'editor:errors.tooDeep',
  unknown: 'editor:errors.unknownContent',
  link: 'editor:errors.unsafeLink',
  image: 'editor:errors.image',
  video: 'editor:errors.video',
  control: CONTROL_CHARACTER_ERROR,
} as const

const byteLength = (text: string) => new TextEncoder().encode(text).length

/** The JSON text of a value, or undefined when it has none (a BigInt or a cycle makes stringify throw). */
function jsonOf(value: unknown): string | undefined {
  try {
    return JSON.stringify(value)
  } catch {
    return undefined
  }
}

const short = (max: number) => plainString().max(max).nullable().optional()
const dimension = z.number().int().min(1).max(20_000).nullable().optional()
const noAttrs = z.strictObject({}).optional()

const SimpleMark = z.strictObject({
  type: z.enum(['bold', 'italic', 'underline', 'strike', 'code']),
  attrs: noAttrs,
})
const LinkMark = z.strictObject({
  type: z.literal('link'),
  attrs: z.strictObject({
    href: z.string().refine(isSafeHref, RICH_TEXT_ERRORS.link),
    // TipTap's link defaults; the renderer decides target and rel itself.
    target: z.literal('_blank').nullable().optional(),
    rel: z
      .string()
      .regex(/^[a-z ]{0,60}$/)
      .nullable()
      .optional(),
    class: z.null().optional(),
    title: short(300),
  }),
})
const Mark = z.discriminatedUnion('type', [SimpleMark, LinkMark])

const Text = z.strictObject({
  type: z.literal('text'),
  // Code blocks hold line breaks and tabs; nothing else invisible is stored or rendered.
  text: plainString({ multiline: true }).min(1),
  marks: z.array(Mark).max(10).optional(),
})
const HardBreak = z.strictObject({ type: z.literal('hardBreak'), attrs: noAttrs })
const Inline = z.discriminatedUnion('type', [Text, HardBreak])
const inlineContent = z.array(Inline).optional()

const Paragraph = z.strictObject({ type: z.literal('paragraph'), attrs: noAttrs, content: inlineContent })
const Heading = z.strictObject({
  type: z.literal('heading'),
  attrs: z.strictObject({ level: z.union(HEADING_LEVELS.map((level) => z.literal(level))) }),
  content: inlineContent,
})
const CodeBlock = z.strictObject({
  type: z.literal('codeBlock'),
  attrs: z
    .strictObject({
      language: z
        .string()
        .regex(/^[a-z0-9+#-]{1,30}$/)
        .nullable(),
    })
    .optional(),
  content: z.array(Text.omit({ marks: true }).strict()).optional(),
})
const HorizontalRule = z.strictObject({ type: z.literal('horizontalRule'), attrs: noAttrs })
const Image = z.strictObject({
  type: z.literal('image'),
  attrs: z.strictObject({
    src: z.string().refine(isMediaSrc, RICH_TEXT_ERRORS.image),
    alt: short(500),
    caption: short(500),
    width: dimension,
    height: dimension,
  }),
})
const Youtube = z.strictObject({
  type: z.literal('youtube'),
  attrs: z.strictObject({
    videoId: z.string().regex(YOUTUBE_ID, RICH_TEXT_ERRORS.video),
    start: z.number().int().min(0).max(86_400).optional(),
  }),
})
/** A tactical pitch diagram drawn in the editor; the diagram's own schema checks it whole. */
const PitchDiagramNode = z.strictObject({
  type: z.literal('pitchDiagram'),
  attrs: z.strictObject({ diagram: DiagramSchema }),
})
const Leaf = [Paragraph, Heading, CodeBlock, HorizontalRule, Image, Youtube, PitchDiagramNode] as const

const cellAttrs = z
  .strictObject({
    colspan: z.number().int().min(1).max(50).optional(),
    rowspan: z.number().int().min(1).max(500).optional(),
    colwidth: z.array(z.number().int().min(0).max(5000)).max(50).nullable().optional(),
    align: z.enum(['left', 'center', 'right']).nullable().optional(),
  })
  .optional()

export type RichTextMark = z.infer<typeof Mark>
export type RichTextInline = z.infer<typeof Inline>
type LeafBlock = z.infer<(typeof Leaf)[number]>
type Cell = {
  type: 'tableCell' | 'tableHeader'
  attrs?: z.infer<typeof cellAttrs>
  content?: RichTextBlock[]
}
export type RichTextBlock =
  | LeafBlock
  | { type: 'blockquote'; attrs?: Record<string, never>; content?: RichTextBlock[] }
  | { type: 'bulletList'; attrs?: Record<string, never>; content?: ListItem[] }
  | { type: 'orderedList'; attrs?: { start?: number; type?: string | null }; content?: ListItem[] }
  | { type: 'table'; attrs?: Record<string, never>; content?: TableRow[] }
type ListItem = { type: 'listItem'; attrs?: Record<string, never>; content?: RichTextBlock[] }
type TableRow = { type: 'tableRow'; attrs?: Record<string, never>; content?: Cell[] }
export interface RichTextDoc {
  type: 'doc'
  content?: RichTextBlock[]
}

const blocks = (): z.ZodType<RichTextBlock[] | undefined> => z.array(Block).optional()
const ListItemNode: z.ZodType<ListItem> = z.strictObject({
  type: z.literal('listItem'),
  attrs: noAttrs,
  get content() {
    return blocks()
  },
})
const CellNode: z.ZodType<Cell> = z.strictObject({
  type: z.enum(['tableCell', 'tableHeader']),
  attrs: cellAttrs,
  get content() {
    return blocks()
  },
})
const TableRowNode: z.ZodType<TableRow> = z.strictObject({
  type: z.literal('tableRow'),
  attrs: noAttrs,
  content: z.array(CellNode).max(50).optional(),
})
const Block: z.ZodType<RichTextBlock> = z.lazy(() =>
  z.discriminatedUnion('type', [
    ...Leaf,
    z.strictObject({ type: z.literal('blockquote'), attrs: noAttrs, content: blocks() }),
    z.strictObject({
      type: z.literal('bulletList'),
      attrs: noAttrs,
      content: z.array(ListItemNode).optional(),
    }),
    z.strictObject({
      type: z.literal('orderedList'),
      attrs: z
        .strictObject({ start: z.number().int().min(0).max(99_999).optional(), type: z.null().optional() })
        .optional(),
      content: z.array(ListItemNode).optional(),
    }),
    z.strictObject({
      type: z.literal('table'),
      attrs: noAttrs,
      content: z.array(TableRowNode).max(500).optional(),
    }),
  ]),
)

const DocShape: z.ZodType<RichTextDoc> = z.strictObject({
  type: z.literal('doc'),
  content: z.array(Block).optional(),
})

/** The whole document: size and nesting are checked first, so a bomb never reaches the recursion. */
export const RichTextDocSchema: z.ZodType<RichTextDoc, unknown> = z
  .unknown()
  .superRefine((value, ctx) => {
    // Depth first: it is walked without recursion, while JSON.stringify of a bomb overflows.
    if (richTextDepth(value) > MAX_RICH_TEXT_DEPTH)
      ctx.addIssue({ code: 'custom', message: RICH_TEXT_ERRORS.tooDeep })
    else {
      const json = jsonOf(value)
      if (json === undefined) ctx.addIssue({ code: 'custom', message: RICH_TEXT_ERRORS.invalid })
      else if (byteLength(json) > MAX_RICH_TEXT_BYTES)
        ctx.addIssue({ code: 'custom', message: RICH_TEXT_ERRORS.tooLarge })
    }
  })
  .pipe(DocShape)

export const EMPTY_RICH_TEXT: RichTextDoc = { type: 'doc', content: [{ type: 'paragraph' }] }

export type RichTextCheck = { success: true; doc: RichTextDoc } | { success: false; error: string }

/** The first translation key among the issues (a link, image or video problem beats "invalid"). */
function errorOf(issues: z.core.$ZodIssue[]): string {
  const known = Object.values(RICH_TEXT_ERRORS) as string[]
  // A diagram's own message ("a label cannot contain < or >") says more than "invalid content".
  const found = issues
    .map((issue) => issue.message)
    .find((message) => known.includes(message) || message.startsWith('pitch:'))
  return found ?? RICH_TEXT_ERRORS.unknown
}

/** Validates a document given as a JSON string (the hidden input) or an already parsed value. */
export function checkRichText(input: unknown): RichTextCheck {
  let value = input
  if (typeof input === 'string') {
    if (byteLength(input) > MAX_RICH_TEXT_BYTES) return { success: false, error: RICH_TEXT_ERRORS.tooLarge }
    try {
      value = JSON.parse(input)
    } catch {
      return { success: false, error: RICH_TEXT_ERRORS.json }
    }
  }
  const result = RichTextDocSchema.safeParse(value)
  return result.success
    ? { success: true, doc: result.data }
    : { success: false, error: errorOf(result.error.issues) }
}

/** A form field carrying the document as a JSON string; parses to a valid RichTextDoc. */
export const richTextField = z
  .string({ error: RICH_TEXT_ERRORS.invalid })
  .transform((value, ctx): RichTextDoc => {
    const result = checkRichText(value)
    if (result.success) return result.doc
    ctx.addIssue({ code: 'custom', message: result.error })
    return z.NEVER
  })
