import { useCallback, useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import type { Route } from './+types/session-timer'
import { linkClass } from '#app/components/admin/styles.ts'
import { PitchDiagram } from '#app/components/pitch/pitch-diagram.tsx'
import { PHASE_LABEL } from '#app/components/sessions/session-sheet.tsx'
import { useStoredValue } from '#app/components/sessions/use-stored-value.ts'
import {
  addMinute,
  advance,
  clockText,
  initialTimer,
  leftAt,
  pause,
  restoredTimer,
  skip,
  start,
  type TimerState,
} from '#app/components/sessions/timer-state.ts'
import { blockEndSignal, useWakeLock } from '#app/components/sessions/use-wake-lock.ts'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { usePitchSync } from '#app/pwa/use-pitch-sync.ts'
import { titleMeta } from '#app/site.ts'
import { ownSessionOf } from '#server/sessions/session-route.server.ts'

export const handle: I18nHandle = { i18n: ['sessions', 'pitch', 'drills'] }

/** The owner's session at the pitch: each block in turn with a countdown (issue 34). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { session } = await ownSessionOf(request, params)
  return {
    title: session.title,
    session: {
      id: session.id,
      title: session.title,
      forPitch: session.forPitch,
      blocks: session.blocks.map((block) => ({
        id: block.id,
        phase: block.phase,
        title: block.title,
        minutes: block.minutes,
        notes: block.notes,
        diagram: block.diagrams[0] ?? null,
        coachingPoints: block.coachingPoints,
      })),
    },
  }
}

export const meta: Route.MetaFunction = ({ data, matches }) => [...titleMeta(data?.title, matches)]

const CONTRAST_KEY = 'session-timer:contrast'
const bigButton =
  'min-h-16 flex-1 rounded-2xl px-4 text-lg font-bold focus-visible:outline-4 focus-visible:outline-offset-2'

export default function SessionTimer({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { session } = loaderData
  const blocks = session.blocks
  // Seen online, a session for the pitch refreshes its copy on the device.
  usePitchSync([session])
  // The clock lives in the browser's storage: a reload or a locked phone finds it where it was.
  const [saved, save] = useStoredValue(`session-timer:${session.id}`)
  const [contrastSetting, saveContrast] = useStoredValue(CONTRAST_KEY)
  const contrast = contrastSetting === 'on'
  const [now, setNow] = useState(() => Date.now())
  const [announcement, setAnnouncement] = useState('')
  const audio = useRef<AudioContext | undefined>(undefined)

  /** The clock as stored, moved on to `moment` (blocks whose end went by are passed). */
  const clockAt = useCallback(
    (moment: number) =>
      advance(restoredTimer(localStorage.getItem(`session-timer:${session.id}`), blocks), blocks, moment),
    [blocks, session.id],
  )
  const state = advance(restoredTimer(saved, blocks), blocks, now).state

  const announceBlock = useCallback(
    (next: TimerState) => {
      const block = blocks[next.index]
      setAnnouncement(
        next.done
          ? t('sessions:timer.done')
          : block
            ? t('sessions:timer.blockStarts', { title: block.title, minutes: block.minutes })
            : '',
      )
    },
    [blocks, t],
  )

  useEffect(() => {
    if (!state.running) return
    const tick = () => {
      const moment = Date.now()
      const { state: next, ended } = clockAt(moment)
      if (ended) {
        save(JSON.stringify(next))
        blockEndSignal(audio.current)
        announceBlock(next)
      }
      setNow(moment)
    }
    const timer = setInterval(tick, 250)
    return () => clearInterval(timer)
  }, [state.running, clockAt, save, announceBlock])

  useWakeLock(state.running)

  const act = (change: (current: TimerState, moment: number) => TimerState, announce = false) => {
    const moment = Date.now()
    audio.current ??= typeof AudioContext === 'undefined' ? undefined : new AudioContext()
    const next = change(clockAt(moment).state, moment)
    save(JSON.stringify(next))
    setNow(moment)
    if (announce) announceBlock(next)
  }
  const toggleContrast = () => saveContrast(contrast ? 'off' : 'on')

  const block = blocks[state.index]
  const following = blocks[state.index + 1]
  const left = leftAt(state, now)
  const theme = contrast
    ? 'bg-black text-yellow-300 [&_a]:text-yellow-300'
    : 'bg-white text-slate-900 dark:bg-slate-950 dark:text-slate-100'
  const primary = contrast
    ? 'bg-yellow-300 text-black focus-visible:outline-white'
    : 'bg-emerald-700 text-white hover:bg-emerald-800 focus-visible:outline-emerald-700'
  const secondary = contrast
    ? 'border-2 border-yellow-300 text-yellow-300 focus-visible:outline-white'
    : 'border-2 border-slate-300 text-slate-900 hover:bg-slate-100 focus-visible:outline-emerald-700 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800'

  return (
    <main className={`flex min-h-[calc(100dvh-4rem)] flex-col gap-6 px-4 py-6 sm:px-6 ${theme}`}>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <Link to={`/account/sessions/${session.id}`} className={contrast ? 'underline' : linkClass}>
          {t('sessions:backToEditor')}
        </Link>
        <label className="inline-flex items-center gap-2 font-semibold">
          <input type="checkbox" checked={contrast} onChange={toggleContrast} className="size-5" />
          {t('sessions:timer.contrast')}
        </label>
      </div>
      <h1 className="text-xl font-bold">{t('sessions:timer.title', { title: session.title })}</h1>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>

      {state.done || !block ? (
        <p className="text-4xl font-extrabold">{t('sessions:timer.done')}</p>
      ) : (
        <section aria-labelledby="timer-block" className="flex flex-1 flex-col gap-4">
          <p className="text-lg font-semibold">
            {t('sessions:timer.block', { n: state.index + 1, total: blocks.length })} ·{' '}
            {t(PHASE_LABEL[block.phase])}
          </p>
          <h2 id="timer-block" className="text-4xl font-extrabold sm:text-5xl" lang="es" dir="auto">
            {block.title}
          </h2>
          <p
            role="timer"
            aria-label={t('sessions:timer.left')}
            className="text-8xl font-black tabular-nums sm:text-9xl"
          >
            {clockText(left)}
          </p>
          <p className="text-lg">
            {following
              ? t('sessions:timer.next', { title: following.title, minutes: following.minutes })
              : t('sessions:timer.last')}
          </p>
          <div className="grid gap-4 lg:grid-cols-2">
            {block.diagram ? (
              <PitchDiagram diagram={block.diagram} className="h-auto w-full max-w-xl rounded-xl" />
            ) : null}
            <div className="space-y-3 text-xl">
              {block.coachingPoints.length ? (
                <>
                  <h3 className="font-bold">{t('drills:fields.coachingPoints')}</h3>
                  <ul className="list-disc space-y-1 ps-6" lang="es">
                    {block.coachingPoints.map((point) => (
                      <li key={point}>{point}</li>
                    ))}
                  </ul>
                </>
              ) : null}
              {block.notes ? (
                <p lang="es" dir="auto">
                  {block.notes}
                </p>
              ) : null}
            </div>
          </div>
        </section>
      )}

      {/* The controls at the bottom, big enough for a thumb. */}
      <div className="sticky bottom-0 flex flex-wrap gap-3 pb-2">
        {state.done ? (
          <button
            type="button"
            className={`${bigButton} ${primary}`}
            onClick={() => act(() => initialTimer(blocks), true)}
          >
            {t('sessions:timer.restart')}
          </button>
        ) : (
          <>
            <button
              type="button"
              className={`${bigButton} ${primary}`}
              onClick={() =>
                act((current, moment) => (current.running ? pause(current, moment) : start(current, moment)))
              }
            >
              {state.running
                ? t('sessions:timer.pause')
                : state.leftMs !== (block?.minutes ?? 0) * 60_000 || state.index > 0
                  ? t('sessions:timer.resume')
                  : t('sessions:timer.start')}
            </button>
            <button type="button" className={`${bigButton} ${secondary}`} onClick={() => act(addMinute)}>
              {t('sessions:timer.addMinute')}
            </button>
            <button
              type="button"
              className={`${bigButton} ${secondary}`}
              onClick={() => act((current, moment) => skip(current, blocks, moment), true)}
            >
              {t('sessions:timer.skip')}
            </button>
          </>
        )}
      </div>
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
