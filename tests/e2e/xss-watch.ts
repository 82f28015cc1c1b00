import path from 'node:path'
import type { APIRequestContext, Page } from '@playwright/test'
import Database from 'better-sqlite3'
import { expect } from './auth-fixtures.ts'
import { hydrated } from './hydrated.ts'
import { packPayloads, singleLinePayloads } from '../xss-corpus.ts'

/**
 * What the XSS specs share: the corpus cut to fit form fields, the e2e database, and the checks a
 * page must pass in Chromium (nothing ran, nothing active) and as HTML (no payload's markup as is).
 */
export const single = singleLinePayloads()
/** The payloads whose markup, left unescaped, would start an element. */
export const markup = single.filter((payload) => payload.includes('<'))

export const database = () => {
  const db = new Database(path.join(process.env.E2E_DATA_DIR ?? '', 'app.db'))
  db.pragma('busy_timeout = 5000')
  return db
}
export function query<T>(sql: string, ...params: unknown[]): T[] {
  const db = database()
  try {
    return db.prepare(sql).all(...params) as T[]
  } finally {
    db.close()
  }
}

/**
 * Every `parts`-th payload from `index` on: the short fields of one form share the corpus out, so
 * each payload goes through the form once and the spec stays fast.
 */
export const part = (index: number, parts: number) => single.filter((_, i) => i % parts === index)

/** `count` values of the payloads packed into at most `max` characters each, cycling as needed. */
export function packs(max: number, count?: number, payloads: readonly string[] = single) {
  const values = packPayloads(payloads, max)
  return count === undefined
    ? values
    : Array.from({ length: count }, (_, i) => values[i % values.length] ?? '')
}

export interface Watcher {
  hits: string[]
  dialogs: string[]
  csp: string[]
}

/** Records every `__xss()` call, dialog and CSP violation of the page, in every frame. */
export async function watch(page: Page): Promise<Watcher> {
  const watcher: Watcher = { hits: [], dialogs: [], csp: [] }
  await page.exposeFunction('__xss', () => watcher.hits.push(page.url()))
  page.on('dialog', (dialog) => {
    watcher.dialogs.push(`${page.url()}: ${dialog.type()} ${dialog.message()}`)
    void dialog.dismiss()
  })
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) watcher.csp.push(message.text())
  })
  return watcher
}

/** Runs in the page: every element or attribute that content could have made active. */
export function activeContent(): string[] {
  const problems: string[] = []
  const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster', 'background']
  const FORBIDDEN = [
    'frame',
    'frameset',
    'object',
    'embed',
    'applet',
    'base',
    'portal',
    'animate',
    'set',
    'handler',
    'foreignobject',
    'isindex',
    'keygen',
    'marquee',
    'bgsound',
    'math',
    'xss',
    'custom-tag',
    'x',
  ]
  for (const element of document.querySelectorAll('*')) {
    const tag = element.localName.toLowerCase()
    const where = `<${tag}${element.id ? `#${element.id}` : ''}>`
    if (FORBIDDEN.includes(tag)) problems.push(`element ${where}`)
    if (element.shadowRoot) problems.push(`shadow root on ${where}`)
    if (
      tag === 'iframe' &&
      !/^https:\/\/www\.youtube-nocookie\.com\/embed\//.test(element.getAttribute('src') ?? '')
    )
      problems.push(`iframe ${element.getAttribute('src') ?? element.getAttribute('srcdoc') ?? ''}`)
    if (tag === 'meta' && element.hasAttribute('http-equiv')) problems.push(`meta http-equiv`)
    if (tag === 'script') {
      const script = element as HTMLScriptElement
      const own = script.src ? new URL(script.src).origin === location.origin : Boolean(script.nonce)
      // React Router adds inline scripts of its own after hydration (no nonce, never run under the CSP).
      const fromContent = script.src || /__xss|alert|confirm|prompt|evil/.test(script.text)
      // JSON-LD and the inline translations are data blocks: never run, whatever words they hold.
      const data = script.type === 'application/ld+json' || script.type === 'application/json'
      if (!own && fromContent && !data) problems.push(`script ${script.src || script.text.slice(0, 60)}`)
    }
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase()
      if (name.startsWith('on')) problems.push(`${name} on ${where}`)
      if (name === 'srcdoc') problems.push(`srcdoc on ${where}`)
      // eslint-disable-next-line no-control-regex
      const value = attribute.value.replace(/[\u0000-\u0020]/g, '').toLowerCase()
      if (URL_ATTRIBUTES.includes(name) && /^(javascript|vbscript|livescript|data):/.test(value))
        if (!(tag === 'img' && value.startsWith('data:image/')))
          problems.push(`${name}=${value.slice(0, 60)} on ${where}`)
      if (name === 'style' && /expression|javascript:|binding|behavior/.test(value))
        problems.push(`style on ${where}`)
    }
  }
  return problems
}

