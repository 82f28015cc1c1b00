import { randomBytes } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import sharp from 'sharp'
import {
  createAccount,
  expect,
  readMail,
  serverLogAbout,
  signIn,
  STRONG_PASSWORD,
  test,
  uniqueEmail,
} from './auth-fixtures.ts'
import { controlPayloads, packPayloads } from '../xss-corpus.ts'
import {
  activeContent,
  asHtml,
  bodySlice,
  database,
  expectEscaped,
  expectEscapedHtml,
  expectInert,
  hostileDoc,
  markup,
  packs,
  part,
  post,
  query,
  single,
  watch,
} from './xss-watch.ts'
import { hasWebAddress, NAME_MAX } from '#app/schemas/auth.ts'

/**
 * Issue #14: our XSS corpus (tests/xss-corpus.ts) goes through every text field of every form that
 * shows its value again, submitted over HTTP with a signed-in session, many payloads per record.
 * Every page that shows them is then fetched (its HTML must never hold a payload's markup as is)
 * and a sample of each kind of page is loaded in Chromium, which must show no dialog, never call
 * `__xss`, report no Content-Security-Policy violation and hold no element with an event-handler
 * attribute, a script: URL, a foreign frame or any other active element the content could add.
 *
 * The e2e database is shared with the other specs: everything here carries this run's tag, stays
 * out of the public lists (drafts, old dates, read messages) except one published post and one
 * published concept, and the contact messages are stored directly (the form allows five messages
 * per address in ten minutes, which the contact spec needs for itself).
 */

const RUN = randomBytes(4).toString('hex')
const WORD = `xss${RUN}` // a searchable word in every record of this run
const CONTROL_ERROR = 'Quita los caracteres de control invisibles de este texto.'

async function adminSession(page: Page) {
  await signIn(page, createAccount('admin'))
  return page.request
}

const savedId = (location: string | undefined) => Number(/\/edit\/(\d+)\?saved=1$/.exec(location ?? '')?.[1])

test.describe.configure({ timeout: 120_000 })

test('the watchers see a script that runs and active markup (so a quiet page means something)', async ({
  page,
}) => {
  const watcher = await watch(page)
  await page.setContent(
    '<img src=x onerror="__xss()"><img src=y onerror="alert(1)"><a href="javascript:void 0">x</a><iframe src="about:blank"></iframe>',
  )
  await expect.poll(() => watcher.hits.length).toBe(1)
  await expect.poll(() => watcher.dialogs.length).toBe(1)
  expect(await page.evaluate(activeContent)).toEqual([
    'onerror on <img>',
    'onerror on <img>',
    'href=javascript:void0 on <a>',
    'iframe about:blank',
  ])
})

test('posts: every text field and the editor body → admin list, editor, preview, public page, feed, sitemap', async ({
  page,
}) => {
  const watcher = await watch(page)
  const request = await adminSession(page)
  // Title, SEO title and description and tags share the corpus; excerpt and body carry all of it.
  const titles = packs(200 - WORD.length - 1, undefined, part(0, 3))
  const excerpts = packs(500, titles.length)
  const seoTitles = packs(70, titles.length, part(1, 3))
  const seoDescriptions = packs(160, titles.length, part(2, 3))
  const tags = single.filter((payload) => payload.length <= 60)
  const ids: number[] = []
  for (const [i, title] of titles.entries()) {
    const published = i === 0
    const response = await post(request, '/admin/posts/create', {
      intent: 'save',
      title: `${WORD} ${title}`,
      slug: `xss-${i}-${RUN}`,
      excerpt: excerpts[i] ?? '',
      seoTitle: seoTitles[i] ?? '',
      seoDescription: seoDescriptions[i] ?? '',
      tags: [WORD, ...Array.from({ length: 19 }, (_, k) => tags[(i * 19 + k) % tags.length] ?? '')],
      coverAlt: excerpts[i]?.slice(0, 250) ?? '',
      status: published ? 'published' : 'draft',
      ...(published ? { publishedAt: new Date(Date.now() - 60_000).toISOString() } : {}),
      content: hostileDoc(bodySlice(i)),
    })
    expect(response.status(), title).toBe(302)
    ids.push(savedId(response.headers()['location']))
  }
  // Stored as typed: the forms escape nothing and lose nothing; the pages escape.
  const stored = query<{ title: string; excerpt: string; seoTitle: string }>(
    `select title, excerpt, seoTitle from post where slug like 'xss-%-${RUN}' order by id`,
  )
  expect(stored.map((row) => row.title)).toEqual(titles.map((title) => `${WORD} ${title}`))
  expect(stored.map((row) => row.excerpt)).toEqual(excerpts)
  expect(stored.map((row) => row.seoTitle)).toEqual(seoTitles)

  // Every title is in the admin list (Chromium); previews and editors of a third of them over HTTP.
  for (let n = 1; n <= Math.ceil(ids.length / 20); n++)
    await expectInert(page, watcher, `/admin/posts?q=${WORD}&page=${n}`, WORD)
  for (const [i, id] of ids.entries()) {
    await expectEscaped(request, `/admin/posts/preview/${id}`, asHtml(titles[i] ?? ''))
    if (i % 8 === 1) await expectEscaped(request, `/admin/posts/edit/${id}`)
  }
  for (const i of [1, ids.length - 1])
    await expectInert(page, watcher, `/admin/posts/preview/${ids[i]}`, titles[i])
  const published = `/post/xss-0-${RUN}`
  await expectInert(page, watcher, published, excerpts[0])
  await expectInert(page, watcher, `/blog?tag=${WORD}`, titles[0])
  await expectInert(page, watcher, `/admin/posts/edit/${ids[1]}`, bodySlice(1)[0])
  await expectInert(page, watcher, '/admin/audit')

  // The feed, read as XML, gives the title back as text: nothing broke out of its element.
  const feed = await (await request.get('/feed.xml')).text()
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const [name, xml] of [
    ['feed', feed],
    ['sitemap', sitemap],
  ] as const)
    expect(
      markup.filter((payload) => xml.includes(payload)),
      name,
    ).toEqual([])
  const feedTitles = await page.evaluate(
    (xml) =>
      [...new DOMParser().parseFromString(xml, 'application/xml').querySelectorAll('item > title')].map(
        (node) => node.textContent,
      ),
    feed,
  )
  expect(feedTitles).toContain(`${WORD} ${titles[0]}`)

  // Out of the public lists again, so the other specs' counts of the demo posts hold.
  const unpublish = await post(request, '/admin/posts', { intent: 'unpublish', ids: String(ids[0]) })
  expect(unpublish.status()).toBeLessThan(400)
})

