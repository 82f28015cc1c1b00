import { Link } from 'react-router'
import { Section } from '#app/components/auth/account/section.tsx'
import { secondaryButtonClass } from '#app/components/admin/styles.ts'
import { useTranslation } from '#app/i18n/react.tsx'

/** Account settings' way to the passkeys screen. */
export function PasskeysLink() {
  const { t } = useTranslation('passkeys')
  return (
    <Section id="passkeys-title" title={t('settings.title')} description={t('settings.description')}>
      <Link to="/account/passkeys" className={secondaryButtonClass}>
        {t('settings.manage')}
      </Link>
    </Section>
  )
}
