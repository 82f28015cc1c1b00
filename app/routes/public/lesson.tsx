import { useTranslation } from '#app/i18n/react.tsx'
import { data, Link, redirect } from 'react-router'
import type { Route } from './+types/lesson'
import { LessonAssignment } from '#app/components/courses/lesson-assignment.tsx'
import { LessonFooter } from '#app/components/courses/lesson-footer.tsx'
import { LessonQuiz } from '#app/components/courses/lesson-quiz.tsx'
import { LessonWall } from '#app/components/courses/lesson-wall.tsx'
import { LessonView } from '#app/components/courses/lesson-view.tsx'
import { CourseOutline } from '#app/components/courses/outline.tsx'
import { formatDateTime } from '#app/i18n/format.ts'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { brandOf, pageTitle } from '#app/site.ts'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { getOptionalUser, requireUser } from '#server/auth/guards.server.ts'
import { learnerAssignment } from '#server/courses/assignments.server.ts'
import { findPublicCourse } from '#server/courses/catalogue.server.ts'
import { findCompletion } from '#server/courses/completion.server.ts'
import { answerQuiz, completeLesson } from '#server/courses/learning.server.ts'
import { lessonPage } from '#server/courses/lesson-page.server.ts'
import { redeemOnPage } from '#server/courses/redeem.server.ts'
import { retryAfterHeaders } from '#server/rate-limit/retry-after.server.ts'
import { withGlossaryLinks } from '#server/content/site-glossary.server.ts'
import { htmlOnce } from '#server/content/html-once.server.ts'
import { db } from '#server/db/db.server.ts'
import { publicOrigin } from '#server/http/origin.server.ts'
import { getLocale } from '#server/i18n/i18n.server.ts'
import { LessonQuestions } from '#app/components/comments/lesson-questions.tsx'
import { lessonThread } from '#server/comments/page-thread.server.ts'

export const handle: I18nHandle<Route.ComponentProps['loaderData']> = {
  i18n: ['public', 'courses'],
  // The assignment's texts only where the lesson asks for one, the plans' only on a wall that offers
  // them, the questions' only where questions are on.
  i18nWhen: (data) => [
    ...(data.assignment ? ['assignments' as const] : []),
    ...(data.wall?.ways.includes('plans') ? ['memberships' as const] : []),
    ...(data.thread ? ['comments' as const] : []),
  ],
}

async function publishedCourse(slug: string) {
  const course = await findPublicCourse(db, slug)
  if (!course) throw data(null, { status: 404 })
  return course
}

/**
 * Visibility, access and unlock rules are checked here, on the server: a lesson's body is sent only
 * when this reader may read it; anyone else gets 200 with the wall (docs/decisions/032-content-visibility.md).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const asker = await getOptionalUser(request)
  const course = await publishedCourse(params.slug)
  const page = await lessonPage(db, request, { asker, course, lessonSlug: params.lesson })
  if (!page) throw data(null, { status: 404 })
  return {
    course: { slug: course.slug, title: course.title },
    ...page,
    finished: Boolean(asker && (await findCompletion(db, asker.id, course.id))),
    // Questions only for those who may read the lesson (its body is sent only to them).
    thread: page.lesson
      ? await lessonThread(db, request, { courseId: course.id, lessonId: page.lesson.id })
      : null,
    assignment:
      asker && page.learner && page.lesson
        ? await learnerAssignment(db, { lessonId: page.lesson.id, userId: asker.id })
        : null,
    lesson: page.lesson
      ? {
          ...page.lesson,
          bodyHtml: htmlOnce(
            context,
            'lesson-body',
            await withGlossaryLinks(db, `lesson ${page.lesson.id}`, page.lesson.bodyHtml),
          ),
        }
      : null,
  }
}

/** An attempt past the limit is refused (403); an unanswered question or a second pass changes nothing. */
const QUIZ_STATUS = { graded: 200, incomplete: 400, noAttemptsLeft: 403, alreadyPassed: 409 } as const

