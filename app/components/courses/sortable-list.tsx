import { useState, type ReactNode } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { secondaryButtonClass } from '#app/components/admin/styles.ts'

/**
 * A list the coach reorders by dragging an entry, or from the keyboard with its "move up" and
 * "move down" buttons. `onReorder` gets the new order of ids; the server stores it.
 */
export function SortableList<Item extends { id: number }>({
  items,
  name,
  onReorder,
  render,
}: {
  items: Item[]
  /** The entry's name for the buttons' accessible labels ("Move «Rondos» up"). */
  name: (item: Item) => string
  onReorder: (ids: number[]) => void
  render: (item: Item) => ReactNode
}) {
  const { t } = useTranslation()
  const [dragged, setDragged] = useState<number | null>(null)
  const ids = items.map((item) => item.id)
  const move = (from: number, to: number) => {
    if (to < 0 || to >= ids.length || from === to) return
    const next = [...ids]
    const [id] = next.splice(from, 1)
    if (id !== undefined) next.splice(to, 0, id)
    onReorder(next)
  }
  const small = `${secondaryButtonClass} px-2 py-1`
  return (
    <ol className="space-y-2">
      {items.map((item, index) => (
        <li
          key={item.id}
          draggable
          onDragStart={(event) => {
            setDragged(index)
            event.dataTransfer.effectAllowed = 'move'
            event.dataTransfer.setData('text/plain', String(item.id))
          }}
          onDragOver={(event) => event.preventDefault()}
          onDrop={(event) => {
            event.preventDefault()
            if (dragged !== null) move(dragged, index)
            setDragged(null)
          }}
          onDragEnd={() => setDragged(null)}
          data-testid="sortable-item"
          className={`rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-900 ${dragged === index ? 'opacity-50' : ''}`}
        >
          <div className="flex flex-wrap items-start gap-2">
            <span aria-hidden="true" className="cursor-grab select-none text-slate-400">
              ⠿
            </span>
            <div className="min-w-0 flex-1">{render(item)}</div>
            <button
              type="button"
              className={small}
              disabled={index === 0}
              onClick={() => move(index, index - 1)}
              aria-label={t('courses:admin.moveUp', { name: name(item) })}
            >
              ↑
            </button>
            <button
              type="button"
              className={small}
              disabled={index === items.length - 1}
              onClick={() => move(index, index + 1)}
              aria-label={t('courses:admin.moveDown', { name: name(item) })}
            >
              ↓
            </button>
          </div>
        </li>
      ))}
    </ol>
  )
}
