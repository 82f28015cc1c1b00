import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { testImage } from '#tests/media.ts'
import { encodeImage, MAX_WIDTH } from './image.server.ts'

describe('image re-encoding', () => {
  test('a wide photo is stored at most 2400 px wide, with WebP and AVIF copies for smaller screens', async () => {
    const result = await encodeImage(await testImage(3000, 1000, 'jpeg'))
    if (!result.ok) throw new Error(result.problem)
    expect(result.main).toMatchObject({ contentType: 'image/webp', width: MAX_WIDTH, height: 800 })
    expect(result.variants.map((v) => `${v.extension} ${v.width}×${v.height}`)).toEqual([
      'avif 2400×800',
      'webp 480×160',
      'avif 480×160',
      'webp 960×320',
      'avif 960×320',
      'webp 1600×533',
      'avif 1600×533',
    ])
    expect((await sharp(result.variants[0]?.bytes).metadata()).format).toBe('heif')
  })

  test('GIF and transparent PNG are accepted; transparency survives', async () => {
    const transparent = await sharp({
      create: { width: 40, height: 30, channels: 4, background: '#00000000' },
    })
      .png()
      .toBuffer()
    const png = await encodeImage(transparent)
    expect(png.ok && (await sharp(png.main.bytes).metadata()).hasAlpha).toBe(true)
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#f00' } })
      .gif()
      .toBuffer()
    expect(await encodeImage(gif)).toMatchObject({ ok: true, main: { width: 20, height: 20 } })
  })
})
