import type { FieldMetadata } from '@conform-to/react'
import { useTranslation } from '#app/i18n/react.tsx'
import type { LinkChoice } from '#server/content/concept-links.server.ts'
import { CheckboxGroup, checkedIds } from './checkbox-group.tsx'

type LinkField = Pick<FieldMetadata<unknown>, 'name' | 'errorId' | 'errors' | 'initialValue'>

/**
 * The concept editor's "learn first" and "related" pickers (docs/decisions/050): every other
 * concept once in each, drafts marked; saved with the concept.
 */
export function ConceptLinksFields({
  prerequisites,
  related,
  choices,
  saved,
}: {
  prerequisites: LinkField
  related: LinkField
  choices: readonly LinkChoice[]
  saved: { prerequisites: readonly number[]; related: readonly number[] }
}) {
  const { t } = useTranslation()
  const group = (field: LinkField, legend: string, savedIds: readonly number[]) => {
    const checked = checkedIds(field.initialValue, savedIds)
    return (
      <CheckboxGroup
        legend={legend}
        name={field.name}
        errorId={field.errorId}
        errors={field.errors}
        scroll
        labelLang="es"
        choices={choices.map((choice) => ({
          value: String(choice.id),
          label:
            choice.status === 'published'
              ? choice.term
              : t('admin:conceptEditor.draftChoice', { term: choice.term }),
          checked: checked.has(String(choice.id)),
        }))}
      />
    )
  }
  return (
    <div className="space-y-4">
      {group(prerequisites, t('admin:conceptEditor.learnFirst'), saved.prerequisites)}
      {group(related, t('admin:conceptEditor.related'), saved.related)}
      <p className="text-xs text-slate-500 dark:text-slate-400">{t('admin:conceptEditor.linksHint')}</p>
    </div>
  )
}
