import { getFormProps, getSelectProps, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import type { LanguageVersion } from '#server/content/translations/store.server.ts'
import { TranslationsPanel } from './translations-panel.tsx'
import { Form, useFetcher, useNavigation } from 'react-router'
import { MediaPicker } from '#app/components/media/media-picker.tsx'
import { formatDateTime } from '#app/i18n/format.ts'
import { CONTENT_LIMITS, glossarySwitches, PostSchema, postStatuses } from '#app/schemas/content-admin.ts'
import type { RichTextDoc } from '#app/schemas/rich-text.ts'
import { slugify } from '#app/schemas/slug.ts'
import type { Conflict } from '#server/content/admin-save.server.ts'
import type { PostForEdit, listRevisions } from '#server/content/posts-admin.server.ts'
import { ConfirmDialog } from './confirm-dialog.tsx'
import {
  BodyField,
  EditorHeader,
  SeoFields,
  ShortTextField,
  TitleAndSlugFields,
  useEditorForm,
  useTitleAndSlug,
} from './content-fields.tsx'
import {
  AdminField,
  ConflictNotice,
  controlled,
  describedBy,
  FieldErrorList,
  PublicationDateField,
  SaveIndicator,
  SearchPreview,
  TagInput,
  UnsavedChangesGuard,
  type SaveState,
} from './editor-parts.tsx'
import { AccessField } from '#app/components/memberships/access-field.tsx'
import { CommentSwitchField } from '#app/components/comments/comment-switch.tsx'
import { programmeChoices, statusLabel } from './labels.ts'
import { ChoiceSelect } from './choice-select.tsx'
import { controlClass, linkClass, secondaryButtonClass } from './styles.ts'

const AUTOSAVE_DELAY_MS = 2000

type ActionAnswer =
  | {
      result: SubmissionResult<string[]> | undefined
      conflict: Conflict | null
      autosaved: { id: number; version: number; at: string } | null
      restored?: boolean
    }
  | undefined

export interface PostFormProps {
  post: (Omit<PostForEdit, 'content'> & { content: RichTextDoc | null }) | null
  /** Each other language's state (docs/decisions/048); null for a new post. */
  translations: LanguageVersion[] | null
  tags: string[]
  revisions: Awaited<ReturnType<typeof listRevisions>>
  saved: boolean
  /** The site's public origin, from the server: the SEO preview's address is the same text on the
   * server and in the browser (reading `window` here made every load a hydration mismatch, #418). */
  origin: string
  actionData: ActionAnswer
}

/**
 * The post editor: fields, body, SEO preview, publication; drafts autosave (debounced fetcher),
 * leaving with unsaved changes asks first, and a save from an outdated copy shows the conflict.
 */
export function PostForm({ post, translations, tags, revisions, saved, origin, actionData }: PostFormProps) {
  const { t, i18n } = useTranslation()
  const navigation = useNavigation()
  const autosaver = useFetcher<ActionAnswer>()
  const formRef = useRef<HTMLFormElement>(null)
  const submitting = useRef(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const [id, setId] = useState(post?.id ?? null)
  const [version, setVersion] = useState(post?.version ?? 0)
  const [savedAt, setSavedAt] = useState<string | null>(saved ? (post?.updatedAt ?? null) : null)
  // Changes counted since the page opened: the form is dirty while some are not saved yet.
  const [changes, setChanges] = useState(0)
  const [savedChanges, setSavedChanges] = useState(0)
  const [inFlight, setInFlight] = useState(0)
  const [failed, setFailed] = useState(false)
  const [handled, setHandled] = useState(autosaver.data)
  const titleAndSlug = useTitleAndSlug(post)
  const { title, slug } = titleAndSlug
  const [excerpt, setExcerpt] = useState(post?.excerpt ?? '')
  const [seoTitle, setSeoTitle] = useState(post?.seoTitle ?? '')
  const [seoDescription, setSeoDescription] = useState(post?.seoDescription ?? '')
  const [status, setStatus] = useState(post?.status ?? 'draft')
  const [restoring, setRestoring] = useState<number | null>(null)

  // The autosave's answer, taken once: the new id and version, or what went wrong.
  if (autosaver.state === 'idle' && autosaver.data && autosaver.data !== handled) {
    setHandled(autosaver.data)
    const { autosaved } = autosaver.data
    setFailed(!autosaved)
    if (autosaved) {
      setId(autosaved.id)
      setVersion(autosaved.version)
      setSavedAt(autosaved.at)
      setSavedChanges(inFlight)
    }
  }
  const saveState: SaveState =
    autosaver.state !== 'idle'
      ? 'saving'
      : failed
        ? 'error'
        : changes > savedChanges
          ? 'dirty'
          : savedAt
            ? 'saved'
            : 'idle'
  const dirty = changes > savedChanges
  const conflict = autosaver.data?.conflict ?? actionData?.conflict ?? null

  const [form, fields] = useEditorForm('post-form', PostSchema, actionData?.result, {
    excerpt: post?.excerpt ?? '',
    programme: post?.programme ?? '',
    status: post?.status ?? 'draft',
    access: post?.access ?? 'public',
    comments: post?.commentsEnabled ? 'on' : 'off',
    glossary: post && !post.glossaryLinks ? 'off' : 'on',
  })

  const autosave = (count: number) => {
    const element = formRef.current
    if (!element || (post && post.status !== 'draft')) return
    const formData = new FormData(element)
    if (formData.get('status') !== 'draft') return
    if (parseWithZod(formData, { schema: PostSchema }).status !== 'success') return
    formData.set('intent', 'autosave')
    setInFlight(count)
    void autosaver.submit(formData, {
      method: 'post',
      action: id === null ? '/admin/posts/create' : `/admin/posts/edit/${id}`,
    })
  }
  // The latest autosave closure, for the debounce timer.
  const autosaveRef = useRef(autosave)
  useEffect(() => {
    autosaveRef.current = autosave
  })

  const changeCount = useRef(0)
  const changed = useCallback(() => {
    const count = ++changeCount.current
    setChanges(count)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => autosaveRef.current(count), AUTOSAVE_DELAY_MS)
  }, [])

  useEffect(() => () => clearTimeout(timer.current), [])

  return (
    <main className="mx-auto max-w-6xl space-y-6 px-6 py-8">
      <EditorHeader
        back={{ to: '/admin/posts', label: t('admin:postEditor.back') }}
        title={post ? t('admin:postEditor.editTitle') : t('admin:postEditor.createTitle')}
        status={<SaveIndicator state={saveState} savedAt={savedAt} />}
        formId={form.id}
        busy={navigation.state !== 'idle'}
      >
        {id !== null ? (
          <a
            href={`/admin/posts/preview/${id}`}
            target="_blank"
            rel="noreferrer"
            className={secondaryButtonClass}
          >
            {t('admin:postEditor.preview')}
          </a>
        ) : null}
      </EditorHeader>

      {conflict ? <ConflictNotice conflict={conflict} reloadTo={`/admin/posts/edit/${id ?? ''}`} /> : null}
      {actionData?.restored ? (
        <p role="status" className="rounded-md bg-emerald-50 px-4 py-2 text-sm dark:bg-emerald-950">
          {t('admin:revisions.restored')}
        </p>
      ) : null}
      <FieldErrorList id={form.errorId} errors={conflict ? undefined : form.errors} />

      <Form
        method="post"
        action={id === null ? undefined : `/admin/posts/edit/${id}`}
        ref={formRef}
        {...getFormProps(form)}
        onSubmit={(event) => {
          // Conform validates by dispatching a submit it cancels: only a real submission counts.
          form.onSubmit(event)
          if (event.defaultPrevented) return
          clearTimeout(timer.current)
          submitting.current = true
        }}
        onChange={changed}
        className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]"
      >
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name={fields.version.name} value={version} />
        <div className="space-y-5">
          <TitleAndSlugFields
            titleField={fields.title}
            slugField={fields.slug}
            titleLabel={t('admin:fields.title')}
            state={titleAndSlug}
          />
          <ShortTextField field={fields.excerpt} label={t('admin:fields.excerpt')} onInput={setExcerpt} />
          <BodyField field={fields.content} defaultValue={post?.content ?? null} onChange={changed} />
          <section className="space-y-4 rounded-lg border border-slate-200 p-4 dark:border-slate-800">
            <h2 className="font-semibold">{t('admin:seo.title')}</h2>
            <SeoFields
              title={{ field: fields.seoTitle, value: seoTitle, onInput: setSeoTitle }}
              description={{
                field: fields.seoDescription,
                value: seoDescription,
                onInput: setSeoDescription,
              }}
            />
            <SearchPreview
              title={seoTitle || title}
              url={`${origin}/post/${slug || slugify(title)}`}
              description={seoDescription || excerpt}
            />
          </section>
        </div>

        <aside className="space-y-5">
          <AdminField field={fields.status} label={t('admin:fields.status')}>
            <select
              {...controlled(getSelectProps(fields.status))}
              value={status}
              onChange={(event) => setStatus(event.target.value as typeof status)}
              className={controlClass}
              {...describedBy(fields.status)}
            >
              {postStatuses.map((value) => (
                <option key={value} value={value}>
                  {t(statusLabel[value])}
                </option>
              ))}
            </select>
          </AdminField>
          <AccessField field={fields.access} />
          <CommentSwitchField field={fields.comments} kind="post" />
          <AdminField
            field={fields.glossary}
            label={t('admin:postEditor.glossary.label')}
            hint={t('admin:postEditor.glossary.hint')}
          >
            <ChoiceSelect
              field={fields.glossary}
              choices={glossarySwitches.map((value) => ({
                value,
                label: t(`admin:postEditor.glossary.${value}`),
              }))}
            />
          </AdminField>
          <PublicationDateField
            field={fields.publishedAt}
            label={status === 'scheduled' ? t('admin:fields.scheduledAt') : t('admin:fields.publishedAt')}
            defaultValue={post?.publishedAt ?? null}
            onChange={changed}
          />
          <AdminField field={fields.programme} label={t('admin:fields.programme')}>
            <select {...getSelectProps(fields.programme)} className={controlClass}>
              <option value="">{t('admin:fields.noProgramme')}</option>
              {programmeChoices(t).map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          </AdminField>
          <TagInput
            name={fields.tags.name}
            label={t('admin:fields.tags')}
            defaultValue={post?.tags ?? []}
            suggestions={tags}
            max={CONTENT_LIMITS.tags}
            onChange={changed}
          />
          {/* A refused tag reports under its own index (tags[2]); the list shows them all. */}
          <FieldErrorList
            id={fields.tags.errorId}
            errors={[...new Set(Object.values(fields.tags.allErrors).flat())]}
          />
          <MediaPicker
            name={fields.coverMediaId.name}
            altName={fields.coverAlt.name}
            defaultValue={post?.cover ?? null}
            label={t('admin:fields.cover')}
          />
          <FieldErrorList id={fields.coverMediaId.errorId} errors={fields.coverMediaId.errors} />
          <FieldErrorList id={fields.coverAlt.errorId} errors={fields.coverAlt.errors} />

          {post ? (
            <section className="space-y-2">
              <h2 className="font-semibold">{t('admin:revisions.title')}</h2>
              {revisions.length === 0 ? (
                <p className="text-sm text-slate-600 dark:text-slate-400">{t('admin:revisions.empty')}</p>
              ) : (
                <ol className="space-y-2 text-sm">
                  {revisions.map((revision) => (
                    <li key={revision.id} className="flex items-center justify-between gap-2">
                      <span>
                        <time dateTime={revision.createdAt}>
                          {formatDateTime(revision.createdAt, i18n.language)}
                        </time>
                        <span className="block text-xs text-slate-500" lang="es" dir="auto">
                          {revision.title} · {t(statusLabel[revision.status])}
                          {revision.authorName ? ` · ${revision.authorName}` : ''}
                        </span>
                      </span>
                      <button
                        type="button"
                        className={`text-sm ${linkClass}`}
                        onClick={() => setRestoring(revision.id)}
                      >
                        {t('admin:revisions.restore')}
                      </button>
                    </li>
                  ))}
                </ol>
              )}
            </section>
          ) : null}
          {post && translations ? (
            <TranslationsPanel
              versions={translations}
              basePath={`/admin/posts/edit/${post.id}/translations`}
            />
          ) : null}
        </aside>
      </Form>

      <UnsavedChangesGuard dirty={dirty} allow={() => submitting.current} />
      <RestoreDialog revisionId={restoring} version={version} onClose={() => setRestoring(null)} />
    </main>
  )
}

/** Confirms, then posts the restore with the version the editor holds (a conflict if it is stale). */
function RestoreDialog({
  revisionId,
  version,
  onClose,
}: {
  revisionId: number | null
  version: number
  onClose: () => void
}) {
  const { t } = useTranslation()
  const restore = useRef<HTMLFormElement>(null)
  return (
    <>
      <Form method="post" ref={restore} hidden>
        <input type="hidden" name="intent" value="restore" />
        <input type="hidden" name="revisionId" value={revisionId ?? ''} />
        <input type="hidden" name="version" value={version} />
      </Form>
      <ConfirmDialog
        open={revisionId !== null}
        title={t('admin:revisions.confirmTitle')}
        description={t('admin:revisions.confirmDescription')}
        confirmLabel={t('admin:revisions.restore')}
        onConfirm={() => {
          restore.current?.requestSubmit()
          onClose()
        }}
        onCancel={onClose}
      />
    </>
  )
}
