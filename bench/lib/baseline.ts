import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { ensureCommand, startAndWait, type Started } from './processes.ts'

/** Response headers that describe one transfer rather than the page; the baselines set their own. */
const TRANSFER_HEADERS = new Set([
  'connection',
  'content-encoding',
  'content-length',
  'date',
  'etag',
  'keep-alive',
  'transfer-encoding',
  'vary',
])

export interface SavedPage {
  file: string
  bytes: number
  headers: Record<string, string>
}

/** Saves a page's uncompressed bytes and its page headers, for the baselines to serve. */
export async function savePage(
  url: string,
  dir: string,
  headers: Record<string, string>,
): Promise<SavedPage> {
  const response = await fetch(url, { headers: { ...headers, 'Accept-Encoding': 'identity' } })
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
  const body = Buffer.from(await response.arrayBuffer())
  const kept: Record<string, string> = {}
  for (const [name, value] of response.headers) if (!TRANSFER_HEADERS.has(name)) kept[name] = value
  const file = path.join(dir, 'page.html')
  fs.writeFileSync(file, body)
  // nginx sends this copy to gzip clients (gzip_static), as our cache sends its precompressed one.
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }))
  fs.writeFileSync(path.join(dir, 'headers.json'), JSON.stringify(kept))
  return { file, bytes: body.length, headers: kept }
}

const quoted = (value: string) => `"${value.replace(/["\\$]/g, (c) => (c === '$' ? '${DOLLAR}' : `\\${c}`))}"`

/**
 * One worker (the app is one Node process), the page's own headers, no access log; gzip clients get
 * the page compressed once beforehand (gzip_static), like the HTML cache's hits.
 */
function nginxConfig(dir: string, port: number, page: SavedPage) {
  const headers = Object.entries(page.headers)
    .filter(([name]) => name !== 'content-type')
    .map(([name, value]) => `      add_header ${name} ${quoted(value)} always;`)
    .join('\n')
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  sendfile on;
  keepalive_requests 100000;
  gzip_static on;
  gzip_vary on;
  geo $DOLLAR { default "$"; }
  server {
    listen 127.0.0.1:${port};
    root ${dir};
    location / {
      default_type ${quoted(page.headers['content-type'] ?? 'text/html; charset=utf-8')};
      try_files /page.html =404;
${headers}
    }
  }
}
`
}

export interface Baseline extends Started {
  port: number
}

/** The page's exact bytes from nginx (installed with apt-get when missing). */
export async function startNginx(dir: string, port: number, page: SavedPage): Promise<Baseline> {
  ensureCommand('nginx', ['-v'], 'nginx')
  const config = path.join(dir, 'nginx.conf')
  fs.writeFileSync(config, nginxConfig(dir, port, page))
  // nginx's worker drops root rights: it must be able to read the page.
  fs.chmodSync(dir, 0o755)
  fs.chmodSync(page.file, 0o644)
  fs.chmodSync(`${page.file}.gz`, 0o644)
  const started = await startAndWait('nginx', ['-c', config, '-p', dir], {
    name: 'nginx',
    env: process.env,
    url: `http://127.0.0.1:${port}/`,
  })
  return { ...started, port }
}

/** The page's exact bytes and headers from a bare node:http server's memory (bench/static-server.js). */
export async function startNodeStatic(dir: string, port: number, page: SavedPage): Promise<Baseline> {
  const script = path.resolve('bench/static-server.js')
  const headersFile = path.join(dir, 'headers.json')
  const started = await startAndWait(process.execPath, [script, page.file, headersFile, String(port)], {
    name: 'node:http',
    env: process.env,
    url: `http://127.0.0.1:${port}/`,
  })
  return { ...started, port }
}
