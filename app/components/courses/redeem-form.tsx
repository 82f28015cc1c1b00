import { getFormProps, useForm } from '@conform-to/react'
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

/** Account settings: redeem a course access code the coach handed out. */
export function RedeemCodeForm({ reply }: { reply: SettingsReply | undefined }) {
  const { t } = useTranslation()
  const mine = replyFor(reply, 'redeem')
  const [form, fields] = useForm({
    id: 'redeem',
    lastResult: mine?.result,
    constraint: getZodConstraint(RedeemCodeSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RedeemCodeSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  return (
    <Section
      id="redeem-title"
      title={t('courses:redeem.title')}
      description={t('courses:redeem.description')}
    >
      <Notice reply={mine} />
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <FormAlert id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="redeem" />
        <TextField meta={fields.code} label={t('courses:redeem.code')} autoComplete="off" />
        <button type="submit" className={secondaryButton}>
          {t('courses:redeem.submit')}
        </button>
      </Form>
    </Section>
  )
}
