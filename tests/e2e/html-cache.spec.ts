import { createHash, randomBytes } from 'node:crypto'
import path from 'node:path'
import Database from 'better-sqlite3'
import type { APIResponse, Response } from '@playwright/test'
import { createAccount, expect, signIn, test } from './auth-fixtures.ts'
import { hydrated } from './hydrated.ts'
import { problemsOf } from './page-problems.ts'

/** A target of our own: other specs never read or fill its cache entry. */
const unique = (path: string) => `${path}?v=${randomBytes(4).toString('hex')}`

/** A hit runs before Express, so it has no request id. */
const isHit = (response: APIResponse | Response | null) => response?.headers()['x-request-id'] === undefined

/**
 * Loads until the answer comes from the cache: other specs write content in parallel, and every
 * write empties the cache, so a particular second load is not always a hit.
 */
async function untilHit<T extends APIResponse | Response | null>(load: () => Promise<T>): Promise<T> {
  let response = await load()
  for (let attempt = 0; attempt < 10 && !isHit(response); attempt++) response = await load()
  expect(isHit(response), 'answered from the cache').toBe(true)
  return response
}

test('an anonymous public page comes from the cache: ETag of its bytes, hashed policy the page obeys, 304', async ({
  page,
}) => {
  const url = unique('/conceptos_basicos')
  const first = await page.request.get(url)
  expect(first.status()).toBe(200)
  expect(first.headers()['cache-control']).toContain('s-maxage=')
  expect(first.headers()['cache-control']).toContain('stale-while-revalidate=')
  expect(isHit(first)).toBe(false)
  const second = await untilHit(() => page.request.get(url))
  // The strong ETag is the SHA-256 of the page's bytes (whichever encoding travelled).
  const hash = createHash('sha256')
    .update(await second.body())
    .digest('base64url')
  expect(second.headers().etag).toMatch(new RegExp(`^"${hash}(-br|-gzip)?"$`))
  const policy = second.headers()['content-security-policy'] ?? ''
  expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/)
  expect(policy).not.toContain('nonce-')

  // Revalidation: 304 for the current ETag (a write elsewhere may re-render the page in between:
  // then the 200 carries the new ETag, which is asked next).
  let etag = second.headers().etag ?? ''
  let revalidated = await page.request.get(url, { headers: { 'If-None-Match': etag } })
  for (let attempt = 0; attempt < 10 && revalidated.status() === 200; attempt++) {
    etag = revalidated.headers().etag ?? ''
    revalidated = await page.request.get(url, { headers: { 'If-None-Match': etag } })
  }
  expect(revalidated.status()).toBe(304)
  expect(revalidated.headers().etag).toBe(etag)

  // In Chromium, twice (the second load is a hit): no policy violation, no error, the page hydrates.
  const problems = problemsOf(page)
  // Routing turns Chromium's own HTTP cache off: every load reaches the server (no revalidation
  // answered from the browser's copy). The first load sets the language and display cookies, so
  // the load after it is a page of its own; the one after that is a hit.
  await page.route('**/*', (route) => route.continue())
  await untilHit(async () => {
    const loaded = await page.goto(url)
    await hydrated(page)
    return loaded
  })
  expect(problems).toEqual([])
})

test('a visit from a tagged link (utm_…, fbclid) is answered with the page everyone gets, and hydrates', async ({
  page,
}) => {
  const problems = problemsOf(page)
  await page.route('**/*', (route) => route.continue())
  const tagged = '/conceptos?utm_source=instagram&utm_medium=social&fbclid=IwAR0coach'
  await untilHit(async () => {
    const loaded = await page.goto(tagged)
    await hydrated(page)
    return loaded
  })
  // The page was rendered for /conceptos; the address bar keeps the tags for the analytics.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/conceptos$/)
  expect(new URL(page.url()).searchParams.get('fbclid')).toBe('IwAR0coach')
  expect(problems).toEqual([])
})

/**
 * A published concept whose stored HTML holds a script, written straight into the database: what
 * a sanitiser bypass would leave behind. The page renders it as it is.
 */
