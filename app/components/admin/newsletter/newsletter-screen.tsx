import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type FieldMetadata,
  type SubmissionResult,
} from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useEffect, type ReactNode } from 'react'
import type { z } from 'zod'
import { Form, useNavigation, useRevalidator } from 'react-router'
import { AdminField, FieldErrorList } from '#app/components/admin/editor-parts.tsx'
import { buttonClass, controlClass, secondaryButtonClass } from '#app/components/admin/styles.ts'
import { formatDateTime } from '#app/i18n/format.ts'
import { htmlLang, languageNames, languages, type Language } from '#app/i18n/languages.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { MessageIssueSchema, PostIssueSchema } from '#app/schemas/newsletter.ts'

interface Issue {
  id: number
  subject: string
  locale: string
  recipients: number
  sent: number
  failed: number
  done: boolean
  createdAt: string
}

interface ActionData {
  result: SubmissionResult<string[]>
  preview: { subject: string; html: string; recipients: number } | null
  tested: boolean
}

const section = 'space-y-4 rounded-xl border border-slate-200 p-5 dark:border-slate-800'
/** While a send runs, the page reloads its progress this often. */
const PROGRESS_EVERY_MS = 2000

/**
 * One of the two send forms: its own fields, the list, and the three buttons (preview, test send
 * to the coach, send) that every form of the screen shares.
 */
function IssueFormSection({
  source,
  title,
  form,
  locale,
  children,
}: {
  source: 'post' | 'message'
  title: string
  form: { props: ReturnType<typeof getFormProps>; errorId: string; errors?: string[] }
  locale: FieldMetadata<string>
  children: ReactNode
}) {
  const { t } = useTranslation()
  const heading = `newsletter-${source}-title`
  return (
    <section aria-labelledby={heading} className={section}>
      <h2 id={heading} className="text-lg font-semibold">
        {title}
      </h2>
      <Form method="post" {...form.props} className="space-y-4">
        <input type="hidden" name="source" value={source} />
        <FieldErrorList id={form.errorId} errors={form.errors} />
        {children}
        <AdminField field={locale} label={t('newsletter:admin.list')}>
          <select {...getSelectProps(locale)} className={controlClass}>
            {languages.map((language) => (
              <option key={language} value={language} lang={htmlLang(language)}>
                {languageNames[language]}
              </option>
            ))}
          </select>
        </AdminField>
        <div className="flex flex-wrap gap-2">
          <button type="submit" name="intent" value="preview" className={secondaryButtonClass}>
            {t('newsletter:admin.preview')}
          </button>
          <button type="submit" name="intent" value="test" className={secondaryButtonClass}>
            {t('newsletter:admin.testSend')}
          </button>
          <button type="submit" name="intent" value="send" className={buttonClass}>
            {t('newsletter:admin.send')}
          </button>
        </div>
      </Form>
    </section>
  )
}

/** What both forms share (each runs its own schema in the browser; the action runs IssueSchema). */
function issueFormOptions(
  schema: typeof PostIssueSchema | typeof MessageIssueSchema,
  language: Language,
  lastResult: SubmissionResult<string[]> | undefined,
) {
  return {
    lastResult,
    defaultValue: { locale: language },
    constraint: getZodConstraint(schema),
    shouldValidate: 'onSubmit' as const,
    shouldRevalidate: 'onInput' as const,
  }
}

function Progress({ issues }: { issues: Issue[] }) {
  const { t, i18n } = useTranslation()
  const { revalidate, state } = useRevalidator()
  const running = issues.some((issue) => !issue.done)
  useEffect(() => {
    if (!running || state !== 'idle') return
    const timer = setTimeout(() => void revalidate(), PROGRESS_EVERY_MS)
    return () => clearTimeout(timer)
  }, [running, state, revalidate])
  if (!issues.length) return <p>{t('newsletter:admin.noIssues')}</p>
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800">
      {issues.map((issue) => {
        const handled = issue.sent + issue.failed
        const label = t('newsletter:admin.progressLabel', { subject: issue.subject })
        return (
          <li key={issue.id} className="space-y-2 py-3">
            <p className="font-semibold" dir="auto">
              {issue.subject}
            </p>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {languageNames[issue.locale as Language] ?? issue.locale} ·{' '}
              {formatDateTime(issue.createdAt, i18n.language)}
            </p>
            <progress
              aria-label={label}
              value={issue.recipients ? handled : 1}
              max={issue.recipients || 1}
              className="h-3 w-full accent-emerald-700"
            />
            <p className="text-sm">
              {issue.done
                ? t('newsletter:admin.done', {
                    sent: issue.sent,
                    total: issue.recipients,
                    failed: issue.failed,
                  })
                : t('newsletter:admin.sending', { sent: issue.sent, total: issue.recipients })}
            </p>
          </li>
        )
      })}
    </ul>
  )
}

