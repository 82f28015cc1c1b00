import { mergeAttributes, Node } from '@tiptap/core'
import { NodeViewWrapper, ReactNodeViewRenderer, type ReactNodeViewProps } from '@tiptap/react'
import { useTranslation } from '#app/i18n/react.tsx'
import { isMediaSrc } from '#app/schemas/rich-text-rules.ts'

export interface ImageAttrs {
  src: string
  alt: string | null
  caption: string | null
  width: number | null
  height: number | null
}

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    figureImage: { insertImage: (attrs: ImageAttrs, position?: number) => ReturnType }
  }
}

const positiveInt = (value: string | null) => {
  const number = Number(value)
  return Number.isInteger(number) && number > 0 ? number : null
}

/**
 * A block image from the media library with alt text and caption, the only image the schema
 * allows: pasted images from other sites are dropped (`parseHTML` refuses any src outside /media/).
 */
export const ImageNode = Node.create({
  name: 'image',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return {
      src: { default: null },
      alt: { default: null },
      caption: { default: null },
      width: { default: null, parseHTML: (element) => positiveInt(element.getAttribute('width')) },
      height: { default: null, parseHTML: (element) => positiveInt(element.getAttribute('height')) },
    }
  },
  parseHTML() {
    return [
      { tag: 'img[src]', getAttrs: (element) => (isMediaSrc(element.getAttribute('src')) ? null : false) },
    ]
  },
  renderHTML({ HTMLAttributes }) {
    const { caption: _caption, ...attrs } = HTMLAttributes
    return ['img', mergeAttributes(attrs)]
  },
  renderText({ node }) {
    return typeof node.attrs.caption === 'string' ? node.attrs.caption : ''
  },
  addCommands() {
    return {
      insertImage:
        (attrs, position) =>
        ({ commands, state }) =>
          // A paragraph after the image, so the writing goes on below it.
          commands.insertContentAt(position ?? state.selection.to, [
            { type: this.name, attrs },
            { type: 'paragraph' },
          ]),
    }
  },
  addNodeView() {
    return ReactNodeViewRenderer(ImageView)
  },
})

const fieldClass =
  'w-full rounded-lg border border-transparent bg-transparent px-2 py-1 text-center text-sm text-slate-600 placeholder:text-slate-400 hover:border-slate-200 focus:border-emerald-600 focus:ring-2 focus:ring-emerald-600/30 focus:outline-none dark:text-slate-300 dark:hover:border-slate-700'

/** Enter in a caption or alt field must not submit the post's form. */
const keepEnter = (event: React.KeyboardEvent) => {
  if (event.key === 'Enter') event.preventDefault()
}

function ImageView({ node, updateAttributes, selected }: ReactNodeViewProps) {
  const { t } = useTranslation('editor')
  const text = (value: unknown) => (typeof value === 'string' ? value : '')
  const number = (value: unknown) => (typeof value === 'number' ? value : undefined)
  return (
    <NodeViewWrapper as="figure" className="my-8" data-drag-handle>
      <img
        src={text(node.attrs.src)}
        alt={text(node.attrs.alt)}
        width={number(node.attrs.width)}
        height={number(node.attrs.height)}
        className={`mx-auto h-auto max-w-full rounded-2xl ${selected ? 'ring-4 ring-emerald-500/50' : ''}`}
      />
      <figcaption className="mt-2 space-y-1">
        <input
          aria-label={t('image.caption')}
          placeholder={t('image.caption')}
          value={text(node.attrs.caption)}
          maxLength={500}
          onChange={(event) => updateAttributes({ caption: event.target.value || null })}
          onKeyDown={keepEnter}
          className={fieldClass}
        />
        <input
          aria-label={t('image.alt')}
          placeholder={`${t('image.alt')}: ${t('image.altHint')}`}
          value={text(node.attrs.alt)}
          maxLength={500}
          onChange={(event) => updateAttributes({ alt: event.target.value || null })}
          onKeyDown={keepEnter}
          className={`${fieldClass} text-xs`}
        />
      </figcaption>
    </NodeViewWrapper>
  )
}
