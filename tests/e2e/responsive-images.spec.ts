import { expect, test, type APIRequestContext, type Locator } from '@playwright/test'

// The seeded post with a drawn cover and a figure in its text, both stored like uploads.
const POST = '/post/periodizacion-tactica-en-la-semana-competitiva'

const urlsOf = (srcset: string | null) =>
  (srcset ?? '').split(',').map((entry) => entry.trim().split(' ')[0] ?? '')

/** The picture's AVIF and WebP sources, each URL answering 200 with its type, cached for good. */
async function expectModernSources(picture: Locator, request: APIRequestContext) {
  for (const type of ['image/avif', 'image/webp']) {
    const source = picture.locator(`source[type="${type}"]`)
    await expect(source).toHaveCount(1)
    await expect(source).toHaveAttribute('sizes', /\S/)
    const srcset = await source.getAttribute('srcset')
    expect(srcset, type).toMatch(/^(\/media\/\S+ \d+w)(, \/media\/\S+ \d+w)+$/)
    for (const url of urlsOf(srcset)) {
      const response = await request.get(url)
      expect(response.status(), url).toBe(200)
      expect(response.headers()['content-type'], url).toBe(type)
      expect(response.headers()['cache-control'], url).toContain('immutable')
    }
  }
  const img = picture.locator('img')
  await expect(img).toHaveAttribute('width', /^[1-9]\d*$/)
  await expect(img).toHaveAttribute('height', /^[1-9]\d*$/)
}

test('a post offers every picture as AVIF and WebP copies; the cover comes first, the rest lazily', async ({
  page,
  request,
}) => {
  const response = await page.goto(POST)
  expect(response?.status()).toBe(200)
  const main = page.locator('main')
  // Every image of the page body is a picture: the cover, the figure in the text, and the related
  // cards that have a cover (other specs' posts without one may be the related cards).
  const pictures = main.locator('picture')
  const count = await pictures.count()
  expect(count).toBeGreaterThanOrEqual(2)
  await expect(main.locator('img')).toHaveCount(count)

  const cover = pictures.first()
  await expectModernSources(cover, request)
  await expect(cover.locator('img')).toHaveAttribute('fetchpriority', 'high')
  await expect(cover.locator('img')).not.toHaveAttribute('loading', /./)
  // The browser took a modern copy, not the drawn original.
  await expect
    .poll(() => cover.locator('img').evaluate((img: HTMLImageElement) => img.currentSrc))
    .toMatch(/\.avif$/)

  const figure = main.locator('figure', { hasText: 'La estructura del modelo de juego' })
  await expect(figure.locator('picture')).toHaveCount(1)
  await expect(figure.locator('img')).toHaveAttribute('alt', /^Pizarra táctica/)

  for (const picture of (await pictures.all()).slice(1)) await expectModernSources(picture, request)
  for (const img of (await pictures.locator('img').all()).slice(1)) {
    await expect(img).toHaveAttribute('loading', 'lazy')
    await expect(img).toHaveAttribute('decoding', 'async')
    await expect(img).not.toHaveAttribute('fetchpriority', /./)
  }

  // The figure loads when scrolled to, with its reserved box (no layout shift when it arrives).
  const figureImg = figure.locator('img')
  const before = await figureImg.boundingBox()
  await figureImg.scrollIntoViewIfNeeded()
  await expect.poll(() => figureImg.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  expect(before?.height).toBeGreaterThan(100)
  expect((await figureImg.boundingBox())?.height).toBeCloseTo(before?.height ?? 0, 0)
})
