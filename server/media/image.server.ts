import { fileTypeFromBuffer } from 'file-type'
import type Sharp from 'sharp'
import { ACCEPTED_IMAGE_TYPES } from '#app/schemas/media.ts'
import { loadOnUse } from '../load-on-use.server.ts'

/** Larger inputs are refused before decoding: a small file can unpack to gigabytes (a "bomb"). */
export const MAX_INPUT_PIXELS = 40_000_000
/** The stored image is at most this wide; narrower copies serve phones and cards. */
export const MAX_WIDTH = 2400
export const VARIANT_WIDTHS = [480, 960, 1600] as const

export type ImageProblem = 'notAnImage' | 'tooManyPixels'

export interface EncodedImage {
  contentType: 'image/webp' | 'image/avif'
  extension: 'webp' | 'avif'
  bytes: Buffer
  width: number
  height: number
}

export type Encoded =
  { ok: true; main: EncodedImage; variants: EncodedImage[] } | { ok: false; problem: ImageProblem }

const isAccepted = (mime: string | undefined) =>
  (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(mime ?? '')

/** Decoded pixels every copy is encoded from (decoding once is most of the saving). */
type Pixels = { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } }

/** WebP and AVIF at the picture's own width and each narrower VARIANT_WIDTH; WebP at full width first. */
async function encodeCopies({ data, info }: Pixels): Promise<EncodedImage[]> {
  const sharp = loadOnUse('sharp') as typeof Sharp
  const { width, height, channels } = info
  const encode = async (target: number, extension: 'webp' | 'avif'): Promise<EncodedImage> => {
    const resized = sharp(data, { raw: { width, height, channels } }).resize({ width: target })
    const output =
      extension === 'webp' ? resized.webp({ quality: 80 }) : resized.avif({ quality: 55, effort: 2 })
    const encoded = await output.toBuffer({ resolveWithObject: true })
    return {
      contentType: `image/${extension}`,
      extension,
      bytes: encoded.data,
      width: encoded.info.width,
      height: encoded.info.height,
    }
  }
  const widths = [width, ...VARIANT_WIDTHS.filter((w) => w < width)]
  return Promise.all(widths.flatMap((w) => [encode(w, 'webp'), encode(w, 'avif')]))
}

/**
 * Checks the bytes are an image we accept (by content, not by name), then re-encodes it: rotated
 * upright, metadata (EXIF, GPS, ICC comments) dropped, WebP as the main file plus WebP and AVIF
 * copies at a few widths. Re-encoding also drops anything appended to or hidden in the file.
 */
export async function encodeImage(bytes: Buffer): Promise<Encoded> {
  const type = await fileTypeFromBuffer(bytes)
  if (!isAccepted(type?.mime)) return { ok: false, problem: 'notAnImage' }
  const sharp = loadOnUse('sharp') as typeof Sharp
  try {
    // Decoded once (upright, at most MAX_WIDTH wide); every copy is encoded from these pixels.
    const upright = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_WIDTH, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true })
    const [main, ...variants] = await encodeCopies(upright)
    return main ? { ok: true, main, variants } : { ok: false, problem: 'notAnImage' }
  } catch (error) {
    const message = error instanceof Error ? error.message : ''
    return { ok: false, problem: /pixel limit/i.test(message) ? 'tooManyPixels' : 'notAnImage' }
  }
}

/**
 * WebP and AVIF copies of a drawn (SVG) picture of our own at its width and the narrower
 * VARIANT_WIDTHS, stored beside it so pages can offer them in a <picture>; the SVG stays the original.
 */
export async function rasterCopies(svg: Buffer): Promise<EncodedImage[]> {
  const sharp = loadOnUse('sharp') as typeof Sharp
  return encodeCopies(await sharp(svg).raw().toBuffer({ resolveWithObject: true }))
}
