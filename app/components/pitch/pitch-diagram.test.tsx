import fs from 'node:fs'
import i18next from 'i18next'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nProvider } from '#app/i18n/react.tsx'
import { describe, expect, test } from 'vitest'
import { DiagramSchema, type DiagramInput } from '#app/schemas/diagram.ts'
import { describeDiagram } from './describe-diagram.ts'
import { objectsAtFrame, objectsBetween } from './frames.ts'
import { PitchDiagram } from './pitch-diagram.tsx'

const es: Record<string, unknown> = JSON.parse(fs.readFileSync('public/locales/es/pitch.json', 'utf8'))
const i18n = i18next.createInstance()
await i18n.init({ lng: 'es', resources: { es: { pitch: es } }, ns: ['pitch'], defaultNS: 'pitch' })
const t = i18n.getFixedT('es', 'pitch')

const salida = DiagramSchema.parse({
  version: 1,
  pitch: 'full',
  title: 'Salida de balón',
  objects: [
    { id: 'gk', type: 'player', team: 'home', number: 1, x: 3, y: 34 },
    { id: 'cb', type: 'player', team: 'home', number: 4, x: 12, y: 25, label: 'Central' },
    { id: 'st', type: 'player', team: 'away', number: 9, x: 20, y: 30 },
    { id: 'ball', type: 'ball', x: 4, y: 34 },
    { id: 'c1', type: 'cone', x: 30, y: 10 },
    { id: 'c2', type: 'cone', x: 30, y: 58 },
    { id: 'g', type: 'goal', size: 'mini', x: 50, y: 34, rotation: 90 },
    { id: 'z', type: 'zone', shape: 'ellipse', x: 20, y: 34, width: 20, height: 30, label: 'Zona 1' },
    {
      id: 'pass',
      type: 'arrow',
      kind: 'pass',
      points: [
        { x: 3, y: 34 },
        { x: 12, y: 25 },
      ],
    },
    {
      id: 'drive',
      type: 'arrow',
      kind: 'dribble',
      points: [
        { x: 12, y: 25 },
        { x: 25, y: 20 },
      ],
    },
    { id: 'note', type: 'text', x: 52, y: 5, text: 'Fijar & "atraer"' },
  ],
  frames: [
    { id: 'f1', positions: { st: { x: 14, y: 27 } } },
    { id: 'f2', positions: { ball: { x: 12, y: 25 } } },
  ],
} satisfies DiagramInput)

const render = (node: React.ReactNode) =>
  renderToStaticMarkup(<I18nProvider i18n={i18n}>{node}</I18nProvider>)

describe('pitch diagram, read-only', () => {
  test('is one labelled SVG image: title and a text alternative describing what is drawn', () => {
    const html = render(<PitchDiagram diagram={salida} />)
    expect(html.startsWith('<svg')).toBe(true)
    expect(html).toMatch(/role="img"/)
    expect(html).toContain('<title id="')
    expect(html).toContain('Salida de balón</title>')
    const description = describeDiagram(salida, t)
    expect(description).toBe(
      'Campo completo. Equipo local, jugadores: 2 (dorsales 1, 4). Equipo visitante, jugadores: 1 (dorsales 9). ' +
        'Conos: 2; Balones: 1; Porterías: 1; Zonas: 1. Pases: 1; Conducciones: 1. Textos: Fijar & "atraer".',
    )
    expect(html).toContain('Conos: 2; Balones: 1')
  })

  test("the coach's own description wins over the generated one", () => {
    expect(describeDiagram({ ...salida, description: 'El portero juega con el central.' }, t)).toBe(
      'El portero juega con el central.',
    )
  })

  test('labels and texts are escaped text, never markup; no script or event attribute anywhere', () => {
    const html = render(<PitchDiagram diagram={salida} />)
    expect(html).toContain('Fijar &amp; &quot;atraer&quot;')
    expect(html).toContain('>Central</text>')
    expect(html).not.toMatch(/<script|\son[a-z]+=|javascript:/i)
  })

  test('draws every object: players with numbers, arrows with heads, a wavy dribble', () => {
    const html = render(<PitchDiagram diagram={salida} />)
    expect(html.match(/<circle r="1.3"/g)).toHaveLength(3)
    for (const number of ['>1</text>', '>4</text>', '>9</text>']) expect(html).toContain(number)
    expect(html.match(/marker-end="url\(#/g)).toHaveLength(2)
    const paths = [...html.matchAll(/<path d="(M [^"]+)"[^>]*marker-end/g)].map((m) => m[1]!)
    expect(paths[0]!.split('L')).toHaveLength(2) // the pass: straight
    expect(paths[1]!.split('L').length).toBeGreaterThan(5) // the dribble: a wave
    expect(html).toContain('<ellipse')
  })

  test('key frames move the listed objects and keep the rest where they were', () => {
    const at = (frame: number, id: string) => objectsAtFrame(salida, frame).find((o) => o.id === id)
    expect(at(0, 'st')).toMatchObject({ x: 20, y: 30 })
    expect(at(1, 'st')).toMatchObject({ x: 14, y: 27 })
    expect(at(1, 'ball')).toMatchObject({ x: 4, y: 34 })
    expect(at(2, 'st')).toMatchObject({ x: 14, y: 27 })
    expect(at(2, 'ball')).toMatchObject({ x: 12, y: 25 })
    expect(at(99, 'ball')).toEqual(at(2, 'ball'))
    expect(render(<PitchDiagram diagram={salida} frame={1} />)).toContain('translate(14 27)')
  })

  test('two diagrams on one page keep their own ids (titles and arrowheads do not collide)', () => {
    const html = render(
      <>
        <PitchDiagram diagram={salida} />
        <PitchDiagram diagram={{ ...salida, pitch: 'penalty', objects: [], frames: [] }} />
      </>,
    )
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1])
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids.length).toBe(6)
  })

  test('between key frames objects move in proportion; arrows stay', () => {
    const at = (position: number, id: string) => objectsBetween(salida, position).find((o) => o.id === id)
    expect(at(0.5, 'st')).toMatchObject({ x: 17, y: 28.5 })
    expect(at(0.25, 'ball')).toMatchObject({ x: 4, y: 34 })
    expect(at(1.5, 'ball')).toMatchObject({ x: 8, y: 29.5 })
    expect(at(1.5, 'pass')).toEqual(salida.objects.find((o) => o.id === 'pass'))
    expect(objectsBetween(salida, 2)).toEqual(objectsAtFrame(salida, 2))
  })
})
