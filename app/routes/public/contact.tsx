import { getFormProps, getInputProps, getTextareaProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useLazyValidation } from '#app/components/auth/lazy-validation.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import {
  data,
  Form,
  Link,
  redirect,
  useNavigation,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from 'react-router'
import type { Route } from './+types/contact'
import { Field, FieldErrors, inputClass } from '#app/components/public/form-field.tsx'
import { CheckCircleIcon, InstagramIcon, MailIcon } from '#app/components/public/icons.tsx'
import { seoMeta } from '#app/components/public/seo.ts'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import type { Site } from '#app/site.ts'
import { ContactSchema } from '#app/schemas/contact.ts'
import { CONTACT_LIMITS, FILL_TOKEN_FIELD, HONEYPOT_FIELD } from '#app/schemas/contact-fields.ts'
import { issueFillToken } from '#server/contact/fill-token.server.ts'
import { submitContact } from '#server/contact/submit.server.ts'
import { db } from '#server/db/db.server.ts'
import { getFixedT, getLocale } from '#server/i18n/i18n.server.ts'
import { canonicalUrl, coachJsonLd } from '#server/seo/seo.server.ts'
import { retryAfterHeaders } from '#server/rate-limit/retry-after.server.ts'

export const handle: I18nHandle = { i18n: ['public'] }

export async function loader({ request }: Route.LoaderArgs) {
  const t = getFixedT(request)
  return {
    seo: {
      title: t('public:contact.title'),
      description: t('public:contact.metaDescription'),
      canonical: canonicalUrl(request),
      jsonLd: [
        { '@context': 'https://schema.org', '@type': 'ContactPage', mainEntity: coachJsonLd(request) },
      ],
    },
    sent: new URL(request.url).searchParams.get('sent') === '1',
    token: issueFillToken(),
    constraint: getZodConstraint(ContactSchema),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData()
  const submission = parseWithZod(formData, { schema: ContactSchema })
  if (submission.status !== 'success')
    return data({ result: submission.reply(), token: null }, { status: 400 })
  const outcome = await submitContact(db, {
    values: submission.value,
    honeypot: formData.get(HONEYPOT_FIELD),
    fillToken: formData.get(FILL_TOKEN_FIELD),
    ip: context.clientIp,
    locale: getLocale(request),
  })
  switch (outcome.kind) {
    case 'sent':
    case 'spam': // a bot gets the same answer as a person, and nothing is stored
      return redirect('/contacto?sent=1')
    case 'fillTime': {
      const error =
        outcome.check === 'tooFast' ? 'public:contact.errors.tooFast' : 'public:contact.errors.expired'
      return data(
        { result: submission.reply({ formErrors: [error] }), token: issueFillToken() },
        { status: 400 },
      )
    }
    case 'rateLimited':
      return data(
        { result: submission.reply({ formErrors: ['public:contact.errors.rateLimited'] }), token: null },
        { status: 429, headers: { 'Retry-After': String(outcome.retryAfterSeconds) } },
      )
  }
}

export const headers: Route.HeadersFunction = retryAfterHeaders

// The signed start time stays the one the visitor got when the page opened; the redirect after a
// successful message (a new URL) loads the page again.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => (formMethod === 'POST' && currentUrl.href === nextUrl.href ? false : defaultShouldRevalidate)

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, matches)

function Sent() {
  const { t } = useTranslation()
  return (
    <div
      role="status"
      className="flex flex-col items-center rounded-3xl border border-emerald-200 bg-emerald-50 p-10 text-center dark:border-emerald-900 dark:bg-emerald-950/40"
    >
      <CheckCircleIcon className="size-14 text-emerald-600 dark:text-emerald-400" />
      <h2 className="mt-4 text-2xl font-bold text-slate-900 dark:text-white">
        {t('public:contact.sentTitle')}
      </h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t('public:contact.sentText')}</p>
      <Link
        to="/contacto"
        className="mt-6 font-semibold text-emerald-700 hover:text-emerald-900 dark:text-emerald-400"
      >
        {t('public:contact.sendAnother')}
      </Link>
    </div>
  )
}

const loadValidation = () =>
  import('#app/schemas/contact-validation.ts').then((module) => module.validateContact)
/** Errors appear on submit, then follow each field as it is left (useLazyValidation). */
const CONTACT_CHECKS = { shouldValidate: 'onSubmit', shouldRevalidate: 'onBlur' } as const

