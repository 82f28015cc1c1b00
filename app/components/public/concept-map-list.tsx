import { useId } from 'react'
import { Link } from 'react-router'
import { useTranslation } from '#app/i18n/react.tsx'
import type { ConceptMap } from '#server/content/concept-map.server.ts'

type MapConcept = ConceptMap['concepts'][number]

// At least 24 px high: the lists are dense, and each name is a target (WCAG 2.5.8).
const linkClass =
  'inline-block py-1 font-semibold text-emerald-800 underline-offset-2 hover:underline focus-ring dark:text-emerald-300'

/** One concept's "learn first" or "related" concepts, linked; nothing when it has none. */
function SubList({ label, ids, byId }: { label: string; ids: number[]; byId: Map<number, MapConcept> }) {
  const labelId = useId()
  if (!ids.length) return null
  return (
    <div className="mt-1 text-sm text-slate-600 dark:text-slate-300">
      <span id={labelId}>{label}</span>
      <ul aria-labelledby={labelId} className="ms-4 list-disc ps-4">
        {ids.flatMap((id) => {
          const concept = byId.get(id)
          return concept ? (
            <li key={id}>
              <Link to={`/concepts/${concept.slug}`} lang="es" className={linkClass}>
                {concept.term}
              </Link>
            </li>
          ) : (
            []
          )
        })}
      </ul>
    </div>
  )
}

/**
 * The same map as nested lists (docs/decisions/050): its levels in order, each concept linked with
 * what to learn first and what it relates to. The version for keyboards and screen readers.
 */
export function ConceptMapList({ map }: { map: ConceptMap }) {
  const { t } = useTranslation()
  const byId = new Map(map.concepts.map((concept) => [concept.id, concept]))
  return (
    <section aria-labelledby="concept-map-list">
      <h2 id="concept-map-list" className="text-2xl font-extrabold text-slate-900 dark:text-white">
        {t('public:conceptMap.listTitle')}
      </h2>
      <ol className="mt-6 space-y-8">
        {map.levels.map((ids, index) => (
          <li key={ids.join('-')}>
            <h3 className="text-lg font-bold text-slate-800 dark:text-slate-100">
              {t('public:conceptMap.level', { level: index + 1 })}
            </h3>
            <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {ids.flatMap((id) => {
                const concept = byId.get(id)
                if (!concept) return []
                return (
                  <li
                    key={id}
                    className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
                  >
                    <h4 className="text-base">
                      <Link to={`/concepts/${concept.slug}`} lang="es" className={linkClass}>
                        {concept.term}
                      </Link>
                    </h4>
                    <SubList label={t('public:concept.learnFirst')} ids={concept.learnFirst} byId={byId} />
                    <SubList label={t('public:concept.related')} ids={concept.related} byId={byId} />
                  </li>
                )
              })}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  )
}
