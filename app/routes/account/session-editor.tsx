import { getFormProps, getTextareaProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link, redirect, useNavigation } from 'react-router'
import type { Route } from './+types/session-editor'
import { AdminField, FieldErrorList } from '#app/components/admin/editor-parts.tsx'
import {
  buttonClass,
  controlClass,
  dangerButtonClass,
  linkClass,
  secondaryButtonClass,
} from '#app/components/admin/styles.ts'
import { RowActions } from '#app/components/admin/row-actions.tsx'
import { PHASE_LABEL, SessionFacts } from '#app/components/sessions/session-sheet.tsx'
import { PitchToggle } from '#app/components/sessions/pitch-toggle.tsx'
import { SessionDetailsFields } from '#app/components/sessions/session-fields.tsx'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { contentAccesses } from '#app/schemas/memberships.ts'
import { SESSION_LIMITS, SessionChangeSchema, sessionPhases } from '#app/schemas/sessions.ts'
import { titleMeta } from '#app/site.ts'
import { recordAudit } from '#server/audit/audit.server.ts'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { db } from '#server/db/db.server.ts'
import { publicOrigin } from '#server/http/origin.server.ts'
import { ownSessionOf } from '#server/sessions/session-route.server.ts'
import { changeSession, drillChoices } from '#server/sessions/sessions.server.ts'

