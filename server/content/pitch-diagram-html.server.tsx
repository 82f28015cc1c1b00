import { createHash } from 'node:crypto'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nProvider } from '#app/i18n/react.tsx'
import { frameCount } from '#app/components/pitch/frames.ts'
import { PitchDiagram } from '#app/components/pitch/pitch-diagram.tsx'
import { DiagramSchema } from '#app/schemas/diagram.ts'
import { i18nFor } from '../i18n/i18n.server.ts'

/**
 * A diagram embedded in a post or concept, as static inline SVG (no script on the page): the same
 * component the editor previews with. The text alternative is in Spanish, the content's language.
 * Its ids start from the diagram's hash and its place in the document, so two diagrams on one page
 * never share an id. An animated diagram shows its key frames side by side, with its JSON for the
 * player that takes their place in the browser (see mount-players.tsx). An attribute that is not a
 * valid diagram renders nothing.
 */
export function renderPitchDiagram(attrs: Record<string, unknown>, position: number): string {
  const parsed = DiagramSchema.safeParse(attrs.diagram)
  if (!parsed.success) return ''
  const diagram = parsed.data
  const hash = createHash('sha256').update(JSON.stringify(diagram)).digest('hex').slice(0, 8)
  const i18n = i18nFor('es')
  const t = i18n.getFixedT('es')
  const prefix = `pd-${hash}-${position}`
  const frames = frameCount(diagram)
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      {frames === 1 ? (
        <figure className="pitch-diagram">
          <PitchDiagram diagram={diagram} idPrefix={prefix} className="w-full rounded-2xl" />
          {diagram.title ? <figcaption>{diagram.title}</figcaption> : null}
        </figure>
      ) : (
        <figure className="pitch-diagram" data-pitch-animation={JSON.stringify(diagram)}>
          <div className="pitch-frames">
            {Array.from({ length: frames }, (_, frame) => (
              <figure key={frame}>
                <PitchDiagram
                  diagram={diagram}
                  frame={frame}
                  idPrefix={`${prefix}-${frame}`}
                  className="w-full rounded-2xl"
                />
                <figcaption>
                  {frame === 0 ? t('pitch:editor.startFrame') : t('pitch:editor.frame', { n: frame })}
                </figcaption>
              </figure>
            ))}
          </div>
          {diagram.title ? <figcaption>{diagram.title}</figcaption> : null}
        </figure>
      )}
    </I18nProvider>,
  )
}
