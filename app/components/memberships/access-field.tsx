import type { FieldMetadata } from '@conform-to/react'
import { AdminField } from '#app/components/admin/editor-parts.tsx'
import { ChoiceSelect } from '#app/components/admin/choice-select.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { contentAccesses } from '#app/schemas/memberships.ts'

/** The editors' "who can read it" choice: everyone, or members only (a teaser and the plans for others). */
export function AccessField({ field }: { field: FieldMetadata<string | undefined> }) {
  const { t } = useTranslation()
  return (
    <AdminField field={field} label={t('memberships:access.label')} hint={t('memberships:access.hint')}>
      <ChoiceSelect
        field={field}
        choices={contentAccesses.map((value) => ({ value, label: t(`memberships:access.${value}`) }))}
      />
    </AdminField>
  )
}
