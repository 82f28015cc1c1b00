import type { Page } from '@playwright/test'
import { expect, test } from '@playwright/test'
import { hydrated } from './hydrated.ts'
import { problemsOf } from './page-problems.ts'

// Issue 35, decision 035: a public page's scripts start once its first contentful paint is on screen
// and its load event has fired (so the cover is in), and the page still hydrates, from a fresh render
// (nonce policy) as from the HTML cache (hashed policy).

/** When the first paint and the load event happened, and when each of the page's scripts was asked for. */
function timings(page: Page) {
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    return {
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      loadEvent: navigation?.loadEventStart ?? NaN,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/') && entry.name.endsWith('.js'))
        .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime })),
    }
  })
}

async function firstHref(page: Page, listPath: string, selector: string) {
  await page.goto(listPath)
  const href = await page.locator(selector).first().getAttribute('href')
  expect(href, `a link on ${listPath}`).toBeTruthy()
  return href!
}

test('public pages start their scripts after the first paint and the load event, and hydrate', async ({
  page,
}) => {
  const problems = problemsOf(page)
  await page.addInitScript(() => {
    const preloaded: string[] = []
    ;(window as unknown as { preloaded: string[] }).preloaded = preloaded
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLLinkElement && node.rel === 'modulepreload')
            preloaded.push(new URL(node.href).pathname)
    }).observe(document, { childList: true, subtree: true })
  })
  const post = await firstHref(page, '/blog', 'main a[href^="/post/"]')
  const drill = await firstHref(page, '/ejercicios', 'main a[href^="/ejercicios/"]')
  // Twice each: the second visit is usually answered from the HTML cache, with a hashed policy.
  for (const path of ['/', post, drill, '/signin', '/', post]) {
    await page.goto(path)
    await hydrated(page)
    const { firstContentfulPaint, loadEvent, scripts } = await timings(page)
    expect(scripts.length, `${path} loads its modules`).toBeGreaterThan(5)
    for (const script of scripts) {
      expect(script.startTime, `${path}: ${script.path} after the first paint`).toBeGreaterThan(
        firstContentfulPaint,
      )
      expect(script.startTime, `${path}: ${script.path} after the load event`).toBeGreaterThanOrEqual(
        loadEvent,
      )
    }
    // The loader announced the page's modules once it ran (read from the route manifest, decision 035;
    // React takes the links away again when it hydrates): each one the page then loaded, none twice.
    const preloaded = await page.evaluate(() => (window as unknown as { preloaded: string[] }).preloaded)
    expect(preloaded.length, `${path} preloads its modules`).toBeGreaterThan(5)
    expect(new Set(preloaded).size, `${path}: each module preloaded once`).toBe(preloaded.length)
    const loaded = new Set(scripts.map((script) => script.path))
    for (const href of preloaded)
      expect(loaded.has(href), `${path}: ${href} is one of its modules`).toBe(true)
    // The page's document announces no module to fetch before the loader runs.
    const html = await (await page.request.get(path)).text()
    expect(html, path).not.toMatch(/<link[^>]*rel="modulepreload"/)
  }
  expect(problems).toEqual([])
})

test('a page hydrated after the first paint navigates on the client', async ({ page }) => {
  const problems = problemsOf(page)
  await page.goto('/')
  await hydrated(page)
  // A client-side navigation keeps the document (and the marker set on it).
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'kept'))
  await page.locator('header nav a[href="/conceptos"]').first().click()
  await expect(page).toHaveURL(/\/conceptos$/)
  await expect(page.locator('h1')).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('kept')
  expect(problems).toEqual([])
})
