import { useTranslation } from '#app/i18n/react.tsx'

/** "Socios" on a card or a page header: the item is for members (others see its teaser). */
export function MembersBadge({ access }: { access: string | undefined }) {
  const { t } = useTranslation()
  if (access !== 'members') return null
  return (
    <span className="badge bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100">
      {t('public:membersBadge')}
    </span>
  )
}
