import { Link } from 'react-router'
import { useTranslation } from '#app/i18n/react.tsx'

interface LinkedConcept {
  id: number
  href: string
  term: string
  lang: string
}

function LinkList({ id, title, items }: { id: string; title: string; items: LinkedConcept[] }) {
  if (!items.length) return null
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-lg font-bold text-slate-900 dark:text-white">
        {title}
      </h2>
      <ul className="mt-2 list-disc space-y-1 ps-5">
        {items.map((item) => (
          <li key={item.id}>
            <Link
              to={item.href}
              lang={item.lang}
              dir="auto"
              className="font-semibold text-emerald-800 hover:underline focus-ring dark:text-emerald-300"
            >
              {item.term}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** A concept page's "learn first" and "related" (docs/decisions/050), with the way to the whole map. */
export function ConceptLinks({
  learnFirst,
  related,
}: {
  learnFirst: LinkedConcept[]
  related: LinkedConcept[]
}) {
  const { t } = useTranslation()
  if (!learnFirst.length && !related.length) return null
  return (
    <div className="mt-10 grid gap-6 rounded-2xl border border-slate-200 p-6 sm:grid-cols-2 dark:border-slate-800">
      <LinkList id="concept-learn-first" title={t('public:concept.learnFirst')} items={learnFirst} />
      <LinkList id="concept-related-links" title={t('public:concept.related')} items={related} />
      <p className="sm:col-span-2">
        <Link
          to="/conceptos/mapa"
          className="text-sm font-semibold text-emerald-700 hover:underline focus-ring dark:text-emerald-400"
        >
          {t('public:conceptMap.open')}
        </Link>
      </p>
    </div>
  )
}
