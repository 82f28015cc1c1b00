import { useTranslation } from '#app/i18n/react.tsx'
import { data } from 'react-router'
import type { Route } from './+types/certificate-verify'
import { PageHeader } from '#app/components/public/page-parts.tsx'
import { seoMeta } from '#app/components/public/seo.ts'
import { formatDate } from '#app/i18n/format.ts'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { findByVerificationCode } from '#server/courses/certificates.server.ts'
import { db } from '#server/db/db.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'
import { limits } from '#server/rate-limit/limits.server.ts'
import { appLimiter } from '#server/rate-limit/shared.server.ts'
import { canonicalUrl } from '#server/seo/seo.server.ts'

export const handle: I18nHandle = { i18n: ['public', 'certificates'] }

/**
 * The page a certificate's QR code opens, for anyone: whether the certificate is genuine, who
 * completed which course and when, or that it was revoked. Kept out of search engines.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const t = getFixedT(request)
  const seo = {
    title: t('certificates:verify.title'),
    description: t('certificates:verify.description'),
    canonical: canonicalUrl(request),
    noindex: true,
  }
  const rate = await appLimiter().consume(limits.verifyCertificate(context.clientIp))
  if (!rate.allowed)
    return data(
      { seo, certificate: null, tooMany: true },
      { status: 429, headers: { 'Retry-After': String(rate.retryAfterSeconds) } },
    )
  const found = await findByVerificationCode(db, params.code)
  if (!found) return data({ seo, certificate: null, tooMany: false }, { status: 404 })
  return {
    seo,
    tooMany: false,
    certificate: { ...found.text, issuedAt: found.issuedAt, revokedAt: found.revokedAt },
  }
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, matches)

export default function CertificateVerification({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('certificates')
  const { certificate, tooMany } = loaderData
  const verdict = !certificate
    ? {
        title: t(tooMany ? 'verify.title' : 'verify.notFound'),
        tone: 'border-slate-300 dark:border-slate-700',
      }
    : certificate.revokedAt
      ? { title: t('verify.revoked'), tone: 'border-red-600 dark:border-red-400' }
      : { title: t('verify.valid'), tone: 'border-emerald-600 dark:border-emerald-400' }
  return (
    <main>
      <PageHeader title={t('verify.title')} lead={t('verify.description')} />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <section
          aria-labelledby="verdict"
          className={`space-y-3 rounded-2xl border-s-4 bg-white p-6 shadow-sm dark:bg-slate-900 ${verdict.tone}`}
        >
          <h2 id="verdict" className="text-2xl font-bold">
            {verdict.title}
          </h2>
          {certificate ? (
            <>
              <p className="text-lg">
                {t('verify.validText', { learner: certificate.learner, course: certificate.course })}
              </p>
              <p className="text-slate-600 dark:text-slate-300">
                {t('verify.issued', {
                  date: formatDate(certificate.issuedAt, i18n.language),
                  coach: certificate.coach,
                })}
              </p>
              {certificate.revokedAt ? (
                <p className="font-semibold text-red-700 dark:text-red-400">
                  {t('verify.revokedText', { date: formatDate(certificate.revokedAt, i18n.language) })}
                </p>
              ) : null}
            </>
          ) : (
            <p>{t(tooMany ? 'verify.tooMany' : 'verify.notFoundText')}</p>
          )}
        </section>
      </div>
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
