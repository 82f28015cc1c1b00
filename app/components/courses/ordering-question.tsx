import { useLayoutEffect, useRef, useState } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'

interface Item {
  id: string
  text: string
}

/**
 * An ordering question as the learner answers it: the items start in the order the server drew,
 * and are put in order by dragging one onto another's place, or from the keyboard with each item's
 * "move up" and "move down" buttons (focus stays on the button pressed, following its item). Every
 * move is read out ("«Rondo», position 2 of 5"). The form sends the items in the order shown, one
 * hidden field each, so the server grades whatever order is submitted, with or without script.
 */
export function OrderingQuestion({ name, items: drawn }: { name: string; items: Item[] }) {
  const { t } = useTranslation()
  const [items, setItems] = useState(drawn)
  const [dragged, setDragged] = useState<string | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const buttons = useRef(new Map<string, HTMLButtonElement>())
  // Moving an item moves its node, which loses focus: it is given back once the list is redrawn.
  const focusNext = useRef<string | null>(null)
  useLayoutEffect(() => {
    const key = focusNext.current
    focusNext.current = null
    if (key) buttons.current.get(key)?.focus()
  }, [items])
  const move = (from: number, to: number, focus?: 'up' | 'down') => {
    if (to < 0 || to >= items.length || from === to) return
    const next = [...items]
    const [item] = next.splice(from, 1)
    if (!item) return
    next.splice(to, 0, item)
    setItems(next)
    setAnnouncement(
      t('courses:quiz.ordering.moved', { item: item.text, position: to + 1, total: next.length }),
    )
    if (focus) {
      // At either end the pressed button is disabled: focus goes to the other one of the same item.
      const edge = (focus === 'up' && to === 0) || (focus === 'down' && to === next.length - 1)
      const target = edge ? (focus === 'up' ? 'down' : 'up') : focus
      focusNext.current = `${item.id}:${target}`
    }
  }
  const small =
    'rounded-md border border-slate-300 px-2 py-1 text-sm hover:bg-slate-100 disabled:opacity-40 dark:border-slate-600 dark:hover:bg-slate-800'
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('courses:quiz.ordering.hint')}</p>
      <ol className="space-y-2">
        {items.map((item, index) => (
          <li
            key={item.id}
            draggable
            onDragStart={(event) => {
              setDragged(item.id)
              event.dataTransfer.effectAllowed = 'move'
              event.dataTransfer.setData('text/plain', item.id)
            }}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => {
              event.preventDefault()
              const from = items.findIndex((one) => one.id === dragged)
              if (from >= 0) move(from, index)
              setDragged(null)
            }}
            onDragEnd={() => setDragged(null)}
            data-testid="ordering-item"
            className={`flex items-center gap-2 rounded-lg border border-slate-200 bg-white p-2 text-sm dark:border-slate-700 dark:bg-slate-900 ${dragged === item.id ? 'opacity-50' : ''}`}
          >
            <input type="hidden" name={name} value={item.id} />
            <span aria-hidden="true" className="cursor-grab text-slate-500 select-none">
              ⠿
            </span>
            <span className="w-6 text-end tabular-nums" aria-hidden="true">
              {index + 1}.
            </span>
            <span lang="es" className="min-w-0 flex-1">
              {item.text}
            </span>
            {(['up', 'down'] as const).map((direction) => (
              <button
                key={direction}
                type="button"
                ref={(element) => {
                  if (element) buttons.current.set(`${item.id}:${direction}`, element)
                  else buttons.current.delete(`${item.id}:${direction}`)
                }}
                className={small}
                disabled={direction === 'up' ? index === 0 : index === items.length - 1}
                onClick={() => move(index, direction === 'up' ? index - 1 : index + 1, direction)}
                aria-label={t(
                  direction === 'up' ? 'courses:quiz.ordering.up' : 'courses:quiz.ordering.down',
                  {
                    item: item.text,
                    position: index + 1,
                    total: items.length,
                  },
                )}
              >
                {direction === 'up' ? '↑' : '↓'}
              </button>
            ))}
          </li>
        ))}
      </ol>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  )
}
