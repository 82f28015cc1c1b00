import fs from 'node:fs'
import path from 'node:path'
import type { RequestHandler } from 'express'
import { encodingFor } from '../html-cache/request-key.server.ts'

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
}
const SUFFIX = { br: '.br', gzip: '.gz' } as const

/**
 * Sends the brotli or gzip copy the build wrote beside a hashed asset (scripts/precompress-plugin.ts)
 * when the browser accepts it; anything else falls through to the plain file. The folder is read
 * once: hashed assets never change while the server runs.
 */
export function precompressedAssets(assetsDir: string): RequestHandler {
  const files = new Set(fs.existsSync(assetsDir) ? fs.readdirSync(assetsDir) : [])
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const name = req.path.slice(1)
    const type = CONTENT_TYPES[path.extname(name)]
    const encoding = encodingFor(req.headers['accept-encoding'] ?? '')
    if (!type || encoding === 'identity' || !files.has(name) || !files.has(name + SUFFIX[encoding]))
      return next()
    res.setHeader('Content-Type', type)
    res.setHeader('Content-Encoding', encoding)
    res.setHeader('Vary', 'Accept-Encoding')
    res.sendFile(name + SUFFIX[encoding], { root: assetsDir, immutable: true, maxAge: '1y' }, (error) => {
      // A visitor who went away mid-file (a closed tab, a cancelled prefetch) is no error of ours.
      if (error && (error as NodeJS.ErrnoException).code !== 'ECONNABORTED') next(error)
    })
  }
}
