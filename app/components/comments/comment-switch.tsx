import type { FieldMetadata } from '@conform-to/react'
import { AdminField } from '#app/components/admin/editor-parts.tsx'
import { ChoiceSelect } from '#app/components/admin/choice-select.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { commentSwitches } from '#app/schemas/comments.ts'

/** The editors' "Comentarios" (a post) or "Preguntas" (a course) switch: off, no form and no list. */
export function CommentSwitchField({
  field,
  kind,
}: {
  field: FieldMetadata<string | undefined>
  kind: 'post' | 'course'
}) {
  const { t } = useTranslation('comments')
  return (
    <AdminField field={field} label={t(`switch.${kind}.label`)} hint={t(`switch.${kind}.hint`)}>
      <ChoiceSelect
        field={field}
        choices={commentSwitches.map((value) => ({ value, label: t(`switch.${value}`) }))}
      />
    </AdminField>
  )
}
