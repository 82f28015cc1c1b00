import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link, redirect, useNavigation } from 'react-router'
import type { Route } from './+types/sessions'
import { buttonClass, controlClass, linkClass } from '#app/components/admin/styles.ts'
import { formatDate } from '#app/i18n/format.ts'
import { SessionDetailsFields } from '#app/components/sessions/session-fields.tsx'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { InstallButton } from '#app/pwa/install-button.tsx'
import { usePitchSync } from '#app/pwa/use-pitch-sync.ts'
import { SessionsListSchema } from '#app/schemas/sessions.ts'
import { titleMeta } from '#app/site.ts'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { requireRole } from '#server/auth/guards.server.ts'
import { db } from '#server/db/db.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'
import { readsMembersContent } from '#server/memberships/content-access.server.ts'
import {
  addDrill,
  copySession,
  createSession,
  findOwnSession,
  findSharedSession,
  listOwnSessions,
  publishedDrillBySlug,
} from '#server/sessions/sessions.server.ts'

export const handle: I18nHandle = { i18n: ['sessions', 'admin'] }

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireRole(request, 'admin', 'user')
  // `?drill=<slug>` (from a drill's page): the published drill the user wants to add somewhere.
  const drillSlug = new URL(request.url).searchParams.get('drill')
  return {
    title: getFixedT(request)('sessions:list.title'),
    sessions: await listOwnSessions(db, user.id),
    drill: drillSlug ? await publishedDrillBySlug(db, drillSlug) : null,
  }
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireRole(request, 'admin', 'user')
  assertSameOrigin(request)
  const submission = parseWithZod(await request.formData(), { schema: SessionsListSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const input = submission.value
  let sessionId: number
  if (input.intent === 'create') {
    sessionId = await createSession(db, user.id, input)
    if (input.drillId) await addDrill(db, sessionId, input.drillId)
  } else if (input.intent === 'copy') {
    // A members-only session is copied only by a reader who may read it.
    const shared = await findSharedSession(db, input.token, await readsMembersContent(db, request))
    if (!shared) throw data(null, { status: 404 })
    sessionId = await copySession(db, shared.id, user.id)
  } else {
    const session = await findOwnSession(db, user.id, input.sessionId)
    if (!session) throw data(null, { status: 404 })
    const added = await addDrill(db, session.id, input.drillId)
    if (added !== 'added')
      return data(
        {
          result: submission.reply({
            formErrors: [added === 'full' ? 'sessions:errors.full' : 'sessions:errors.noDrill'],
          }),
        },
        { status: 400 },
      )
    sessionId = session.id
  }
  throw redirect(`/account/sessions/${sessionId}`)
}

export const meta: Route.MetaFunction = ({ data, matches }) => [...titleMeta(data?.title, matches)]

export default function Sessions({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation()
  const { sessions, drill } = loaderData
  const navigation = useNavigation()
  usePitchSync(sessions)
  const [form, fields] = useForm({
    lastResult: navigation.state === 'idle' ? actionData?.result : undefined,
    constraint: getZodConstraint(SessionsListSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SessionsListSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  return (
    <main className="mx-auto max-w-4xl space-y-8 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{loaderData.title}</h1>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('sessions:list.intro')}</p>
        </div>
        <InstallButton className={buttonClass} />
      </div>
      {drill && sessions.length ? (
        <Form
          method="post"
          className="flex flex-wrap items-end gap-3 rounded-xl border border-emerald-300 p-4 dark:border-emerald-800"
        >
          <input type="hidden" name="intent" value="addTo" />
          <input type="hidden" name="drillId" value={drill.id} />
          <label className="text-sm font-semibold">
            {t('sessions:list.addTo', { drill: drill.title })}
            <select name="sessionId" className={`${controlClass} mt-1`}>
              {sessions.map((session) => (
                <option key={session.id} value={session.id}>
                  {session.title}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={buttonClass}>
            {t('sessions:list.add')}
          </button>
        </Form>
      ) : null}
      <Form
        method="post"
        {...getFormProps(form)}
        className="space-y-4 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
      >
        <h2 className="text-lg font-semibold">
          {drill ? t('sessions:list.newWith', { drill: drill.title }) : t('sessions:list.new')}
        </h2>
        <input type="hidden" name="intent" value="create" />
        {drill ? <input type="hidden" name="drillId" value={drill.id} /> : null}
        <SessionDetailsFields fields={fields} ageGroup={null} />
        <button type="submit" className={buttonClass}>
          {t('sessions:list.create')}
        </button>
      </Form>
      <section aria-labelledby="sessions-mine" className="space-y-3">
        <h2 id="sessions-mine" className="text-lg font-semibold">
          {t('sessions:list.mine')}
        </h2>
        {sessions.length ? (
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
            {sessions.map((session) => (
              <li key={session.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
                <Link to={`/account/sessions/${session.id}`} className={linkClass}>
                  {session.title}
                </Link>
                <span className="text-slate-600 dark:text-slate-400">
                  {t('sessions:minutes', { minutes: session.minutes })}
                  {session.ageGroup ? ` · U${session.ageGroup}` : ''}
                  {session.shared ? ` · ${t('sessions:list.shared')}` : ''}
                  {session.forPitch ? ` · ${t('sessions:list.forPitch')}` : ''} ·{' '}
                  {formatDate(session.updatedAt, i18n.language)}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm">{t('sessions:list.none')}</p>
        )}
      </section>
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