function conceptWithInjectedScript() {
  const slug = `inyectado-${randomBytes(4).toString('hex')}`
  const db = new Database(path.join(process.env.E2E_DATA_DIR ?? '', 'app.db'))
  try {
    db.pragma('busy_timeout = 5000')
    db.prepare(
      "insert into concept (slug, term, summary, body, bodyHtml, kind, category, status, position) values (?, ?, '', ?, ?, 'concepto', 'tactica', 'published', 0)",
    ).run(
      slug,
      `Inyectado ${slug}`,
      JSON.stringify({ type: 'doc', content: [] }),
      '<p>Texto</p><script>document.documentElement.dataset.injected = "yes"</script>',
    )
  } finally {
    db.close()
  }
  return slug
}

test("a script that reached a cached page without the server writing it is refused there; the page's own scripts run", async ({
  page,
}) => {
  const slug = conceptWithInjectedScript()
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text())
  })
  await page.route('**/*', (route) => route.continue())
  const hit = await untilHit(async () => {
    violations.length = 0 // what the last load, the hit, reports
    const loaded = await page.goto(`/concepts/${slug}`)
    await hydrated(page)
    return loaded
  })
  expect(hit?.status()).toBe(200)
  expect(await hit?.text()).toContain('dataset.injected')
  expect(await page.evaluate(() => document.documentElement.dataset.injected)).toBeUndefined()
  expect(violations.some((text) => /inline script/i.test(text))).toBe(true)
})

test("an admin's edit is visible on the very next anonymous request", async ({ page, request }) => {
  await signIn(page, createAccount('admin'))
  await page.goto('/admin/concepts/create')
  await hydrated(page)
  await expect(page.locator('.ProseMirror')).toBeVisible()
  const term = `Tercer hombre ${randomBytes(3).toString('hex')}`
  await page.getByLabel('Término').fill(term)
  await page.getByLabel('Categoría').selectOption('tactica')
  await page.getByLabel('Resumen').fill('Primera versión del resumen.')
  await page.getByLabel('Estado').selectOption('published')
  await page.getByRole('textbox', { name: 'Texto', exact: true }).click()
  await page.keyboard.type('Una pared con un tercer jugador.')
  await page.getByRole('button', { name: 'Guardar', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/concepts\/edit\/(\d+)\?saved=1$/)
  // The address changes before React draws the edit form: typing earlier would go into the create form.
  await expect(page.getByRole('status').filter({ hasText: 'Guardado.' })).toBeVisible()
  const id = /edit\/(\d+)/.exec(page.url())?.[1] ?? ''

  // The public page, followed to its canonical address, read twice: the second read is a hit.
  const target = new URL((await request.get(`/concepts/${id}`)).url()).pathname
  const hit = await untilHit(() => request.get(target))
  expect(await hit.text()).toContain('Primera versión del resumen.')

  await page.getByLabel('Resumen').fill('Segunda versión, recién guardada.')
  await page.getByRole('button', { name: 'Guardar', exact: true }).click()
  await expect(page.getByText('Guardado.')).toBeVisible()
  await expect(page.getByLabel('Resumen')).toHaveValue('Segunda versión, recién guardada.')

  const next = await (await request.get(target)).text()
  expect(next).toContain('Segunda versión, recién guardada.')
  expect(next).not.toContain('Primera versión del resumen.')
})

test('a signed-in page is private and never served to anyone else', async ({ page, request }) => {
  const user = createAccount('user')
  await signIn(page, user)
  const url = unique('/blog')
  const signedIn = await page.request.get(url)
  expect(signedIn.headers()['cache-control']).toBe('private, no-store')
  expect(signedIn.headers().vary).toContain('Cookie')
  expect(await signedIn.text()).toContain(user.email)
  await page.request.get(url)

  const anonymous = await request.get(url)
  expect(anonymous.headers()['cache-control']).toContain('public')
  expect(await anonymous.text()).not.toContain(user.email)
})
