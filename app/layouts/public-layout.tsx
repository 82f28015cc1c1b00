import { useTranslation } from '#app/i18n/react.tsx'
import { Outlet, useMatches, useRouteLoaderData } from 'react-router'
import { Footer } from '#app/components/public/footer.tsx'
import { pageHasNewsletterForm } from '#app/components/public/newsletter-signup.tsx'
import { TopBar, type TopBarUser } from '#app/components/public/top-bar.tsx'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import type { Site } from '#app/site.ts'

export const handle: I18nHandle = { i18n: ['public'] }

const fallbackSite: Site = { brand: '', coachName: '', email: '', socialUrl: '', description: '' }

/** The public site's frame: skip link, sticky top bar, the page, footer. */
export default function PublicLayout() {
  const { t } = useTranslation()
  const root = useRouteLoaderData<{ site?: Site; user?: TopBarUser }>('root')
  const site = root?.site ?? fallbackSite
  const signup = !pageHasNewsletterForm(useMatches())
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-emerald-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {t('public:nav.skip')}
      </a>
      <TopBar site={site} user={root?.user ?? null} />
      <div id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </div>
      <Footer site={site} year={new Date().getUTCFullYear()} signup={signup} />
    </div>
  )
}
