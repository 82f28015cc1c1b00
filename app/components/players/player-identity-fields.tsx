import { getInputProps, type FieldMetadata } from '@conform-to/react'
import { AdminField } from '#app/components/admin/editor-parts.tsx'
import { controlClass } from '#app/components/admin/styles.ts'
import { useTranslation } from '#app/i18n/react.tsx'

/** A player's name and birth year, as a guardian types them on every form that holds them. */
export function PlayerIdentityFields({
  name,
  birthYear,
}: {
  name: FieldMetadata<string>
  birthYear: FieldMetadata<unknown>
}) {
  const { t } = useTranslation()
  return (
    <>
      <AdminField field={name} label={t('events:register.playerName')}>
        <input {...getInputProps(name, { type: 'text' })} className={controlClass} />
      </AdminField>
      <AdminField field={birthYear} label={t('events:register.playerBirthYear')}>
        <input
          {...getInputProps(birthYear, { type: 'number' })}
          inputMode="numeric"
          className={controlClass}
        />
      </AdminField>
    </>
  )
}
