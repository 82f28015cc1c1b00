import { srcSetOf, type PictureImage } from '#app/components/media/picture.tsx'
import { escapeHtml } from './escape-html.server.ts'

/** A picture as HTML; unknown sizes (an image we hold no record of) are left out. */
export type PictureHtmlInput = Omit<PictureImage, 'width' | 'height'> & { width?: number; height?: number }

const size = (name: string, value: number | undefined) =>
  value !== undefined && Number.isInteger(value) && value > 0 && value <= 20_000 ? ` ${name}="${value}"` : ''

/**
 * The markup <Picture> renders, as a string for server-rendered rich text: one <source> per modern
 * copy with `sizes` for where it is shown, then the original as the <img> with its width and height
 * (the page reserves its space) and lazy loading (rich text comes after a page's cover). Without
 * copies it is the plain <img>.
 */
export function pictureHtml(image: PictureHtmlInput, sizes: string): string {
  const img =
    `<img src="${escapeHtml(image.src)}" alt="${escapeHtml(image.alt)}"` +
    `${size('width', image.width)}${size('height', image.height)} loading="lazy" decoding="async">`
  if (image.sources.length === 0) return img
  const sources = image.sources
    .map(
      (source) =>
        `<source type="${escapeHtml(source.type)}" srcset="${escapeHtml(srcSetOf(source))}" sizes="${escapeHtml(sizes)}">`,
    )
    .join('')
  return `<picture>${sources}${img}</picture>`
}
