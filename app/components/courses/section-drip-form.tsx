import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useFetcher } from 'react-router'
import { secondaryButtonClass } from '#app/components/admin/styles.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { SectionUnlockSchema, type unlockRules } from '#app/schemas/courses.ts'
import { unlockRuleLabel } from './labels.ts'
import { UnlockRuleFields } from './unlock-rule-fields.tsx'

interface SectionDrip {
  id: number
  title: string
  unlockRule: (typeof unlockRules)[number]
  unlockAt: string | null
  unlockDays: number | null
}

/** Static keys (the i18n check reads them): a section "after the previous one" waits for a section. */
const SECTION_RULE_LABEL = { ...unlockRuleLabel, previous: 'courses:sectionUnlock.previous' } as const

/** A section's drip rule in the course editor: when its lessons open to a learner. */
export function SectionDripForm({ section }: { section: SectionDrip }) {
  const { t } = useTranslation()
  const fetcher = useFetcher<{ result?: SubmissionResult<string[]> }>()
  const [form, fields] = useForm({
    id: `section-drip-${section.id}`,
    lastResult: fetcher.state === 'idle' ? fetcher.data?.result : undefined,
    defaultValue: {
      unlockRule: section.unlockRule,
      unlockDays: section.unlockDays === null ? '' : String(section.unlockDays),
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SectionUnlockSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  const saved = fetcher.state === 'idle' && fetcher.data?.result?.status === 'success'
  return (
    <fetcher.Form
      method="post"
      {...getFormProps(form)}
      aria-label={t('courses:sectionUnlock.form', { name: section.title })}
      className="flex flex-wrap items-end gap-3 rounded-lg bg-slate-50 p-3 dark:bg-slate-900"
    >
      <input type="hidden" name="intent" value="sectionUnlock" />
      <input type="hidden" name="sectionId" value={section.id} />
      <UnlockRuleFields
        fields={fields}
        label={t('courses:sectionUnlock.rule')}
        ruleLabel={SECTION_RULE_LABEL}
        rule={section.unlockRule}
        unlockAt={section.unlockAt}
      />
      <button type="submit" className={secondaryButtonClass} disabled={fetcher.state !== 'idle'}>
        {t('courses:sectionUnlock.save')}
      </button>
      {/* A live region, not a second "status" of the page: the course form has its own. */}
      <p aria-live="polite" className="min-h-5 text-sm text-emerald-700 dark:text-emerald-400">
        {saved ? t('courses:sectionUnlock.saved') : ''}
      </p>
    </fetcher.Form>
  )
}
