import { useTranslation } from '#app/i18n/react.tsx'
import { Link } from 'react-router'
import { LanguageSwitcher } from '#app/components/language-switcher.tsx'
import { UserMenu } from '#app/components/user-menu.tsx'
import { ThemeToggle } from '#app/components/theme-toggle.tsx'
import { Customizer } from '#app/display/customizer.tsx'
import { useDisplay } from '#app/display/display-context.tsx'
import { MenuIcon } from '#app/display/icons.tsx'
import { LARGE_SCREEN, useMedia } from '#app/display/use-media.ts'
import { itemsFor } from './nav-items.ts'
import { NavEntry, SIDEBAR_ID } from './sidebar.tsx'
import type { LayoutUser, NavBadges } from './types.ts'

const navbarClass = {
  sticky:
    'sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-900/95',
  floating:
    'sticky top-3 z-30 mx-3 mt-3 rounded-xl border border-slate-200 bg-white/95 shadow-md backdrop-blur dark:border-slate-800 dark:bg-slate-900/95',
  static: 'relative border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900',
}

/** The private area's top bar: sidebar toggle, brand, language, theme, customizer and the user's menu. */
export function Header({ user, brand, badges }: { user: LayoutUser; brand: string; badges: NavBadges }) {
  const { t } = useTranslation()
  const { settings, sidebarToggled, toggleSidebar, isDark } = useDisplay()
  const large = useMedia(LARGE_SCREEN, true)
  const expanded = large ? !sidebarToggled && settings.menu !== 'horizontal' : sidebarToggled
  const horizontal = settings.menu === 'horizontal'
  return (
    <header
      data-navbar={settings.navbar}
      className={`${navbarClass[settings.navbar]} print:hidden text-slate-900 dark:text-slate-100 ${settings.semidark && !isDark ? 'dark' : ''}`}
    >
      <div className="flex h-16 items-center gap-2 px-4">
        <button
          type="button"
          onClick={toggleSidebar}
          aria-controls={SIDEBAR_ID}
          aria-expanded={expanded}
          aria-label={expanded ? t('common:sidebar.close') : t('common:sidebar.open')}
          className={`inline-flex size-9 items-center justify-center rounded-full hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-600 dark:hover:bg-slate-800 ${horizontal ? 'lg:hidden' : ''}`}
        >
          <MenuIcon />
        </button>
        <Link to="/" className="truncate text-lg font-bold text-emerald-700 dark:text-emerald-400">
          {brand}
        </Link>
        <div className="ms-auto flex items-center gap-1">
          <LanguageSwitcher />
          <ThemeToggle />
          <Customizer />
          <UserMenu user={{ name: user.name, lastName: user.lastName, email: user.email }} />
        </div>
      </div>
      {horizontal ? (
        <nav
          aria-label={t('common:sidebar.label')}
          className="hidden border-t border-slate-200 px-4 py-2 lg:block dark:border-slate-800"
        >
          {/* wraps onto more rows: fourteen entries are wider than the boxed layout in most languages */}
          <ul className="flex flex-wrap gap-x-2 gap-y-1">
            {itemsFor(user.role).map((item) => (
              <li key={item.to}>
                <NavEntry item={item} badge={badges[item.to]} />
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  )
}