test('concepts: term, summary and body → admin list, editor, public pages', async ({ page }) => {
  const watcher = await watch(page)
  const request = await adminSession(page)
  const terms = packs(200 - WORD.length - 1, undefined, part(0, 3))
  const summaries = packs(500, terms.length)
  const ids: number[] = []
  for (const [i, term] of terms.entries()) {
    const published = i === 0
    const response = await post(request, '/admin/concepts/create', {
      intent: 'save',
      term: `${WORD} ${term}`,
      slug: `xss-${i}-${RUN}`,
      summary: summaries[i] ?? '',
      kind: i % 2 ? 'definicion' : 'concepto',
      category: 'tactica',
      position: '9999',
      status: published ? 'published' : 'draft',
      body: hostileDoc(bodySlice(i + 7)),
    })
    expect(response.status(), term).toBe(302)
    ids.push(savedId(response.headers()['location']))
  }
  const stored = query<{ term: string }>(
    `select term from concept where slug like 'xss-%-${RUN}' order by id`,
  )
  expect(stored.map((row) => row.term)).toEqual(terms.map((term) => `${WORD} ${term}`))

  for (let n = 1; n <= Math.ceil(ids.length / 20); n++)
    await expectInert(page, watcher, `/admin/concepts?q=${WORD}&page=${n}`, WORD)
  for (const [i, id] of ids.entries())
    if (i % 4 === 0) await expectEscaped(request, `/admin/concepts/edit/${id}`, asHtml(summaries[i] ?? ''))
  await expectInert(page, watcher, `/concepts/xss-0-${RUN}`, summaries[0])
  await expectInert(page, watcher, `/conceptos?q=${WORD}`, terms[0])
  await expectInert(page, watcher, `/admin/concepts/edit/${ids[1]}`, summaries[1])
  const unpublish = await post(request, '/admin/concepts', { intent: 'unpublish', ids: String(ids[0]) })
  expect(unpublish.status()).toBeLessThan(400)
})

