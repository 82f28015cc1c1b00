import { useMemo } from 'react'
import { useTranslation } from './react.tsx'
import { useMatches } from 'react-router'
import { namespacesOf } from './namespaces.ts'
import type { Resources } from './translator.ts'

const ELEMENT_ID = 'i18n-resources'

/**
 * The translations the page on screen uses (its language, the namespaces its routes declare), as
 * JSON in the document: the browser's translator starts from them without a request.
 * The browser renders the same content from the same store, so hydration matches.
 */
export function InlineResources() {
  const { i18n } = useTranslation()
  const matches = useMatches()
  const namespaces = namespacesOf(matches.map((match) => match.handle))
  const language = i18n.language
  const key = namespaces.join(',')
  const json = useMemo(() => {
    const bundles = Object.fromEntries(
      key.split(',').flatMap((ns) => {
        const bundle: unknown = i18n.getResourceBundle(language, ns)
        return bundle ? [[ns, bundle]] : []
      }),
    )
    // `<` escaped: the JSON can never close the script element.
    return JSON.stringify({ [language]: bundles }).replace(/</g, '\\u003c')
  }, [i18n, language, key])
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
