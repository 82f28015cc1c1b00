import { useEffect } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { NavLink } from 'react-router'
import { useDisplay } from '#app/display/display-context.tsx'
import {
  BookIcon,
  CalendarIcon,
  ChartIcon,
  ClipboardIcon,
  DocumentIcon,
  GlobeIcon,
  GraduationIcon,
  HelpIcon,
  ImageIcon,
  MailIcon,
  PitchIcon,
  UserIcon,
  UsersIcon,
} from '#app/display/icons.tsx'
import { LARGE_SCREEN, useMedia } from '#app/display/use-media.ts'
import { itemsFor, type NavItem } from './nav-items.ts'
import type { NavBadges, Role } from './types.ts'

const icons = {
  dashboard: ChartIcon,
  posts: DocumentIcon,
  concepts: BookIcon,
  drills: PitchIcon,
  curriculum: CalendarIcon,
  courses: GraduationIcon,
  assignments: ClipboardIcon,
  myCourses: GraduationIcon,
  media: ImageIcon,
  messages: MailIcon,
  account: UserIcon,
  audit: ClipboardIcon,
  support: HelpIcon,
  comments: MailIcon,
  users: UsersIcon,
  memberships: UsersIcon,
  orders: DocumentIcon,
  sessions: ClipboardIcon,
  redirects: GlobeIcon,
  events: CalendarIcon,
  myEvents: CalendarIcon,
}

export const SIDEBAR_ID = 'main-sidebar'

/** One navigation entry, for the sidebar and the horizontal menu alike; `badge` counts what awaits. */
export function NavEntry({
  item,
  compact = false,
  badge = 0,
}: {
  item: NavItem
  compact?: boolean
  badge?: number
}) {
  const { t } = useTranslation()
  const Icon = icons[item.icon]
  return (
    <NavLink
      to={item.to}
      // The dashboard is /admin itself: it is not "current" on every page under it.
      end={item.to === '/admin'}
      className={({ isActive }) =>
        `relative flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-emerald-600 ${
          isActive
            ? 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200'
            : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'
        }`
      }
    >
      <Icon className="size-5 shrink-0" />
      <span
        className={
          compact ? 'lg:sr-only lg:group-hover:not-sr-only lg:group-focus-within:not-sr-only' : undefined
        }
      >
        {t(item.label)}
      </span>
      <UnreadBadge count={badge} compact={compact} />
    </NavLink>
  )
}

/** "3" beside an entry, read by screen readers as "3 unread" after the entry's name. */
function UnreadBadge({ count, compact }: { count: number; compact: boolean }) {
  const { t } = useTranslation()
  if (count <= 0) return null
  return (
    <span
      data-testid="nav-badge"
      className={`ms-auto inline-flex min-w-6 justify-center rounded-full bg-emerald-700 px-2 py-0.5 text-xs font-semibold text-white dark:bg-emerald-500 dark:text-slate-950 ${
        compact ? 'lg:absolute lg:start-8 lg:top-0 lg:group-hover:static lg:group-focus-within:static' : ''
      }`}
    >
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{t('common:sidebar.unread', { count })}</span>
    </span>
  )
}

/**
 * The fixed 260 px sidebar, at the start edge (right in RTL). Menu "collapsible vertical" shrinks it
 * to its icons on large screens until hovered; menu "horizontal" moves the entries into the header
 * there. Small screens keep it off-canvas until the toggle opens it, over a dark overlay.
 */
export function Sidebar({ role, brand, badges }: { role: Role; brand: string; badges: NavBadges }) {
  const { t } = useTranslation()
  const { settings, sidebarToggled, setSidebarToggled, isDark } = useDisplay()
  const large = useMedia(LARGE_SCREEN, true)
  const compact = settings.menu === 'collapsible-vertical'
  const shown = large ? !sidebarToggled && settings.menu !== 'horizontal' : sidebarToggled
  const hidden = 'invisible -translate-x-full rtl:translate-x-full'
  const overlaid = sidebarToggled && !large
  // Over the page on small screens: Escape closes it and gives focus back to the header's toggle.
  useEffect(() => {
    if (!overlaid) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      setSidebarToggled(false)
      document.querySelector<HTMLElement>(`[aria-controls="${SIDEBAR_ID}"]`)?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [overlaid, setSidebarToggled])
  return (
    <>
      {overlaid ? (
        <button
          type="button"
          tabIndex={-1}
          aria-label={t('common:sidebar.close')}
          onClick={() => setSidebarToggled(false)}
          className="fixed inset-0 z-40 bg-slate-950/60 lg:hidden"
        />
      ) : null}
      <nav
        id={SIDEBAR_ID}
        aria-label={t('common:sidebar.label')}
        className={`group fixed inset-y-0 start-0 z-50 flex print:hidden w-[260px] flex-col border-e border-slate-200 bg-white transition-[translate,width,visibility] duration-300 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100 ${
          compact ? 'lg:w-[72px] lg:hover:w-[260px] lg:focus-within:w-[260px]' : ''
        } ${shown ? 'visible translate-x-0' : hidden} ${settings.semidark && !isDark ? 'dark' : ''}`}
      >
        <div className="flex h-16 shrink-0 items-center border-b border-slate-200 px-5 font-bold text-emerald-700 dark:border-slate-800 dark:text-emerald-400">
          <span className={`truncate ${compact ? 'lg:sr-only lg:group-hover:not-sr-only' : ''}`}>
            {brand}
          </span>
        </div>
        <ul className="flex flex-col gap-1 overflow-y-auto p-3">
          {itemsFor(role).map((item) => (
            <li key={item.to}>
              <NavEntry item={item} compact={compact} badge={badges[item.to]} />
            </li>
          ))}
        </ul>
      </nav>
    </>
  )
}
