import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useState } from 'react'
import { Form, useNavigation, useSubmit } from 'react-router'
import { TextField } from '#app/components/auth/fields.tsx'
import { Section } from '#app/components/auth/account/section.tsx'
import { buttonClass } from '#app/components/admin/styles.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { NewPasskeySchema } from '#app/schemas/passkeys.ts'
import { problemOf, requestOptions } from './ceremony.ts'
import { PasskeyAlert } from './passkey-alert.tsx'

/**
 * Names a new passkey, then runs the browser's ceremony with options from the server and posts
 * the answer with the name to the screen's action, which verifies and keeps it.
 */
export function AddPasskeyForm({
  defaultName,
  lastResult,
}: {
  defaultName: string
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const { t } = useTranslation('passkeys')
  const submit = useSubmit()
  const busy = useNavigation().state !== 'idle'
  const [problem, setProblem] = useState<string | null>(null)
  const [form, fields] = useForm({
    id: 'add-passkey',
    lastResult,
    defaultValue: { name: defaultName },
    constraint: getZodConstraint(NewPasskeySchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: NewPasskeySchema }),
    shouldValidate: 'onBlur',
    onSubmit(event, { formData }) {
      event.preventDefault()
      setProblem(null)
      void (async () => {
        try {
          const { startRegistration } = await import('@simplewebauthn/browser')
          const optionsJSON = await requestOptions('registerOptions')
          const answer = await startRegistration({ optionsJSON })
          formData.set('response', JSON.stringify(answer))
          await submit(formData, { method: 'post' })
        } catch (error) {
          setProblem(problemOf(error))
        }
      })()
    },
  })
  return (
    <Section id="add-passkey-title" title={t('manage.addTitle')} description={t('manage.addDescription')}>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <PasskeyAlert message={problem ?? form.errors?.[0] ?? null} />
        <input type="hidden" name="intent" value="add" />
        <TextField meta={fields.name} label={t('manage.name')} />
        <button type="submit" className={buttonClass} disabled={busy}>
          {t('manage.add')}
        </button>
      </Form>
    </Section>
  )
}
