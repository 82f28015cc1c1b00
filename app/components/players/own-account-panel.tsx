import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form } from 'react-router'
import { AdminField } from '#app/components/admin/editor-parts.tsx'
import { buttonClass, controlClass } from '#app/components/admin/styles.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { PlayerInviteSchema } from '#app/schemas/player-profile.ts'

/**
 * A guardian invites a player of 14 or over to their own account (docs/decisions/049): the
 * player's address and whether the guardian keeps access until 18. Younger players: why not yet.
 */
export function OwnAccountPanel({
  player,
  result,
}: {
  player: { name: string; ownAccount: boolean; oldEnough: boolean }
  result: SubmissionResult<string[]> | undefined
}) {
  const { t } = useTranslation()
  const [form, fields] = useForm({
    id: 'player-invite',
    lastResult: result,
    defaultValue: { keepAccess: 'on' },
    constraint: getZodConstraint(PlayerInviteSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PlayerInviteSchema }),
    shouldValidate: 'onBlur',
  })
  return (
    <section id="own-account" aria-labelledby="own-account-title" className="max-w-2xl space-y-3">
      <h2 id="own-account-title" className="text-xl font-bold">
        {t('playerProfile:own.title')}
      </h2>
      {player.ownAccount ? (
        <p>{t('playerProfile:own.linked', { name: player.name })}</p>
      ) : (
        <>
          <p>{t('playerProfile:own.explains', { name: player.name })}</p>
          {player.oldEnough ? (
            <Form method="post" {...getFormProps(form)} className="space-y-3">
              <input type="hidden" name="intent" value="invitePlayer" />
              {form.errors?.length ? (
                <p id={form.errorId} role="alert" className="font-medium text-red-700 dark:text-red-400">
                  {t(form.errors[0] ?? '')}
                </p>
              ) : null}
              <AdminField field={fields.email} label={t('playerProfile:own.email', { name: player.name })}>
                <input
                  {...getInputProps(fields.email, { type: 'email' })}
                  autoComplete="off"
                  className={controlClass}
                />
              </AdminField>
              <label className="flex items-start gap-2">
                <input {...getInputProps(fields.keepAccess, { type: 'checkbox' })} className="mt-1 size-4" />
                <span>{t('playerProfile:own.keepAccess')}</span>
              </label>
              <button type="submit" className={buttonClass}>
                {t('playerProfile:own.send')}
              </button>
            </Form>
          ) : null}
        </>
      )}
    </section>
  )
}
