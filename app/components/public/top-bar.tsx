import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { LanguageSwitcher } from '#app/components/language-switcher.tsx'
import { ThemeToggle } from '#app/components/theme-toggle.tsx'
import type { Site } from '#app/site.ts'
import { CloseIcon, Logo, MenuIcon } from './icons.tsx'
import { isActivePath, navLinks } from './labels.ts'

function NavItems({ pathname, mobile }: { pathname: string; mobile?: boolean }) {
  const { t } = useTranslation()
  return navLinks.map((link) => {
    const active = isActivePath(pathname, link)
    const look = mobile
      ? 'block rounded-lg px-3 py-2.5 text-base'
      : 'rounded-full px-3 py-2 text-sm whitespace-nowrap'
    const state = active
      ? 'bg-emerald-50 font-semibold text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300'
      : 'font-medium text-slate-700 hover:bg-slate-100 hover:text-emerald-700 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-emerald-400'
    return (
      <li key={link.to}>
        <Link
          to={link.to}
          aria-current={active ? 'page' : undefined}
          className={`${look} ${state} focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600`}
        >
          {t(link.label)}
        </Link>
      </li>
    )
  })
}

/**
 * The spec's sticky top bar: logo, coach's name, the seven links with the active one highlighted.
 * Below `lg` a toggle opens a dropdown with the same links; it closes on navigation, on Escape
 * (focus goes back to the toggle) and on a click outside.
 */
export function TopBar({ site }: { site: Site }) {
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
      className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75 dark:border-slate-800 dark:bg-slate-950/90"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Link
          to="/"
          className="flex min-w-0 items-center gap-3 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-emerald-600"
          aria-label={t('public:nav.homeLink', { brand: site.brand })}
        >
          <Logo />
          <span className="flex min-w-0 flex-col leading-tight">
            <span className="truncate font-bold tracking-tight text-slate-900 dark:text-white">
              {site.brand}
            </span>
            <span className="truncate text-xs text-slate-500 dark:text-slate-400">{site.coachName}</span>
          </span>
        </Link>

        <nav aria-label={t('public:nav.main')} className="ms-auto hidden lg:block">
          <ul className="flex items-center gap-1">
            <NavItems pathname={location.pathname} />
          </ul>
        </nav>

        <div className="ms-auto flex items-center gap-1 lg:ms-0">
          <div className="hidden items-center gap-1 lg:flex">
            <LanguageSwitcher />
            <ThemeToggle />
            <Link
              to="/signin"
              className="ms-1 rounded-full border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:border-emerald-600 hover:text-emerald-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 dark:border-slate-700 dark:text-slate-200 dark:hover:text-emerald-400"
            >
              {t('public:nav.signin')}
            </Link>
          </div>
          <button
            ref={toggleRef}
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 lg:hidden dark:text-slate-200 dark:hover:bg-slate-800"
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={open ? t('public:nav.closeMenu') : t('public:nav.openMenu')}
            onClick={() => setOpen(!open)}
          >
            {open ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
          </button>
        </div>
      </div>

      <div
        id={panelId}
        hidden={!open}
        className="border-t border-slate-200 bg-white shadow-lg lg:hidden dark:border-slate-800 dark:bg-slate-950"
      >
        <nav aria-label={t('public:nav.main')} className="mx-auto max-w-7xl px-4 py-3 sm:px-6">
          <ul className="flex flex-col gap-1">
            <NavItems pathname={location.pathname} mobile />
          </ul>
          <div className="mt-3 flex items-center gap-2 border-t border-slate-200 pt-3 dark:border-slate-800">
            <LanguageSwitcher />
            <ThemeToggle />
            <Link
              to="/signin"
              className="ms-auto rounded-full border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:border-emerald-600 hover:text-emerald-700 dark:border-slate-700 dark:text-slate-200"
            >
              {t('public:nav.signin')}
            </Link>
          </div>
        </nav>
      </div>
    </header>
  )
}
