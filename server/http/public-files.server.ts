import fs from 'node:fs'
import path from 'node:path'
import express, { type RequestHandler } from 'express'

/** Every file under `dir` as the URL path that names it (`/locales/es/public.json`), dot folders left out. */
function filePaths(dir: string, prefix = ''): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.')) return []
    const urlPath = `${prefix}/${entry.name}`
    return entry.isDirectory() ? filePaths(path.join(dir, entry.name), urlPath) : [urlPath]
  })
}

function decodedPath(urlPath: string) {
  try {
    return decodeURIComponent(urlPath)
  } catch {
    return undefined
  }
}

/**
 * The client folder's files (favicon, translations) served like `express.static`, but the folder is
 * listed once at start so a page address never costs a file-system lookup: the build's output does
 * not change while the server runs.
 */
export function publicFiles(dir: string, options: Parameters<typeof express.static>[1]): RequestHandler {
  const files = new Set(filePaths(dir))
  const serveFile = express.static(dir, options)
  return (req, res, next) => {
    const urlPath = decodedPath(req.path)
    if (urlPath !== undefined && files.has(urlPath)) serveFile(req, res, next)
    else next()
  }
}
