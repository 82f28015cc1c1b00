import { describe, expect, test } from 'vitest'
import { checkRichText } from '#app/schemas/rich-text.ts'
import { renderRichText } from './rich-text.server.ts'

const rondo = {
  version: 1,
  pitch: 'half',
  title: 'Rondo 4 contra 2',
  objects: [
    { id: 'p1', type: 'player', team: 'home', number: 4, x: 10, y: 20 },
    { id: 'p2', type: 'player', team: 'away', number: 7, x: 14, y: 22 },
    {
      id: 'a1',
      type: 'arrow',
      kind: 'pass',
      points: [
        { x: 10, y: 20 },
        { x: 20, y: 20 },
      ],
    },
  ],
}
const diagramNode = (diagram: unknown) => ({ type: 'pitchDiagram', attrs: { diagram } })
const doc = (...content: unknown[]) => ({ type: 'doc', content })

describe('pitch diagrams in rich text', () => {
  test('a document may embed diagrams; a bad one is refused with the diagram’s own message', () => {
    expect(checkRichText(doc(diagramNode(rondo))).success).toBe(true)
    const scripted = { ...rondo, objects: [{ ...rondo.objects[0], label: '<img src=x onerror=alert(1)>' }] }
    expect(checkRichText(doc(diagramNode(scripted)))).toEqual({
      success: false,
      error: 'pitch:errors.labelMarkup',
    })
    expect(checkRichText(doc({ type: 'pitchDiagram', attrs: { diagram: rondo, html: '<b>' } })).success).toBe(
      false,
    )
  })

  test('pages show it as inline SVG with a title and a Spanish text alternative, no script', () => {
    const html = renderRichText(doc(diagramNode(rondo)))
    expect(html).toMatch(/^<figure class="pitch-diagram"><svg /)
    expect(html).toContain('Rondo 4 contra 2</title>')
    expect(html).toContain('Medio campo. Equipo local, jugadores: 1 (dorsales 4)')
    expect(html).not.toMatch(/<script|\son[a-z]+=|javascript:/i)
  })

  test('two diagrams in one document never share an id', () => {
    const html = renderRichText(doc(diagramNode(rondo), { type: 'paragraph' }, diagramNode(rondo)))
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((match) => match[1])
    expect(ids).toHaveLength(6)
    expect(new Set(ids).size).toBe(6)
    for (const reference of html.matchAll(/(?:aria-labelledby|aria-describedby)="([^"]+)"|url\(#([^)]+)\)/g))
      expect(ids).toContain(reference[1] ?? reference[2])
  })

  test('stored attributes that are not a valid diagram render nothing', () => {
    expect(renderRichText(doc(diagramNode({ ...rondo, pitch: 'moon' })))).toBe('')
    expect(renderRichText(doc(diagramNode('<svg onload=alert(1)>')))).toBe('')
    expect(renderRichText(doc({ type: 'pitchDiagram' }))).toBe('')
  })

  test('an animated diagram shows its key frames side by side, with its JSON for the player', () => {
    const moving = { ...rondo, frames: [{ id: 'f1', positions: { p2: { x: 20, y: 22 } } }] }
    const html = renderRichText(doc(diagramNode(moving)))
    expect(html).toMatch(/^<figure class="pitch-diagram" data-pitch-animation="\{&quot;version&quot;:1/)
    expect(html.match(/<svg /g)).toHaveLength(2)
    expect(html).toContain('<figcaption>Posición inicial</figcaption>')
    expect(html).toContain('<figcaption>Fotograma 1</figcaption>')
    expect(html).toContain('translate(20 22)')
  })
})