test('profile names and address → account settings and the top bar; sign-up names → the confirmation mail', async ({
  page,
  playwright,
  baseURL,
}) => {
  const watcher = await watch(page)
  const request = await adminSession(page)
  // Name, last name and address share the corpus out; names hold no web address (refused at the
  // form), so the payloads that have one go through the address field only.
  const nameParts = (index: number) => part(index, 5).filter((payload) => !hasWebAddress(payload))
  const names = packs(NAME_MAX, undefined, nameParts(0))
  const lastNames = packs(NAME_MAX, names.length, nameParts(1))
  const addresses = packs(300, names.length, [
    ...part(2, 5),
    ...part(3, 5),
    ...part(4, 5),
    ...[0, 1].flatMap((index) => part(index, 5).filter(hasWebAddress)),
  ])
  for (const [round, name] of names.entries()) {
    // The answer to the form is the settings page again, with the new values in it.
    const lastName = lastNames[round] ?? ''
    const address = addresses[round] ?? ''
    const response = await post(request, '/account-settings', {
      intent: 'profile',
      name,
      lastName,
      address,
      phone: '',
      locale: 'es',
    })
    expect(response.status(), name).toBe(200)
    expectEscapedHtml(await response.text(), `profile round ${round}`, asHtml(name))
    if (round % 10 === 0) {
      await expectInert(page, watcher, '/account-settings', undefined)
      await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue(name)
      await expect(page.getByLabel('Apellidos', { exact: true })).toHaveValue(lastName)
    }
  }

  // Sign-up: a visitor's names reach the page that thanks them and the e-mail that confirms.
  const visitor = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { Origin: baseURL ?? '' },
  })
  for (const name of names.slice(0, 2)) {
    const email = uniqueEmail(`xss-${RUN}`)
    const response = await post(visitor, '/auth/boxed-signup', {
      name,
      lastName: lastNames.at(-1) ?? name,
      email,
      password: STRONG_PASSWORD,
      confirmPassword: STRONG_PASSWORD,
      acceptTerms: 'on',
    })
    expect(response.status(), name).toBe(200)
    expectEscapedHtml(await response.text(), `sign-up ${email}`)
    expect(
      query<{ name: string }>('select name from user where email = ?', email),
      serverLogAbout(email),
    ).toEqual([{ name }])
    const mail = await readMail(email)
    expect(
      markup.filter((payload) => mail.html.includes(payload)),
      email,
    ).toEqual([])
  }
  await visitor.dispose()
})

test('contact messages → the admin inbox list, search and messages', async ({ page }) => {
  const watcher = await watch(page)
  const request = await adminSession(page)
  // Name and subject share the corpus out; the messages carry all of it.
  const names = packs(100, undefined, part(0, 2))
  const subjects = packs(150, names.length, part(1, 2))
  const bodies = packPayloads(single, 5000, '\n')
  expect(single.length, 'the messages carry the whole corpus').toBeGreaterThanOrEqual(300)
  const db = database()
  try {
    const insert = db.prepare(
      "insert into contact_message (name, email, phone, subject, message, locale, consentAt, status, deliveryStatus, createdAt) values (?, ?, ?, ?, ?, 'es', ?, 'read', 'sent', ?)",
    )
    const old = '2001-02-03T10:00:00.000Z' // after every real message in the inbox's newest-first list
    for (const [i, name] of names.entries())
      insert.run(
        name,
        `${WORD}.${i}@example.com`,
        null,
        subjects[i],
        `${WORD}\n${bodies[i % bodies.length]}`,
        old,
        old,
      )
  } finally {
    db.close()
  }
  const ids = query<{ id: number; name: string }>(
    `select id, name from contact_message where email like '${WORD}.%' order by id`,
  )
  expect(ids).toHaveLength(names.length)
  // Every name and subject is in the list (Chromium, 25 a page); each body on its own page.
  for (let n = 1; n <= Math.ceil(ids.length / 25); n++)
    await expectInert(page, watcher, `/admin/messages?q=${WORD}&page=${n}`, WORD)
  for (const { id } of ids.slice(0, bodies.length))
    await expectInert(page, watcher, `/admin/messages/${id}`, WORD)
  for (const [i, { id, name }] of ids.entries())
    if (i >= bodies.length && i % 6 === 0) await expectEscaped(request, `/admin/messages/${id}`, asHtml(name))
})

test('media: a hostile file name and alt texts → the library; search boxes echo the corpus', async ({
  page,
}) => {
  const watcher = await watch(page)
  const request = await adminSession(page)
  const picture = await sharp({
    create: { width: 24, height: 16, channels: 3, background: `#${RUN.slice(0, 6)}` },
  })
    .png()
    .toBuffer()
  const fileName = `<img src=x onerror=__xss()>${RUN}.png`
  const upload = await request.post(`/api/storage/v0/b/default/o?name=${encodeURIComponent(fileName)}`, {
    multipart: { file: { name: 'x.png', mimeType: 'image/png', buffer: picture } },
    headers: { Origin: new URL(page.url()).origin },
  })
  expect(upload.status()).toBe(200)
  const [media] = query<{ id: number }>('select id from media where name like ?', `%${RUN}%`)
  expect(media).toBeDefined()
  for (const [i, alt] of packs(300, undefined, part(0, 2)).entries()) {
    // The answer to the form is the library again, with the new alt text in it.
    const response = await post(request, `/admin/media?q=${RUN}`, {
      intent: 'alt',
      id: String(media?.id),
      alt,
    })
    expect(response.status(), alt).toBe(200)
    expectEscapedHtml(await response.text(), `alt ${i}`, asHtml(alt))
    if (i % 12 === 0) await expectInert(page, watcher, `/admin/media?q=${RUN}`, RUN)
  }

  // Search boxes put the query back into the page (up to 100 characters): a quarter of the corpus,
  // spread over every search box (the same input renders every query).
  const queries = packs(100, undefined, part(1, 4))
  const searches = [
    '/conceptos?q=',
    '/conceptos_basicos?q=',
    '/admin/messages?q=',
    '/admin/posts?q=',
    '/admin/media?q=',
  ]
  for (const [i, q] of queries.entries()) {
    const target = `${searches[i % searches.length]}${encodeURIComponent(q)}`
    if (i % 10 === 0) await expectInert(page, watcher, target)
    else await expectEscaped(request, target)
  }
})

