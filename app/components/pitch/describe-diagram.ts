import type { TFunction } from 'i18next'
import type { Diagram, DiagramObjectType } from '#app/schemas/diagram.ts'
import { arrowKinds } from '#app/schemas/diagram-values.ts'

/** React escapes the text it renders; i18next escaping it too would show "&amp;". */
const RAW = { interpolation: { escapeValue: false } }

const COUNTED: Exclude<DiagramObjectType, 'player' | 'arrow' | 'text'>[] = [
  'cone',
  'ball',
  'pole',
  'goal',
  'zone',
]

/**
 * The text alternative of a diagram for screen readers and for pages without images: the coach's own
 * description when there is one, else what is drawn (view, players per team with their numbers,
 * equipment, arrows by kind, written labels).
 */
export function describeDiagram(diagram: Diagram, t: TFunction<'pitch'>): string {
  if (diagram.description) return diagram.description
  const sentences = [t(`pitch:views.${diagram.pitch}`)]
  for (const team of ['home', 'away'] as const) {
    const players = diagram.objects.filter((object) => object.type === 'player' && object.team === team)
    if (players.length === 0) continue
    const numbers = players.flatMap((player) =>
      player.type === 'player' && player.number ? [player.number] : [],
    )
    sentences.push(
      t('pitch:describe.team', { team: t(`pitch:teams.${team}`), count: players.length }) +
        (numbers.length ? ` ${t('pitch:describe.numbers', { numbers: numbers.join(', ') })}` : ''),
    )
  }
  const counts = COUNTED.flatMap((type) => {
    const count = diagram.objects.filter((object) => object.type === type).length
    return count ? [t('pitch:describe.count', { name: t(`pitch:objects.${type}`), count })] : []
  })
  if (counts.length) sentences.push(counts.join('; '))
  const arrows = arrowKinds.flatMap((kind) => {
    const count = diagram.objects.filter((object) => object.type === 'arrow' && object.kind === kind).length
    return count ? [t('pitch:describe.count', { name: t(`pitch:arrows.${kind}`), count })] : []
  })
  if (arrows.length) sentences.push(arrows.join('; '))
  const texts = diagram.objects.flatMap((object) => (object.type === 'text' ? [object.text] : []))
  if (texts.length) sentences.push(t('pitch:describe.texts', { texts: texts.join(' · '), ...RAW }))
  return sentences.join('. ') + '.'
}
