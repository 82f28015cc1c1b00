import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import type { Route } from './+types/availability'
import { ExceptionsSection } from '#app/components/bookings/exceptions-section.tsx'
import { KindsSection } from '#app/components/bookings/kinds-section.tsx'
import { WeeklyHoursForm } from '#app/components/bookings/weekly-hours-form.tsx'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import {
  bookingKindSchema,
  DeleteExceptionSchema,
  ExceptionSchema,
  WeeklyHoursSchema,
} from '#app/schemas/bookings.ts'
import { titleMeta } from '#app/site.ts'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { requireRole } from '#server/auth/guards.server.ts'
import { deleteException, saveException, saveWeeklyHours } from '#server/bookings/availability.server.ts'
import { availabilityScreen } from '#server/bookings/availability-page.server.ts'
import { saveKind } from '#server/bookings/kinds.server.ts'
import { db } from '#server/db/db.server.ts'
import { env } from '#server/env.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'

export const handle: I18nHandle = { i18n: ['admin', 'bookings', 'courses'] }

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, 'admin')
  return {
    title: getFixedT(request)('bookings:availability.title'),
    saved: new URL(request.url).searchParams.has('guardado'),
    ...(await availabilityScreen(db, new Date())),
  }
}

/** Each form names its intent; a mistake comes back to its own form with the values typed. */
export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request)
  const admin = await requireRole(request, 'admin')
  const actor = { user: admin, ip: context.clientIp }
  const formData = await request.formData()
  const done = (saved: string) => redirect(`/admin/availability?guardado=${saved}`)
  switch (formData.get('intent')) {
    case 'hours': {
      const submission = parseWithZod(formData, { schema: WeeklyHoursSchema })
      if (submission.status !== 'success')
        return data({ intent: 'hours', result: submission.reply() }, { status: 400 })
      const { day1, day2, day3, day4, day5, day6, day7 } = submission.value
      await saveWeeklyHours(db, { 1: day1, 2: day2, 3: day3, 4: day4, 5: day5, 6: day6, 7: day7 }, actor)
      return done('horas')
    }
    case 'exception': {
      const submission = parseWithZod(formData, { schema: ExceptionSchema })
      if (submission.status !== 'success')
        return data({ intent: 'exception', result: submission.reply() }, { status: 400 })
      await saveException(db, submission.value, actor)
      return done('excepcion')
    }
    case 'exception-delete': {
      const form = DeleteExceptionSchema.safeParse(Object.fromEntries(formData))
      if (!form.success || !(await deleteException(db, form.data.id, actor)))
        throw data(null, { status: 404 })
      return done('excepcion')
    }
    case 'kind': {
      const submission = parseWithZod(formData, { schema: bookingKindSchema(env().STRIPE_CURRENCY) })
      if (submission.status !== 'success')
        return data({ intent: 'kind', result: submission.reply() }, { status: 400 })
      if ((await saveKind(db, submission.value, actor)) === undefined) throw data(null, { status: 404 })
      return done('tipo')
    }
    default:
      throw data(null, { status: 400 })
  }
}

export const meta: Route.MetaFunction = ({ data, matches }) => [...titleMeta(data?.title, matches)]

export default function Availability({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('bookings')
  const resultFor = (intent: string) => (actionData?.intent === intent ? actionData.result : undefined)
  return (
    <main className="mx-auto max-w-4xl space-y-10 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold">{loaderData.title}</h1>
        <p className="text-slate-600 dark:text-slate-400">
          {t('availability.lead', { zone: loaderData.timeZone })}
        </p>
      </div>
      <p role="status" className="min-h-5 font-semibold text-emerald-800 dark:text-emerald-300">
        {loaderData.saved ? t('availability.saved') : ''}
      </p>
      <WeeklyHoursForm week={loaderData.week} lastResult={resultFor('hours')} />
      <ExceptionsSection exceptions={loaderData.exceptions} lastResult={resultFor('exception')} />
      <KindsSection kinds={loaderData.kinds} currency={loaderData.currency} lastResult={resultFor('kind')} />
    </main>
  )
}
