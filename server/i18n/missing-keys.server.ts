import fs from 'node:fs'
import path from 'node:path'
import express, { type Router } from 'express'
import { languages } from '#app/i18n/languages.ts'
import { isNamespace } from '#app/i18n/namespaces.ts'

const MAX_KEYS = 200
const MAX_KEY_LENGTH = 200
const MAX_TEXT_LENGTH = 2000

export const missingKeysDir = () => path.resolve(process.env.MISSING_KEYS_DIR ?? 'data/missing-translations')

/**
 * Development only (mounted when Vite serves the app): i18next's "save missing" posts
 * `{ key: fallback }` to /locales/add/{lng}/{ns}; the keys are collected under
 * data/missing-translations/{lng}/{ns}.json for the developer, never into public/locales.
 * Only known languages and namespaces reach the file system, so no path is built from input.
 */
export function missingKeysRouter(dir = missingKeysDir()): Router {
  const router = express.Router()
  router.post('/locales/add/:lng/:ns', express.json({ limit: '64kb' }), (req, res) => {
    const lng = languages.find((language) => language === req.params.lng)
    const ns = req.params.ns
    if (!lng || !isNamespace(ns)) {
      res.status(404).end()
      return
    }
    const body: unknown = req.body
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      res.status(400).end()
      return
    }
    const entries = Object.entries(body)
    const valid = entries.every(
      ([key, text]) =>
        key.length > 0 &&
        key.length <= MAX_KEY_LENGTH &&
        typeof text === 'string' &&
        text.length <= MAX_TEXT_LENGTH,
    )
    if (!valid || entries.length > MAX_KEYS) {
      res.status(400).end()
      return
    }
    const file = path.join(dir, lng, `${ns}.json`)
    const known: Record<string, string> = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {}
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, `${JSON.stringify({ ...Object.fromEntries(entries), ...known }, null, 2)}\n`)
    res.status(204).end()
  })
  return router
}
