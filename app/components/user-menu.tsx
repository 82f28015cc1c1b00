import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { useTranslation } from '#app/i18n/react.tsx'
import { Link, useLocation, useSubmit } from 'react-router'
import { direction, fallbackLanguage, toLanguage } from '#app/i18n/languages.ts'
import { initialsOf } from './initials.ts'

export interface MenuUser {
  name: string
  lastName: string | null
  email: string
}

const itemClass =
  'flex w-full cursor-pointer items-center rounded-md px-3 py-2 text-start text-sm outline-none select-none data-[highlighted]:bg-emerald-50 data-[highlighted]:text-emerald-800 dark:data-[highlighted]:bg-slate-800 dark:data-[highlighted]:text-emerald-300'

/**
 * The header's avatar: opens a 230px menu with the full name, the e-mail, "Mi cuenta", "Mis cursos", the lock
 * screen and sign-out. Radix closes it on an outside click and on Escape and manages focus.
 */
export function UserMenu({ user }: { user: MenuUser }) {
  const { t, i18n } = useTranslation('auth')
  const submit = useSubmit()
  const location = useLocation()
  const fullName = [user.name, user.lastName].filter(Boolean).join(' ')
  return (
    <DropdownMenu.Root dir={direction(toLanguage(i18n.language) ?? fallbackLanguage)} modal={false}>
      {/* Named by the visible initials first, then the full label (speech input says what it sees). */}
      <DropdownMenu.Trigger className="flex size-9 items-center justify-center rounded-full bg-emerald-700 text-sm font-semibold text-white hover:bg-emerald-800 focus-ring">
        <span>{initialsOf(user)}</span>
        <span className="sr-only">{t('auth:menu.open', { name: fullName })}</span>
      </DropdownMenu.Trigger>
      {/* Not portalled: the open menu stays inside its landmark (the header). */}
      <DropdownMenu.Content
        align="end"
        sideOffset={8}
        className="z-50 w-[230px] rounded-lg border border-slate-200 bg-white p-1 text-slate-800 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      >
        <DropdownMenu.Label className="px-3 py-2">
          <span className="block truncate font-medium">{fullName}</span>
          <span className="block truncate text-xs text-slate-500 dark:text-slate-400">{user.email}</span>
        </DropdownMenu.Label>
        <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
        <DropdownMenu.Item asChild className={itemClass}>
          <Link to="/account-settings">{t('auth:menu.account')}</Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild className={itemClass}>
          <Link to="/account/courses">{t('auth:menu.myCourses')}</Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item
          className={itemClass}
          onSelect={() =>
            void submit(
              { redirectTo: location.pathname + location.search },
              { method: 'post', action: '/auth/lock' },
            )
          }
        >
          {t('auth:menu.lock')}
        </DropdownMenu.Item>
        <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
        <DropdownMenu.Item
          className={itemClass}
          onSelect={() => void submit(null, { method: 'post', action: '/auth/logout' })}
        >
          {t('auth:menu.signOut')}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  )
}
