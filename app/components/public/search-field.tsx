import { lazy, Suspense, useId, useRef, useState } from 'react'
import { Form, useNavigate } from 'react-router'
import { useTranslation } from '#app/i18n/react.tsx'
import { SEARCH_QUERY_MAX } from '#app/schemas/search-values.ts'
import type { Language } from '#app/i18n/languages.ts'
import { SearchIcon } from './icons.tsx'

export interface Suggestion {
  kind: string
  href: string
  title: string
  /** The title's language: the interface's where translated, else Spanish. */
  language: Language
}

// The suggestions' code is fetched on the field's first focus: pages that nobody searches from
// never download it (the JS budget, docs/decisions/044-site-search.md).
const SuggestionList = lazy(() => import('./search-suggestions.tsx'))

/**
 * The top bar's search: a GET form to `/buscar` that works without JavaScript. With it, the field
 * is a combobox: titles are suggested while typing, the arrow keys move through them, Enter opens
 * the chosen one (or searches), Escape closes the list. `wide` is the compact menu's full-width
 * field; otherwise phones get the button alone (it opens /buscar, whose page has the field).
 * `hidden` takes the top bar's away while the compact menu, with its own, is open: two search
 * landmarks of one name would read alike.
 */
export function SearchField({ wide = false, hidden = false }: { wide?: boolean; hidden?: boolean }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const id = useId()
  const listId = `${id}-list`
  const [query, setQuery] = useState('')
  const [wanted, setWanted] = useState(false)
  const [items, setItems] = useState<Suggestion[]>([])
  const [active, setActive] = useState(-1)
  const [dismissed, setDismissed] = useState(false)
  const inputRef = useRef<HTMLInputElement>(null)
  const open = wanted && !dismissed && items.length > 0
  const show = (next: Suggestion[]) => {
    setItems(next)
    setActive(-1)
  }
  const pick = (item: Suggestion) => {
    setDismissed(true)
    void navigate(item.href)
  }
  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault()
      setDismissed(true)
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && items.length) {
      event.preventDefault()
      setDismissed(false)
      const step = event.key === 'ArrowDown' ? 1 : -1
      // -1 is the field itself: the keys cycle through it and the suggestions.
      const positions = items.length + 1
      setActive((current) => ((current + 1 + step + positions) % positions) - 1)
    } else if (event.key === 'Enter' && open && items[active]) {
      event.preventDefault()
      pick(items[active])
    }
  }
  return (
    <Form
      method="get"
      action="/buscar"
      role="search"
      aria-label={t('public:search.label')}
      hidden={hidden}
      className={`relative flex items-center gap-1 ${wide ? 'w-full' : ''}`}
    >
      <label htmlFor={`${id}-q`} className="sr-only">
        {t('public:search.label')}
      </label>
      <input
        ref={inputRef}
        id={`${id}-q`}
        type="search"
        name="q"
        maxLength={SEARCH_QUERY_MAX}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value)
          setDismissed(false)
        }}
        onFocus={() => setWanted(true)}
        onBlur={() => setDismissed(true)}
        onKeyDown={onKeyDown}
        className={`bar-search ${wide ? 'min-w-0 flex-1' : 'hidden w-36 sm:block lg:w-44'}`}
      />
      <button
        type="submit"
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bar-button"
        aria-label={t('public:search.submit')}
      >
        <SearchIcon className="size-4" />
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <SuggestionList
            query={query}
            listId={listId}
            items={open ? items : []}
            active={active}
            onResults={show}
            onPick={pick}
          />
        </Suspense>
      ) : null}
    </Form>
  )
}
