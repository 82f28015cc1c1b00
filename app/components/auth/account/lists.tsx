import { useTranslation } from '#app/i18n/react.tsx'
import { Form, Link } from 'react-router'
import { Notice, replyFor, Section, type SettingsReply } from './section.tsx'
import { formatDate, formatDateTime } from '#app/i18n/format.ts'

export interface SessionRow {
  id: string
  createdAt: string
  lastActivityAt: string
  ipAddress: string | null
  userAgent: string | null
  current: boolean
}

/** A rough, readable device name from the user agent (no library: a hint, not a fingerprint). */
export function deviceOf(userAgent: string | null) {
  if (!userAgent) return null
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrom(e|ium)\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : null
  const os = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null
  return [browser, os].filter(Boolean).join(' · ') || null
}

export function SessionsList({
  sessions,
  reply,
}: {
  sessions: SessionRow[]
  reply: SettingsReply | undefined
}) {
  const { t, i18n } = useTranslation(['account', 'auth'])
  return (
    <Section
      id="sessions-title"
      title={t('account:sessions.title')}
      description={t('account:sessions.description')}
    >
      <Notice reply={replyFor(reply, 'revoke')} />
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {sessions.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="text-sm">
              <p className="font-medium">
                {deviceOf(session.userAgent) ?? t('account:sessions.unknownDevice')}
                {session.current ? (
                  <span className="ms-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs text-emerald-800 dark:bg-emerald-900 dark:text-emerald-200">
                    {t('account:sessions.current')}
                  </span>
                ) : null}
              </p>
              <p className="text-slate-600 dark:text-slate-400">
                {t('account:sessions.details', {
                  started: formatDateTime(session.createdAt, i18n.language),
                  active: formatDateTime(session.lastActivityAt, i18n.language),
                })}
                {session.ipAddress ? ` · ${session.ipAddress}` : ''}
              </p>
            </div>
            <Form method="post">
              <input type="hidden" name="intent" value="revoke" />
              <input type="hidden" name="sessionId" value={session.id} />
              <button
                type="submit"
                className="rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800"
              >
                {session.current ? t('account:sessions.signOutHere') : t('account:sessions.revoke')}
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </Section>
  )
}

/** A learner's course as the coach's person page lists it. */
export interface CourseRow {
  id: number
  slug: string
  title: string
  purchasedAt: string
  /** Lessons done of all lessons, and the lesson "continue" opens. */
  done: number
  total: number
  resume: string | null
}

export interface CertificateRow {
  id: string
  courseTitle: string | null
  issuedAt: string
  verificationCode: string
  revoked: boolean
}

/**
 * Courses live in Mis cursos (progress, where to continue, finished ones): settings only point
 * there, and keep the certificates (revoked ones too, which Mis cursos does not show).
 */
export function CoursesList({ certificates }: { certificates: CertificateRow[] }) {
  const { t, i18n } = useTranslation(['account', 'auth'])
  return (
    <Section id="courses-title" title={t('account:courses.title')}>
      <p className="mb-6 text-sm">
        {t('account:courses.inMyCourses')}{' '}
        <Link
          to="/account/courses"
          className="font-semibold text-emerald-700 underline dark:text-emerald-400"
        >
          {t('account:courses.openMyCourses')}
        </Link>
      </p>
      <h3 className="mb-2 text-sm font-semibold text-slate-700 dark:text-slate-300">
        {t('account:certificates.title')}
      </h3>
      {certificates.length ? (
        <ul className="space-y-2 text-sm">
          {certificates.map((certificate) => {
            const course = certificate.courseTitle ?? t('account:certificates.untitled')
            return (
              <li key={certificate.id} className="flex flex-wrap items-baseline justify-between gap-3">
                <span className="font-medium">
                  {course}
                  {certificate.revoked ? (
                    <span className="ms-2 rounded bg-red-100 px-1.5 py-0.5 text-xs font-semibold text-red-800 dark:bg-red-950 dark:text-red-200">
                      {t('certificates:account.revoked')}
                    </span>
                  ) : null}
                </span>
                <span className="text-slate-600 dark:text-slate-400">
                  {t('account:certificates.issued', {
                    date: formatDate(certificate.issuedAt, i18n.language),
                    code: certificate.verificationCode,
                  })}
                </span>
                <span className="flex gap-3">
                  <a
                    href={`/certificados/${certificate.id}/pdf`}
                    download
                    className="font-semibold text-emerald-700 underline dark:text-emerald-400"
                  >
                    {t('certificates:account.download')}
                    <span className="sr-only"> {course}</span>
                  </a>
                  <Link
                    to={`/certificados/verificar/${certificate.verificationCode}`}
                    className="font-semibold text-emerald-700 underline dark:text-emerald-400"
                  >
                    {t('certificates:account.verify')}
                    <span className="sr-only"> {course}</span>
                  </Link>
                </span>
              </li>
            )
          })}
        </ul>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('account:certificates.none')}</p>
      )}
    </Section>
  )
}
