import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useTranslation } from '#app/i18n/react.tsx'
import { Form } from 'react-router'
import {
  Notice,
  replyFor,
  secondaryButton,
  Section,
  type SettingsReply,
} from '#app/components/auth/account/section.tsx'
import { FormAlert, TextField } from '#app/components/auth/fields.tsx'
import { RedeemCodeSchema } from '#app/schemas/courses.ts'

/** The code field and its button, validated by the same schema as the server's. */
function RedeemFields({ id, result }: { id: string; result: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation()
  const [form, fields] = useForm({
    id,
    lastResult: result,
    constraint: getZodConstraint(RedeemCodeSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RedeemCodeSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <FormAlert id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value="redeem" />
      <TextField meta={fields.code} label={t('courses:redeem.code')} autoComplete="off" />
      <button type="submit" className={secondaryButton}>
        {t('courses:redeem.submit')}
      </button>
    </Form>
  )
}

/** Account settings: redeem a course access code the coach handed out. */
export function RedeemCodeForm({ reply }: { reply: SettingsReply | undefined }) {
  const { t } = useTranslation()
  const mine = replyFor(reply, 'redeem')
  return (
    <Section
      id="redeem-title"
      title={t('courses:redeem.title')}
      description={t('courses:redeem.description')}
    >
      <Notice reply={mine} />
      <RedeemFields id="redeem" result={mine?.result} />
    </Section>
  )
}

/** The same form on a course page or a lesson's wall: a code that enrols opens the course there. */
export function RedeemOnPage({
  reply,
}: {
  reply: { result: SubmissionResult<string[]>; notice: string | null } | undefined
}) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="redeem-here" className="max-w-md space-y-3">
      <h2 id="redeem-here" className="text-lg font-semibold">
        {t('courses:redeem.title')}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('courses:redeem.here')}</p>
      {reply?.notice ? <FormAlert tone="success" errors={[reply.notice]} /> : null}
      <RedeemFields id="redeem-here-form" result={reply?.result} />
    </section>
  )
}
