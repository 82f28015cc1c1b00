import { useTranslation } from '#app/i18n/react.tsx'
import { Link } from 'react-router'
import type { Route } from './+types/courses'
import { CourseBadges } from '#app/components/courses/course-badges.tsx'
import { Picture, PICTURE_SIZES } from '#app/components/media/picture.tsx'
import { seoMeta } from '#app/components/public/seo.ts'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { listPublishedCourses } from '#server/courses/catalogue.server.ts'
import { db } from '#server/db/db.server.ts'
import { saleOf } from '#server/payments/course-sale.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'
import { canonicalUrl } from '#server/seo/seo.server.ts'

export const handle: I18nHandle = { i18n: ['public', 'courses', 'payments'] }

export async function loader({ request }: Route.LoaderArgs) {
  const t = getFixedT(request)
  return {
    seo: {
      title: t('courses:catalogue.title'),
      description: t('courses:catalogue.intro'),
      canonical: canonicalUrl(request),
    },
    courses: (await listPublishedCourses(db)).map((course) => ({ ...course, sale: saleOf(course, request) })),
  }
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, matches)

export default function CoursesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  return (
    <main className="mx-auto max-w-5xl space-y-8 px-4 py-10 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold">{t('courses:catalogue.title')}</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{t('courses:catalogue.intro')}</p>
      </header>
      {loaderData.courses.length ? (
        <ul className="grid gap-6 sm:grid-cols-2">
          {loaderData.courses.map((course) => (
            <li
              key={course.id}
              className="overflow-hidden rounded-2xl border border-slate-200 dark:border-slate-800"
            >
              {course.cover ? (
                <Picture
                  image={course.cover}
                  sizes={PICTURE_SIZES.courseCard}
                  className="aspect-video w-full object-cover"
                />
              ) : null}
              <div className="space-y-2 p-5">
                <CourseBadges
                  programme={course.programme}
                  level={course.level}
                  members={course.access === 'members'}
                />
                <h2 className="text-xl font-semibold">
                  <Link to={`/cursos/${course.slug}`} className="hover:underline">
                    {course.title}
                  </Link>
                </h2>
                <p className="text-sm text-slate-600 dark:text-slate-300">{course.summary}</p>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {t('courses:catalogue.facts', {
                    lessons: course.lessons,
                    duration: t('courses:minutes', { minutes: course.minutes }),
                  })}
                </p>
                {course.sale ? (
                  <p className="font-semibold">{t('payments:taxIncluded', { price: course.sale.price })}</p>
                ) : course.priceText ? (
                  <p className="font-semibold">{course.priceText}</p>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('courses:catalogue.empty')}</p>
      )}
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
