import { Link } from 'react-router'
import { useTranslation } from '#app/i18n/react.tsx'
import { secondaryButton, Section } from '../account/section.tsx'

/** Account settings' two-factor section: whether it is on, and the way to its own screen. */
export function TwoFactorSection({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('twofactor')
  return (
    <Section
      id="two-factor-title"
      title={t('twofactor:section.title')}
      description={t('twofactor:section.description')}
    >
      <p className="mb-4 text-sm font-medium">
        {enabled ? t('twofactor:section.on') : t('twofactor:section.off')}
      </p>
      <Link to="/account/two-factor" className={secondaryButton}>
        {enabled ? t('twofactor:section.manage') : t('twofactor:section.setUp')}
      </Link>
    </Section>
  )
}
