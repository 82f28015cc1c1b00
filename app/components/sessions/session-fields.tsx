import { getInputProps, type FieldMetadata } from '@conform-to/react'
import { AdminField } from '#app/components/admin/editor-parts.tsx'
import { controlClass } from '#app/components/admin/styles.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { AGE_BANDS } from '#app/schemas/drill.ts'
import { SESSION_LIMITS } from '#app/schemas/sessions.ts'

type Field = FieldMetadata<unknown>

/** A session's title, age band and players, in the create form and in the editor alike. */
export function SessionDetailsFields({
  fields,
  ageGroup,
}: {
  fields: { title: Field; ageGroup: Field; players: Field }
  ageGroup: number | null
}) {
  const { t } = useTranslation()
  return (
    <>
      <AdminField field={fields.title} label={t('sessions:fields.title')}>
        <input
          {...getInputProps(fields.title, { type: 'text' })}
          maxLength={SESSION_LIMITS.title}
          className={controlClass}
        />
      </AdminField>
      <div className="grid gap-4 sm:grid-cols-2">
        <AdminField field={fields.ageGroup} label={t('sessions:fields.ageGroup')}>
          <select
            name={fields.ageGroup.name}
            id={fields.ageGroup.id}
            defaultValue={ageGroup ? String(ageGroup) : ''}
            className={controlClass}
          >
            <option value="">{t('sessions:fields.anyAge')}</option>
            {AGE_BANDS.map((age) => (
              <option key={age} value={age}>
                U{age}
              </option>
            ))}
          </select>
        </AdminField>
        <AdminField field={fields.players} label={t('sessions:fields.players')}>
          <input
            {...getInputProps(fields.players, { type: 'number' })}
            min={1}
            max={SESSION_LIMITS.players}
            className={controlClass}
          />
        </AdminField>
      </div>
    </>
  )
}
