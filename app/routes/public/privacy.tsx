import { useTranslation } from '#app/i18n/react.tsx'
import { href, Link } from 'react-router'
import type { Route } from './+types/privacy'
import { PageHeader } from '#app/components/public/page-parts.tsx'
import { seoMeta } from '#app/components/public/seo.ts'
import { DeletionFacts } from '#app/components/privacy/deletion-facts.tsx'
import { DISPLAY_COOKIE } from '#app/display/settings.ts'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { PRIVACY_TEXT_VERSION } from '#app/privacy.ts'
import { ANALYTICS_RETENTION_DAYS } from '#server/analytics/salt.server.ts'
import { AUDIT_RETENTION_DAYS } from '#server/audit/retention.server.ts'
import { COOKIE_PREFIX } from '#server/auth/auth.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'
import { LANGUAGE_COOKIE } from '#server/i18n/detect.server.ts'
import { canonicalUrl } from '#server/seo/seo.server.ts'
import { siteSettings } from '#server/site.server.ts'
import { TWO_FACTOR_COOKIES } from '#server/auth/two-factor-sign-in.server.ts'

export const handle: I18nHandle = { i18n: ['public', 'privacy'] }

/** Static keys (the i18n check reads them), one per cookie the loader lists. */
const COOKIE_PURPOSES = {
  session: 'privacy:page.cookie.session',
  device: 'privacy:page.cookie.device',
  language: 'privacy:page.cookie.language',
  display: 'privacy:page.cookie.display',
  twoFactor: 'privacy:page.cookie.twoFactor',
  trustedBrowser: 'privacy:page.cookie.trustedBrowser',
} as const

const STORED = [
  'privacy:page.stored.account',
  'privacy:page.stored.sessions',
  'privacy:page.stored.learning',
  'privacy:page.stored.support',
  'privacy:page.stored.contact',
  'privacy:page.stored.planner',
  'privacy:page.stored.bookings',
  'privacy:page.stored.consents',
] as const

/** /privacidad: who is responsible, what is stored and why, cookies, logs, rights, the text's version. */
export async function loader({ request }: Route.LoaderArgs) {
  const t = getFixedT(request)
  const { brand, coachName, email } = siteSettings()
  return {
    seo: {
      title: t('privacy:page.title'),
      description: t('privacy:page.metaDescription'),
      canonical: canonicalUrl(request),
    },
    site: { brand, coachName, email },
    // Every cookie the site sets, named as the code names them (over https the first two are
    // `__Host-…`); all are needed for the site to work.
    cookies: [
      { name: `${COOKIE_PREFIX}.session_token`, purpose: 'session' },
      { name: `${COOKIE_PREFIX}.device`, purpose: 'device' },
      { name: LANGUAGE_COOKIE, purpose: 'language' },
      { name: DISPLAY_COOKIE, purpose: 'display' },
      { name: `${COOKIE_PREFIX}.${TWO_FACTOR_COOKIES.challenge}`, purpose: 'twoFactor' },
      { name: `${COOKIE_PREFIX}.${TWO_FACTOR_COOKIES.trusted}`, purpose: 'trustedBrowser' },
    ] satisfies { name: string; purpose: keyof typeof COOKIE_PURPOSES }[],
    version: PRIVACY_TEXT_VERSION,
    auditDays: AUDIT_RETENTION_DAYS,
    visitDays: ANALYTICS_RETENTION_DAYS,
  }
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, matches)

function Part({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-xl font-bold text-slate-900 dark:text-white">
        {title}
      </h2>
      {children}
    </section>
  )
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('privacy')
  const { site, cookies, version, auditDays, visitDays } = loaderData
  const list = 'list-disc space-y-2 ps-5'
  const mail = (
    <a
      href={`mailto:${site.email}`}
      className="font-medium break-all text-emerald-700 underline dark:text-emerald-400"
    >
      {site.email}
    </a>
  )
  return (
    <main>
      <PageHeader title={t('privacy:page.title')} lead={t('privacy:page.intro', { brand: site.brand })} />
      <div className="mx-auto max-w-3xl space-y-10 px-4 py-12 leading-relaxed text-slate-700 sm:px-6 dark:text-slate-300">
        <Part id="privacy-responsible" title={t('privacy:page.responsibleTitle')}>
          <p>{t('privacy:page.responsible', { coach: site.coachName, brand: site.brand })}</p>
          <p>
            {t('privacy:page.writeTo')} {mail}
          </p>
        </Part>
        <Part id="privacy-stored" title={t('privacy:page.storedTitle')}>
          <ul className={list}>
            {STORED.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
          <p>{t('privacy:page.noSale')}</p>
        </Part>
        <Part id="privacy-cookies" title={t('privacy:page.cookiesTitle')}>
          <p>{t('privacy:page.cookiesIntro')}</p>
          <ul className={list}>
            {cookies.map((cookie) => (
              <li key={cookie.name}>
                <code dir="ltr" className="rounded bg-slate-100 px-1 text-sm dark:bg-slate-800">
                  {cookie.name}
                </code>
                : {t(COOKIE_PURPOSES[cookie.purpose])}
              </li>
            ))}
          </ul>
          <p>{t('privacy:page.storage')}</p>
        </Part>
        <Part id="privacy-logs" title={t('privacy:page.logsTitle')}>
          <ul className={list}>
            <li>{t('privacy:page.logs.server')}</li>
            <li>{t('privacy:page.logs.audit', { days: auditDays })}</li>
            <li>{t('privacy:page.logs.visits', { days: visitDays })}</li>
          </ul>
        </Part>
        <Part id="privacy-rights" title={t('privacy:page.rightsTitle')}>
          <ul className={list}>
            <li>{t('privacy:page.rights.download')}</li>
            <li>{t('privacy:page.rights.correct')}</li>
            <li>{t('privacy:page.rights.delete')}</li>
            <li>
              {t('privacy:page.rights.contact')} {mail}
            </li>
          </ul>
          <Link
            to={href('/account-settings')}
            className="font-medium text-emerald-700 underline dark:text-emerald-400"
          >
            {t('privacy:page.accountLink')}
          </Link>
        </Part>
        <Part id="privacy-deletion" title={t('privacy:page.deletionTitle')}>
          <p>{t('privacy:deletion.intro')}</p>
          <DeletionFacts auditDays={auditDays} />
        </Part>
        <p className="text-sm text-slate-500 dark:text-slate-400">{t('privacy:page.version', { version })}</p>
      </div>
    </main>
  )
}
