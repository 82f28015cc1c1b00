import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useTranslation } from '#app/i18n/react.tsx'
import { Link, useFetcher } from 'react-router'
import { formatNumber } from '#app/i18n/format.ts'
import { MediaAltFormSchema } from '#app/schemas/media.ts'
import { DeleteMediaButton } from './delete-media-button.tsx'
import { MediaThumb } from './library-parts.tsx'
import type { MediaUse } from '#server/media/media-uses.server.ts'

export interface MediaCardItem {
  id: number
  name: string
  url: string
  size: number
  width: number | null
  height: number | null
  alt: string
  uses: MediaUse[]
}

const useKeys = {
  postCover: 'media:library.use.postCover',
  postContent: 'media:library.use.postContent',
  conceptImage: 'media:library.use.conceptImage',
  conceptContent: 'media:library.use.conceptContent',
  courseCover: 'media:library.use.courseCover',
  eventCover: 'media:library.use.eventCover',
  eventContent: 'media:library.use.eventContent',
  lessonVideo: 'media:library.use.lessonVideo',
  lessonFile: 'media:library.use.lessonFile',
  lessonContent: 'media:library.use.lessonContent',
} as const

function editorOf(use: MediaUse) {
  if ('courseId' in use) return `/admin/courses/${use.courseId}/lessons/${use.id}`
  if (use.kind === 'courseCover') return `/admin/courses/edit/${use.id}`
  if (use.kind.startsWith('event')) return `/admin/events/edit/${use.id}`
  return use.kind.startsWith('post') ? `/admin/posts/edit/${use.id}` : `/admin/concepts/edit/${use.id}`
}

/** One file of the library: the picture, its size, where it is used, its alt text, delete. */
export function MediaCard({ item }: { item: MediaCardItem }) {
  const { t, i18n } = useTranslation()
  const fetcher = useFetcher<{ result: SubmissionResult<string[]> }>()
  const [form, fields] = useForm({
    id: `alt-${item.id}`,
    lastResult: fetcher.state === 'idle' ? fetcher.data?.result : undefined,
    constraint: getZodConstraint(MediaAltFormSchema),
    defaultValue: { intent: 'alt', id: String(item.id), alt: item.alt },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: MediaAltFormSchema }),
    shouldRevalidate: 'onBlur',
  })
  const saved = fetcher.state === 'idle' && fetcher.data?.result.status === 'success'
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <MediaThumb
        media={item}
        className="aspect-video w-full bg-slate-100 object-contain dark:bg-slate-800"
      />
      <div className="flex flex-1 flex-col gap-3 p-4 text-sm">
        <div>
          <p className="font-semibold break-all">{item.name}</p>
          <p className="text-slate-600 dark:text-slate-400">
            {item.width && item.height
              ? t('media:library.dimensions', { width: item.width, height: item.height })
              : null}{' '}
            {t('media:library.kilobytes', { size: formatNumber(Math.ceil(item.size / 1024), i18n.language) })}
          </p>
        </div>
        <div>
          <p className="font-semibold">
            {item.uses.length ? t('media:library.usedIn') : t('media:library.unused')}
          </p>
          {item.uses.length ? (
            <ul className="list-disc ps-5">
              {item.uses.map((use) => (
                <li key={`${use.kind}-${use.id}`}>
                  <Link to={editorOf(use)} className="text-emerald-700 hover:underline dark:text-emerald-400">
                    {t(useKeys[use.kind], { title: use.title })}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <fetcher.Form method="post" {...getFormProps(form)} className="space-y-1">
          <input {...getInputProps(fields.intent, { type: 'hidden' })} />
          <input {...getInputProps(fields.id, { type: 'hidden' })} />
          <label htmlFor={fields.alt.id} className="font-semibold">
            {t('media:library.alt')}
          </label>
          <div className="flex gap-2">
            <input
              {...getInputProps(fields.alt, { type: 'text' })}
              className="w-full rounded-lg border border-slate-300 bg-white px-2 py-1 aria-[invalid=true]:border-red-500 dark:border-slate-700 dark:bg-slate-950"
            />
            <button type="submit" className="rounded-lg bg-emerald-700 px-3 py-1 font-semibold text-white">
              {t('media:library.saveAlt')}
            </button>
          </div>
          {fields.alt.errors?.length ? (
            <p id={fields.alt.errorId} className="font-medium text-red-700 dark:text-red-400">
              {t(fields.alt.errors[0] ?? '')}
            </p>
          ) : saved ? (
            <p role="status" className="text-emerald-700 dark:text-emerald-400">
              {t('media:library.altSaved')}
            </p>
          ) : null}
        </fetcher.Form>
        <DeleteMediaButton id={item.id} name={item.name} uses={item.uses.length} />
      </div>
    </li>
  )
}
