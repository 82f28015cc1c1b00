import type { ChainedCommands, Editor } from '@tiptap/react'
import type { TFunction } from 'i18next'

/** What the editor component does for blocks that need its UI (file picker, video dialog). */
export interface BlockUi {
  pickImage?: () => void
  askVideo: () => void
  askDiagram: () => void
}

export interface Block {
  id: string
  label: string
  /** extra words the slash menu matches ("h2", "ul"…) */
  aliases: string
  /** the editor command, or the UI it opens */
  run: (chain: ChainedCommands, ui: BlockUi) => ChainedCommands | void
}

/** The block types of the slash menu, in its order, with translated labels. */
export function blocks(t: TFunction<'editor'>, canUpload: boolean): Block[] {
  const list: Block[] = [
    { id: 'paragraph', label: t('toolbar.paragraph'), aliases: 'p text', run: (c) => c.setParagraph() },
    ...([2, 3, 4] as const).map((level) => ({
      id: `heading${level}`,
      label: t('toolbar.heading', { level }),
      aliases: `h${level} title`,
      run: (c: ChainedCommands) => c.setHeading({ level }),
    })),
    { id: 'bulletList', label: t('toolbar.bulletList'), aliases: 'ul', run: (c) => c.toggleBulletList() },
    {
      id: 'orderedList',
      label: t('toolbar.orderedList'),
      aliases: 'ol 1',
      run: (c) => c.toggleOrderedList(),
    },
    { id: 'blockquote', label: t('toolbar.blockquote'), aliases: 'quote', run: (c) => c.toggleBlockquote() },
    { id: 'codeBlock', label: t('toolbar.codeBlock'), aliases: 'code pre', run: (c) => c.toggleCodeBlock() },
    {
      id: 'horizontalRule',
      label: t('toolbar.horizontalRule'),
      aliases: 'hr',
      run: (c) => c.setHorizontalRule(),
    },
    {
      id: 'table',
      label: t('toolbar.table'),
      aliases: 'table grid',
      run: (c) => c.insertTable({ rows: 3, cols: 3, withHeaderRow: true }),
    },
    { id: 'youtube', label: t('toolbar.youtube'), aliases: 'video youtube', run: (_c, ui) => ui.askVideo() },
    {
      id: 'diagram',
      label: t('toolbar.diagram'),
      aliases: 'pitch tactic drill diagrama pizarra',
      run: (_c, ui) => ui.askDiagram(),
    },
  ]
  if (canUpload)
    list.push({
      id: 'image',
      label: t('toolbar.image'),
      aliases: 'img picture',
      run: (_c, ui) => ui.pickImage?.(),
    })
  return list
}

/** Blocks whose label, id or aliases contain the query, case and accents ignored. */
export function filterBlocks(list: Block[], query: string): Block[] {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
  const wanted = fold(query.trim())
  return list.filter((block) => fold(`${block.label} ${block.id} ${block.aliases}`).includes(wanted))
}

/** Runs a block on the editor; commands are chained from a focused editor and run at once. */
export function runBlock(editor: Editor, block: Block, ui: BlockUi) {
  const chain = block.run(editor.chain().focus(), ui)
  chain?.run()
}
