import { useTranslation } from '#app/i18n/react.tsx'
import { data, Form, Link, redirect } from 'react-router'
import type { Route } from './+types/lesson'
import { LessonQuiz } from '#app/components/courses/lesson-quiz.tsx'
import { LessonView } from '#app/components/courses/lesson-view.tsx'
import { CourseOutline } from '#app/components/courses/outline.tsx'
import { formatDateTime } from '#app/i18n/format.ts'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { brandOf, pageTitle } from '#app/site.ts'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { requireUser } from '#server/auth/guards.server.ts'
import { findPublicCourse } from '#server/courses/catalogue.server.ts'
import { answerQuiz, completeLesson, lessonFilesPath, openLesson } from '#server/courses/learning.server.ts'
import { htmlOnce } from '#server/content/html-once.server.ts'
import { db } from '#server/db/db.server.ts'

export const handle: I18nHandle = { i18n: ['public', 'courses'] }

async function publishedCourse(slug: string) {
  const course = await findPublicCourse(db, slug)
  if (!course) throw data(null, { status: 404 })
  return course
}

/** Access and unlock rules are checked here, on the server: a lesson's body is sent only when readable. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const course = await publishedCourse(params.slug)
  const opened = await openLesson(db, {
    userId: user.id,
    courseId: course.id,
    lessonSlug: params.lesson,
    filesAt: lessonFilesPath(course.slug, params.lesson),
  })
  if (opened.kind === 'notEnrolled') throw data(null, { status: 403 })
  if (opened.kind === 'notFound') throw data(null, { status: 404 })
  const lessons = opened.outline.sections.flatMap((section) => section.lessons)
  const index = lessons.findIndex((lesson) => lesson.slug === params.lesson)
  return {
    course: { slug: course.slug, title: course.title },
    outline: opened.outline,
    next: lessons[index + 1] ?? null,
    ...(opened.kind === 'open'
      ? {
          lesson: { ...opened.lesson, bodyHtml: htmlOnce(context, 'lesson-body', opened.lesson.bodyHtml) },
          quiz: opened.quiz,
          locked: null,
        }
      : { lesson: null, quiz: null, locked: { title: opened.lesson.title, state: opened.state } }),
  }
}

/** An attempt past the limit is refused (403); an unanswered question or a second pass changes nothing. */
const QUIZ_STATUS = { graded: 200, incomplete: 400, noAttemptsLeft: 403, alreadyPassed: 409 } as const

export async function action({ request, params }: Route.ActionArgs) {
  assertSameOrigin(request)
  const user = await requireUser(request)
  const course = await publishedCourse(params.slug)
  const form = await request.formData()
  const query = { userId: user.id, courseId: course.id, lessonSlug: params.lesson }
  if (form.get('intent') === 'quiz') {
    const outcome = await answerQuiz(db, { ...query, form })
    if (!outcome) throw data(null, { status: 403 })
    return data({ quiz: outcome }, { status: QUIZ_STATUS[outcome.kind] })
  }
  if (form.get('intent') !== 'complete') throw data(null, { status: 400 })
  const done = await completeLesson(db, query)
  if (!done) throw data(null, { status: 403 })
  return redirect(`/cursos/${course.slug}/${params.lesson}`)
}

export const meta: Route.MetaFunction = ({ data, matches }) => [
  { title: pageTitle(data?.lesson?.title ?? data?.locked?.title, brandOf(matches)) },
  { name: 'robots', content: 'noindex' },
]

export default function LessonPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation()
  const { course, outline, lesson, quiz, locked, next } = loaderData
  const quizPending = Boolean(quiz?.required && !quiz.standing.passed && !lesson?.done)
  const coursePath = `/cursos/${course.slug}`
  return (
    <main className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
      <aside className="space-y-4 lg:order-first" aria-labelledby="outline-title">
        <h2 id="outline-title" className="font-semibold">
          <Link to={coursePath} className="hover:underline">
            {course.title}
          </Link>
        </h2>
        <p className="text-sm">
          {t('courses:outline.progress', { done: outline.done, total: outline.total })}
        </p>
        <CourseOutline
          sections={outline.sections}
          linkTo={(slug) => `${coursePath}/${slug}`}
          current={lesson?.slug}
        />
      </aside>
      <div className="space-y-8">
        {lesson ? (
          <>
            <LessonView lesson={lesson} />
            {quiz ? <LessonQuiz quiz={quiz} reply={actionData?.quiz} /> : null}
            <div className="flex flex-wrap items-center gap-4 border-t border-slate-200 pt-6 dark:border-slate-800">
              {lesson.done ? (
                <p role="status" className="font-semibold text-emerald-700 dark:text-emerald-400">
                  {t('courses:lesson.done')}
                </p>
              ) : quizPending ? (
                <p className="text-sm">{t('courses:quiz.toComplete')}</p>
              ) : (
                <Form method="post">
                  <button
                    type="submit"
                    name="intent"
                    value="complete"
                    className="rounded-lg bg-emerald-700 px-4 py-2 font-semibold text-white hover:bg-emerald-800 dark:bg-emerald-500 dark:text-slate-950"
                  >
                    {t('courses:lesson.markDone')}
                  </button>
                </Form>
              )}
              {next && (next.state === 'open' || next.state === 'done') ? (
                <Link
                  to={`${coursePath}/${next.slug}`}
                  className="text-emerald-700 underline dark:text-emerald-400"
                >
                  {t('courses:lesson.next', { title: next.title })}
                </Link>
              ) : null}
            </div>
          </>
        ) : locked ? (
          <section className="space-y-3">
            <h1 className="text-3xl font-bold">{locked.title}</h1>
            <p
              role="status"
              className="rounded-lg bg-amber-50 p-4 text-amber-900 dark:bg-amber-950 dark:text-amber-200"
            >
              {locked.state.state === 'locked' && locked.state.opensAt
                ? t('courses:lesson.lockedUntil', {
                    date: formatDateTime(locked.state.opensAt, i18n.language),
                  })
                : t('courses:lesson.lockedPrevious')}
            </p>
          </section>
        ) : null}
      </div>
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
