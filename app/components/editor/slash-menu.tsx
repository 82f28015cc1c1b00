import { Extension, type Editor } from '@tiptap/core'
import { PluginKey } from '@tiptap/pm/state'
import Suggestion, { type SuggestionProps } from '@tiptap/suggestion'
import { createPortal } from 'react-dom'
import { useTranslation } from '#app/i18n/react.tsx'
import { filterBlocks, runBlock, type Block, type BlockUi } from './blocks.ts'

export interface SlashMenuState {
  items: Block[]
  selected: number
  element: HTMLElement
  choose: (index: number) => void
}

interface SlashOptions {
  /** the current block list (labels follow the interface language) */
  blocks: () => Block[]
  ui: () => BlockUi
  /** the menu to draw, or null when it closes */
  onChange: (state: SlashMenuState | null) => void
}

/** Typing "/" opens a filterable list of block types; arrows move, Enter or Tab inserts, Escape closes. */
export const SlashCommand = Extension.create<SlashOptions>({
  name: 'slashCommand',
  addOptions() {
    return { blocks: () => [], ui: () => ({ askVideo: () => {}, askDiagram: () => {} }), onChange: () => {} }
  },
  addProseMirrorPlugins() {
    const { blocks, ui, onChange } = this.options
    return [
      Suggestion<Block, Block>({
        editor: this.editor,
        pluginKey: new PluginKey('slashCommand'),
        char: '/',
        items: ({ query }) => filterBlocks(blocks(), query),
        command: ({ editor, range, props: block }) => {
          editor.chain().focus().deleteRange(range).run()
          runBlock(editor, block, ui())
        },
        render: () => slashRenderer(onChange),
      }),
    ]
  },
})

function slashRenderer(onChange: SlashOptions['onChange']) {
  let menu: {
    props: SuggestionProps<Block, Block>
    selected: number
    element: HTMLElement
    unmount: () => void
  } | null = null
  const publish = () => {
    const current = menu
    onChange(
      current && {
        items: current.props.items,
        selected: current.selected,
        element: current.element,
        choose: (index) => {
          const block = current.props.items[index]
          if (block) current.props.command(block)
        },
      },
    )
  }
  const move = (step: number) => {
    if (!menu || menu.props.items.length === 0) return false
    const count = menu.props.items.length
    menu.selected = (menu.selected + step + count) % count
    publish()
    return true
  }
  return {
    onStart: (props: SuggestionProps<Block, Block>) => {
      const element = document.createElement('div')
      element.style.zIndex = '50'
      menu = { props, selected: 0, element, unmount: props.mount(element) }
      publish()
    },
    onUpdate: (props: SuggestionProps<Block, Block>) => {
      if (!menu) return
      menu.props = props
      menu.selected = 0
      publish()
    },
    onKeyDown: ({ event }: { event: KeyboardEvent }) => {
      if (event.key === 'ArrowDown') return move(1)
      if (event.key === 'ArrowUp') return move(-1)
      if ((event.key === 'Enter' || event.key === 'Tab') && menu?.props.items[menu.selected]) {
        menu.props.command(menu.props.items[menu.selected] as Block)
        return true
      }
      return false
    },
    onExit: () => {
      menu?.unmount()
      menu = null
      publish()
    },
  }
}

/** The open slash menu, drawn into the element the suggestion plugin positions under the caret. */
export function SlashMenu({ state, editor }: { state: SlashMenuState; editor: Editor }) {
  const { t } = useTranslation('editor')
  const optionId = (index: number) => `${editor.instanceId}-slash-${index}`
  return createPortal(
    <div className="w-64 rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl dark:border-slate-700 dark:bg-slate-900">
      {state.items.length === 0 ? (
        <p className="px-3 py-2 text-sm text-slate-500 dark:text-slate-400">{t('slash.empty')}</p>
      ) : (
        <ul
          role="listbox"
          tabIndex={-1}
          aria-label={t('slash.label')}
          aria-activedescendant={optionId(state.selected)}
          className="max-h-72 overflow-y-auto"
        >
          {state.items.map((block, index) => (
            <li
              key={block.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === state.selected}
              // mousedown, not click: the editor keeps its focus and selection.
              onMouseDown={(event) => {
                event.preventDefault()
                state.choose(index)
              }}
              className="cursor-pointer rounded-lg px-3 py-2 text-sm text-slate-700 aria-selected:bg-emerald-50 aria-selected:text-emerald-900 dark:text-slate-200 dark:aria-selected:bg-emerald-950 dark:aria-selected:text-emerald-100"
            >
              {block.label}
            </li>
          ))}
        </ul>
      )}
    </div>,
    state.element,
  )
}
