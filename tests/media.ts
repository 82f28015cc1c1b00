import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import sharp from 'sharp'
import { parseEnv } from '#server/env.server.ts'
import { diskStorage, storageFrom, type Storage } from '#server/media/storage.server.ts'

export const S3_BUCKET = 'coach-media'

export interface TestStore {
  store: Storage
  close(): Promise<void>
}

/** Files under a fresh temporary folder. */
export async function tempDiskStore(): Promise<TestStore> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'media-disk-'))
  return { store: diskStorage(dir), close: () => fs.rm(dir, { recursive: true, force: true }) }
}

/**
 * A local S3-compatible server (s3rver) on 127.0.0.1, a random port and a temporary folder, reached
 * through the driver the configuration variables choose.
 */
export async function tempS3Store(): Promise<TestStore> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'media-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: S3_BUCKET }],
  })
  const { port } = await server.run()
  const store = storageFrom(
    parseEnv({
      STORAGE_URL: `s3://${S3_BUCKET}/site`,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    }),
  )
  return {
    store,
    async close() {
      await server.close()
      await fs.rm(dir, { recursive: true, force: true })
    },
  }
}

/** A photo-like test image (a gradient, so it does not compress to nothing). */
export function testImage(
  width: number,
  height: number,
  format: 'png' | 'jpeg' = 'png',
  options: { orientation?: number } = {},
) {
  const pixels = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3
      pixels[i] = (x * 255) / width
      pixels[i + 1] = (y * 255) / height
      pixels[i + 2] = ((x + y) * 7) % 256
    }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } })
  const encoded = format === 'png' ? image.png() : image.jpeg({ quality: 90 })
  return (
    options.orientation ? encoded.withMetadata({ orientation: options.orientation }) : encoded
  ).toBuffer()
}

/**
 * A decompression bomb: a tiny valid PNG whose header claims 50 000 × 50 000 pixels
 * (2.5 gigapixels, about 7.5 GB once decoded).
 */
export async function pixelBomb() {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
    .png()
    .toBuffer()
  const bomb = Buffer.from(png)
  bomb.writeUInt32BE(50_000, 16)
  bomb.writeUInt32BE(50_000, 20)
  bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29)
  return bomb
}

function crc32(bytes: Buffer) {
  let crc = 0xffffffff
  for (const byte of bytes) {
    crc ^= byte
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1
  }
  return (crc ^ 0xffffffff) >>> 0
}