/** /admin/newsletter: send a post or a written message to one list, see each send's progress. */
export function NewsletterScreen({
  title,
  language,
  posts,
  issues,
  actionData,
}: {
  title: string
  language: Language
  posts: Array<{ id: number; title: string }>
  issues: Issue[]
  actionData?: ActionData
}) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const last = navigation.state === 'idle' ? actionData?.result : undefined
  // Each form shows only the answer to its own submission.
  const answerTo = (source: string) => (last?.initialValue?.source === source ? last : undefined)
  const [postForm, postFields] = useForm<z.input<typeof PostIssueSchema>>({
    id: 'newsletter-post',
    ...issueFormOptions(PostIssueSchema, language, answerTo('post')),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PostIssueSchema }),
  })
  const [messageForm, messageFields] = useForm<z.input<typeof MessageIssueSchema>>({
    id: 'newsletter-message',
    ...issueFormOptions(MessageIssueSchema, language, answerTo('message')),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: MessageIssueSchema }),
  })
  const preview = actionData?.preview
  return (
    <main className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('newsletter:admin.intro')}</p>
        <p role="status" className="min-h-5 text-sm text-emerald-700 dark:text-emerald-400">
          {actionData?.tested ? t('newsletter:admin.tested') : ''}
        </p>
      </div>

      <IssueFormSection
        source="post"
        title={t('newsletter:admin.postTitle')}
        form={{ props: getFormProps(postForm), errorId: postForm.errorId, errors: postForm.errors }}
        locale={postFields.locale}
      >
        <AdminField field={postFields.postId} label={t('newsletter:admin.post')}>
          <select {...getSelectProps(postFields.postId)} className={controlClass}>
            <option value="">{t('newsletter:admin.choosePost')}</option>
            {posts.map((post) => (
              <option key={post.id} value={post.id}>
                {post.title}
              </option>
            ))}
          </select>
        </AdminField>
      </IssueFormSection>

      <IssueFormSection
        source="message"
        title={t('newsletter:admin.messageTitle')}
        form={{ props: getFormProps(messageForm), errorId: messageForm.errorId, errors: messageForm.errors }}
        locale={messageFields.locale}
      >
        <AdminField field={messageFields.subject} label={t('newsletter:admin.subject')}>
          <input {...getInputProps(messageFields.subject, { type: 'text' })} className={controlClass} />
        </AdminField>
        <AdminField
          field={messageFields.message}
          label={t('newsletter:admin.message')}
          hint={t('newsletter:admin.messageHint')}
        >
          <textarea {...getTextareaProps(messageFields.message)} rows={8} className={controlClass} />
        </AdminField>
      </IssueFormSection>

      {preview ? (
        <section aria-labelledby="newsletter-preview-title" className={section}>
          <h2 id="newsletter-preview-title" className="text-lg font-semibold">
            {t('newsletter:admin.previewTitle')}
          </h2>
          <p className="text-sm">{t('newsletter:admin.recipients', { number: preview.recipients })}</p>
          <p className="text-sm">
            {t('newsletter:admin.subject')}: <span dir="auto">{preview.subject}</span>
          </p>
          {/* The newsletter renderer's own output (escaped text, checked links), as subscribers get it. */}
          <div
            className="rich-text rounded-lg border border-slate-200 p-4 dark:border-slate-800"
            dangerouslySetInnerHTML={{ __html: preview.html }}
          />
        </section>
      ) : null}

      <section aria-labelledby="newsletter-progress-title" className={section}>
        <h2 id="newsletter-progress-title" className="text-lg font-semibold">
          {t('newsletter:admin.progressTitle')}
        </h2>
        <Progress issues={issues} />
      </section>
    </main>
  )
}
