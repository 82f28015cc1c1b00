import { describe, expect, test } from 'vitest'
import { PICTURE_SIZES, srcSetOf } from '#app/components/media/picture.tsx'
import { pictureSources } from '../media/responsive.server.ts'
import { pictureHtml } from './picture-html.server.ts'
import { renderRichText } from './rich-text.server.ts'

// An upload as encodeImage stores it: a WebP original and AVIF/WebP copies; a JPEG for link previews.
const upload = [
  { name: 'foto-abc.webp', contentType: 'image/webp', width: 2400 },
  { name: 'foto-abc-w2400.avif', contentType: 'image/avif', width: 2400 },
  { name: 'foto-abc-w960.webp', contentType: 'image/webp', width: 960 },
  { name: 'foto-abc-w480.avif', contentType: 'image/avif', width: 480 },
  { name: 'foto-abc-w480.webp', contentType: 'image/webp', width: 480 },
  { name: 'foto-abc-w960.avif', contentType: 'image/avif', width: 960 },
  { name: 'foto-abc-social.jpg', contentType: 'image/jpeg', width: 1200 },
]
const picture = {
  src: '/media/foto-abc.webp',
  width: 2400,
  height: 1600,
  alt: 'Rondo "4x2" <en> campo',
  sources: pictureSources(upload),
}

describe('picture markup', () => {
  test('one srcset per modern type, AVIF first, narrowest first; the original counts, JPEG and SVG do not', () => {
    expect(picture.sources.map((source) => [source.type, srcSetOf(source)])).toEqual([
      [
        'image/avif',
        '/media/foto-abc-w480.avif 480w, /media/foto-abc-w960.avif 960w, /media/foto-abc-w2400.avif 2400w',
      ],
      [
        'image/webp',
        '/media/foto-abc-w480.webp 480w, /media/foto-abc-w960.webp 960w, /media/foto-abc.webp 2400w',
      ],
    ])
    // The data carries the names' shared start once.
    expect(picture.sources[0]).toEqual({
      type: 'image/avif',
      prefix: '/media/foto-abc-w',
      files: [
        ['480.avif', 480],
        ['960.avif', 960],
        ['2400.avif', 2400],
      ],
    })
    expect(pictureSources([{ name: 'portada.svg', contentType: 'image/svg+xml', width: 1200 }])).toEqual([])
  })

  test('rich text: sources with the layout sizes, the original as a sized lazy img, every value escaped', () => {
    const sizes = PICTURE_SIZES.column
    expect(pictureHtml(picture, sizes)).toBe(
      `<picture><source type="image/avif" srcset="${srcSetOf(picture.sources[0]!)}" sizes="${sizes}">` +
        `<source type="image/webp" srcset="${srcSetOf(picture.sources[1]!)}" sizes="${sizes}">` +
        '<img src="/media/foto-abc.webp" alt="Rondo &#34;4x2&#34; &#60;en&#62; campo" width="2400" height="1600"' +
        ' loading="lazy" decoding="async"></picture>',
    )
    // No copies (an image we hold no record of): the plain img, sizes only when known.
    expect(pictureHtml({ src: '/media/x.png', alt: '', sources: [], width: 640 }, sizes)).toBe(
      '<img src="/media/x.png" alt="" width="640" loading="lazy" decoding="async">',
    )
  })

  test('an uploaded image in rich text becomes its picture; an unknown one stays a plain img', () => {
    const image = (src: string) => ({
      type: 'image',
      attrs: { src, alt: 'Pizarra', width: 800, height: 600 },
    })
    const html = renderRichText(
      { type: 'doc', content: [image('/media/foto-abc.webp'), image('/media/otra.webp')] },
      new Map([['/media/foto-abc.webp', picture]]),
    )
    expect(html).toBe(
      `<figure>${pictureHtml({ ...picture, alt: 'Pizarra' }, PICTURE_SIZES.column)}</figure>` +
        '<figure><img src="/media/otra.webp" alt="Pizarra" width="800" height="600" loading="lazy" decoding="async"></figure>',
    )
  })
})
