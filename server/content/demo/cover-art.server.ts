/**
 * Deterministic, self-contained SVG cover illustrations for demo posts.
 * No text, fonts, images or scripts: a gradient background plus a flat vector motif.
 * The title only seeds the variation (positions, angles…); it is never rendered.
 */

export const coverMotifs = ['pitch', 'rondo', 'pressing', 'cones', 'ball', 'tactics'] as const
export type CoverMotif = (typeof coverMotifs)[number]
/** `colors`: gradient start and end, as hex (#rgb or #rrggbb). */
export type CoverTheme = { colors: [string, string]; motif: CoverMotif }

type Pt = [number, number]

const INK = '#1f2937'
// Full pitch markings in metres (105 × 68): touchlines, halfway line, areas, penalty arcs, goals.
const PITCH =
  'M0 0H105V68H0ZM52.5 0V68M0 13.84h16.5v40.32H0M105 13.84h-16.5v40.32H105M0 24.84h5.5v18.32H0M105 24.84h-5.5v18.32H105' +
  'M16.5 26.69A9.15 9.15 0 0 1 16.5 41.31M88.5 26.69A9.15 9.15 0 0 0 88.5 41.31M0 30.34h-1.6v7.32H0M105 30.34h1.6v7.32H105'
const STRIPES = 'M0 0h10.5v68H0ZM21 0h10.5v68H21ZM42 0h10.5v68H42ZM63 0h10.5v68H63ZM84 0h10.5v68H84Z'
const SPOTS = [52.5, 11, 94].map((x) => `<circle cx="${x}" cy="34" r=".5"/>`).join('')