export async function action({ request, params, context }: Route.ActionArgs) {
  assertSameOrigin(request)
  const user = await requireUser(request)
  const course = await publishedCourse(params.slug)
  const form = await request.formData()
  const here = `/cursos/${course.slug}/${params.lesson}`
  if (form.get('intent') === 'redeem') {
    // A code typed on the wall: once it enrols, the lesson is read again through the loader's rules.
    const answer = await redeemOnPage(form, user.id)
    if (answer.status === 200) throw redirect(here)
    return data({ redeem: answer.redeem }, { status: answer.status, headers: answer.headers })
  }
  // Finishing the course sends a mail: its links, its language when the learner saved none.
  const finish = { origin: publicOrigin(request), language: getLocale(request), ip: context.clientIp }
  const query = { userId: user.id, courseId: course.id, lessonSlug: params.lesson, finish }
  if (form.get('intent') === 'quiz') {
    const outcome = await answerQuiz(db, { ...query, form })
    if (!outcome) throw data(null, { status: 403 })
    return data({ quiz: outcome }, { status: QUIZ_STATUS[outcome.kind] })
  }
  if (form.get('intent') !== 'complete') throw data(null, { status: 400 })
  const done = await completeLesson(db, query)
  if (!done) throw data(null, { status: 403 })
  if (await findCompletion(db, user.id, course.id))
    return redirect(`/account/courses/${encodeURIComponent(course.slug)}/finished`)
  return redirect(here)
}

export const headers: Route.HeadersFunction = retryAfterHeaders

export const meta: Route.MetaFunction = ({ data, matches }) => [
  { title: pageTitle(data?.lesson?.title ?? data?.locked?.title ?? data?.wall?.title, brandOf(matches)) },
  { name: 'robots', content: 'noindex' },
]

export default function LessonPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation()
  const { course, learner, lesson, quiz, locked, wall, finished, assignment } = loaderData
  const coursePath = `/cursos/${course.slug}`
  const sections = learner ? learner.outline.sections : (loaderData.outline?.sections ?? [])
  return (
    <main className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
      <aside className="space-y-4 lg:order-first" aria-labelledby="outline-title">
        <h2 id="outline-title" className="font-semibold">
          <Link to={coursePath} className="hover:underline">
            {course.title}
          </Link>
        </h2>
        {learner ? (
          <p className="text-sm">
            {t('courses:outline.progress', { done: learner.outline.done, total: learner.outline.total })}
          </p>
        ) : null}
        <CourseOutline
          sections={sections}
          linkTo={(slug) => `${coursePath}/${slug}`}
          current={lesson?.slug}
        />
      </aside>
      <div className="space-y-8">
        {finished ? (
          <p
            role="status"
            className="flex flex-wrap gap-3 rounded-lg bg-emerald-50 p-4 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200"
          >
            {t('courses:completion.banner')}
            <Link to={`/account/courses/${course.slug}/finished`} className="font-semibold underline">
              {t('courses:completion.bannerLink')}
            </Link>
          </p>
        ) : null}
        {lesson ? (
          <>
            <LessonView lesson={lesson} />
            {quiz ? (
              <LessonQuiz
                quiz={quiz}
                reply={actionData && 'quiz' in actionData ? actionData.quiz : undefined}
              />
            ) : null}
            {assignment ? (
              <LessonAssignment assignment={assignment} action={`${coursePath}/${lesson.slug}/tarea`} />
            ) : null}
            {learner ? (
              <LessonFooter
                done={lesson.done}
                quizPending={Boolean(quiz?.required && !quiz.standing.passed && !lesson.done)}
                approvalPending={Boolean(assignment?.approvalCompletes && !lesson.done)}
                next={learner.next}
                coursePath={coursePath}
              />
            ) : null}
            <LessonQuestions thread={loaderData.thread} here={`${coursePath}/${lesson.slug}`} />
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
                : locked.state.state === 'locked' && 'section' in locked.state
                  ? t('courses:lesson.lockedSection')
                  : t('courses:lesson.lockedPrevious')}
            </p>
          </section>
        ) : wall ? (
          <LessonWall
            wall={wall}
            coursePath={coursePath}
            reply={actionData && 'redeem' in actionData ? actionData.redeem : undefined}
          />
        ) : null}
      </div>
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
