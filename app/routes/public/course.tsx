import { lazy, Suspense } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { data, Form, Link, useNavigation } from 'react-router'
import type { Route } from './+types/course'
import { levelLabel } from '#app/components/courses/labels.ts'
import { CourseOutline } from '#app/components/courses/outline.tsx'
import { CourseBadges } from '#app/components/courses/course-badges.tsx'
import { Picture, PICTURE_SIZES } from '#app/components/media/picture.tsx'
import { seoMeta } from '#app/components/public/seo.ts'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { getOptionalUser, requireUser } from '#server/auth/guards.server.ts'
import { pendingRequest, requestAccess } from '#server/courses/access.server.ts'
import { findPublicCourse } from '#server/courses/catalogue.server.ts'
import { learnerOutline } from '#server/courses/learning.server.ts'
import { readerOutline } from '#server/courses/lesson-page.server.ts'
import { redeemOnPage } from '#server/courses/redeem.server.ts'
import { db } from '#server/db/db.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'
import { breadcrumbJsonLd } from '#app/components/public/json-ld.ts'
import { buyCourse, saleOf } from '#server/payments/course-sale.server.ts'
import { absoluteUrl, canonicalUrl, courseJsonLd } from '#server/seo/seo.server.ts'

export const handle: I18nHandle = { i18n: ['public', 'courses', 'payments'] }

/** What the page's button offers this visitor. */
async function viewerOf(request: Request, courseId: number) {
  const user = await getOptionalUser(request)
  if (!user || user.locked) return { kind: 'anonymous' as const }
  const outline = await learnerOutline(db, { userId: user.id, courseId })
  if (outline) return { kind: 'enrolled' as const, outline }
  if (await pendingRequest(db, user.id, courseId)) return { kind: 'pending' as const }
  return { kind: 'signedIn' as const }
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const course = await findPublicCourse(db, params.slug)
  if (!course) throw data(null, { status: 404 })
  const t = getFixedT(request)
  const canonical = canonicalUrl(request)
  const lessons = course.syllabus.reduce((n, section) => n + section.lessons.length, 0)
  return {
    seo: {
      title: course.title,
      description: course.summary || course.title,
      canonical,
      jsonLd: [
        courseJsonLd(request, { ...course, level: t(levelLabel[course.level]), lessons }, canonical),
        breadcrumbJsonLd([
          { name: t('public:nav.home'), url: absoluteUrl(request, '/') },
          { name: t('courses:catalogue.title'), url: absoluteUrl(request, '/cursos') },
          { name: course.title, url: canonical },
        ]),
      ],
    },
    course,
    lessons,
    sale: saleOf(course, request),
    members: course.access === 'members',
    outline: readerOutline(course),
    viewer: await viewerOf(request, course.id),
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  assertSameOrigin(request)
  const user = await requireUser(request)
  const course = await findPublicCourse(db, params.slug)
  if (!course) throw data(null, { status: 404 })
  const formData = await request.formData()
  if (formData.get('intent') === 'buy') return buyCourse(request, formData, user, course)
  if (formData.get('intent') === 'redeem') {
    const answer = await redeemOnPage(formData, user.id)
    return data({ redeem: answer.redeem }, { status: answer.status, headers: answer.headers })
  }
  return { outcome: await requestAccess(db, user.id, course.id) }
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, matches)

/** Only signed-in readers without the course see it: visitors' pages do not load its form code. */
const RedeemOnPage = lazy(() =>
  import('#app/components/courses/redeem-form.tsx').then((module) => ({ default: module.RedeemOnPage })),
)

export default function CoursePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { course, viewer, sale } = loaderData
  const lessonPath = (slug: string) => `/cursos/${course.slug}/${slug}`
  const redeemed = actionData && 'redeem' in actionData ? actionData.redeem.notice : null
  return (
    <main className="mx-auto max-w-4xl space-y-8 px-4 py-10 sm:px-6">
      <nav aria-label={t('courses:catalogue.breadcrumb')} className="text-sm">
        <Link to="/cursos" className="text-emerald-700 underline dark:text-emerald-400">
          {t('courses:catalogue.title')}
        </Link>
      </nav>
      <header className="space-y-3">
        <CourseBadges programme={course.programme} level={course.level} members={loaderData.members} />
        <h1 className="text-3xl font-bold">{course.title}</h1>
        <p className="text-lg text-slate-600 dark:text-slate-300">{course.summary}</p>
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <div>
            <dt className="inline font-semibold">{t('courses:course.duration')}: </dt>
            <dd className="inline">{t('courses:minutes', { minutes: course.minutes })}</dd>
          </div>
          <div>
            <dt className="inline font-semibold">{t('courses:course.lessons')}: </dt>
            <dd className="inline">{loaderData.lessons}</dd>
          </div>
          {sale || course.priceText ? (
            <div>
              <dt className="inline font-semibold">{t('courses:course.price')}: </dt>
              <dd className="inline">
                {sale ? t('payments:taxIncluded', { price: sale.price }) : course.priceText}
              </dd>
            </div>
          ) : null}
        </dl>
        {redeemed && viewer.kind === 'enrolled' ? (
          // The code opened the course: its form is gone with the wall, the confirmation stays here.
          <p
            role="status"
            className="rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-800 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-200"
          >
            {t(redeemed)}
          </p>
        ) : null}
        {sale && viewer.kind !== 'enrolled' ? (
          <BuyAction slug={course.slug} signedIn={viewer.kind !== 'anonymous'} reply={actionData} />
        ) : (
          <CourseAction slug={course.slug} viewer={viewer} />
        )}
      </header>
      {course.cover ? (
        <Picture
          image={course.cover}
          sizes={PICTURE_SIZES.course}
          priority
          className="h-auto w-full rounded-2xl"
        />
      ) : null}
      <section aria-labelledby="syllabus" className="space-y-4">
        <h2 id="syllabus" className="text-2xl font-semibold">
          {t('courses:course.syllabus')}
        </h2>
        {viewer.kind === 'enrolled' ? (
          <>
            <p className="text-sm">
              {t('courses:outline.progress', { done: viewer.outline.done, total: viewer.outline.total })}
            </p>
            <CourseOutline sections={viewer.outline.sections} linkTo={lessonPath} />
          </>
        ) : (
          <CourseOutline sections={loaderData.outline.sections} linkTo={lessonPath} />
        )}
      </section>
      {viewer.kind === 'signedIn' || viewer.kind === 'pending' ? (
        <Suspense fallback={null}>
          <RedeemOnPage reply={actionData && 'redeem' in actionData ? actionData.redeem : undefined} />
        </Suspense>
      ) : null}
    </main>
  )
}

