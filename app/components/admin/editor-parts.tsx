import type { FieldMetadata } from '@conform-to/react'
import { useEffect, useId, useState, useSyncExternalStore, type ReactNode } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { useBlocker } from 'react-router'
import { uploadMedia } from '#app/components/media/upload.ts'
import { RichTextBody } from '#app/components/public/rich-text-body.tsx'
import { formatDateTime } from '#app/i18n/format.ts'
import { ConfirmDialog } from './confirm-dialog.tsx'
import { controlClass } from './styles.ts'

/** A label, its control and the field's translated errors (the control gets aria-describedby). */
export function AdminField({
  field,
  label,
  hint,
  children,
}: {
  field: Pick<FieldMetadata<unknown>, 'id' | 'errorId' | 'errors'>
  label: string
  hint?: string
  children: ReactNode
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={field.id} className="block text-sm font-semibold text-slate-800 dark:text-slate-200">
        {label}
      </label>
      {children}
      {hint ? <p className="text-xs text-slate-500 dark:text-slate-400">{hint}</p> : null}
      <FieldErrorList id={field.errorId} errors={field.errors} />
    </div>
  )
}

export function FieldErrorList({ id, errors }: { id: string; errors?: string[] }) {
  const { t } = useTranslation()
  if (!errors?.length) return null
  return (
    <ul id={id} className="space-y-0.5 text-sm font-medium text-red-700 dark:text-red-400">
      {errors.map((error) => (
        <li key={error}>{t(error)}</li>
      ))}
    </ul>
  )
}

/** `aria-invalid` and `aria-describedby` for a control whose field has errors. */
export const describedBy = (field: Pick<FieldMetadata<unknown>, 'errorId' | 'errors'>) =>
  field.errors?.length ? { 'aria-invalid': true, 'aria-describedby': field.errorId } : {}

export { controlClass }

/** Conform's props for a control the component drives itself (`value`), without its defaultValue. */
export function controlled<P extends { defaultValue?: unknown; key?: unknown }>(props: P) {
  const { defaultValue: _defaultValue, key: _key, ...rest } = props
  return rest
}

/**
 * Asks before leaving a page with unsaved changes: in-app navigation through a dialog
 * (useBlocker), closing or reloading the tab through the browser's own question (beforeunload).
 * `allow` lets the form's own submission through.
 */
export function UnsavedChangesGuard({ dirty, allow }: { dirty: boolean; allow: () => boolean }) {
  const { t } = useTranslation()
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !allow() &&
      currentLocation.pathname + currentLocation.search !== nextLocation.pathname + nextLocation.search,
  )
  useEffect(() => {
    if (!dirty) return
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [dirty])
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('admin:unsaved.title')}
      description={t('admin:unsaved.description')}
      confirmLabel={t('admin:unsaved.leave')}
      danger
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  )
}

/** What someone else saved meanwhile: the message, their version, and a way to open it. */
export function ConflictNotice({
  conflict,
  reloadTo,
}: {
  conflict: { updatedAt: string; title: string; contentHtml: string }
  reloadTo: string
}) {
  const { t, i18n } = useTranslation()
  return (
    <div
      role="alert"
      className="space-y-3 rounded-lg border border-amber-400 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <p className="font-semibold">{t('admin:conflict.title')}</p>
      <p className="text-sm">
        {t('admin:conflict.description', { date: formatDateTime(conflict.updatedAt, i18n.language) })}
      </p>
      <details className="rounded-md bg-white p-3 text-slate-900 dark:bg-slate-900 dark:text-slate-100">
        <summary className="cursor-pointer text-sm font-semibold">{t('admin:conflict.show')}</summary>
        <h2 lang="es" dir="auto" className="mt-3 text-xl font-bold">
          {conflict.title}
        </h2>
        <RichTextBody html={conflict.contentHtml} className="mt-2" />
      </details>
      <a href={reloadTo} target="_blank" rel="noreferrer" className="text-sm font-semibold underline">
        {t('admin:conflict.open')}
      </a>
    </div>
  )
}

export type SaveState = 'idle' | 'dirty' | 'saving' | 'saved' | 'error'

/** The autosave indicator ("Guardando…", "Guardado"), announced politely to screen readers. */
export function SaveIndicator({ state, savedAt }: { state: SaveState; savedAt: string | null }) {
  const { t, i18n } = useTranslation()
  const text =
    state === 'saving'
      ? t('admin:autosave.saving')
      : state === 'saved' && savedAt
        ? t('admin:autosave.saved', { date: formatDateTime(savedAt, i18n.language) })
        : state === 'dirty'
          ? t('admin:autosave.unsaved')
          : state === 'error'
            ? t('admin:autosave.error')
            : ''
  return (
    <p role="status" aria-live="polite" className="min-h-5 text-sm text-slate-600 dark:text-slate-400">
      {text}
    </p>
  )
}

