import { useEffect } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { htmlLang } from '#app/i18n/languages.ts'
import type { Suggestion } from './search-field.tsx'

const MIN_LENGTH = 2
const PAUSE_MS = 150

/**
 * Asks `/buscar/sugerencias` for titles once typing pauses (the previous question is dropped) and
 * shows them as the combobox's listbox. Loaded lazily by SearchField.
 */
export default function SuggestionList({
  query,
  listId,
  items,
  active,
  onResults,
  onPick,
}: {
  query: string
  listId: string
  items: Suggestion[]
  active: number
  onResults: (items: Suggestion[]) => void
  onPick: (item: Suggestion) => void
}) {
  const { t, i18n } = useTranslation()
  // The interface's language (the page's, on a translated address) decides which versions are found.
  const language = i18n.language
  useEffect(() => {
    const text = query.trim()
    if (text.length < MIN_LENGTH) {
      onResults([])
      return
    }
    const controller = new AbortController()
    const timer = setTimeout(() => {
      fetch(`/buscar/sugerencias?${new URLSearchParams({ q: text, lng: language })}`, {
        signal: controller.signal,
      })
        .then(async (response) =>
          onResults(
            response.ok ? ((await response.json()) as { suggestions: Suggestion[] }).suggestions : [],
          ),
        )
        // Suggestions are a help, not the search: a failed or dropped question shows none.
        .catch(() => {
          if (!controller.signal.aborted) onResults([])
        })
    }, PAUSE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
    // onResults changes every render; the question depends on the text and the language alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, language])
  if (!items.length) return null
  return (
    <ul
      id={listId}
      role="listbox"
      aria-label={t('public:search.suggestions')}
      className="absolute end-0 top-full z-50 mt-2 w-72 max-w-[calc(100vw-2rem)] overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
    >
      {items.map((item, index) => (
        // The keyboard stays in the field, which moves through the options (aria-activedescendant).
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events
        <li
          key={item.href}
          id={`${listId}-${index}`}
          role="option"
          aria-selected={index === active}
          lang={htmlLang(item.language)}
          dir="auto"
          // Keeps the focus in the field, so the blur does not close the list before the click.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(item)}
          className={`cursor-pointer px-3 py-2 text-sm text-slate-800 dark:text-slate-100 ${index === active ? 'bg-emerald-50 dark:bg-emerald-950' : 'hover:bg-slate-100 dark:hover:bg-slate-800'}`}
        >
          {item.title}
        </li>
      ))}
    </ul>
  )
}
