import {
  createAccount,
  createAccountWithScript,
  expect,
  signIn,
  signedInPage,
  test,
} from './auth-fixtures.ts'
import { createRecords } from './route-samples.ts'
import { accessOf, concreteUrls, routeTable, type Access, type Samples } from './route-table.ts'

/**
 * Spec section 6: every private route of app/routes.ts (read from the table itself, so a new one is
 * covered the day it is added) for a visitor, a user and an administrator.
 */
const PRIVATE: Access[] = ['signed-in', 'admin', 'owner']
const ADMIN_ONLY: Access[] = ['admin']
const routesOf = (accesses: Access[]) => routeTable.filter((route) => accesses.includes(accessOf(route)))
/** Each route's address with real records in its segments. */
const addresses = (accesses: Access[], samples: Samples) =>
  routesOf(accesses).map((route) => ({
    url: concreteUrls(route, samples)[0]?.url ?? '',
    page: !route.file.startsWith('routes/resources/'),
  }))

let samples: Samples
test.beforeAll(() => {
  samples = createRecords(createAccount('admin')).samples
})

test('the table has the private routes to check', () => {
  expect(routesOf(PRIVATE).length).toBeGreaterThan(35)
})

test('a visitor is sent to /signin with the route remembered', async ({ request }) => {
  for (const { url } of addresses(PRIVATE, samples)) {
    const response = await request.get(url, { maxRedirects: 0 })
    expect(response.status(), url).toBe(302)
    expect(response.headers().location, url).toBe(`/signin?${new URLSearchParams({ redirectTo: url })}`)
  }
})

test('a user reaches account settings and is sent to / from every admin route', async ({ page }) => {
  test.setTimeout(120_000)
  await signIn(page, createAccount('user'))
  await expect(page).toHaveURL('/account-settings')
  for (const { url, page: isPage } of addresses(ADMIN_ONLY, samples)) {
    if (isPage) {
      await page.goto(url)
      await expect(page, url).toHaveURL('/')
    } else {
      const response = await page.request.get(url, { maxRedirects: 0 })
      expect(response.headers().location, url).toBe('/')
    }
  }
})

test('actions are guarded too: a visitor cannot post to account settings', async ({ request }) => {
  const response = await request.post('/account-settings', {
    form: { intent: 'delete', password: 'whatever-it-is', confirm: 'on' },
    maxRedirects: 0,
  })
  expect(response.status()).toBe(302)
  expect(response.headers()['location']).toBe('/signin?redirectTo=%2Faccount-settings')
})

test('an administrator made with npm run admin:create reaches every private route', async ({ page }) => {
  test.setTimeout(240_000) // the script starts tsx; then every private page renders once
  const admin = createAccountWithScript('admin')
  await signIn(page, admin)
  // Records of its own: a training session opens for its owner only.
  const own = createRecords(admin).samples
  for (const { url, page: isPage } of addresses([...PRIVATE, 'admin-json'], own)) {
    const response = await page.request.get(url, { maxRedirects: 0 })
    expect(response.status(), url).toBe(200)
    if (isPage) {
      await page.goto(url)
      await expect(page, url).toHaveURL(url)
    }
  }
})

test('the translation editors: a visitor and a user can neither open them nor save a version; an administrator can', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000)
  const tag = Date.now().toString(36)
  const editors = [
    { editor: `/admin/posts/edit/${samples.postId.real}/translations/fr`, section: 'post', label: 'Título' },
    {
      editor: `/admin/concepts/edit/${samples.conceptId.real}/translations/fr`,
      section: 'concepts',
      label: 'Término',
    },
  ]
  const publish = (title: string) => ({
    title,
    status: 'published',
    body: JSON.stringify({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: title }] }],
    }),
  })
  await signIn(page, createAccount('user'))
  const admin = await signedInPage(browser, createAccount('admin'))
  const origin = new URL(admin.url()).origin
  for (const { editor, section, label } of editors) {
    const signin = `/signin?${new URLSearchParams({ redirectTo: editor })}`
    const visitorGet = await request.get(editor, { maxRedirects: 0 })
    expect(visitorGet.headers().location, editor).toBe(signin)
    const visitorPost = await request.post(editor, {
      form: publish(`Intrus visiteur ${tag}`),
      headers: { Origin: origin },
      maxRedirects: 0,
    })
    expect(visitorPost.status(), editor).toBe(302)
    expect(visitorPost.headers().location, editor).toBe(signin)

    await page.goto(editor)
    await expect(page, editor).toHaveURL('/')
    const userPost = await page.request.post(editor, {
      form: publish(`Intrus utilisateur ${tag}`),
      headers: { Origin: origin },
      maxRedirects: 0,
    })
    expect(userPost.status(), editor).toBe(302)
    expect(userPost.headers().location, editor).toBe('/')
    // Nothing was saved: neither French address answers, and the editor shows no French version.
    for (const slug of [`intrus-visiteur-${tag}`, `intrus-utilisateur-${tag}`])
      expect((await request.get(`/fr/${section}/${slug}`)).status(), slug).toBe(404)
    await admin.goto(editor)
    await expect(admin.getByRole('heading', { level: 1, name: 'Traducción: Français' })).toBeVisible()
    await expect(admin.getByLabel(label, { exact: true })).toHaveValue('')

    const adminPost = await admin.request.post(editor, {
      form: publish(`Pressing ensemble ${tag}`),
      headers: { Origin: origin },
      maxRedirects: 0,
    })
    expect(adminPost.status(), editor).toBe(302)
    expect(adminPost.headers().location, editor).toBe(`${editor}?saved=1`)
    await admin.goto(`/fr/${section}/pressing-ensemble-${tag}`)
    await expect(admin.getByRole('heading', { level: 1, name: `Pressing ensemble ${tag}` })).toBeVisible()
  }
  await admin.context().close()
})

test('sign-in returns to the page asked for, but never to another host', async ({
  page,
  browser,
  baseURL,
}) => {
  const admin = createAccount('admin')
  await page.goto('/admin/concepts')
  await expect(page).toHaveURL('/signin?redirectTo=%2Fadmin%2Fconcepts')
  await signIn(page, admin, '/signin?redirectTo=%2Fadmin%2Fconcepts')
  await expect(page).toHaveURL('/admin/concepts')

  for (const evil of ['//evil.example', 'https://evil.example/', '/\\evil.example', '/\t/evil.example']) {
    const context = await browser.newContext({ baseURL, locale: 'es-ES' })
    const fresh = await context.newPage()
    await signIn(fresh, createAccount('user'), `/signin?redirectTo=${encodeURIComponent(evil)}`)
    await expect(fresh, evil).toHaveURL(`${baseURL}/account-settings`)
    await context.close()
  }
})
