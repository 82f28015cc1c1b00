import { useTranslation } from '#app/i18n/react.tsx'
import { formatNumber } from '#app/i18n/format.ts'
import { useHtmlOnce, type HtmlOnce } from '#app/components/public/html-once.tsx'

export interface LessonViewData {
  title: string
  bodyHtml: string | HtmlOnce
  durationMinutes: number
  video: { kind: 'youtube' | 'file'; url: string } | null
  files: Array<{ name: string; size: number; url: string }>
}

/** A lesson as a learner reads it: title, video, body and downloads. The admin preview reuses it. */
export function LessonView({ lesson }: { lesson: LessonViewData }) {
  const { t, i18n } = useTranslation()
  const body = useHtmlOnce(lesson.bodyHtml)
  return (
    <article className="space-y-6">
      <header>
        <h1 className="text-3xl font-bold">{lesson.title}</h1>
        {lesson.durationMinutes ? (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {t('courses:minutes', { minutes: lesson.durationMinutes })}
          </p>
        ) : null}
      </header>
      {lesson.video?.kind === 'youtube' ? (
        <div className="aspect-video overflow-hidden rounded-xl bg-black">
          <iframe
            src={lesson.video.url}
            title={t('courses:lesson.video')}
            className="size-full"
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            loading="lazy"
          />
        </div>
      ) : lesson.video ? (
        <video src={lesson.video.url} controls preload="metadata" className="w-full rounded-xl bg-black">
          <track kind="captions" />
        </video>
      ) : null}
      <div
        data-testid="lesson-body"
        data-html-once={body.marker}
        className="prose max-w-none dark:prose-invert"
        dangerouslySetInnerHTML={{ __html: body.html }}
      />
      {lesson.files.length ? (
        <section aria-labelledby="lesson-files">
          <h2 id="lesson-files" className="mb-2 text-lg font-semibold">
            {t('courses:lesson.files')}
          </h2>
          <ul className="space-y-1 text-sm">
            {lesson.files.map((file) => (
              <li key={file.url}>
                <a href={file.url} download className="text-emerald-700 underline dark:text-emerald-400">
                  {file.name}
                </a>{' '}
                <span className="text-slate-600 dark:text-slate-400">
                  (
                  {t('courses:lesson.kilobytes', {
                    size: formatNumber(Math.ceil(file.size / 1024), i18n.language),
                  })}
                  )
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  )
}
