import { useTranslation } from '#app/i18n/react.tsx'
import { Form, Link, useFetcher } from 'react-router'
import { buttonClass, controlClass, dangerButtonClass, linkClass } from '#app/components/admin/styles.ts'
import { COURSE_LIMITS } from '#app/schemas/courses.ts'
import { unlockRuleLabel } from './labels.ts'
import { SectionDripForm } from './section-drip-form.tsx'
import { SortableList } from './sortable-list.tsx'

interface Lesson {
  id: number
  title: string
  durationMinutes: number
  unlockRule: keyof typeof unlockRuleLabel
}
interface Section {
  id: number
  title: string
  unlockRule: keyof typeof unlockRuleLabel
  unlockAt: string | null
  unlockDays: number | null
  lessons: Lesson[]
}

/** The course editor's syllabus: sections and lessons, added, removed and reordered. */
export function SyllabusEditor({ courseId, sections }: { courseId: number; sections: Section[] }) {
  const { t } = useTranslation()
  const fetcher = useFetcher()
  const reorder = (kind: 'sections' | 'lessons') => (ids: number[]) =>
    fetcher.submit({ intent: 'reorder', kind, ids: ids.join(',') }, { method: 'post' })
  return (
    <section aria-labelledby="syllabus-title" className="space-y-4">
      <h2 id="syllabus-title" className="text-xl font-semibold">
        {t('courses:admin.syllabus')}
      </h2>
      {sections.length ? null : <p className="text-sm">{t('courses:admin.noSections')}</p>}
      <SortableList
        items={sections}
        name={(section) => section.title}
        onReorder={reorder('sections')}
        render={(section) => (
          <div className="space-y-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold">{section.title}</h3>
              <DeleteButton
                fields={{ intent: 'deleteSection', sectionId: String(section.id) }}
                label={t('courses:admin.deleteSection', { name: section.title })}
              />
            </div>
            <SectionDripForm section={section} />
            <SortableList
              items={section.lessons}
              name={(lesson) => lesson.title}
              onReorder={reorder('lessons')}
              render={(lesson) => (
                <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
                  <Link to={`/admin/courses/${courseId}/lessons/${lesson.id}`} className={linkClass}>
                    {lesson.title}
                  </Link>
                  <span className="text-slate-600 dark:text-slate-400">
                    {t('courses:minutes', { minutes: lesson.durationMinutes })} ·{' '}
                    {t(unlockRuleLabel[lesson.unlockRule])}
                  </span>
                  <DeleteButton
                    fields={{ intent: 'deleteLesson', lessonId: String(lesson.id) }}
                    label={t('courses:admin.deleteLesson', { name: lesson.title })}
                  />
                </div>
              )}
            />
            <AddForm
              intent="addLesson"
              label={t('courses:admin.newLesson')}
              submit={t('courses:admin.addLesson')}
              extra={{ sectionId: String(section.id) }}
              idSuffix={String(section.id)}
            />
          </div>
        )}
      />
      <AddForm
        intent="addSection"
        label={t('courses:admin.newSection')}
        submit={t('courses:admin.addSection')}
      />
    </section>
  )
}

function AddForm({
  intent,
  label,
  submit,
  extra = {},
  idSuffix = '',
}: {
  intent: 'addSection' | 'addLesson'
  label: string
  submit: string
  extra?: Record<string, string>
  idSuffix?: string
}) {
  const id = `${intent}-${idSuffix}`
  return (
    <Form method="post" className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(extra).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="min-w-48 flex-1">
        <label htmlFor={id} className="block text-sm font-semibold">
          {label}
        </label>
        <input
          id={id}
          name="title"
          required
          maxLength={COURSE_LIMITS.title}
          className={controlClass}
          lang="es"
        />
      </div>
      <button type="submit" className={buttonClass}>
        {submit}
      </button>
    </Form>
  )
}

function DeleteButton({ fields, label }: { fields: Record<string, string>; label: string }) {
  const { t } = useTranslation()
  return (
    <Form
      method="post"
      onSubmit={(event) => {
        if (!window.confirm(t('courses:admin.confirmDelete'))) event.preventDefault()
      }}
    >
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={`${dangerButtonClass} px-2 py-1`} aria-label={label}>
        ✕
      </button>
    </Form>
  )
}
