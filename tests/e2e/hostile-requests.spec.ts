import net from 'node:net'
import { expect, test } from '@playwright/test'

/**
 * A generated corpus of over 500 malformed request targets, queries, methods and headers sent on
 * raw sockets (browsers and fetch would clean them up first). Each must get a 4xx answer, never a
 * server error or a dropped connection; refused page requests get the site's HTML error page.
 */
interface RawAnswer {
  status: number
  body: string
}

function rawRequest(port: number, head: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(head))
    let data = ''
    socket.setEncoding('latin1')
    socket.setTimeout(15_000, () => socket.destroy(new Error('timed out')))
    socket.on('data', (chunk) => (data += chunk))
    socket.on('error', reject)
    socket.on('close', () => {
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(data)?.[1] ?? 0)
      resolve({ status, body: data.slice(data.indexOf('\r\n\r\n') + 4) })
    })
  })
}

/** The e2e server's host (BASE_URL's): other hosts are refused with 421 before anything runs. */
const SITE_HOST = `127.0.0.1:${process.env.E2E_PORT}`

const get = (target: string, headers = `Host: ${SITE_HOST}`) =>
  `GET ${target} HTTP/1.1\r\n${headers}\r\nAccept: text/html\r\nConnection: close\r\n\r\n`

const pages = [
  '/',
  '/blog',
  '/post/presion-tras-perdida',
  '/conceptos',
  '/concepts/x',
  '/signin',
  '/admin/posts',
]
const insertions = [
  '//',
  '///',
  '/\\',
  '\\',
  '/..',
  '/../',
  '/./',
  '/%2e%2e/',
  '/%2E%2E%2F',
  '/%2f',
  '/%5c',
  '/%5C..%5C',
  '/%00',
  '/%0a',
  '/%0d%0a',
  '/%09',
  '/%20',
  '/%7f',
  '/%',
  '/%E0%A4%A',
  '/%C0%AF',
  '/%ZZ',
  '/%%32%65',
  '/..;/',
  '/.%2e/',
  '//evil.example/',
  '/\\evil.example/',
  '/%252e%252e/',
]
const targets = [
  ...pages.flatMap((page) => insertions.flatMap((bad) => [`${bad}${page.slice(1)}`, `${page}${bad}`])),
  ...insertions.map((bad) => `${bad}etc/passwd`),
  '*',
  'http://evil.example/',
  'https://127.0.0.1/',
  'evil',
  `/${'a'.repeat(5000)}`,
  `/post/${'%41'.repeat(3000)}`,
]
const queries = [
  'page=-1',
  'page=1e309',
  'page=NaN',
  'page=99999999999999999999',
  'page[]=1',
  'q=%00',
  "q=' OR 1=1 --",
  'q=%27%3B%20DROP%20TABLE%20post%3B--',
  'q=%',
  'q=%E0%A4%A',
  'lng=../../etc/passwd',
  'lng=%00',
  'theme=<script>alert(1)</script>',
  'programme=__proto__',
  'tag=constructor',
  `q=${'x'.repeat(3000)}`,
  'redirectTo=//evil.example',
  'status=published&status=draft',
].flatMap((query) => ['/conceptos', '/blog', '/signin'].map((page) => `${page}?${query}`))
const methods = ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'FOO', 'get'].flatMap((method) =>
  ['/', '/blog', '/contacto'].map(
    (page) =>
      `${method} ${page} HTTP/1.1\r\nHost: ${SITE_HOST}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
  ),
)
const headers = [
  `Host: ${SITE_HOST}\r\nX-Forwarded-Host: evil.example`,
  'Host: evil.example',
  'Host: 127.0.0.1:99999',
  'Host: [::1',
  'Host: a b',
  'Host:',
  `Host: ${SITE_HOST}\r\nCookie: coach.session_token=%00%ff`,
  `Host: ${SITE_HOST}\r\nCookie: i18next=../../x; display=%7B%22theme%22%3A%22%3Cscript%3E%22%7D`,
  `Host: ${SITE_HOST}\r\nAccept-Language: ` + 'x'.repeat(4000),
  `Host: ${SITE_HOST}\r\nX-Long: ${'y'.repeat(20_000)}`,
  `Host: ${SITE_HOST}\r\nContent-Length: -1`,
  `Host: ${SITE_HOST}\r\nContent-Length: abc`,
  `Host: ${SITE_HOST}\r\nTransfer-Encoding: chunked\r\nContent-Length: 5`,
].map((header) => get('/blog', header))

const corpus = [
  ...targets.map((target) => ({ head: get(target), page: true })),
  ...queries.map((target) => ({ head: get(target), page: true })),
  ...methods.map((head) => ({ head, page: false })),
  ...headers.map((head) => ({ head, page: false })),
]

test('every hostile request gets a 4xx or a normal page, never a server error', async ({ baseURL }) => {
  test.setTimeout(180_000)
  const port = Number(new URL(baseURL ?? '').port)
  expect(corpus.length).toBeGreaterThanOrEqual(500)
  const failures: string[] = []
  let answered = 0
  for (let i = 0; i < corpus.length; i += 8) {
    const batch = corpus.slice(i, i + 8)
    const answers = await Promise.all(batch.map(({ head }) => rawRequest(port, head)))
    answers.forEach((answer, j) => {
      answered++
      const { head, page } = batch[j] ?? { head: '', page: false }
      const line = head.slice(0, 90).replace(/\r\n/g, ' ')
      if (answer.status === 0 || answer.status >= 500) failures.push(`${answer.status} ← ${line}`)
      else if (page && answer.status >= 400 && answer.status !== 431 && !answer.body.includes('<title>'))
        failures.push(`${answer.status} without the error page ← ${line}`)
    })
  }
  expect(answered).toBe(corpus.length)
  expect(failures).toEqual([])
})

test('a request for another host gets 421 and its error page, and nothing of it is kept', async ({
  baseURL,
}) => {
  const port = Number(new URL(baseURL ?? '').port)
  for (const host of [
    'evil.example',
    `evil.example:${port}`,
    '127.0.0.1',
    `127.0.0.1:${port + 1}`,
    `localhost:${port}`,
  ]) {
    const answer = await rawRequest(port, get('/', `Host: ${host}`))
    expect(answer.status, host).toBe(421)
    expect(Buffer.from(answer.body, 'latin1').toString('utf8'), host).toContain(
      '<title>Dirección equivocada | ',
    )
  }
  // Every junk host is refused before the app, so none of them can take a place in the page cache.
  const site = await rawRequest(port, get('/', `Host: ${SITE_HOST}`))
  expect(site.status).toBe(200)
  // A load balancer's health check reaches an instance by its own address.
  expect((await rawRequest(port, get('/healthz', 'Host: 10.0.0.5:3001'))).status).toBe(200)
})

test('bad paths get the translated bad-request page, with the brand and the public layout', async ({
  page,
}) => {
  const response = await page.goto('/%5c..%5cetc/passwd')
  expect(response?.status()).toBe(400)
  await expect(page).toHaveTitle('Solicitud no válida | Metodologías Creativas')
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitud no válida' })).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible() // the public footer
})

test('bodies: too large, of an unknown type or broken get their error page, and nothing runs', async ({
  request,
  baseURL,
}) => {
  const headers = { Origin: baseURL ?? '', 'Accept-Language': 'es' }
  const large = await request.post('/contacto', {
    headers,
    form: { name: 'x', message: 'y'.repeat(300 * 1024) },
  })
  expect(large.status()).toBe(413)
  expect(await large.text()).toContain('Envío demasiado grande')

  const xml = await request.post('/contacto', {
    headers: { ...headers, 'Content-Type': 'application/xml' },
    data: '<a/>',
  })
  expect(xml.status()).toBe(415)

  const broken = await request.post('/contacto', {
    headers: { ...headers, 'Content-Type': 'multipart/form-data; boundary=zzz' },
    data: '--zzz\r\nContent-Disposition: form-data; name="a"\r\n\r\nno end',
  })
  expect(broken.status()).toBe(400)
  expect(await broken.text()).toContain('Solicitud no válida')

  const trace = await request.fetch('/blog', { method: 'PUT', headers, form: { a: '1' } })
  expect(trace.status()).toBe(405)
})
