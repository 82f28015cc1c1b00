// The bare React Router baseline: node:http, compression and the built app, nothing else.
//   BARE_PAGE_BYTES=52000 PORT=4000 node bench/bare-app/server.js
// The page gets as many paragraphs as it takes to be BARE_PAGE_BYTES of HTML (the post page's size).
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createRequestListener } from '@react-router/node'
import compression from 'compression'
import { createRequestHandler } from 'react-router'

const here = path.dirname(fileURLToPath(import.meta.url))
const build = await import(
  path.join(process.env.BARE_BUILD_DIR ?? path.join(here, 'build'), 'server/index.js')
)

/** Renders the page once with `paragraphs` and returns its size in bytes. */
async function pageBytes(paragraphs) {
  const handle = createRequestHandler(build, 'production')
  const response = await handle(new Request('http://127.0.0.1/'), { paragraphs })
  return (await response.arrayBuffer()).byteLength
}

const target = Number(process.env.BARE_PAGE_BYTES ?? 50_000)
const empty = await pageBytes(0)
const perParagraph = (await pageBytes(10)) - empty
const paragraphs = Math.max(0, Math.round(((target - empty) * 10) / perParagraph))

const listener = createRequestListener({ build, mode: 'production', getLoadContext: () => ({ paragraphs }) })
const compress = compression()
const server = http.createServer((req, res) => compress(req, res, () => listener(req, res)))
server.listen(Number(process.env.PORT ?? 4000), '127.0.0.1', () => {
  console.log(
    JSON.stringify({ port: server.address().port, bytes: empty + (paragraphs * perParagraph) / 10 }),
  )
})
process.on('SIGTERM', () => server.close(() => process.exit(0)))
