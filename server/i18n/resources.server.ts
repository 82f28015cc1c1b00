import fs from 'node:fs'
import path from 'node:path'
import type { Resource } from 'i18next'
import { languages } from '#app/i18n/languages.ts'
import { namespaces } from '#app/i18n/namespaces.ts'

export const localesDir = () => path.resolve(process.env.LOCALES_DIR ?? 'public/locales')

/** Every language and namespace, read once: the server renders any page in any language without I/O. */
export function loadResources(dir = localesDir()): Resource {
  const resources: Resource = {}
  for (const lng of languages) {
    resources[lng] = {}
    for (const ns of namespaces) {
      const file = path.join(dir, lng, `${ns}.json`)
      if (fs.existsSync(file)) resources[lng][ns] = JSON.parse(fs.readFileSync(file, 'utf8'))
    }
  }
  return resources
}
