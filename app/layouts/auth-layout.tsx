import { useTranslation } from '#app/i18n/react.tsx'
import { Link, Outlet, useRouteLoaderData } from 'react-router'
import { LanguageSwitcher } from '#app/components/language-switcher.tsx'
import { RouteError } from '#app/components/route-error.tsx'
import { ThemeToggle } from '#app/components/theme-toggle.tsx'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import type { Site } from '#app/site.ts'

export const handle: I18nHandle = { i18n: ['auth'] }

/** The identity screens: a boxed card centred on a quiet background, the brand above it. */
function AuthFrame({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation('auth')
  const brand = useRouteLoaderData<{ site?: Site }>('root')?.site?.brand ?? ''
  return (
    <div className="relative flex min-h-screen flex-col items-center bg-slate-100 px-4 py-10 dark:bg-slate-950">
      <header className="flex flex-col items-center">
        <div className="absolute end-4 top-4 flex items-center gap-2">
          <LanguageSwitcher />
          <ThemeToggle />
        </div>
        <Link
          to="/"
          className="mt-8 mb-8 text-xl font-bold tracking-tight text-emerald-800 hover:text-emerald-700 dark:text-emerald-400"
        >
          {brand}
        </Link>
      </header>
      <main className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        {children}
      </main>
      <footer className="mt-6">
        <Link
          to="/"
          className="text-sm text-slate-600 underline-offset-4 hover:underline dark:text-slate-400"
        >
          {t('auth:layout.backToSite')}
        </Link>
      </footer>
    </div>
  )
}

export default function AuthLayout() {
  return (
    <AuthFrame>
      <Outlet />
    </AuthFrame>
  )
}

/** A refused or failed identity screen (a foreign form's 403, an unexpected error) keeps the card. */
export function ErrorBoundary() {
  return (
    <AuthFrame>
      <RouteError boxed />
    </AuthFrame>
  )
}
