import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { Picture, PICTURE_SIZES, srcSetOf } from './picture.tsx'

const picture = {
  src: '/media/foto-abc.webp',
  width: 2400,
  height: 1600,
  alt: 'Rondo',
  sources: [
    {
      type: 'image/avif',
      prefix: '/media/foto-abc-w',
      files: [
        ['480.avif', 480],
        ['2400.avif', 2400],
      ] as [string, number][],
    },
    {
      type: 'image/webp',
      prefix: '/media/foto-abc',
      files: [
        ['-w480.webp', 480],
        ['.webp', 2400],
      ] as [string, number][],
    },
  ],
}

describe('Picture', () => {
  test('the page component renders the same sources; a cover is fetched first, anything else lazily', () => {
    const cover = renderToStaticMarkup(<Picture image={picture} sizes={PICTURE_SIZES.cover} priority />)
    expect(cover).toContain(
      '<source type="image/avif" srcSet="/media/foto-abc-w480.avif 480w, /media/foto-abc-w2400.avif 2400w" sizes="',
    )
    expect(cover).toContain(
      '<source type="image/webp" srcSet="/media/foto-abc-w480.webp 480w, /media/foto-abc.webp 2400w" sizes="',
    )
    expect(srcSetOf(picture.sources[1]!)).toBe('/media/foto-abc-w480.webp 480w, /media/foto-abc.webp 2400w')
    expect(cover).toMatch(
      /<img src="\/media\/foto-abc.webp" width="2400" height="1600" alt="[^"]+" fetchPriority="high"\/>/,
    )
    expect(cover).not.toContain('loading=')
    const card = renderToStaticMarkup(<Picture image={picture} sizes={PICTURE_SIZES.card} />)
    expect(card).toContain('loading="lazy" decoding="async"')
    expect(card).not.toContain('fetchPriority')
  })
})
