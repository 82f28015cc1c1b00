import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { Link, useLocation } from 'react-router'
import { LanguageSwitcher } from '#app/components/language-switcher.tsx'
import { ThemeToggle } from '#app/components/theme-toggle.tsx'
import { initialsOf } from '#app/components/initials.ts'
import type { Site } from '#app/site.ts'
import { CloseIcon, Logo, MenuIcon } from './icons.tsx'
import { SearchField } from './search-field.tsx'
import { isActivePath, navLinks } from './labels.ts'

function NavItems({ pathname, mobile }: { pathname: string; mobile?: boolean }) {
  const { t } = useTranslation()
  return navLinks.map((link) => {
    const active = isActivePath(pathname, link)
    const look = mobile ? 'block rounded-lg px-3 py-2.5 text-base' : 'nav-pill'
    const state = active
      ? 'bg-emerald-50 font-semibold text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300'
      : 'nav-link'
    return (
      <li key={link.to}>
        <Link
          to={link.to}
          aria-current={active ? 'page' : undefined}
          className={`${look} ${state} focus-ring`}
        >
          {t(link.label)}
        </Link>
      </li>
    )
  })
}

export type TopBarUser = { name: string; lastName: string | null } | null

/** "Acceder" for visitors; for a signed-in visitor their initials and "Mi cuenta", so they know. */
function AccountLink({ user, className }: { user: TopBarUser; className: string }) {
  const { t } = useTranslation()
  const look = `inline-flex items-center gap-2 rounded-full border border-slate-300 text-sm font-medium whitespace-nowrap text-slate-700 hover:border-emerald-600 hover:text-emerald-700 dark:border-slate-700 dark:text-slate-200 ${className}`
  if (!user)
    return (
      <Link to="/signin" className={look}>
        {t('public:nav.signin')}
      </Link>
    )
  return (
    <Link to="/account-settings" className={look}>
      <span
        aria-hidden="true"
        className="-my-1 -ms-2 flex size-7 items-center justify-center rounded-full bg-emerald-700 text-xs font-semibold text-white"
      >
        {initialsOf(user)}
      </span>
      {t('common:sidebar.account')}
    </Link>
  )
}

/**
 * The spec's sticky top bar: logo, coach's name, the links with the active one highlighted (the
 * spec's seven, plus courses, drills and the blog). From `xl` (1280 px) the links have a row of
 * their own under the brand, language, theme and account; below it a toggle
 * opens a dropdown with the same links; it closes on navigation, on Escape
 * (focus goes back to the toggle) and on a click outside.
 */
export function TopBar({ site, user }: { site: Site; user: TopBarUser }) {
  const { t } = useTranslation()
  const location = useLocation()
  // The menu is open for one location only: any navigation (link, back button, form) closes it.
  const [openAt, setOpenAt] = useState<string | null>(null)
  const open = openAt === location.key
  const setOpen = (value: boolean) => setOpenAt(value ? location.key : null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const headerRef = useRef<HTMLElement>(null)
  const panelId = useId()

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      // A nested menu (language picker) handles its own Escape first and marks it handled.
      if (event.key !== 'Escape' || event.defaultPrevented) return
      setOpenAt(null)
      toggleRef.current?.focus()
    }
    const onPointer = (event: PointerEvent) => {
      const target = event.target
      if (!(target instanceof Node) || headerRef.current?.contains(target)) return
      // Portaled popovers (the language list) live outside the header but belong to the menu.
      if (target instanceof Element && target.closest('[data-radix-popper-content-wrapper]')) return
      setOpenAt(null)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open])

  return (
    <header
      ref={headerRef}
      className="sticky top-0 z-40 print:hidden border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75 dark:border-slate-800 dark:bg-slate-950/90"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Link
          to="/"
          className="flex min-w-0 items-center gap-3 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-emerald-600"
          // The name starts with what is visible (brand and coach), then says where it leads.
          aria-label={t('public:nav.homeLink', { brand: `${site.brand} ${site.coachName}` })}
        >
          <Logo />
          <span className="flex min-w-0 flex-col leading-tight">
            <span className="font-bold tracking-tight break-words text-slate-900 dark:text-white">
              {site.brand}
            </span>{' '}
            {/* the space keeps the two lines two words for assistive technology */}
            <span className="truncate text-xs text-slate-500 dark:text-slate-400">{site.coachName}</span>
          </span>
        </Link>

        <div className="ms-auto flex items-center gap-1">
          <SearchField hidden={open} />
          <div className="hidden items-center gap-1 xl:flex">
            <LanguageSwitcher />
            <ThemeToggle />
            <AccountLink user={user} className="ms-1 px-3 py-1.5 focus-ring dark:hover:text-emerald-400" />
          </div>
          <button
            ref={toggleRef}
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-ring xl:hidden dark:text-slate-200 dark:hover:bg-slate-800"
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={open ? t('public:nav.closeMenu') : t('public:nav.openMenu')}
            onClick={() => setOpen(!open)}
          >
            {open ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
          </button>
        </div>
      </div>

      {/* From `xl` the ten links get a row of their own under the brand: beside it they do not fit
          in 1280 px in most languages. They may wrap rather than overflow. */}
      <nav
        aria-label={t('public:nav.main')}
        className="hidden border-t border-slate-200/80 xl:block dark:border-slate-800"
      >
        <ul className="mx-auto flex max-w-7xl flex-wrap items-center gap-1 px-6 py-1.5">
          <NavItems pathname={location.pathname} />
        </ul>
      </nav>

      {/* Its links are rendered once it opens (the toggle needs JavaScript anyway): a closed menu
          would repeat the whole navigation in every document. */}
      <div
        id={panelId}
        hidden={!open}
        className="border-t border-slate-200 bg-white shadow-lg xl:hidden dark:border-slate-800 dark:bg-slate-950"
      >
        {open ? (
          <nav aria-label={t('public:nav.main')} className="mx-auto max-w-7xl px-4 py-3 sm:px-6">
            <div className="mb-3 flex">
              <SearchField wide />
            </div>
            <ul className="flex flex-col gap-1">
              <NavItems pathname={location.pathname} mobile />
            </ul>
            <div className="mt-3 flex items-center gap-2 border-t border-slate-200 pt-3 dark:border-slate-800">
              <LanguageSwitcher />
              <ThemeToggle />
              <AccountLink user={user} className="ms-auto px-4 py-2" />
            </div>
          </nav>
        ) : null}
      </div>
    </header>
  )
}
