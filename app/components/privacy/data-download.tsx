import { useTranslation } from '#app/i18n/react.tsx'
import { href } from 'react-router'
import { Section } from '#app/components/auth/account/section.tsx'

/** Account settings: "Download my data" (a plain link: the browser saves the JSON file). */
export function DataDownload() {
  const { t } = useTranslation('privacy')
  return (
    <Section
      id="my-data-title"
      title={t('privacy:download.title')}
      description={t('privacy:download.description')}
    >
      <a
        href={href('/account/my-data.json')}
        download
        className="inline-block rounded-md bg-emerald-700 px-4 py-2 text-sm font-medium text-white hover:bg-emerald-800 focus-ring"
      >
        {t('privacy:download.link')}
      </a>
    </Section>
  )
}
