import { useEffect } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import {
  Outlet,
  useLocation,
  useMatches,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from 'react-router'
import type { Route } from './+types/main-layout'
import { IdleLock } from '#app/components/auth/idle-lock.tsx'
import { RouteError } from '#app/components/route-error.tsx'
import { useDisplay } from '#app/display/display-context.tsx'
import { LARGE_SCREEN } from '#app/display/use-media.ts'
import { ScreenLoader, ScrollToTop, Footer } from '#app/layouts/main/chrome.tsx'
import { Header } from '#app/layouts/main/header.tsx'
import { Sidebar } from '#app/layouts/main/sidebar.tsx'
import type { LayoutUser, NavBadges } from '#app/layouts/main/types.ts'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import type { Site } from '#app/site.ts'
import { requireUser, type OptionalUser, type SessionUser } from '#server/auth/guards.server.ts'
import { countUnread } from '#server/contact/inbox.server.ts'
import { db } from '#server/db/db.server.ts'

/** The user menu speaks `auth`. */
export const handle: I18nHandle = { i18n: ['auth'] }

const layoutUser = (user: Pick<SessionUser, 'name' | 'lastName' | 'email' | 'role'>): LayoutUser => ({
  name: user.name,
  lastName: user.lastName ?? '',
  email: user.email,
  role: user.role,
})

/** The layout only shows who is signed in; every page's own loader checks its role again. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  // Admins see how many contact messages nobody has opened yet (one count on an index).
  const badges: NavBadges = user.role === 'admin' ? { '/admin/messages': await countUnread(db) } : {}
  return { user: layoutUser(user), badges }
}

/**
 * The inbox pages count unread messages after their own change (opening a message marks it read),
 * while this layout's loader runs in parallel with theirs: their figure, when there is one, wins.
 */
function useInboxBadge(badges: NavBadges): NavBadges {
  const fromPage = useMatches()
    .map((match) => (match.data as { unreadMessages?: unknown } | undefined)?.unreadMessages)
    .find((count) => typeof count === 'number')
  return fromPage === undefined ? badges : { ...badges, '/admin/messages': fromPage }
}

/** Leaving a message, which was marked read on the way in, the layout counts again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, defaultShouldRevalidate }) =>
  defaultShouldRevalidate || currentUrl.pathname.startsWith('/admin/messages/')

const animationClass = {
  none: '',
  'fade-in': 'page-fade-in',
  'fade-in-up': 'page-fade-in-up',
  'fade-in-down': 'page-fade-in-down',
  'zoom-in': 'page-zoom-in',
}

/** Private pages: fixed sidebar (start edge), header, content, footer, customizer (SPEC.md section 2). */
function MainFrame({
  user,
  badges,
  children,
}: {
  user: LayoutUser
  badges: NavBadges
  children: React.ReactNode
}) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const { settings, sidebarToggled, setSidebarToggled } = useDisplay()
  const site = useRouteLoaderData<{ site?: Site }>('root')?.site
  const brand = site?.brand ?? ''

  // Below 1024 px the sidebar covers the page: close it after each navigation.
  useEffect(() => {
    if (!window.matchMedia(LARGE_SCREEN).matches) setSidebarToggled(false)
  }, [pathname, setSidebarToggled])

  const offset =
    settings.menu === 'horizontal' || sidebarToggled
      ? ''
      : settings.menu === 'collapsible-vertical'
        ? 'lg:ps-[72px]'
        : 'lg:ps-[260px]'
  return (
    <div
      className="min-h-screen bg-slate-50 dark:bg-slate-950"
      data-menu={settings.menu}
      data-layout={settings.layout}
    >
      <ScreenLoader />
      <a
        href="#main-content"
        className="sr-only z-[70] rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {t('common:skipToContent')}
      </a>
      <Sidebar role={user.role} brand={brand} badges={badges} />
      <div className={`flex min-h-screen flex-col transition-[padding] duration-300 ${offset} print:ps-0`}>
        <div
          className={`flex min-h-screen w-full flex-col ${settings.layout === 'boxed' ? 'mx-auto max-w-6xl bg-white shadow-sm dark:bg-slate-900' : ''}`}
        >
          <Header user={user} brand={brand} badges={badges} />
          <div id="main-content" key={pathname} className={`flex-1 ${animationClass[settings.animation]}`}>
            {children}
          </div>
          <Footer owner={site?.coachName ?? brand} />
        </div>
      </div>
      <ScrollToTop />
      <IdleLock />
    </div>
  )
}

export default function MainLayout({ loaderData }: Route.ComponentProps) {
  const badges = useInboxBadge(loaderData.badges)
  return (
    <MainFrame user={loaderData.user} badges={badges}>
      <Outlet />
    </MainFrame>
  )
}

/**
 * The layout's own loader failed (its pages have their own boundaries): the frame is drawn for the
 * user the root loader found, without badges; with nobody signed in, the error page stands alone.
 */
export function ErrorBoundary() {
  const user = useRouteLoaderData<{ user?: OptionalUser | null }>('root')?.user
  if (!user) return <RouteError />
  return (
    <MainFrame user={layoutUser(user)} badges={{}}>
      <RouteError />
    </MainFrame>
  )
}