/** Loads a page in Chromium and checks it: nothing ran, nothing active, `shown` is on screen as text. */
export async function expectInert(page: Page, watcher: Watcher, target: string, shown?: string) {
  const response = await page.goto(target)
  expect(response?.status(), target).toBeLessThan(400)
  await hydrated(page)
  if (shown)
    await expect
      .poll(() => page.evaluate((text) => document.body.textContent?.includes(text) ?? false, shown), {
        message: `${target} shows ${shown}`,
      })
      .toBe(true)
  expect(await page.evaluate(activeContent), target).toEqual([])
  expect(watcher, target).toEqual({ hits: [], dialogs: [], csp: [] })
}

/** A page's HTML may hold no payload's markup verbatim (React escapes `<` in text and in data). */
export function expectEscapedHtml(html: string, where: string, mustShow?: string) {
  expect(
    markup.filter((payload) => html.includes(payload)),
    where,
  ).toEqual([])
  if (mustShow) expect(html.includes(mustShow), `${where} shows ${mustShow}`).toBe(true)
}

/** Fetches a page and checks its HTML (expectEscapedHtml). */
export async function expectEscaped(request: APIRequestContext, target: string, mustShow?: string) {
  const response = await request.get(target)
  expect(response.status(), target).toBe(200)
  expectEscapedHtml(await response.text(), target, mustShow)
}

/** The HTML a text takes inside an element (React's escaping), to find it in a fetched page. */
export const asHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')

export const post = (request: APIRequestContext, target: string, form: Record<string, string | string[]>) => {
  const body = new URLSearchParams()
  for (const [key, value] of Object.entries(form)) for (const one of [value].flat()) body.append(key, one)
  return request.post(target, {
    data: body.toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Accept-Language': 'es' },
    maxRedirects: 0,
  })
}

/** An editor document carrying payloads as text in every kind of node that shows text. */
export function hostileDoc(payloads: string[]) {
  const text = (value: string) => ({ type: 'text', text: value })
  const paragraph = (value: string) => ({ type: 'paragraph', content: [text(value)] })
  const [first = 'a', second = 'b', third = 'c', fourth = 'd'] = payloads
  return JSON.stringify({
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: 2 }, content: [text(first)] },
      ...payloads.map((payload) => ({
        type: 'paragraph',
        content: [
          text(payload),
          { type: 'hardBreak' },
          {
            type: 'text',
            text: payload,
            marks: [
              { type: 'bold' },
              { type: 'link', attrs: { href: '/concepts/rondo', title: payload.slice(0, 300) } },
            ],
          },
        ],
      })),
      { type: 'codeBlock', attrs: { language: 'html' }, content: [text(payloads.join('\n'))] },
      { type: 'image', attrs: { src: '/media/no-such-file.webp', alt: second, caption: third } },
      { type: 'blockquote', content: [paragraph(fourth)] },
      { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph(second)] }] },
      {
        type: 'table',
        content: [
          { type: 'tableRow', content: [{ type: 'tableHeader', content: [paragraph(third)] }] },
          { type: 'tableRow', content: [{ type: 'tableCell', content: [paragraph(fourth)] }] },
        ],
      },
    ],
  })
}

/** Each payload once in some record's body: slices of the corpus. */
export const bodySlice = (index: number, size = 25) =>
  Array.from({ length: size }, (_, k) => single[(index * size + k) % single.length] ?? '')
