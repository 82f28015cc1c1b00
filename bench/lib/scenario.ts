import { issueFillToken } from '#server/contact/fill-token.server.ts'

/**
 * What a browser sends: compressed answers, Spanish first, and a browser's user agent, so that the
 * page counts (docs/decisions/046-analytics.md) count these requests as a visitor's.
 */
export const BROWSER = {
  'Accept-Encoding': 'gzip',
  'Accept-Language': 'es-ES,es;q=0.9',
  'User-Agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
}
export const POST_PATH = '/post/sesion-500-presion-tras-perdida'
/** The drill library with two of its filters (app/routes/public/drills.tsx). */
export const DRILLS_PATH = '/ejercicios?programme=juvenil&intensity=medium'

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/**
 * Valid contact form bodies, each with a token of its own (a token is good for one message). The
 * page is read once to check it still serves the field; the tokens are then signed as the server
 * signs them, with the server's session secret, 4 s old (a person needs 3 s to write).
 */
export async function contactBodies(origin: string, count: number, sessionSecret: string) {
  const html = await (await fetch(`${origin}/contacto`)).text()
  if (!/name="formStartedAt" value="[^"]+"/.test(html))
    throw new Error('The contact page has no formStartedAt field')
  const issuedAt = Date.now() - 4_000
  return Array.from({ length: count }, () =>
    new URLSearchParams({
      name: 'Familia Benchmark',
      email: 'familia@example.com',
      subject: 'Plazas para el campus',
      message: 'Hola, ¿quedan plazas para el campus de verano? Mi hijo tiene nueve años.',
      consent: 'on',
      website: '',
      formStartedAt: issueFillToken(issuedAt, sessionSecret),
    }).toString(),
  )
}
