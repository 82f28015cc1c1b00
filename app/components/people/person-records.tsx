import { href, Link } from 'react-router'
import { deviceOf, type CertificateRow, type CourseRow } from '#app/components/auth/account/lists.tsx'
import { linkClass } from '#app/components/admin/styles.ts'
import { formatDate, formatDateTime } from '#app/i18n/format.ts'
import { useTranslation } from '#app/i18n/react.tsx'

export function Block({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** The courses the account may take, with how far it got in each. */
export function PersonCourses({ courses }: { courses: CourseRow[] }) {
  const { t, i18n } = useTranslation()
  return (
    <Block id="person-courses" title={t('people:detail.courses')}>
      {courses.length ? (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {courses.map((course) => (
            <li key={course.id} className="flex flex-wrap items-center justify-between gap-3 py-2 text-sm">
              <Link to={href('/admin/courses/:id/access', { id: String(course.id) })} className={linkClass}>
                {course.title}
              </Link>
              <span className="text-slate-600 dark:text-slate-400">
                {t('people:detail.progress', { done: course.done, total: course.total })} ·{' '}
                {t('people:detail.since', { date: formatDate(course.purchasedAt, i18n.language) })}
              </span>
              <progress
                value={course.done}
                max={Math.max(course.total, 1)}
                className="h-2 w-full accent-emerald-700"
                aria-label={t('people:detail.progress', { done: course.done, total: course.total })}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm">{t('people:detail.noCourses')}</p>
      )}
    </Block>
  )
}

export function PersonCertificates({ certificates }: { certificates: CertificateRow[] }) {
  const { t, i18n } = useTranslation()
  return (
    <Block id="person-certificates" title={t('people:detail.certificates')}>
      {certificates.length ? (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {certificates.map((certificate) => (
            <li key={certificate.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2 text-sm">
              <span className="font-medium">{certificate.courseTitle}</span>
              <time dateTime={certificate.issuedAt}>{formatDate(certificate.issuedAt, i18n.language)}</time>
              {certificate.revoked ? (
                <span className="rounded bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900 dark:bg-red-950 dark:text-red-100">
                  {t('people:detail.revoked')}
                </span>
              ) : null}
              <a href={`/certificados/${certificate.id}/pdf`} className={linkClass}>
                {t('people:detail.pdf')}
              </a>
              <Link
                to={href('/certificados/verificar/:code', { code: certificate.verificationCode })}
                className={linkClass}
              >
                {t('people:detail.verify')}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm">{t('people:detail.noCertificates')}</p>
      )}
    </Block>
  )
}

export interface PersonSession {
  id: string
  createdAt: string
  lastActivityAt: string
  ipAddress: string | null
  userAgent: string | null
  locked: boolean
}

/** Where the account is signed in; ending them is a form on the page. */
export function PersonSessions({
  sessions,
  children,
}: {
  sessions: PersonSession[]
  children: React.ReactNode
}) {
  const { t, i18n } = useTranslation()
  return (
    <Block id="person-sessions" title={t('people:detail.sessions')}>
      {sessions.length ? (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {sessions.map((session) => (
            <li key={session.id} className="py-2 text-sm">
              <p className="font-medium">{deviceOf(session.userAgent) ?? t('people:detail.unknownDevice')}</p>
              <p className="text-slate-600 dark:text-slate-400">
                {t('people:detail.lastActive', {
                  date: formatDateTime(session.lastActivityAt, i18n.language),
                })}
                {session.ipAddress ? ` · ${session.ipAddress}` : ''}
                {session.locked ? ` · ${t('people:detail.locked')}` : ''}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm">{t('people:detail.noSessions')}</p>
      )}
      {children}
    </Block>
  )
}
