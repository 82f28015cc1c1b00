import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form } from 'react-router'
import type { z } from 'zod'
import { useTranslation } from '#app/i18n/react.tsx'
import {
  ConfirmTwoFactorSchema,
  DisableTwoFactorSchema,
  RenewRecoveryCodesSchema,
  StartTwoFactorSchema,
  type TwoFactorIntent,
} from '#app/schemas/two-factor.ts'
import { secondaryButton, Section } from '../account/section.tsx'
import { FormAlert, TextField } from '../fields.tsx'

/** The part of the two-factor action's reply the forms read (see two-factor.server.ts beside the route). */
export interface FormReply {
  intent: TwoFactorIntent | null
  result: SubmissionResult<string[]>
}

/** One form of the screen: its own id, its own errors, the shared schema of its intent. */
function useStepForm<Schema extends z.ZodObject>(
  intent: TwoFactorIntent,
  schema: Schema,
  reply: FormReply | undefined,
) {
  return useForm<z.input<Schema>, z.output<Schema>, string[]>({
    id: intent,
    lastResult: reply?.intent === intent ? reply.result : undefined,
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onSubmit',
  })
}

/** Setting up (start) or renewing recovery codes (renew): both ask the password only. */
export function PasswordStepForm({
  intent,
  reply,
  title,
  description,
  submit,
}: {
  intent: 'start' | 'renew'
  reply: FormReply | undefined
  title: string
  description: string
  submit: string
}) {
  const { t } = useTranslation(['twofactor', 'auth'])
  const [form, fields] = useStepForm(
    intent,
    intent === 'start' ? StartTwoFactorSchema : RenewRecoveryCodesSchema,
    reply,
  )
  return (
    <Section id={`${intent}-title`} title={title} description={description}>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <FormAlert id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value={intent} />
        <TextField
          meta={fields.password}
          label={t('auth:fields.password')}
          type="password"
          autoComplete="current-password"
        />
        <button type="submit" className={secondaryButton}>
          {submit}
        </button>
      </Form>
    </Section>
  )
}

/** Enrolment's second step: the QR code, the key as text, and the first code typed from the app. */
export function ConfirmStep({
  pending,
  reply,
}: {
  pending: { secret: string; qrCode: string }
  reply: FormReply | undefined
}) {
  const { t } = useTranslation('twofactor')
  const [form, fields] = useStepForm('confirm', ConfirmTwoFactorSchema, reply)
  const grouped = pending.secret.match(/.{1,4}/g)?.join(' ') ?? pending.secret
  return (
    <Section id="confirm-title" title={t('twofactor:setup.title')} description={t('twofactor:setup.scan')}>
      <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
        <img
          src={pending.qrCode}
          alt={t('twofactor:setup.qrAlt')}
          width={200}
          height={200}
          className="rounded-md bg-white p-2"
        />
        <dl className="text-sm">
          <dt className="font-medium">{t('twofactor:setup.secretLabel')}</dt>
          <dd className="mt-1">
            <code className="font-mono text-base break-all" translate="no">
              {grouped}
            </code>
          </dd>
          <dd className="mt-2 text-slate-600 dark:text-slate-400">{t('twofactor:setup.secretHint')}</dd>
        </dl>
      </div>
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4">
        <FormAlert id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="confirm" />
        <TextField meta={fields.code} label={t('twofactor:setup.codeLabel')} autoComplete="one-time-code" />
        <button type="submit" className={secondaryButton}>
          {t('twofactor:setup.confirm')}
        </button>
      </Form>
    </Section>
  )
}

/** Turning it off: the password and a current code (or a recovery code). */
export function DisableForm({ reply }: { reply: FormReply | undefined }) {
  const { t } = useTranslation(['twofactor', 'auth'])
  const [form, fields] = useStepForm('disable', DisableTwoFactorSchema, reply)
  return (
    <Section
      id="disable-title"
      title={t('twofactor:disable.title')}
      description={t('twofactor:disable.description')}
      tone="danger"
    >
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <FormAlert id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="disable" />
        <TextField
          meta={fields.password}
          label={t('auth:fields.password')}
          type="password"
          autoComplete="current-password"
        />
        <TextField meta={fields.code} label={t('twofactor:disable.codeLabel')} autoComplete="one-time-code" />
        <button
          type="submit"
          className="inline-flex items-center justify-center rounded-md bg-red-700 px-4 py-2 text-sm font-medium text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600"
        >
          {t('twofactor:disable.submit')}
        </button>
      </Form>
    </Section>
  )
}
