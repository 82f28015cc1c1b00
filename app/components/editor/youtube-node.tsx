import { Node } from '@tiptap/core'
import { NodeViewWrapper, ReactNodeViewRenderer, type ReactNodeViewProps } from '@tiptap/react'
import { useTranslation } from '#app/i18n/react.tsx'
import { YOUTUBE_ID } from '#app/schemas/youtube.ts'

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    youtubeEmbed: { insertYoutube: (attrs: { videoId: string; start: number }) => ReturnType }
  }
}

/**
 * A YouTube video stored as its id and start second only. In the editor it is a plain card: no
 * thumbnail or player, so writing never makes a request to YouTube.
 */
export const YoutubeNode = Node.create({
  name: 'youtube',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return {
      videoId: { default: null, parseHTML: (element) => element.getAttribute('data-youtube') },
      start: { default: 0, parseHTML: (element) => Number(element.getAttribute('data-start')) || 0 },
    }
  },
  parseHTML() {
    return [
      {
        tag: 'div[data-youtube]',
        getAttrs: (element) => (YOUTUBE_ID.test(element.getAttribute('data-youtube') ?? '') ? null : false),
      },
    ]
  },
  renderHTML({ node }) {
    return ['div', { 'data-youtube': node.attrs.videoId, 'data-start': node.attrs.start }]
  },
  addCommands() {
    return {
      insertYoutube:
        (attrs) =>
        ({ commands }) =>
          // A paragraph after the card, so the writing goes on below it.
          commands.insertContent([{ type: this.name, attrs }, { type: 'paragraph' }]),
    }
  },
  addNodeView() {
    return ReactNodeViewRenderer(YoutubeView)
  },
})

function YoutubeView({ node, selected }: ReactNodeViewProps) {
  const { t } = useTranslation('editor')
  return (
    <NodeViewWrapper
      data-drag-handle
      className={`my-8 flex aspect-video items-center justify-center gap-3 rounded-2xl bg-slate-900 text-lg text-white ${selected ? 'ring-4 ring-emerald-500/50' : ''}`}
    >
      <span aria-hidden="true">▶</span>
      {t('youtube.placeholder', { id: String(node.attrs.videoId) })}
    </NodeViewWrapper>
  )
}
