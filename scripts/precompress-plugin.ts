import fs from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { gzipAsync } from '@gfx/zopfli'
import type { Plugin } from 'vite'

const brotli = promisify(zlib.brotliCompress)

/** The browser's files worth compressing; pictures and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|css|svg|json)$/

/**
 * After the browser build, writes `<file>.gz` (zopfli: a few per cent smaller than gzip -9, and
 * every browser reads it) and `<file>.br` (brotli at its best quality) beside each script and style
 * sheet, once, so the server sends the smallest bytes without compressing on every request
 * (server/http/precompressed-assets.server.ts).
 */
export function precompressAssets(): Plugin {
  return {
    name: 'precompress-assets',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? ''
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name))
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(dir, name)
          const bytes = await fs.readFile(file)
          const [gzipped, brotlied] = await Promise.all([
            gzipAsync(bytes, { numiterations: 5 }),
            brotli(bytes, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
          ])
          await Promise.all([fs.writeFile(`${file}.gz`, gzipped), fs.writeFile(`${file}.br`, brotlied)])
        }),
      )
    },
  }
}