function ContactForm({
  token,
  constraint,
  actionData,
}: {
  token: string
  constraint: Route.ComponentProps['loaderData']['constraint']
  actionData: Route.ComponentProps['actionData']
}) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  const validation = useLazyValidation(loadValidation, CONTACT_CHECKS)
  const [form, fields] = useForm({
    id: 'contact',
    lastResult: actionData?.result,
    constraint,
    ...validation.options,
  })
  const text = (
    field: typeof fields.name,
    type: 'text' | 'email' | 'tel',
    max: number,
    autoComplete: string,
  ) => (
    <input
      {...getInputProps(field, { type })}
      key={field.key}
      maxLength={max}
      autoComplete={autoComplete}
      className={inputClass}
    />
  )
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      onFocus={validation.prepare}
      className="space-y-5 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900"
    >
      {form.errors?.length ? (
        <div
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 p-4 dark:border-red-900 dark:bg-red-950/40"
        >
          <FieldErrors id={form.errorId} errors={form.errors} render={t} />
        </div>
      ) : null}
      <input type="hidden" name={FILL_TOKEN_FIELD} value={actionData?.token ?? token} />
      {/* Honeypot: hidden from people and assistive technology; bots that fill it are ignored. */}
      <div aria-hidden="true" className="absolute -start-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">{t('public:contact.fields.honeypot')}</label>
        <input
          id="contact-website"
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field field={fields.name} label={t('public:contact.fields.name')}>
          {text(fields.name, 'text', CONTACT_LIMITS.name, 'name')}
        </Field>
        <Field field={fields.email} label={t('public:contact.fields.email')}>
          {text(fields.email, 'email', CONTACT_LIMITS.email, 'email')}
        </Field>
        <Field
          field={fields.phone}
          label={t('public:contact.fields.phone')}
          hint={t('public:contact.optional')}
        >
          {text(fields.phone, 'tel', CONTACT_LIMITS.phone, 'tel')}
        </Field>
        <Field field={fields.subject} label={t('public:contact.fields.subject')}>
          {text(fields.subject, 'text', CONTACT_LIMITS.subject, 'off')}
        </Field>
      </div>
      <Field field={fields.message} label={t('public:contact.fields.message')}>
        <textarea
          {...getTextareaProps(fields.message)}
          key={fields.message.key}
          rows={7}
          maxLength={CONTACT_LIMITS.message}
          className={inputClass}
        />
      </Field>
      <div>
        <div className="flex items-start gap-3">
          <input
            {...getInputProps(fields.consent, { type: 'checkbox' })}
            key={fields.consent.key}
            className="mt-1 size-4 shrink-0 rounded border-slate-300 accent-emerald-700"
          />
          <label htmlFor={fields.consent.id} className="text-sm text-slate-700 dark:text-slate-300">
            {t('public:contact.fields.consent')}
          </label>
        </div>
        <FieldErrors id={fields.consent.errorId} errors={fields.consent.errors} render={t} />
      </div>
      <button
        type="submit"
        disabled={busy}
        className="w-full rounded-full bg-emerald-700 px-6 py-3 font-semibold text-white shadow hover:bg-emerald-800 focus-ring disabled:opacity-60 sm:w-auto"
      >
        {busy ? t('public:contact.sending') : t('public:contact.submit')}
      </button>
    </Form>
  )
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const site = useRouteLoaderData<{ site?: Site }>('root')?.site
  return (
    <main className="bg-gradient-to-b from-emerald-50 to-white dark:from-emerald-950/30 dark:to-slate-950">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1fr_1.4fr]">
        <div>
          <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 dark:text-white">
            {t('public:contact.heading')}
          </h1>
          <p className="mt-4 text-lg leading-relaxed text-slate-600 dark:text-slate-300">
            {t('public:contact.lead')}
          </p>
          {site ? (
            <dl className="mt-8 space-y-5">
              <div className="relative ps-8">
                <dt className="text-sm font-semibold text-slate-500 dark:text-slate-400">
                  <MailIcon className="absolute start-0 top-0.5 size-5 text-emerald-700 dark:text-emerald-400" />
                  {t('public:contact.emailLabel')}
                </dt>
                <dd>
                  <a
                    href={`mailto:${site.email}`}
                    className="font-semibold break-all text-slate-900 hover:text-emerald-700 dark:text-white"
                  >
                    {site.email}
                  </a>
                  <p className="text-sm text-slate-500 dark:text-slate-400">
                    {t('public:contact.responseTime')}
                  </p>
                </dd>
              </div>
              <div className="relative ps-8">
                <dt className="text-sm font-semibold text-slate-500 dark:text-slate-400">
                  <InstagramIcon className="absolute start-0 top-0.5 size-5 text-emerald-700 dark:text-emerald-400" />
                  {t('public:contact.socialLabel')}
                </dt>
                <dd>
                  <a
                    href={site.socialUrl}
                    rel="me noopener noreferrer"
                    target="_blank"
                    className="font-semibold break-all text-slate-900 hover:text-emerald-700 dark:text-white"
                  >
                    {site.socialUrl.replace(/^https?:\/\/(www\.)?/, '')}
                  </a>
                </dd>
              </div>
            </dl>
          ) : null}
        </div>
        <div className="relative">
          {loaderData.sent ? (
            <Sent />
          ) : (
            <ContactForm
              token={loaderData.token}
              constraint={loaderData.constraint}
              actionData={actionData}
            />
          )}
        </div>
      </div>
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
