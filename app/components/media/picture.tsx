import { preload } from 'react-dom'

/**
 * A stored picture with the smaller AVIF and WebP copies made at upload
 * (server/media/responsive.server.ts builds it from the media row).
 */
export interface PictureImage {
  src: string
  width: number
  height: number
  alt: string
  /** AVIF first, then WebP: the browser takes the first type it supports, else `src`. */
  sources: PictureSource[]
}

/**
 * One modern type's copies. Their addresses share a long start (the upload's name), which a page's
 * data carries once: each copy is the rest of its address and its width.
 */
export interface PictureSource {
  type: string
  prefix: string
  files: [rest: string, width: number][]
}

/** The `srcset` of a source: every copy's address and width, narrowest first. */
export const srcSetOf = ({ prefix, files }: PictureSource) =>
  files.map(([rest, width]) => `${prefix}${rest} ${width}w`).join(', ')

/** Only the fields <Picture> reads: rows may carry more (a share image) the browser has no use for. */
export const pictureOf = ({ src, width, height, alt, sources }: PictureImage): PictureImage => ({
  src,
  width,
  height,
  alt,
  sources,
})

/**
 * `sizes` for each layout a picture appears in, from the Tailwind widths of its container, so the
 * browser downloads the smallest copy that fills it (content box: max width minus side padding).
 * Written without optional spaces: each is repeated on every <source> of a page.
 */
export const PICTURE_SIZES = {
  /** Post cover: max-w-5xl with px-4 / sm:px-6. */
  cover: '(min-width:1024px) 976px,(min-width:640px) calc(100vw - 3rem),calc(100vw - 2rem)',
  /** Course cover: max-w-4xl with px-4 / sm:px-6. */
  course: '(min-width:896px) 848px,(min-width:640px) calc(100vw - 3rem),calc(100vw - 2rem)',
  /**
   * Rich text: the article column, max-w-3xl with px-4 / sm:px-6 (a lesson's column is a little
   * wider, 784px, which picks the same copy).
   */
  column: '(min-width:768px) 720px,(min-width:640px) calc(100vw - 3rem),calc(100vw - 2rem)',
  /** Course catalogue: max-w-5xl, two columns from sm, gap-6. */
  courseCard: '(min-width:1024px) 476px,(min-width:640px) calc((100vw - 4.5rem)/2),calc(100vw - 2rem)',
  /** Card grid: max-w-7xl, one column, two from md, three from lg, gap-6. */
  card: '(min-width:1280px) 395px,(min-width:1024px) calc((100vw - 6rem)/3),(min-width:768px) calc((100vw - 4.5rem)/2),calc(100vw - 2rem)',
} as const

/**
 * `priority`: the largest picture above the fold (a page's cover) is fetched first; every other
 * picture waits until it nears the viewport and is decoded off the main thread.
 */
export function Picture({
  image,
  sizes,
  priority = false,
  className,
}: {
  image: PictureImage
  sizes: string
  priority?: boolean
  className?: string
}) {
  // Announced in <head>, before the scripts: the browser fetches the largest picture first.
  const [preferred] = image.sources
  if (priority)
    preload(image.src, {
      as: 'image',
      fetchPriority: 'high',
      ...(preferred ? { imageSrcSet: srcSetOf(preferred), imageSizes: sizes, type: preferred.type } : {}),
    })
  const loading = priority
    ? ({ fetchPriority: 'high' } as const)
    : ({ loading: 'lazy', decoding: 'async' } as const)
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={srcSetOf(source)} sizes={sizes} />
      ))}
      <img
        src={image.src}
        width={image.width}
        height={image.height}
        alt={image.alt}
        className={className}
        {...loading}
      />
    </picture>
  )
}
