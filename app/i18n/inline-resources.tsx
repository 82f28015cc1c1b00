import { useTranslation, type I18n } from './react.tsx'
import { useMatches } from 'react-router'
import { namespacesOf } from './namespaces.ts'
import type { Resources } from './translator.ts'

const ELEMENT_ID = 'i18n-resources'

/** The JSON made for an instance, language and list of namespaces, once all of them were at hand. */
const made = new WeakMap<I18n, Map<string, string>>()

function resourcesJson(i18n: I18n, language: string, key: string) {
  let known = made.get(i18n)
  if (!known) made.set(i18n, (known = new Map<string, string>()))
  const id = `${language}|${key}`
  const kept = known.get(id)
  if (kept !== undefined) return kept
  const names = key.split(',')
  const bundles = Object.fromEntries(
    names.flatMap((ns) => {
      const bundle: unknown = i18n.getResourceBundle(language, ns)
      return bundle ? [[ns, bundle]] : []
    }),
  )
  // `<` escaped: the JSON can never close the script element.
  const json = JSON.stringify({ [language]: bundles }).replace(/</g, '\\u003c')
  // A loaded bundle never changes: the text is kept once nothing is missing from it.
  if (Object.keys(bundles).length === names.length) known.set(id, json)
  return json
}

/**
 * The translations the page on screen uses (its language, the namespaces its routes declare), as
 * JSON in the document: the browser's translator starts from them without a request.
 * The browser renders the same content from the same store, so hydration matches.
 */
export function InlineResources() {
  const { i18n } = useTranslation()
  const matches = useMatches()
  const namespaces = namespacesOf(matches.map((match) => match.handle))
  const json = resourcesJson(i18n, i18n.language, namespaces.join(','))
  return <script id={ELEMENT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: json }} />
}

/** What `InlineResources` wrote into the server's document (nothing on a malformed page). */
export function readInlineResources(): Resources {
  try {
    return JSON.parse(document.getElementById(ELEMENT_ID)?.textContent ?? '{}') as Resources
  } catch {
    return {}
  }
}
