import { useId } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { useHydrated } from '#app/components/use-hydrated.ts'
import type { ConceptMap } from '#server/content/concept-map.server.ts'
import { useMapView, type PanDirection } from './use-map-view.ts'

const buttonClass =
  'inline-flex min-h-10 min-w-10 items-center justify-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-ring dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800'

const panButtons: Array<{ direction: PanDirection; symbol: string; key: string }> = [
  { direction: 'left', symbol: '←', key: 'public:conceptMap.panLeft' },
  { direction: 'up', symbol: '↑', key: 'public:conceptMap.panUp' },
  { direction: 'down', symbol: '↓', key: 'public:conceptMap.panDown' },
  { direction: 'right', symbol: '→', key: 'public:conceptMap.panRight' },
]

/**
 * The concept map drawn in levels (docs/decisions/050): arrows from what to learn first, dashed
 * lines between related concepts. The drawing is for the eye (hidden from screen readers; its
 * concepts are clicked, not tabbed through): the list below says the same. The focused map zooms
 * and pans with + − arrows and 0, as its buttons do; the wheel zooms and dragging pans.
 */
export function ConceptMapGraph({ map }: { map: ConceptMap }) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const hintId = useId()
  const view = useMapView(map.width, map.height)
  const at = new Map(map.concepts.map((concept) => [concept.id, concept]))
  const { width: nw, height: nh } = map.node
  return (
    <section aria-labelledby="concept-map-graph" className="space-y-3">
      <h2 id="concept-map-graph" className="text-2xl font-extrabold text-slate-900 dark:text-white">
        {t('public:conceptMap.graphTitle')}
      </h2>
      {/* The controls keep their place before hydration (no layout shift), unseen until they work. */}
      <div
        role="group"
        aria-label={t('public:conceptMap.controls')}
        className={`flex flex-wrap gap-2 ${hydrated ? '' : 'invisible'}`}
      >
        <button type="button" className={buttonClass} onClick={() => view.zoom(view.zoomStep)}>
          <span aria-hidden="true">+</span>
          <span className="sr-only">{t('public:conceptMap.zoomIn')}</span>
        </button>
        <button type="button" className={buttonClass} onClick={() => view.zoom(1 / view.zoomStep)}>
          <span aria-hidden="true">−</span>
          <span className="sr-only">{t('public:conceptMap.zoomOut')}</span>
        </button>
        {panButtons.map(({ direction, symbol, key }) => (
          <button key={direction} type="button" className={buttonClass} onClick={() => view.pan(direction)}>
            <span aria-hidden="true">{symbol}</span>
            <span className="sr-only">{t(key)}</span>
          </button>
        ))}
        <button type="button" className={buttonClass} onClick={view.reset}>
          {t('public:conceptMap.reset')}
        </button>
        <p role="status" className="self-center text-sm text-slate-600 dark:text-slate-300">
          {t('public:conceptMap.zoomLevel', { percent: view.percent })}
        </p>
      </div>
      <p id={hintId} className="text-sm text-slate-600 dark:text-slate-300">
        {t('public:conceptMap.hint')}
      </p>
      {/* The drawing takes focus so that its keys zoom and pan it without a mouse (WCAG 2.1.1), like a
          scroll region; the lint rules do not know that case. Screen readers get the list below. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        role="group"
        aria-label={t('public:conceptMap.graphLabel')}
        aria-describedby={hintId}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={hydrated ? 0 : undefined}
        onKeyDown={view.onKeyDown}
        className="overflow-hidden rounded-2xl border border-slate-200 bg-slate-50 focus-ring dark:border-slate-800 dark:bg-slate-900/60"
      >
        <svg
          {...view.svgProps}
          viewBox={view.viewBox}
          aria-hidden="true"
          lang="es"
          direction="ltr"
          className="block h-[28rem] w-full cursor-grab touch-none select-none active:cursor-grabbing"
        >
          <defs>
            <marker
              id="concept-map-arrow"
              viewBox="0 0 10 10"
              refX="9"
              refY="5"
              markerWidth="7"
              markerHeight="7"
              orient="auto"
            >
              <path d="M0,0 L10,5 L0,10 z" className="fill-slate-500 dark:fill-slate-400" />
            </marker>
          </defs>
          {map.edges.map((edge) => {
            const from = at.get(edge.fromId)
            const to = at.get(edge.toId)
            if (!from || !to) return null
            if (edge.kind === 'related')
              return (
                <line
                  key={`${edge.fromId}-${edge.toId}`}
                  x1={from.x + nw / 2}
                  y1={from.y + nh / 2}
                  x2={to.x + nw / 2}
                  y2={to.y + nh / 2}
                  strokeDasharray="6 5"
                  className="stroke-sky-600 dark:stroke-sky-400"
                  strokeWidth={1.5}
                />
              )
            const [x1, y1, x2, y2] = [from.x + nw / 2, from.y + nh, to.x + nw / 2, to.y]
            const mid = (y1 + y2) / 2
            return (
              <path
                key={`${edge.fromId}-${edge.toId}`}
                d={`M${x1},${y1} C${x1},${mid} ${x2},${mid} ${x2},${y2}`}
                fill="none"
                markerEnd="url(#concept-map-arrow)"
                className="stroke-slate-500 dark:stroke-slate-400"
                strokeWidth={1.5}
              />
            )
          })}
          {map.concepts.map((concept) => (
            <a key={concept.id} href={`/concepts/${concept.slug}`} tabIndex={-1} className="group">
              <title>{concept.term}</title>
              <rect
                x={concept.x}
                y={concept.y}
                width={nw}
                height={nh}
                rx={10}
                className="fill-white stroke-emerald-600 group-hover:fill-emerald-50 dark:fill-slate-800 dark:stroke-emerald-400 dark:group-hover:fill-slate-700"
                strokeWidth={1.5}
              />
              <text
                x={concept.x + nw / 2}
                y={concept.y + nh / 2}
                textAnchor="middle"
                dominantBaseline="central"
                className="fill-slate-900 text-[13px] font-semibold dark:fill-white"
              >
                {concept.label}
              </text>
            </a>
          ))}
        </svg>
      </div>
      <p className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-600 dark:text-slate-300">
        <span>
          <span aria-hidden="true" className="font-bold text-slate-500">
            →{' '}
          </span>
          {t('public:conceptMap.legendPrerequisite')}
        </span>
        <span>
          <span aria-hidden="true" className="font-bold text-sky-600 dark:text-sky-400">
            ┄{' '}
          </span>
          {t('public:conceptMap.legendRelated')}
        </span>
      </p>
    </section>
  )
}
