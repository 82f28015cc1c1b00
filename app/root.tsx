import { useMemo } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from 'react-router'
import type { Route } from './+types/root'
import stylesheet from './app.css?url'
import { useNonce } from './csp-nonce.tsx'
import { DisplayProvider, useDisplayState } from './display/display-context.tsx'
import { defaultSettings } from './display/settings.ts'
import { fallbackLanguage, htmlLang, toLanguage } from './i18n/languages.ts'
import { TranslationPreloads } from './i18n/preloaded-resources.tsx'
import type { I18nHandle } from './i18n/namespaces.ts'
import { useLanguageSync, useSwitchLanguage } from './i18n/use-language.ts'
import { useRouteNamespaces } from './i18n/use-route-namespaces.ts'
import { THEME_COLOR } from './pwa/theme.ts'
import { useServiceWorker } from './pwa/use-service-worker.ts'
import { getOptionalUser } from '#server/auth/guards.server.ts'
import { displaySettingsOf } from '#server/i18n/display.server.ts'
import { getLocale } from '#server/i18n/i18n.server.ts'
import { siteSettings } from '#server/site.server.ts'

export const handle: I18nHandle = { i18n: ['common', 'validation'] }

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  // The installable app (docs/decisions/050-at-the-pitch.md).
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'apple-touch-icon', href: '/icons/icon-192.png' },
]

export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    requestId: context.requestId,
    locale: getLocale(request),
    site: siteSettings(),
    display: displaySettingsOf(request),
    // The 503 page says the database cannot answer: it does not ask the database who is signed in.
    user: context.refusal === 503 ? null : await getOptionalUser(request),
  }
}

/**
 * Runs before the first paint: when the theme follows the system, a dark system never flashes
 * white. Always rendered (never inserted later by React, which would not run it anyway).
 */
const SYSTEM_THEME_SCRIPT = `(function(d){if(d.dataset.theme==='system'&&matchMedia('(prefers-color-scheme: dark)').matches)d.classList.add('dark')})(document.documentElement)`

export function Layout({ children }: { children: React.ReactNode }) {
  // The i18n instance knows the language even when the root loader failed (error pages).
  const { i18n } = useTranslation()
  const locale = toLanguage(i18n.language) ?? fallbackLanguage
  const initial = useRouteLoaderData<typeof loader>('root')?.display ?? defaultSettings
  const state = useDisplayState(initial, locale)
  const switchLanguage = useSwitchLanguage(state.update)
  useLanguageSync(locale, switchLanguage)
  const display = useMemo(() => ({ ...state, switchLanguage }), [state, switchLanguage])
  const nonce = useNonce()
  return (
    // The system-theme script may add `dark` before React hydrates: that difference is expected.
    <html
      lang={htmlLang(locale)}
      dir={display.dir}
      data-lng={locale}
      data-theme={display.settings.theme}
      className={display.isDark ? 'dark' : undefined}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOR} />
        {display.settings.theme === 'system' ? (
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SYSTEM_THEME_SCRIPT }} />
        ) : null}
        {/* With a precedence React writes the style sheet first in <head>, before the scripts'
            preloads: the browser asks for what blocks the first paint before the ~30 scripts. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Meta />
        <Links />
      </head>
      {/* The spec puts `dark` on body; Tailwind's variant reads it on html too (app.css). */}
      <body
        className={`${display.isDark ? 'dark ' : ''}min-h-screen bg-white text-slate-900 antialiased dark:bg-slate-950 dark:text-slate-100`}
      >
        <DisplayProvider value={display}>{children}</DisplayProvider>
        <TranslationPreloads />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  useRouteNamespaces()
  useServiceWorker(useRouteLoaderData<typeof loader>('root')?.user?.id ?? null)
  return <Outlet />
}

export { RouteError as ErrorBoundary } from './components/route-error.tsx'