const buttonClass =
  'inline-flex rounded-lg bg-emerald-700 px-4 py-2 font-semibold text-white hover:bg-emerald-800 dark:bg-emerald-500 dark:text-slate-950'

/** "Comprar": a visitor signs in first and comes back here; a learner goes on to Stripe Checkout. */
function BuyAction({
  slug,
  signedIn,
  reply,
}: {
  slug: string
  signedIn: boolean
  reply: Route.ComponentProps['actionData']
}) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  if (!signedIn)
    return (
      <Link to={`/signin?${new URLSearchParams({ redirectTo: `/cursos/${slug}` })}`} className={buttonClass}>
        {t('payments:buy.button')}
      </Link>
    )
  const buy = reply && 'buy' in reply ? reply.buy : undefined
  const errors = buy?.error?.[''] ?? []
  const codeErrors = buy?.error?.code ?? []
  return (
    <Form method="post" className="max-w-md space-y-2">
      <input type="hidden" name="intent" value="buy" />
      <label htmlFor="buy-code" className="block text-sm font-medium">
        {t('payments:buy.code')}
      </label>
      <input
        id="buy-code"
        name="code"
        type="text"
        autoComplete="off"
        maxLength={40}
        dir="ltr"
        defaultValue={typeof buy?.initialValue?.code === 'string' ? buy.initialValue.code : ''}
        aria-invalid={codeErrors.length ? true : undefined}
        aria-describedby={codeErrors.length ? 'buy-code-error' : undefined}
        className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 font-mono text-sm dark:border-slate-700 dark:bg-slate-950"
      />
      {codeErrors.length ? (
        <p id="buy-code-error" className="text-sm font-semibold text-red-700 dark:text-red-400">
          {codeErrors.map((error) => t(error)).join(' ')}
        </p>
      ) : null}
      <button type="submit" className={buttonClass} disabled={navigation.state !== 'idle'}>
        {t('payments:buy.button')}
      </button>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('payments:buy.hint')}</p>
      {errors.map((error) => (
        <p key={error} role="alert" className="font-semibold text-red-700 dark:text-red-400">
          {t(error)}
        </p>
      ))}
    </Form>
  )
}

function CourseAction({
  slug,
  viewer,
}: {
  slug: string
  viewer: Route.ComponentProps['loaderData']['viewer']
}) {
  const { t } = useTranslation()
  const button = buttonClass
  switch (viewer.kind) {
    case 'anonymous':
      return (
        <Link to={`/signin?${new URLSearchParams({ redirectTo: `/cursos/${slug}` })}`} className={button}>
          {t('courses:course.signIn')}
        </Link>
      )
    case 'pending':
      return (
        <p role="status" className="font-semibold text-amber-800 dark:text-amber-300">
          {t('courses:course.pending')}
        </p>
      )
    case 'signedIn':
      return (
        <Form method="post">
          <button type="submit" className={button}>
            {t('courses:course.request')}
          </button>
        </Form>
      )
    case 'enrolled':
      return viewer.outline.resume ? (
        <Link to={`/cursos/${slug}/${viewer.outline.resume}`} className={button}>
          {viewer.outline.done ? t('courses:course.continue') : t('courses:course.start')}
        </Link>
      ) : null
  }
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