export const handle: I18nHandle<Route.ComponentProps['loaderData']> = {
  i18n: ['sessions', 'admin', 'pitch'],
  // "Who can read it": the coach's field only.
  i18nWhen: (data) => (data.setsAccess ? ['memberships'] : []),
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const { user, session } = await ownSessionOf(request, params)
  const drills = await drillChoices(db)
  return {
    title: session.title,
    session,
    drills,
    // The coach's shared sessions are the site's examples: they may be for members only.
    setsAccess: user.role === 'admin',
    shareUrl: session.shareToken
      ? `${publicOrigin(request)}/sesiones/compartida/${session.shareToken}`
      : null,
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  assertSameOrigin(request)
  const { user, session } = await ownSessionOf(request, params)
  const submission = parseWithZod(await request.formData(), { schema: SessionChangeSchema })
  if (submission.status !== 'success') {
    // The block forms have no error slots of their own: their messages show above the blocks.
    const messages = Object.values(submission.error ?? {}).flatMap((list) => list ?? [])
    const formErrors = submission.payload.intent === 'details' ? [] : [...new Set(messages)]
    return data({ result: submission.reply({ formErrors }), notice: null }, { status: 400 })
  }
  const change = submission.value
  if (change.intent === 'access' && user.role !== 'admin') throw data(null, { status: 403 })
  const outcome = await changeSession(db, session, change)
  if (change.intent === 'access' && outcome.kind === 'done')
    await recordAudit(db, {
      action: 'session.access',
      user,
      target: { type: 'session', id: session.id },
      detail: { access: change.access },
      ip: context.clientIp,
    })
  switch (outcome.kind) {
    case 'notFound':
      throw data(null, { status: 404 })
    case 'refused':
      return data(
        { result: submission.reply({ formErrors: [outcome.error] }), notice: null },
        { status: 400 },
      )
    case 'created':
      throw redirect(`/account/sessions/${outcome.id}`)
    case 'deleted':
      throw redirect('/account/sessions')
    case 'done':
      return { result: submission.reply({ resetForm: true }), notice: outcome.notice }
  }
}

export const meta: Route.MetaFunction = ({ data, matches }) => [...titleMeta(data?.title, matches)]

/** Static keys (the i18n check reads them). */
const ROW_ACTION = {
  moveUp: 'sessions:editor.moveUp',
  moveDown: 'sessions:editor.moveDown',
  deleteBlock: 'sessions:editor.deleteBlock',
} as const

function PhaseSelect({ defaultValue, id }: { defaultValue: string; id: string }) {
  const { t } = useTranslation()
  return (
    <select id={id} name="phase" defaultValue={defaultValue} className={controlClass}>
      {sessionPhases.map((phase) => (
        <option key={phase} value={phase}>
          {t(PHASE_LABEL[phase])}
        </option>
      ))}
    </select>
  )
}

/** A block's phase and minutes, as two labelled fields (the caller lays them out). */
function PhaseAndMinutes({
  id,
  phase,
  minutes,
  small = false,
}: {
  id: string
  phase: string
  minutes: number
  small?: boolean
}) {
  const { t } = useTranslation()
  const label = small ? 'text-xs font-semibold' : 'text-sm font-semibold'
  return (
    <>
      <label className={label}>
        {t('sessions:fields.phase')}
        <PhaseSelect id={`${id}-phase`} defaultValue={phase} />
      </label>
      <label className={label}>
        {t('sessions:fields.minutes')}
        <input
          type="number"
          name="minutes"
          min={1}
          max={SESSION_LIMITS.minutes}
          defaultValue={minutes}
          required
          className={controlClass}
        />
      </label>
    </>
  )
}

export default function SessionEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { session, drills, shareUrl } = loaderData
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'session-details',
    lastResult: navigation.state === 'idle' ? actionData?.result : undefined,
    constraint: getZodConstraint(SessionChangeSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SessionChangeSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    defaultValue: {
      title: session.title,
      ageGroup: session.ageGroup ? String(session.ageGroup) : '',
      players: session.players ? String(session.players) : '',
      notes: session.notes,
    },
  })
  return (
    // wide enough on a laptop (1280–1366 px, sidebar open) for a block row to keep its notes readable
    <main className="mx-auto max-w-6xl space-y-8 px-4 py-8 sm:px-6">
      <div className="space-y-2">
        <Link to="/account/sessions" className={`text-sm ${linkClass}`}>
          {t('sessions:editor.back')}
        </Link>
        <h1 lang="es" dir="auto" className="text-2xl font-bold">
          {session.title}
        </h1>
        <SessionFacts session={session} />
        <p role="status" className="min-h-5 text-sm text-emerald-700 dark:text-emerald-400">
          {actionData?.notice ? t('sessions:editor.saved') : ''}
        </p>
        <FieldErrorList id={form.errorId} errors={form.errors} />
      </div>

      <section aria-labelledby="session-blocks" className="space-y-3">
        <h2 id="session-blocks" className="text-lg font-semibold">
          {t('sessions:editor.blocks')}
        </h2>
        {session.blocks.length ? (
          <ol className="space-y-3">
            {session.blocks.map((block, index) => (
              <li
                key={block.id}
                className="space-y-2 rounded-xl border border-slate-200 p-3 dark:border-slate-800"
              >
                <p className="font-medium">
                  {index + 1}.{' '}
                  {block.drillSlug ? (
                    <Link to={`/ejercicios/${block.drillSlug}`} className={linkClass} lang="es">
                      {block.title}
                    </Link>
                  ) : (
                    <span lang="es">{block.title}</span>
                  )}
                </p>
                <Form method="post" className="grid gap-2 sm:grid-cols-[10rem_7rem_1fr_auto] sm:items-end">
                  <input type="hidden" name="intent" value="updateBlock" />
                  <input type="hidden" name="blockId" value={block.id} />
                  <PhaseAndMinutes
                    id={`block-${block.id}`}
                    phase={block.phase}
                    minutes={block.minutes}
                    small
                  />
                  <label className="text-xs font-semibold">
                    {t('sessions:fields.blockNotes')}
                    <input
                      name="notes"
                      defaultValue={block.notes}
                      maxLength={SESSION_LIMITS.notes}
                      className={controlClass}
                    />
                  </label>
                  <button type="submit" className={secondaryButtonClass}>
                    {t('sessions:editor.saveBlock', { number: index + 1 })}
                  </button>
                </Form>
                <div className="flex flex-wrap gap-2">
                  <RowActions
                    idName="blockId"
                    id={block.id}
                    actions={(['moveUp', 'moveDown', 'deleteBlock'] as const).map((intent) => ({
                      intent,
                      label: t(ROW_ACTION[intent], { number: index + 1 }),
                    }))}
                  />
                </div>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm">{t('sessions:empty')}</p>
        )}
      </section>

      <div className="grid gap-4 md:grid-cols-2">
        <Form
          method="post"
          className="space-y-2 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
        >
          <h2 className="font-semibold">{t('sessions:editor.addDrill')}</h2>
          <input type="hidden" name="intent" value="addDrill" />
          <label className="block text-sm font-semibold">
            {t('sessions:fields.drill')}
            <select name="drillId" className={`${controlClass} mt-1`}>
              {drills.map((drill) => (
                <option key={drill.id} value={drill.id} lang="es">
                  {drill.title}
                </option>
              ))}
            </select>
          </label>
          <div className="grid grid-cols-2 gap-2">
            <PhaseAndMinutes id="add-drill" phase="main" minutes={15} />
          </div>
          <button type="submit" className={buttonClass}>
            {t('sessions:editor.add')}
          </button>
        </Form>
        <Form
          method="post"
          className="space-y-2 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
        >
          <h2 className="font-semibold">{t('sessions:editor.addFree')}</h2>
          <input type="hidden" name="intent" value="addBlock" />
          <label className="block text-sm font-semibold">
            {t('sessions:fields.blockTitle')}
            <input
              name="title"
              required
              maxLength={SESSION_LIMITS.title}
              className={`${controlClass} mt-1`}
            />
          </label>
          <div className="grid grid-cols-2 gap-2">
            <PhaseAndMinutes id="add-free" phase="warmup" minutes={10} />
          </div>
          <button type="submit" className={buttonClass}>
            {t('sessions:editor.addBlock')}
          </button>
        </Form>
      </div>

      <Form
        method="post"
        {...getFormProps(form)}
        className="space-y-4 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
      >
        <h2 className="font-semibold">{t('sessions:editor.details')}</h2>
        <input type="hidden" name="intent" value="details" />
        <SessionDetailsFields fields={fields} ageGroup={session.ageGroup} />
        <AdminField field={fields.notes} label={t('sessions:fields.notes')}>
          <textarea
            {...getTextareaProps(fields.notes)}
            rows={3}
            maxLength={SESSION_LIMITS.notes}
            className={controlClass}
          />
        </AdminField>
        <button type="submit" className={buttonClass}>
          {t('sessions:editor.saveDetails')}
        </button>
      </Form>

      <PitchToggle session={session} />

      <section
        aria-labelledby="session-share"
        className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
      >
        <h2 id="session-share" className="font-semibold">
          {t('sessions:editor.shareTitle')}
        </h2>
        {shareUrl ? (
          <>
            <p className="text-sm">{t('sessions:editor.sharedHint')}</p>
            <input
              readOnly
              value={shareUrl}
              dir="ltr"
              aria-label={t('sessions:editor.shareLink')}
              className={controlClass}
              onFocus={(event) => event.currentTarget.select()}
            />
          </>
        ) : (
          <p className="text-sm">{t('sessions:editor.notShared')}</p>
        )}
        {loaderData.setsAccess ? (
          <Form method="post" className="flex flex-wrap items-end gap-3">
            <input type="hidden" name="intent" value="access" />
            <label className="block text-sm font-semibold">
              {t('memberships:access.label')}
              <select
                name="access"
                defaultValue={session.access}
                aria-describedby="session-access-hint"
                className={`${controlClass} mt-1`}
              >
                {contentAccesses.map((access) => (
                  <option key={access} value={access}>
                    {t(`memberships:access.${access}`)}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className={secondaryButtonClass}>
              {t('sessions:editor.saveAccess')}
            </button>
            <p id="session-access-hint" className="w-full text-sm text-slate-600 dark:text-slate-400">
              {t('memberships:access.hint')}
            </p>
          </Form>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Form method="post">
            <input type="hidden" name="intent" value={shareUrl ? 'unshare' : 'share'} />
            <button type="submit" className={secondaryButtonClass}>
              {shareUrl ? t('sessions:editor.unshare') : t('sessions:editor.share')}
            </button>
          </Form>
          <Link to={`/account/sessions/${session.id}/timer`} className={secondaryButtonClass}>
            {t('sessions:timer.open')}
          </Link>
          <Link to={`/account/sessions/${session.id}/print`} className={secondaryButtonClass}>
            {t('sessions:editor.print')}
          </Link>
          <Form method="post">
            <input type="hidden" name="intent" value="duplicate" />
            <button type="submit" className={secondaryButtonClass}>
              {t('sessions:editor.duplicate')}
            </button>
          </Form>
          <Form method="post">
            <input type="hidden" name="intent" value="delete" />
            <button type="submit" className={dangerButtonClass}>
              {t('sessions:editor.delete')}
            </button>
          </Form>
        </div>
      </section>
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
