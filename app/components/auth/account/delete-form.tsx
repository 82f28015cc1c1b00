import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useTranslation } from '#app/i18n/react.tsx'
import { Form } from 'react-router'
import { FieldErrors, FormAlert, TextField } from '../fields.tsx'
import { replyFor, Section, type SettingsReply } from './section.tsx'
import { DeleteAccountSchema } from '#app/schemas/account.ts'
import { DeletionFacts } from '#app/components/privacy/deletion-facts.tsx'

/** Deleting the account needs the password and an explicit tick; it says first what goes and what stays. */
export function DeleteAccountForm({
  email,
  reply,
  auditDays,
}: {
  email: string
  reply: SettingsReply | undefined
  auditDays: number
}) {
  const { t } = useTranslation(['account', 'auth', 'privacy'])
  const [form, fields] = useForm({
    id: 'delete',
    lastResult: replyFor(reply, 'delete')?.result,
    constraint: getZodConstraint(DeleteAccountSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: DeleteAccountSchema }),
    shouldValidate: 'onSubmit',
  })
  const confirm = getInputProps(fields.confirm, { type: 'checkbox' })
  return (
    <Section
      id="delete-title"
      tone="danger"
      title={t('account:delete.title')}
      description={t('privacy:deletion.intro')}
    >
      <DeletionFacts auditDays={auditDays} />
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
        <FormAlert id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="delete" />
        <input type="text" name="username" value={email} autoComplete="username" readOnly hidden />
        <TextField
          meta={fields.password}
          label={t('account:delete.password')}
          type="password"
          autoComplete="current-password"
        />
        <div>
          <div className="flex items-start gap-2">
            <input {...confirm} key={confirm.key} className="mt-1 size-4 accent-red-700" />
            <label htmlFor={fields.confirm.id} className="text-sm text-slate-700 dark:text-slate-300">
              {t('account:delete.confirm')}
            </label>
          </div>
          <FieldErrors id={fields.confirm.errorId} errors={fields.confirm.errors} />
        </div>
        <button
          type="submit"
          className="rounded-md bg-red-700 px-4 py-2 text-sm font-medium text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600"
        >
          {t('account:delete.submit')}
        </button>
      </Form>
    </Section>
  )
}
