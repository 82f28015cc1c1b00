import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import type { Diagram } from '#app/schemas/diagram.ts'
import { downloadPng } from './download-png.ts'
import { frameCount } from './frames.ts'
import { PitchDiagram } from './pitch-diagram.tsx'
import { ToolButton } from './tool-button.tsx'

const SPEEDS = [0.5, 1, 2] as const
/** Seconds from one key frame to the next at normal speed. */
const SECONDS_PER_FRAME = 1.5

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

const subscribeToMotion = (change: () => void) => {
  const query = window.matchMedia(REDUCED_MOTION)
  query.addEventListener('change', change)
  return () => query.removeEventListener('change', change)
}

/** The visitor's motion preference, followed live; the server never renders the player. */
const usePrefersReducedMotion = () =>
  useSyncExternalStore(
    subscribeToMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  )

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'diagrama'

/**
 * An animated diagram on a page: the players move from key frame to key frame, with play, pause,
 * step and speed, and the frame on screen can be saved as PNG. With reduced motion asked for, the
 * frames stand side by side instead, each with its own download.
 */
export function PitchPlayer({ diagram }: { diagram: Diagram }) {
  const { t } = useTranslation('pitch')
  const reduced = usePrefersReducedMotion()
  const last = frameCount(diagram) - 1
  const [position, setPosition] = useState(0)
  const [playing, setPlaying] = useState(false)
  const [speed, setSpeed] = useState<(typeof SPEEDS)[number]>(1)
  const drawing = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!playing) return
    let previous = performance.now()
    let request = requestAnimationFrame(function tick(now) {
      const step = ((now - previous) / 1000 / SECONDS_PER_FRAME) * speed
      previous = now
      setPosition((current) => Math.min(last, current + step))
      request = requestAnimationFrame(tick)
    })
    return () => cancelAnimationFrame(request)
  }, [playing, speed, last])

  useEffect(() => {
    if (playing && position >= last) setPlaying(false)
  }, [playing, position, last])

  const name = slug(diagram.title)
  const save = (container: HTMLElement | null, frame: number) => {
    const svg = container?.querySelector('svg')
    if (svg) void downloadPng(svg, `${name}-${frame}.png`)
  }
  const frameName = (frame: number) =>
    frame === 0 ? t('pitch:editor.startFrame') : t('pitch:editor.frame', { n: frame })

  if (reduced)
    return (
      <div className="pitch-frames">
        {Array.from({ length: last + 1 }, (_, frame) => (
          <figure key={frame}>
            <div>
              <PitchDiagram diagram={diagram} frame={frame} className="w-full rounded-2xl" />
            </div>
            <figcaption className="flex items-center justify-between gap-2">
              {frameName(frame)}
              <ToolButton onClick={(event) => save(event.currentTarget.closest('figure'), frame)}>
                {t('pitch:player.download')}
              </ToolButton>
            </figcaption>
          </figure>
        ))}
      </div>
    )

  const frame = Math.round(position)
  const play = () => {
    if (position >= last) setPosition(0)
    setPlaying(true)
  }
  return (
    <div className="grid gap-2">
      <div ref={drawing}>
        <PitchDiagram diagram={diagram} frame={position} className="w-full rounded-2xl" />
      </div>
      <div
        role="group"
        aria-label={t('pitch:player.controls')}
        className="flex flex-wrap items-center gap-1.5"
      >
        <ToolButton
          disabled={playing || position <= 0}
          onClick={() => setPosition(Math.max(0, Math.ceil(position) - 1))}
        >
          {t('pitch:player.previous')}
        </ToolButton>
        <ToolButton onClick={() => (playing ? setPlaying(false) : play())}>
          {playing ? t('pitch:player.pause') : t('pitch:player.play')}
        </ToolButton>
        <ToolButton
          disabled={playing || position >= last}
          onClick={() => setPosition(Math.min(last, Math.floor(position) + 1))}
        >
          {t('pitch:player.next')}
        </ToolButton>
        <label className="inline-flex items-center gap-1.5 text-sm text-slate-700 dark:text-slate-200">
          {t('pitch:player.speed')}
          <select
            className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-600 dark:bg-slate-900"
            value={speed}
            onChange={(event) => setSpeed(SPEEDS.find((value) => String(value) === event.target.value) ?? 1)}
          >
            {SPEEDS.map((value) => (
              <option key={value} value={value}>
                {t('pitch:player.times', { speed: value })}
              </option>
            ))}
          </select>
        </label>
        <ToolButton disabled={playing} onClick={() => save(drawing.current, frame)}>
          {t('pitch:player.download')}
        </ToolButton>
        <p aria-live="polite" className="text-sm text-slate-600 dark:text-slate-300">
          {playing
            ? ''
            : t('pitch:player.frameOf', { name: frameName(frame), n: frame + 1, total: last + 1 })}
        </p>
      </div>
    </div>
  )
}