const n = (v: number): string => String(Math.round(v * 10) / 10)
const xy = ([x, y]: Pt): string => `${n(x)} ${n(y)}`
const color = (c: string, fallback: string): string => (/^#(?:[0-9a-f]{3}){1,2}$/i.test(c) ? c : fallback)
const polar = ([cx, cy]: Pt, r: number, deg: number): Pt => {
  const rad = (deg * Math.PI) / 180
  return [cx + r * Math.cos(rad), cy + r * Math.sin(rad)]
}
const circle = ([x, y]: Pt, r: number, attrs: string): string =>
  `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" ${attrs}/>`
const ellipse = ([x, y]: Pt, rx: number, ry: number, opacity: number): string =>
  `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(ry)}" fill="#000" opacity="${opacity}"/>`
const path = (d: string, attrs: string): string => `<path d="${d}" ${attrs}/>`
const segment = (a: Pt, b: Pt, attrs: string): string => path(`M${xy(a)}L${xy(b)}`, attrs)
const pentagon = (c: Pt, r: number, rot: number): string => {
  const points = [0, 72, 144, 216, 288].map((a) => xy(polar(c, r, rot + a)))
  return `<polygon points="${points.join(' ')}" fill="${INK}"/>`
}

const spots = (list: string): Pt[] => list.split(' ').map((p) => p.split(',').map(Number) as Pt)
const stop = (o: number, c: string, a = 1): string =>
  `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`

/** FNV-1a hash of the text feeding a mulberry32 generator: same input → same picture. */
function random(text: string): () => number {
  let a = 0x811c9dc5
  for (let k = 0; k < text.length; k++) a = Math.imul(a ^ text.charCodeAt(k), 0x01000193)
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function coverSvg(theme: CoverTheme, title: string, width = 1200, height = 630): string {
  const [W, H] = [Math.max(16, Math.round(width)), Math.max(16, Math.round(height))]
  const [c0, c1] = [color(theme.colors[0], '#14532d'), color(theme.colors[1], '#22c55e')]
  const rnd = random(`${theme.motif}|${title}`)
  const jit = (amount: number): number => (rnd() - 0.5) * 2 * amount
  const id = `cv${Math.floor(rnd() * 2 ** 32).toString(36)}` // unique-ish ids when several SVGs are inlined
  const u = Math.min(W / 1200, H / 630)
  const out: string[] = []

  // Pitch fitted to the canvas; P maps metres to pixels.
  const sc = Math.min((W * 0.86) / 105, (H * 0.82) / 68)
  const P = (x: number, y: number): Pt => [(W - 105 * sc) / 2 + x * sc, (H - 68 * sc) / 2 + y * sc]
  const pitch = (opacity: number): string => {
    const stroke = `fill="none" stroke="#fff" stroke-width="${((2.6 * u) / sc).toFixed(3)}"`
    return (
      `<g transform="translate(${xy(P(0, 0))}) scale(${sc.toFixed(4)})" opacity="${opacity}" fill="#fff">` +
      `${path(STRIPES, 'opacity=".06"')}${path(PITCH, stroke)}<circle cx="52.5" cy="34" r="9.15" ${stroke}/>${SPOTS}</g>`
    )
  }

  const line = (w: number, dash = 0, gap = dash, fill = 'none'): string =>
    `fill="${fill}" stroke="#fff" stroke-width="${n(w * u)}" stroke-linecap="round"` +
    (dash ? ` stroke-dasharray="${n(dash * u)} ${n(gap * u)}"` : '')
  const ball = (c: Pt, r = 11 * u): string =>
    circle(c, r, `fill="#fff" stroke="${INK}" stroke-width="${n(r * 0.18)}"`) + pentagon(c, r * 0.42, -90)
  const player = ([x, y]: Pt, rival = false): string => {
    const look = rival ? `fill="${c0}" stroke="#fff" stroke-width="${n(6 * u)}"` : 'fill="#fff"'
    return ellipse([x, y + 22 * u], 17 * u, 5 * u, 0.18) + circle([x, y], (rival ? 14 : 16) * u, look)
  }
  const arrow = (a: Pt, b: Pt, dash = 0, bend = 0, gap = 28 * u): string => {
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1
    const [dx, dy] = [(b[0] - a[0]) / len, (b[1] - a[1]) / len]
    const s: Pt = [a[0] + dx * gap, a[1] + dy * gap]
    const e: Pt = [b[0] - dx * gap, b[1] - dy * gap]
    const q: Pt = [(s[0] + e[0]) / 2 - dy * bend * len, (s[1] + e[1]) / 2 + dx * bend * len]
    return path(`M${xy(s)}Q${xy(q)} ${xy(e)}`, `${line(4, dash)} marker-end="url(#${id}-a)" opacity=".9"`)
  }
  const cone = ([x, y]: Pt): string => {
    const side = (t: number, dir: number): string => xy([x + dir * (20 - 14 * t) * u, y - (4 + 58 * t) * u])
    const band = (t0: number, t1: number): string =>
      `M${side(t0, -1)}L${side(t1, -1)}L${side(t1, 1)}L${side(t0, 1)}Z`
    return (
      ellipse([x, y + 4 * u], 34 * u, 8 * u, 0.2) +
      `<rect x="${n(x - 28 * u)}" y="${n(y - 5 * u)}" width="${n(56 * u)}" height="${n(9 * u)}" rx="${n(3 * u)}" fill="#ea580c"/>` +
      path(band(0, 1), 'fill="#f97316"') +
      path(band(0.42, 0.6), 'fill="#fff" opacity=".9"')
    )
  }

  out.push(pitch(theme.motif === 'pitch' ? 0.75 : theme.motif === 'tactics' ? 0.5 : 0.12))
  if (theme.motif === 'pitch') {
    const [passer, shooter] = [P(24 + jit(8), 34 + jit(22)), P(58 + jit(10), 34 + jit(16))]
    const goal = P(103, 34 + jit(2.5))
    out.push(arrow(passer, shooter, 0, jit(0.15)), arrow(shooter, goal, 12, jit(0.1), 30 * u))
    out.push(player(passer), player(shooter), ball([shooter[0] + 20 * u, shooter[1] + 16 * u]))
  } else if (theme.motif === 'rondo') {
    const centre: Pt = [W / 2 + jit(W * 0.06), H / 2]
    const R = H * 0.3
    const [count, a0] = [5 + Math.floor(rnd() * 3), rnd() * 360]
    const at = (k: number): Pt => polar(centre, R, a0 + ((k % count) * 360) / count)
    const f = Math.floor(rnd() * count)
    out.push(circle(centre, R + 48 * u, `${line(3, 8, 8, '#fff')} fill-opacity=".06" opacity=".6"`))
    out.push(arrow(at(f), at(f + 2)), arrow(at(f + 2), at(f + 3), 0, -0.12), arrow(at(f + 3), at(f + 5), 12))
    for (let k = 0; k < count; k++) out.push(player(at(k)))
    out.push(player([centre[0] + jit(50 * u), H / 2 - 30 * u], true))
    out.push(player([centre[0] + jit(50 * u), H / 2 + 34 * u], true))
    const [fx, fy] = at(f)
    out.push(ball([fx + (centre[0] - fx) * 0.16, fy + (centre[1] - fy) * 0.16 + 18 * u]))
  } else if (theme.motif === 'pressing') {
    const carrier: Pt = [W / 2 + jit(W * 0.06), H / 2 + jit(H * 0.05)]
    const a0 = rnd() * 360
    out.push(circle(carrier, 95 * u, `${line(3, 10, 10, '#fff')} fill-opacity=".1" opacity=".7"`))
    for (let k = 0; k < 3; k++) {
      const [mx, my] = polar([0, 0], H * 0.36, a0 + k * 120 + jit(25))
      const mate: Pt = [carrier[0] + mx * Math.min(1.6, (0.8 * W) / H), carrier[1] + my]
      const presser: Pt = [carrier[0] + mx * 0.75 + my * 0.12, carrier[1] + my * 0.55 - mx * 0.08]
      out.push(segment(carrier, mate, `${line(3, 3, 9)} opacity=".45"`), player(mate), player(presser, true))
      out.push(arrow(presser, carrier, 0, jit(0.15), 30 * u))
    }
    out.push(player(carrier), ball([carrier[0] + 20 * u, carrier[1] + 16 * u]))
  } else if (theme.motif === 'cones') {
    const [base, swing] = [H * 0.6 + jit(H * 0.04), (60 + rnd() * 25) * u]
    const xs = [0, 1, 2, 3, 4, 5].map((k) => W * (0.2 + k * 0.12))
    const end: Pt = [W * 0.94, base - 20 * u]
    const way = xs.map((x, k): Pt => [x, base - 20 * u + (k % 2 ? swing : -swing)])
    way.unshift([W * 0.08, base - 10 * u])
    const d = way.map((p, k) => {
      const next = way[k + 1] ?? end
      return k ? `Q${xy(p)} ${xy([(p[0] + next[0]) / 2, (p[1] + next[1]) / 2])}` : `M${xy(p)}`
    })
    out.push(path(`${d.join('')}L${xy(end)}`, `${line(4, 12)} marker-end="url(#${id}-a)" opacity=".85"`))
    out.push(...xs.map((x, k) => cone([x, base + (k % 2) * 6 * u + jit(4 * u)])))
    out.push(ball([W * 0.08, base - 8 * u], 20 * u))
  } else if (theme.motif === 'ball') {
    const [R, rot] = [H * 0.27, rnd() * 72]
    const c: Pt = [W / 2 + jit(W * 0.08), H * 0.47]
    for (let k = 0; k < 3; k++) {
      const from: Pt = [c[0] - R - 34 * u, c[1] + (k - 1) * R * 0.45]
      out.push(path(`M${xy(from)}h${n(-R * (0.9 - Math.abs(k - 1) * 0.35))}`, `${line(11)} opacity=".45"`))
    }
    out.push(ellipse([c[0], c[1] + R + 28 * u], R * 0.85, R * 0.12, 0.2))
    const seam = `stroke="${INK}" stroke-width="${n(R / 28)}"`
    const patches = [0, 72, 144, 216, 288].map((k) => {
      const at = (f: number): Pt => polar(c, R * f, rot + k)
      return segment(at(0.34), at(0.66), seam) + pentagon(at(1), R * 0.34, rot + k + 180)
    })
    out.push(`<clipPath id="${id}-c">${circle(c, R, '')}</clipPath><g clip-path="url(#${id}-c)">`)
    out.push(circle(c, R, 'fill="#fff"'), pentagon(c, R * 0.34, rot), ...patches)
    out.push(circle(c, R, `fill="url(#${id}-s)"`))
    out.push(`</g>${circle(c, R, `fill="none" stroke="${INK}" stroke-width="${n(R * 0.04)}"`)}`)
  } else {
    // Tactics board: a 1-4-3-3 (circles) against rivals (crosses), with movement arrows.
    const formation = spots('4,34 18,10 17,26 17,42 18,58 32,18 30,34 32,50 46,12 47,34 46,56')
    const mine = formation.map(([x, y], k): Pt => (k ? P(x + jit(2.5), y + jit(2.5)) : P(x, y)))
    const at = (k: number): Pt => mine[k] ?? P(52.5, 34)
    const d = n(22 * u)
    for (const [x, y] of spots('58,22 60,46 70,14 70,34 70,54 82,26 82,42')) {
      const cross = `M${xy(P(x + jit(3), y + jit(3)))}m-${n(11 * u)} -${n(11 * u)}l${d} ${d}m0 -${d}l-${d} ${d}`
      out.push(path(cross, `${line(6)} opacity=".85"`))
    }
    const runner = rnd() < 0.5 ? 1 : 4
    const target: Pt = [at(runner)[0] + 32 * sc, at(runner)[1] + (runner === 1 ? -4 : 4) * sc]
    out.push(arrow(at(runner), target, 12, runner === 1 ? 0.2 : -0.2, 18 * u))
    out.push(arrow(at(6), at(rnd() < 0.5 ? 8 : 10), 0, jit(0.12), 22 * u))
    out.push(arrow(at(9), P(76 + jit(6), 34 + jit(8)), 12, jit(0.2), 22 * u))
    out.push(...mine.map((p) => player(p)), ball([at(6)[0] + 16 * u, at(6)[1] + 14 * u]))
  }

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" aria-hidden="true">` +
    `<defs><linearGradient id="${id}-g" x1="0" y1="0" x2="1" y2="1">${stop(0, c0)}${stop(1, c1)}</linearGradient>` +
    `<radialGradient id="${id}-h" cx=".18" cy=".08" r=".9">${stop(0, '#fff', 0.22)}${stop(1, '#fff', 0)}</radialGradient>` +
    `<radialGradient id="${id}-s" cx=".38" cy=".32" r=".75">${stop(0.55, '#000', 0)}${stop(1, '#000', 0.25)}</radialGradient>` +
    `<marker id="${id}-a" viewBox="0 0 10 10" refX="6" refY="5" markerWidth="4" markerHeight="4" orient="auto">` +
    `<path d="M0 0L10 5L0 10Z" fill="#fff"/></marker></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#${id}-g)"/><rect width="${W}" height="${H}" fill="url(#${id}-h)"/>` +
    `${out.join('')}</svg>`
  )
}