test('editor JSON with hostile links, images, videos and attributes is refused and never stored', async ({
  page,
}) => {
  const request = await adminSession(page)
  const urls = single.filter((payload) => !payload.includes(' ') || /^[a-z]+:/i.test(payload)).slice(0, 25)
  const docs = [
    ...urls.map((href) => ({
      type: 'paragraph',
      content: [{ type: 'text', text: 'a', marks: [{ type: 'link', attrs: { href } }] }],
    })),
    ...urls.map((src) => ({ type: 'image', attrs: { src, alt: 'a' } })),
    ...urls.slice(0, 10).map((videoId) => ({ type: 'youtube', attrs: { videoId } })),
    { type: 'paragraph', attrs: { onclick: '__xss()' }, content: [{ type: 'text', text: 'a' }] },
    {
      type: 'paragraph',
      content: [{ type: 'text', text: 'a', marks: [{ type: 'bold', attrs: { onmouseover: '__xss()' } }] }],
    },
    { type: 'image', attrs: { src: '/media/a.webp', onerror: '__xss()' } },
    { type: 'youtube', attrs: { videoId: 'dQw4w9WgXcQ', src: 'javascript:__xss()' } },
    { type: 'iframe', attrs: { src: 'https://evil.example/' } },
    { type: 'rawHtml', content: [{ type: 'text', text: '<script>__xss()</script>' }] },
  ]
  const title = `${WORD} rechazado`
  for (const block of docs) {
    const response = await post(request, '/admin/posts/create', {
      intent: 'save',
      title,
      status: 'draft',
      content: JSON.stringify({ type: 'doc', content: [block] }),
    })
    expect(response.status(), JSON.stringify(block)).toBe(400)
  }
  expect(query('select id from post where title = ?', title)).toEqual([])
})

test('control characters (NUL and others) are refused with a translated message in every kind of form', async ({
  page,
  playwright,
  baseURL,
}) => {
  const request = await adminSession(page)
  const visitor = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { Origin: baseURL ?? '' },
  })
  expect(controlPayloads().length).toBeGreaterThanOrEqual(5)
  const sent: [APIRequestContext, string, Record<string, string | string[]>][] = controlPayloads()
    .slice(0, 5)
    .flatMap((bad) => [
      [request, '/account-settings', { intent: 'profile', name: bad, lastName: 'Ruiz', locale: 'es' }],
      [
        request,
        '/admin/posts/create',
        { intent: 'save', title: bad, status: 'draft', content: '{"type":"doc"}' },
      ],
      [
        request,
        '/admin/posts/create',
        { intent: 'save', title: WORD, tags: [bad], status: 'draft', content: '{"type":"doc"}' },
      ],
      [
        request,
        '/admin/concepts/create',
        {
          intent: 'save',
          term: WORD,
          summary: bad,
          kind: 'concepto',
          category: 'tactica',
          status: 'draft',
          body: '{"type":"doc"}',
        },
      ],
      [
        visitor,
        '/contacto',
        {
          name: bad,
          email: 'ana@example.com',
          subject: 'Horarios',
          message: 'Quería preguntar por los horarios.',
          consent: 'on',
        },
      ],
      [
        visitor,
        '/auth/boxed-signup',
        {
          name: bad,
          lastName: 'Ruiz',
          email: uniqueEmail(`xss-${RUN}`),
          password: STRONG_PASSWORD,
          confirmPassword: STRONG_PASSWORD,
          acceptTerms: 'on',
        },
      ],
    ])
  for (const [context, target, form] of sent) {
    const response = await post(context, target, form)
    expect(response.status(), `${target} ${JSON.stringify(form)}`).toBe(400)
    expect((await response.text()).includes(CONTROL_ERROR), `${target} ${JSON.stringify(form)}`).toBe(true)
  }
  const body = JSON.stringify({
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text: 'a\u0000b' }] }],
  })
  const response = await post(request, '/admin/posts/create', {
    intent: 'save',
    title: WORD,
    status: 'draft',
    content: body,
  })
  expect(response.status()).toBe(400)
  expect((await response.text()).includes(CONTROL_ERROR)).toBe(true)
  expect(query('select id from post where title = ?', WORD)).toEqual([])
  await visitor.dispose()
})
