import { useTranslation } from '#app/i18n/react.tsx'
import { COURSE_LIMITS } from '#app/schemas/courses.ts'
import type { CourseWords } from '#app/schemas/course-translation.ts'
import { WordField } from './drill-translation-fields.tsx'

/**
 * A course translation's outline: one field per Spanish section and lesson title, the Spanish
 * under each (docs/decisions/048-content-translations.md). An empty field stays Spanish.
 */
export function CourseOutlineFields({
  formId,
  errors,
  outline,
  translated,
  lang,
}: {
  formId: string
  errors: Record<string, string[]>
  outline: CourseWords
  translated: CourseWords | null
  lang: string
}) {
  const { t } = useTranslation()
  const groups = [
    ['sections', 'admin:translations.sectionTitle', COURSE_LIMITS.sectionTitle],
    ['lessons', 'admin:translations.lessonTitle', COURSE_LIMITS.title],
  ] as const
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-800">
      <legend className="px-1 font-semibold">{t('admin:translations.outline')}</legend>
      <p className="text-xs text-slate-600 dark:text-slate-400">{t('admin:translations.outlineHint')}</p>
      {groups.map(([group, label, maxLength]) => {
        const titles = new Map(translated?.[group].map((item) => [item.id, item.title]))
        return outline[group].map((item, at) => (
          <div key={`${group}-${item.id}`}>
            <input type="hidden" name={`${group}[${at}].id`} value={item.id} />
            <WordField
              id={`${formId}-${group}-${item.id}`}
              name={`${group}[${at}].title`}
              label={t(label, { n: at + 1 })}
              spanish={item.title}
              defaultValue={titles.get(item.id)}
              maxLength={maxLength}
              errors={errors[`${group}[${at}].title`]}
              lang={lang}
            />
          </div>
        ))
      })}
    </fieldset>
  )
}
