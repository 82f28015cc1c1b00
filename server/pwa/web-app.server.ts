import { htmlLang, direction, type Language } from '#app/i18n/languages.ts'
import { THEME_COLOR } from '#app/pwa/theme.ts'
import { getFixedT } from '../i18n/i18n.server.ts'
import { plainDocument } from '../http/plain-document.server.ts'
import { siteSettings } from '../site.server.ts'

/** The app's background while it starts: the site's (app/app.css). */
const BACKGROUND_COLOR = '#ffffff'

/** The short name under the icon on a phone's home screen: the brand's first word when it is long. */
const shortName = (brand: string) => (brand.length <= 12 ? brand : (brand.split(/\s+/)[0] ?? brand))

/** The web app manifest (installable app, docs/decisions/050-at-the-pitch.md) in the visitor's language. */
export function webManifest(language: Language) {
  const { brand, description } = siteSettings()
  return {
    name: brand,
    short_name: shortName(brand),
    description,
    lang: htmlLang(language),
    dir: direction(language),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  }
}

/** The page the service worker shows for a page it cannot fetch: no script, no private data. */
export function offlineDocument(language: Language) {
  const t = getFixedT(language, 'common')
  return plainDocument(language, {
    title: t('offline.title'),
    message: t('offline.message'),
    // An empty address is the page asked for: the link tries it again.
    link: { href: '', text: t('offline.retry') },
  })
}
