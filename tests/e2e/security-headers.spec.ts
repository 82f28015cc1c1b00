import { expect, test } from '@playwright/test'
import { hydrated } from './hydrated.ts'

test('pages carry the security headers and a nonce-based policy the page itself obeys', async ({ page }) => {
  const violations: string[] = []
  const errors: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text())
    else if (message.type() === 'error') errors.push(message.text())
  })
  // A page rendered for each visit (the contact form's fill token): cached pages carry hashes instead (html-cache.spec.ts).
  const response = await page.goto('/contacto')
  const headers = response?.headers() ?? {}
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['cross-origin-opener-policy']).toBe('same-origin')
  expect(headers['x-frame-options']).toBe('DENY')
  expect(headers['permissions-policy']).toContain('camera=()')
  const policy = headers['content-security-policy'] ?? ''
  for (const directive of [
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ])
    expect(policy).toContain(directive)
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/)
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1] ?? ''
  expect(nonce.length).toBeGreaterThan(16)
  // Every inline script React Router wrote carries this response's nonce, and the page hydrates.
  const html = await response?.text()
  // (JSON-LD and the inline translations are data blocks, never run: the policy does not apply.)
  const inline = [...(html ?? '').matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)]
    .map((m) => m[1] ?? '')
    .filter((attributes) => !/type="application\/(ld\+)?json"/.test(attributes))
  expect(inline.length).toBeGreaterThan(0)
  for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce}"`)
  await hydrated(page)
  expect(violations).toEqual([])
  expect(errors).toEqual([]) // no hydration complaint about the nonce the browser hides

  // A fresh nonce per response: two more renders of the same page (rendered per visit, never
  // cached) each carry their own.
  const nonceOf = async () =>
    /'nonce-([^']+)'/.exec(
      (await page.request.get('/contacto')).headers()['content-security-policy'] ?? '',
    )?.[1]
  const later = [await nonceOf(), await nonceOf()]
  expect(later.every((value) => (value?.length ?? 0) > 16)).toBe(true)
  expect(new Set([nonce, ...later]).size).toBe(3)
})

test('static files get the same headers', async ({ request }) => {
  const response = await request.get('/favicon.svg')
  expect(response.status()).toBe(200)
  expect(response.headers()['x-content-type-options']).toBe('nosniff')
  expect(response.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin')
})
