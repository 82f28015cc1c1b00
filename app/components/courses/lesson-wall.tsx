import type { SubmissionResult } from '@conform-to/react'
import { Form, Link, useLocation } from 'react-router'
import { MembersTeaser, type TeaserPlan } from '#app/components/memberships/members-teaser.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { RedeemOnPage } from './redeem-form.tsx'

type WallWay = 'signIn' | 'request' | 'redeem' | 'buy' | 'plans'

export interface LessonWallData {
  title: string
  teaser: string
  level: 'public' | 'signedIn' | 'enrolled' | 'members'
  ways: WallWay[]
  plans: TeaserPlan[]
  signedIn: boolean
  pending: boolean
}

const button =
  'inline-flex rounded-lg bg-emerald-700 px-4 py-2 font-semibold text-white hover:bg-emerald-800 dark:bg-emerald-500 dark:text-slate-950'
const secondary =
  'inline-flex rounded-lg border border-emerald-700 px-4 py-2 font-semibold text-emerald-800 hover:bg-emerald-50 dark:border-emerald-400 dark:text-emerald-300 dark:hover:bg-emerald-950'

const WHO: Record<LessonWallData['level'], string> = {
  public: 'courses:wall.forEnrolled',
  signedIn: 'courses:wall.forSignedIn',
  enrolled: 'courses:wall.forEnrolled',
  members: 'courses:wall.forMembers',
}

/**
 * What a reader who may not read a lesson sees instead of it (answered 200, never a bare 403): the
 * title, the coach's teaser, and every way that would open it for this reader.
 */
export function LessonWall({
  wall,
  coursePath,
  reply,
}: {
  wall: LessonWallData
  coursePath: string
  reply: { result: SubmissionResult<string[]>; notice: string | null } | undefined
}) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const back = new URLSearchParams({ redirectTo: pathname })
  return (
    <section aria-labelledby="wall-title" data-testid="lesson-wall" className="space-y-6">
      <h1 id="wall-title" className="text-3xl font-bold">
        {wall.title}
      </h1>
      {wall.teaser ? (
        <p lang="es" dir="auto" className="text-lg text-slate-700 dark:text-slate-300">
          {wall.teaser}
        </p>
      ) : null}
      <p
        role="status"
        className="rounded-lg bg-amber-50 p-4 text-amber-900 dark:bg-amber-950 dark:text-amber-200"
      >
        {t(WHO[wall.level])}
      </p>
      {wall.ways.includes('signIn') ? (
        <div className="flex flex-wrap gap-3">
          <Link to={`/signin?${back}`} className={button}>
            {t('courses:wall.signIn')}
          </Link>
          <Link to={`/auth/boxed-signup?${back}`} className={secondary}>
            {t('courses:wall.signUp')}
          </Link>
        </div>
      ) : null}
      {wall.ways.includes('plans') ? <MembersTeaser plans={wall.plans} signedIn={wall.signedIn} /> : null}
      {wall.ways.includes('request') || wall.ways.includes('buy') ? (
        <div className="flex flex-wrap items-center gap-3">
          {wall.ways.includes('buy') ? (
            <Link to={coursePath} className={button}>
              {t('courses:wall.buy')}
            </Link>
          ) : null}
          {wall.pending ? (
            <p className="font-semibold text-amber-800 dark:text-amber-300">{t('courses:course.pending')}</p>
          ) : wall.ways.includes('request') ? (
            <Form method="post" action={coursePath}>
              <button type="submit" className={secondary}>
                {t('courses:course.request')}
              </button>
            </Form>
          ) : null}
        </div>
      ) : null}
      {wall.ways.includes('redeem') ? <RedeemOnPage reply={reply} /> : null}
    </section>
  )
}
