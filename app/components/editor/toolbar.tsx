import { useEditorState, type ChainedCommands, type Editor } from '@tiptap/react'
import { useTranslation } from '#app/i18n/react.tsx'

const buttonClass =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-lg px-2 text-sm font-semibold text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-emerald-600 disabled:opacity-40 aria-pressed:bg-emerald-50 aria-pressed:text-emerald-800 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white dark:aria-pressed:bg-emerald-950 dark:aria-pressed:text-emerald-200'

function ToolButton({
  label,
  shown,
  pressed,
  disabled,
  first,
  onClick,
  children,
}: {
  label: string
  /** visible text that is a word to speech input ("H2"), which the accessible name must contain */
  shown?: string
  pressed?: boolean
  disabled?: boolean
  /** the toolbar's Tab stop until the arrow keys move it */
  first?: boolean
  onClick: () => void
  children?: React.ReactNode
}) {
  return (
    <button
      type="button"
      tabIndex={first ? 0 : -1}
      aria-label={shown ? `${shown} ${label}` : label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      // keep the editor's selection while clicking
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={buttonClass}
    >
      {shown ?? children}
    </button>
  )
}

const Icon = ({ path }: { path: string }) => (
  <svg
    viewBox="0 0 24 24"
    className="size-4.5"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d={path} />
  </svg>
)

/**
 * One Tab stop for the whole toolbar, arrows between its buttons (the WAI-ARIA toolbar pattern);
 * in a right-to-left page the arrows follow the reading direction.
 */
function moveFocus(event: React.KeyboardEvent<HTMLElement>) {
  const buttons = [...event.currentTarget.querySelectorAll('button')].filter((button) => !button.disabled)
  const current = buttons.findIndex((button) => button === document.activeElement)
  if (current < 0) return
  const next = getComputedStyle(event.currentTarget).direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight'
  const previous = next === 'ArrowRight' ? 'ArrowLeft' : 'ArrowRight'
  const targets: Record<string, number> = {
    [next]: (current + 1) % buttons.length,
    [previous]: (current - 1 + buttons.length) % buttons.length,
    Home: 0,
    End: buttons.length - 1,
  }
  const target = buttons[targets[event.key] ?? -1]
  if (!target) return
  event.preventDefault()
  for (const button of buttons) button.tabIndex = -1
  target.tabIndex = 0
  target.focus()
}

const Separator = () => <span aria-hidden="true" className="mx-1 h-6 w-px bg-slate-200 dark:bg-slate-700" />

/** Marks, blocks, media, tables and history; each button says whether it is on (aria-pressed). */
export function Toolbar({
  editor,
  contentId,
  onLink,
  onImage,
  onVideo,
}: {
  editor: Editor
  contentId: string
  onLink: () => void
  onImage?: () => void
  onVideo: () => void
}) {
  const { t } = useTranslation('editor')
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      code: e.isActive('code'),
      link: e.isActive('link'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      h4: e.isActive('heading', { level: 4 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      codeBlock: e.isActive('codeBlock'),
      table: e.isActive('table'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  })
  const run = (command: (chain: ChainedCommands) => ChainedCommands) => () =>
    command(editor.chain().focus()).run()

  return (
    <div
      role="toolbar"
      aria-label={t('toolbar.label')}
      aria-controls={contentId}
      onKeyDown={moveFocus}
      className="sticky top-0 z-10 flex flex-wrap items-center gap-0.5 rounded-t-2xl border-b border-slate-100 bg-white/95 px-2 py-1.5 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95"
    >
      {([2, 3, 4] as const).map((level) => (
        <ToolButton
          key={level}
          first={level === 2}
          label={t('toolbar.heading', { level })}
          shown={`H${level}`}
          pressed={state[`h${level}`]}
          onClick={run((c) => c.toggleHeading({ level }))}
        />
      ))}
      <Separator />
      <ToolButton label={t('toolbar.bold')} pressed={state.bold} onClick={run((c) => c.toggleBold())}>
        <b>B</b>
      </ToolButton>
      <ToolButton label={t('toolbar.italic')} pressed={state.italic} onClick={run((c) => c.toggleItalic())}>
        <i className="font-serif">I</i>
      </ToolButton>
      <ToolButton
        label={t('toolbar.underline')}
        pressed={state.underline}
        onClick={run((c) => c.toggleUnderline())}
      >
        <u>U</u>
      </ToolButton>
      <ToolButton label={t('toolbar.strike')} pressed={state.strike} onClick={run((c) => c.toggleStrike())}>
        <s>S</s>
      </ToolButton>
      <ToolButton label={t('toolbar.code')} pressed={state.code} onClick={run((c) => c.toggleCode())}>
        <code>`</code>
      </ToolButton>
      <ToolButton label={t('toolbar.link')} pressed={state.link} onClick={onLink}>
        <Icon path="M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1" />
      </ToolButton>
      <Separator />
      <ToolButton
        label={t('toolbar.bulletList')}
        pressed={state.bulletList}
        onClick={run((c) => c.toggleBulletList())}
      >
        •≡
      </ToolButton>
      <ToolButton
        label={t('toolbar.orderedList')}
        pressed={state.orderedList}
        shown="1."
        onClick={run((c) => c.toggleOrderedList())}
      />
      <ToolButton
        label={t('toolbar.blockquote')}
        pressed={state.blockquote}
        onClick={run((c) => c.toggleBlockquote())}
      >
        ❝
      </ToolButton>
      <ToolButton
        label={t('toolbar.codeBlock')}
        pressed={state.codeBlock}
        onClick={run((c) => c.toggleCodeBlock())}
      >
        {'{}'}
      </ToolButton>
      <ToolButton label={t('toolbar.horizontalRule')} onClick={run((c) => c.setHorizontalRule())}>
        ―
      </ToolButton>
      <Separator />
      {onImage ? (
        <ToolButton label={t('toolbar.image')} onClick={onImage}>
          <Icon path="M4 5h16v14H4zM4 15l4-4 4 4 3-3 5 5M15.5 9.5h.01" />
        </ToolButton>
      ) : null}
      <ToolButton label={t('toolbar.youtube')} onClick={onVideo}>
        ▶
      </ToolButton>
      <ToolButton
        label={t('toolbar.table')}
        pressed={state.table}
        onClick={run((c) => c.insertTable({ rows: 3, cols: 3, withHeaderRow: true }))}
      >
        ⊞
      </ToolButton>
      <Separator />
      <ToolButton label={t('toolbar.undo')} disabled={!state.canUndo} onClick={run((c) => c.undo())}>
        ↶
      </ToolButton>
      <ToolButton label={t('toolbar.redo')} disabled={!state.canRedo} onClick={run((c) => c.redo())}>
        ↷
      </ToolButton>
      {state.table ? <TableTools editor={editor} /> : null}
    </div>
  )
}

/** Rows and columns of the table the caret is in. */
function TableTools({ editor }: { editor: Editor }) {
  const { t } = useTranslation('editor')
  const run = (command: (chain: ChainedCommands) => ChainedCommands) => () =>
    command(editor.chain().focus()).run()
  const actions = [
    ['table.addRow', '+≡', run((c) => c.addRowAfter())],
    ['table.deleteRow', '−≡', run((c) => c.deleteRow())],
    ['table.addColumn', '+‖', run((c) => c.addColumnAfter())],
    ['table.deleteColumn', '−‖', run((c) => c.deleteColumn())],
    ['table.delete', '✕', run((c) => c.deleteTable())],
  ] as const
  return (
    <div className="flex w-full flex-wrap gap-0.5 border-t border-slate-100 pt-1 dark:border-slate-800">
      {actions.map(([key, glyph, onClick]) => (
        <ToolButton key={key} label={t(key)} onClick={onClick}>
          <span className="text-xs">{glyph}</span>
        </ToolButton>
      ))}
    </div>
  )
}