/** How the post would look in a search engine's results, updated as the coach types. */
export function SearchPreview({
  title,
  url,
  description,
}: {
  title: string
  url: string
  description: string
}) {
  const { t } = useTranslation()
  return (
    <figure className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-950">
      <figcaption className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
        {t('admin:seo.preview')}
      </figcaption>
      <div lang="es" dir="auto" data-testid="search-preview">
        <p className="truncate text-sm text-emerald-800 dark:text-emerald-300" dir="ltr">
          {url}
        </p>
        <p className="truncate text-lg text-blue-800 dark:text-blue-300">{title || t('admin:seo.noTitle')}</p>
        <p className="line-clamp-2 text-sm text-slate-600 dark:text-slate-400">
          {description || t('admin:seo.noDescription')}
        </p>
      </div>
    </figure>
  )
}

/**
 * Tags as removable chips with a type-ahead over the tags already used (a datalist); Enter or a
 * comma adds the typed tag. Each tag travels as one `name` field.
 */
export function TagInput({
  name,
  label,
  defaultValue,
  suggestions,
  max,
  onChange,
}: {
  name: string
  label: string
  defaultValue: string[]
  suggestions: string[]
  max: number
  onChange?: () => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const [tags, setTags] = useState(defaultValue)
  const [draft, setDraft] = useState('')
  const update = (next: string[]) => {
    setTags(next)
    onChange?.()
  }
  const add = (raw: string) => {
    const tag = raw.trim().toLowerCase().replace(/,/g, ' ').slice(0, 60)
    setDraft('')
    if (!tag || tags.includes(tag) || tags.length >= max) return
    update([...tags, tag])
  }
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <ul className="flex flex-wrap gap-2" aria-label={label}>
        {tags.map((tag) => (
          <li
            key={tag}
            className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-3 py-1 text-sm dark:bg-slate-800"
          >
            <input type="hidden" name={name} value={tag} />
            <span lang="es">#{tag}</span>
            <button
              type="button"
              aria-label={t('admin:tags.remove', { tag })}
              onClick={() => update(tags.filter((other) => other !== tag))}
              className="ms-1 rounded-full px-1 text-slate-500 hover:bg-slate-200 hover:text-slate-900 dark:hover:bg-slate-700"
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <input
        id={id}
        list={`${id}-suggestions`}
        value={draft}
        maxLength={60}
        autoComplete="off"
        onChange={(event) => {
          const value = event.target.value
          // Picking a suggestion from the list fills the whole value: take it at once.
          if (suggestions.includes(value) || value.endsWith(',')) add(value)
          else setDraft(value)
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault()
            add(draft)
          }
        }}
        onBlur={() => add(draft)}
        className={controlClass}
      />
      <datalist id={`${id}-suggestions`}>
        {suggestions
          .filter((tag) => !tags.includes(tag))
          .map((tag) => (
            <option key={tag} value={tag} />
          ))}
      </datalist>
      <p className="text-xs text-slate-500 dark:text-slate-400">{t('admin:tags.hint')}</p>
    </div>
  )
}

const noSubscription = () => () => {}
const onClient = () => true
const onServer = () => false

/** The local date and time a `datetime-local` input shows for an ISO instant (browser time zone). */
const toLocalInput = (iso: string) => {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  const offset = date.getTimezoneOffset() * 60_000
  return new Date(date.getTime() - offset).toISOString().slice(0, 16)
}

/**
 * The publication date: the coach picks a local date and time; the hidden `name` field carries
 * the instant (ISO 8601, UTC) so the server needs no time zone. Filled after hydration, since the
 * server does not know the browser's time zone.
 */
export function PublicationDateField({
  field,
  label,
  defaultValue,
  onChange,
}: {
  field: Pick<FieldMetadata<unknown>, 'id' | 'errorId' | 'errors' | 'name'>
  label: string
  defaultValue: string | null
  onChange?: () => void
}) {
  const [iso, setIso] = useState(defaultValue ?? '')
  const [edited, setEdited] = useState<string | null>(null)
  const mounted = useSyncExternalStore(noSubscription, onClient, onServer)
  const local = edited ?? (mounted && defaultValue ? toLocalInput(defaultValue) : '')
  return (
    <AdminField field={field} label={label}>
      <input type="hidden" name={field.name} value={iso} />
      <input
        id={field.id}
        type="datetime-local"
        value={local}
        onChange={(event) => {
          setEdited(event.target.value)
          const date = new Date(event.target.value)
          setIso(Number.isNaN(date.getTime()) ? '' : date.toISOString())
          onChange?.()
        }}
        className={controlClass}
        {...describedBy(field)}
      />
    </AdminField>
  )
}

/** The editor's image upload: into the media library, with its progress. */
export const uploadEditorImage = async (file: File, onProgress: (fraction: number) => void) => {
  const media = await uploadMedia(file, { onProgress })
  return { src: media.url, width: media.width, height: media.height, alt: media.alt }
}
