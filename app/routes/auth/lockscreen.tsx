import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useTranslation } from '#app/i18n/react.tsx'
import { data, Form, redirect, useNavigation } from 'react-router'
import type { Route } from './+types/lockscreen'
import { FormAlert, SubmitButton, TextField } from '#app/components/auth/fields.tsx'
import { initialsOf } from '#app/components/initials.ts'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { UnlockSchema } from '#app/schemas/auth.ts'
import { titleMeta } from '#app/site.ts'
import { requestAddress } from '#server/audit/audit.server.ts'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { homeFor, LOCKSCREEN_PATH } from '#server/auth/guards.server.ts'
import { identity } from '#server/auth/instance.server.ts'
import { safeRedirectPath } from '#server/http/redirect-target.server.ts'
import { unlock } from '#server/auth/lock.server.ts'
import { isIdle, lockSession, readSession } from '#server/auth/session.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'

export const handle: I18nHandle = { i18n: ['auth'] }

/**
 * Shows the lock screen to a locked session only: opening it never locks (a link or an image on
 * another site could). Locking is a POST to /auth/lock (avatar menu, idle timer); a session idle
 * past the limit is locked here as on every private page. An unlocked session goes back.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const id = identity()
  const session = await readSession(id, request)
  if (!session) throw redirect('/signin')
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get('redirectTo'), '')
  if (!session.lockedAt && !isIdle(session, id.idleLockMinutes))
    throw redirect(
      redirectTo && !redirectTo.startsWith(LOCKSCREEN_PATH) ? redirectTo : homeFor(session.user.role),
    )
  if (!session.lockedAt) await lockSession(id, session.id)
  const t = getFixedT(request)
  const { name, lastName, email } = session.user
  return {
    title: t('auth:lockscreen.title'),
    user: { name, lastName, email },
    redirectTo,
  }
}

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request)
  const session = await readSession(identity(), request)
  if (!session) throw redirect('/signin')
  const submission = parseWithZod(await request.formData(), { schema: UnlockSchema })
  if (submission.status !== 'success')
    return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 })
  const outcome = await unlock(identity(), session, {
    password: submission.value.password,
    ip: requestAddress(request),
  })
  if (outcome === 'unlocked')
    throw redirect(safeRedirectPath(submission.value.redirectTo, homeFor(session.user.role)))
  if (outcome === 'signedOut') throw redirect('/signin?locked=out')
  return data(
    { result: submission.reply({ formErrors: ['auth:lockscreen.wrong'], hideFields: ['password'] }) },
    { status: 401 },
  )
}

export const meta: Route.MetaFunction = ({ data, matches }) => [...titleMeta(data?.title, matches)]

export default function LockScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('auth')
  const pending = useNavigation().state === 'submitting'
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    constraint: getZodConstraint(UnlockSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: UnlockSchema }),
    shouldValidate: 'onSubmit',
  })
  const { user } = loaderData
  return (
    <>
      <div className="mb-6 flex flex-col items-center text-center">
        <span
          aria-hidden="true"
          className="mb-3 flex size-16 items-center justify-center rounded-full bg-emerald-700 text-xl font-semibold text-white"
        >
          {initialsOf(user)}
        </span>
        <h1 className="text-2xl font-semibold">{loaderData.title}</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {t('auth:lockscreen.intro', { name: [user.name, user.lastName].filter(Boolean).join(' ') })}
        </p>
      </div>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <FormAlert id={form.errorId} errors={form.errors} />
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <input type="text" name="username" value={user.email} autoComplete="username" readOnly hidden />
        <TextField
          meta={fields.password}
          label={t('auth:fields.password')}
          type="password"
          autoComplete="current-password"
        />
        <SubmitButton pending={pending}>{t('auth:lockscreen.submit')}</SubmitButton>
      </Form>
      <Form method="post" action="/auth/logout" className="mt-6 text-center">
        <button
          type="submit"
          className="text-sm text-slate-600 underline-offset-4 hover:underline dark:text-slate-400"
        >
          {t('auth:lockscreen.notYou')}
        </button>
      </Form>
    </>
  )
}
