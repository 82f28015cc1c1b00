// The baseline of a cache hit: node:http sending one page's bytes from memory, with its headers.
//   node bench/static-server.js <page.html> <headers.json> <port>
// The gzip copy is the one nginx sends (<page.html>.gz, made by the bench); each request only
// writes headers and a buffer. The headers are the page's, plus an ETag like the HTML cache's.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'

const [file, headersFile, port] = process.argv.slice(2)
const plain = fs.readFileSync(file)
const gzipped = fs.readFileSync(`${file}.gz`)
const headers = JSON.parse(fs.readFileSync(headersFile, 'utf8'))
const hash = createHash('sha256').update(plain).digest('base64url')

const server = http.createServer((req, res) => {
  const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')
  const body = gzip ? gzipped : plain
  res.writeHead(200, {
    ...headers,
    ETag: gzip ? `"${hash}-gzip"` : `"${hash}"`,
    'Content-Length': body.length,
    Vary: 'Accept-Encoding',
    ...(gzip && { 'Content-Encoding': 'gzip' }),
  })
  res.end(body)
})
server.listen(Number(port), '127.0.0.1')
process.on('SIGTERM', () => server.close(() => process.exit(0)))
