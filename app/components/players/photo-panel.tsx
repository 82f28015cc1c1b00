import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form } from 'react-router'
import { AdminField } from '#app/components/admin/editor-parts.tsx'
import { buttonClass, controlClass, dangerButtonClass } from '#app/components/admin/styles.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { PLAYER_PHOTO_MAX_BYTES, PlayerPhotoSchema } from '#app/schemas/player-profile.ts'
import type { PlayerRecord } from './player-labels.ts'

const megabytes = Math.round(PLAYER_PHOTO_MAX_BYTES / 1024 / 1024)

/**
 * The photo consent and the photo: without the consent, what it means and the button that gives
 * it; with it, the upload (a new photo replaces the old) and the withdrawal, which deletes the photo.
 */
export function PhotoPanel({
  player,
  result,
}: {
  player: PlayerRecord
  result: SubmissionResult<string[]> | undefined
}) {
  const { t } = useTranslation()
  const [form, fields] = useForm({
    id: 'player-photo',
    lastResult: result,
    constraint: getZodConstraint(PlayerPhotoSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PlayerPhotoSchema }),
    shouldValidate: 'onSubmit',
  })
  return (
    <section id="photo" aria-labelledby="photo-title" className="max-w-2xl space-y-3">
      <h2 id="photo-title" className="text-xl font-bold">
        {t('playerProfile:photo.title')}
      </h2>
      <p>{t('playerProfile:photo.explains')}</p>
      {player.photoConsent ? (
        <>
          <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="space-y-3">
            <input type="hidden" name="intent" value="photo" />
            <AdminField
              field={fields.photo}
              label={t('playerProfile:photo.file')}
              hint={t('playerProfile:photo.hint', { size: megabytes })}
            >
              <input
                {...getInputProps(fields.photo, { type: 'file' })}
                accept="image/*"
                className={controlClass}
              />
            </AdminField>
            <button type="submit" className={buttonClass}>
              {player.hasPhoto ? t('playerProfile:photo.replace') : t('playerProfile:photo.upload')}
            </button>
          </Form>
          <Form method="post" className="space-y-2">
            <input type="hidden" name="intent" value="photoConsent" />
            <input type="hidden" name="consent" value="withdraw" />
            <p className="text-sm">{t('playerProfile:photo.withdrawExplains')}</p>
            <button type="submit" className={dangerButtonClass}>
              {t('playerProfile:photo.withdraw')}
            </button>
          </Form>
        </>
      ) : (
        <Form method="post">
          <input type="hidden" name="intent" value="photoConsent" />
          <input type="hidden" name="consent" value="give" />
          <button type="submit" className={buttonClass}>
            {t('playerProfile:photo.give')}
          </button>
        </Form>
      )}
    </section>
  )
}
