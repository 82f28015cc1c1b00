import { createRoot } from 'react-dom/client'
import { I18nProvider, type I18n } from '#app/i18n/react.tsx'
import { parseDiagramJson } from '#app/schemas/diagram.ts'
import { PitchPlayer } from './pitch-player.tsx'

/**
 * Turns the animated diagrams of a rich-text body into players. The server sent each one's frames
 * side by side (what a page without script, or with reduced motion, shows) and the diagram's JSON;
 * this replaces the frames by a player. Returns the undo, for when the body goes away.
 */
export async function mountPlayers(body: HTMLElement, i18n: I18n): Promise<() => void> {
  await i18n.loadNamespaces('pitch')
  const mounted = [...body.querySelectorAll<HTMLElement>('figure[data-pitch-animation]')].flatMap(
    (figure) => {
      const parsed = parseDiagramJson(figure.dataset.pitchAnimation ?? '')
      const frames = figure.querySelector('.pitch-frames')
      if (!parsed.success || !frames) return []
      const container = document.createElement('div')
      frames.replaceWith(container)
      const root = createRoot(container)
      root.render(
        <I18nProvider i18n={i18n}>
          <PitchPlayer diagram={parsed.diagram} />
        </I18nProvider>,
      )
      return [{ root, container, frames }]
    },
  )
  return () =>
    mounted.forEach(({ root, container, frames }) => {
      root.unmount()
      container.replaceWith(frames)
    })
}
