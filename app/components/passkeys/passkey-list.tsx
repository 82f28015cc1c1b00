import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useState } from 'react'
import { Form, useSubmit } from 'react-router'
import { ConfirmDialog } from '#app/components/admin/confirm-dialog.tsx'
import { controlClass, dangerButtonClass, secondaryButtonClass } from '#app/components/admin/styles.ts'
import { FieldErrors } from '#app/components/auth/fields.tsx'
import { Section } from '#app/components/auth/account/section.tsx'
import { formatDateTime } from '#app/i18n/format.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { RenamePasskeySchema } from '#app/schemas/passkeys.ts'

export interface PasskeyRow {
  id: number
  name: string
  createdAt: string
  lastUsedAt: string | null
}

/** The user's passkeys with their dates; each can be renamed, or removed after a confirmation. */
export function PasskeyList({
  passkeys,
  renamed,
}: {
  passkeys: PasskeyRow[]
  /** The rename form's result, for the passkey it was about. */
  renamed: { id: number; result: SubmissionResult<string[]> } | undefined
}) {
  const { t } = useTranslation('passkeys')
  return (
    <Section id="passkey-list-title" title={t('manage.listTitle')}>
      {passkeys.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('manage.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {passkeys.map((passkey) => (
            <PasskeyItem
              key={passkey.id}
              passkey={passkey}
              lastResult={renamed?.id === passkey.id ? renamed.result : undefined}
            />
          ))}
        </ul>
      )}
    </Section>
  )
}

function PasskeyItem({
  passkey,
  lastResult,
}: {
  passkey: PasskeyRow
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const { t, i18n } = useTranslation('passkeys')
  const submit = useSubmit()
  const [confirming, setConfirming] = useState(false)
  const [form, fields] = useForm({
    id: `rename-passkey-${passkey.id}`,
    lastResult,
    defaultValue: { name: passkey.name },
    constraint: getZodConstraint(RenamePasskeySchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RenamePasskeySchema }),
    shouldValidate: 'onBlur',
  })
  const name = getInputProps(fields.name, { type: 'text' })
  return (
    <li className="space-y-3 py-4">
      <div className="text-sm">
        <p className="font-medium">{passkey.name}</p>
        <p className="text-slate-600 dark:text-slate-400">
          {t('manage.created', { date: formatDateTime(passkey.createdAt, i18n.language) })}
          {' · '}
          {passkey.lastUsedAt
            ? t('manage.lastUsed', { date: formatDateTime(passkey.lastUsedAt, i18n.language) })
            : t('manage.neverUsed')}
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <Form method="post" {...getFormProps(form)} className="flex flex-1 flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="rename" />
          <input type="hidden" name="id" value={passkey.id} />
          <div className="min-w-48 flex-1">
            <label htmlFor={fields.name.id} className="mb-1 block text-sm font-medium">
              {t('manage.nameOf', { name: passkey.name })}
            </label>
            <input {...name} key={name.key} className={controlClass} />
            <FieldErrors id={fields.name.errorId} errors={fields.name.errors} />
          </div>
          <button type="submit" className={secondaryButtonClass}>
            {t('manage.rename')}
          </button>
        </Form>
        <button type="button" className={dangerButtonClass} onClick={() => setConfirming(true)}>
          {t('manage.remove', { name: passkey.name })}
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        danger
        title={t('manage.removeTitle')}
        description={t('manage.removeDescription', { name: passkey.name })}
        confirmLabel={t('manage.removeConfirm')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false)
          void submit({ intent: 'remove', id: String(passkey.id) }, { method: 'post' })
        }}
      />
    </li>
  )
}
