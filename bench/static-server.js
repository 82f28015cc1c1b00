// The baseline when nginx is missing: node:http sending one file's bytes from memory.
//   node bench/static-server.js <page.html> <headers.json> <port>
// Bodies are gzipped once at start; each request only writes headers and a buffer.
import fs from 'node:fs'
import http from 'node:http'
import zlib from 'node:zlib'

const [file, headersFile, port] = process.argv.slice(2)
const plain = fs.readFileSync(file)
const gzipped = zlib.gzipSync(plain)
const headers = JSON.parse(fs.readFileSync(headersFile, 'utf8'))

const server = http.createServer((req, res) => {
  const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')
  const body = gzip ? gzipped : plain
  res.writeHead(200, {
    ...headers,
    'Content-Length': body.length,
    Vary: 'Accept-Encoding',
    ...(gzip && { 'Content-Encoding': 'gzip' }),
  })
  res.end(body)
})
server.listen(Number(port), '127.0.0.1')
process.on('SIGTERM', () => server.close(() => process.exit(0)))
