import { useTranslation } from '#app/i18n/react.tsx'
import { Form, Link } from 'react-router'

/**
 * A route whose page has a subscribe form of its own (a post's end, /newsletter): the footer leaves
 * its copy out there, so a page carries one form (and its bytes) once.
 */
export interface NewsletterFormHandle {
  newsletterForm?: true
}

/** Whether one of the matched routes shows its own subscribe form. */
export const pageHasNewsletterForm = (matches: { handle?: unknown }[]) =>
  matches.some((match) => (match.handle as NewsletterFormHandle | undefined)?.newsletterForm === true)

/**
 * The subscribe form of the footer, the end of each post and /newsletter. A plain form (no script
 * on every public page): the browser checks the address and the consent box, /newsletter's action
 * runs SubscribeSchema (app/schemas/newsletter.ts) and answers with translated errors.
 */
export function NewsletterSignup({
  idPrefix,
  tone = 'light',
  landmark = true,
  errors,
  email,
}: {
  /** Unique per page: the footer's and the post's forms are on the same page. */
  idPrefix: string
  tone?: 'light' | 'dark'
  /**
   * Named after its heading, the form is a landmark; the footer's is not one (it sits in the
   * footer's landmark, and two landmarks of one name on a post page would read alike).
   */
  landmark?: boolean
  /** Field errors from the action (translation keys), on /newsletter. */
  errors?: { email?: string[]; consent?: string[] }
  email?: string
}) {
  const { t } = useTranslation()
  const dark = tone === 'dark'
  const muted = dark ? 'text-slate-400' : 'text-slate-600 dark:text-slate-400'
  const error = dark ? 'text-red-300' : 'text-red-700 dark:text-red-400'
  const ids = { email: `${idPrefix}-email`, consent: `${idPrefix}-consent`, heading: `${idPrefix}-title` }
  return (
    <Form
      method="post"
      action="/newsletter"
      aria-labelledby={landmark ? ids.heading : undefined}
      className="space-y-3"
    >
      <h2
        id={ids.heading}
        className={`text-sm font-semibold tracking-wide uppercase ${dark ? 'text-white' : 'text-slate-900 dark:text-white'}`}
      >
        {t('public:newsletter.formTitle')}
      </h2>
      <p className={`text-sm ${muted}`}>{t('public:newsletter.formLead')}</p>
      <div>
        <label
          htmlFor={ids.email}
          className={`block text-sm font-medium ${dark ? 'text-slate-200' : 'text-slate-800 dark:text-slate-200'}`}
        >
          {t('public:newsletter.email')}
        </label>
        <input
          id={ids.email}
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          defaultValue={email}
          aria-invalid={errors?.email?.length ? true : undefined}
          aria-describedby={errors?.email?.length ? `${ids.email}-error` : undefined}
          className="signup-field"
        />
        {errors?.email?.length ? (
          <p id={`${ids.email}-error`} className={`mt-1 text-sm ${error}`}>
            {t(errors.email[0] ?? '')}
          </p>
        ) : null}
      </div>
      <div className="flex items-start gap-2">
        <input
          id={ids.consent}
          name="consent"
          type="checkbox"
          required
          aria-invalid={errors?.consent?.length ? true : undefined}
          aria-describedby={errors?.consent?.length ? `${ids.consent}-error` : undefined}
          className="mt-1 size-4 shrink-0"
        />
        <label htmlFor={ids.consent} className={`text-sm ${muted}`}>
          {t('public:newsletter.consent')}{' '}
          <Link to="/privacidad" className="underline">
            {t('public:newsletter.privacy')}
          </Link>
        </label>
      </div>
      {errors?.consent?.length ? (
        <p id={`${ids.consent}-error`} className={`text-sm ${error}`}>
          {t(errors.consent[0] ?? '')}
        </p>
      ) : null}
      <button type="submit" className="signup-button">
        {t('public:newsletter.subscribe')}
      </button>
    </Form>
  )
}

/** The link to the public archive, under the newsletter's own pages. */
export function NewsletterArchiveLink() {
  const { t } = useTranslation()
  return (
    <p>
      <Link
        to="/newsletter/archivo"
        className="font-semibold text-emerald-700 underline dark:text-emerald-400"
      >
        {t('public:newsletter.archiveLink')}
      </Link>
    </p>
  )
}
