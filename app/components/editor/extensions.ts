import type { Extensions } from '@tiptap/core'
import { TableKit } from '@tiptap/extension-table'
import { Placeholder } from '@tiptap/extensions'
import StarterKit from '@tiptap/starter-kit'
import { ImageNode } from './image-node.tsx'
import { PitchDiagramNode } from './pitch-diagram-node.tsx'
import { SlashCommand, type SlashMenuState } from './slash-menu.tsx'
import { YoutubeNode } from './youtube-node.tsx'
import type { Block, BlockUi } from './blocks.ts'
import { isSafeHref } from '#app/schemas/rich-text-rules.ts'

/**
 * The editor's schema: exactly the nodes and marks of app/schemas/rich-text.ts. StarterKit brings
 * the Markdown input rules ("## ", "> ", "- ", "1. ", "**bold**", "```"), undo and redo.
 */
export function editorExtensions(options: {
  blocks: () => Block[]
  ui: () => BlockUi
  onSlashMenu: (state: SlashMenuState | null) => void
  placeholder: string
}): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        protocols: [],
        // Pasted or typed links outside the schema's rule stay plain text.
        isAllowedUri: (url) => isSafeHref(url),
      },
    }),
    Placeholder.configure({ placeholder: options.placeholder }),
    TableKit.configure({ table: { resizable: false } }),
    ImageNode,
    YoutubeNode,
    PitchDiagramNode,
    SlashCommand.configure({ blocks: options.blocks, ui: options.ui, onChange: options.onSlashMenu }),
  ]
}
