import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import type { Route } from './+types/passkeys'
import { deviceOf } from '#app/components/auth/account/lists.tsx'
import { FormAlert } from '#app/components/auth/fields.tsx'
import { AddPasskeyForm } from '#app/components/passkeys/add-passkey-form.tsx'
import { PasskeyList } from '#app/components/passkeys/passkey-list.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { PasskeyActionSchema } from '#app/schemas/passkeys.ts'
import { titleMeta } from '#app/site.ts'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { requireRole } from '#server/auth/guards.server.ts'
import { identity } from '#server/auth/instance.server.ts'
import { listPasskeys, removePasskey, renamePasskey } from '#server/auth/passkeys/credentials.server.ts'
import { addPasskey } from '#server/auth/passkeys/registration.server.ts'
import { db } from '#server/db/db.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'

export const handle: I18nHandle = { i18n: ['passkeys', 'account', 'auth', 'admin'] }

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireRole(request, 'admin', 'user')
  const t = getFixedT(request)
  return {
    title: t('passkeys:manage.title'),
    passkeys: await listPasskeys(db, user.id),
    defaultName: deviceOf(request.headers.get('user-agent')) ?? t('passkeys:manage.defaultName'),
  }
}

/** Static keys (the i18n check reads them). */
const ADD_REFUSALS = {
  expired: 'passkeys:errors.expired',
  invalid: 'passkeys:errors.invalid',
  duplicate: 'passkeys:errors.duplicate',
} as const

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request)
  const user = await requireRole(request, 'admin', 'user') // actions are endpoints too
  const submission = parseWithZod(await request.formData(), { schema: PasskeyActionSchema })
  if (submission.status !== 'success')
    return data({ result: submission.reply(), notice: null }, { status: 400 })
  const input = submission.value
  const ip = context.clientIp
  if (input.intent === 'add') {
    const added = await addPasskey(identity(), request, user, { ...input, ip })
    if (!added.ok)
      return data(
        { result: submission.reply({ formErrors: [ADD_REFUSALS[added.reason]] }), notice: null },
        { status: 400 },
      )
    return { result: submission.reply({ resetForm: true }), notice: 'passkeys:manage.added' }
  }
  const done =
    input.intent === 'rename'
      ? await renamePasskey(db, user.id, input.id, input.name)
      : await removePasskey(db, user, input.id, ip)
  // Another user's passkey answers as if it did not exist.
  if (!done) throw data(null, { status: 404 })
  return {
    result: submission.reply(),
    notice: input.intent === 'rename' ? 'passkeys:manage.renamed' : 'passkeys:manage.removed',
  }
}

export const meta: Route.MetaFunction = ({ data, matches }) => [...titleMeta(data?.title, matches)]

export default function AccountPasskeys({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('passkeys')
  const result = actionData?.result
  const intent = result?.initialValue?.intent
  const renamedId = Number(result?.initialValue?.id)
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold">{loaderData.title}</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('manage.intro')}</p>
      </div>
      {actionData?.notice ? <FormAlert tone="success" errors={[actionData.notice]} /> : null}
      <AddPasskeyForm
        defaultName={loaderData.defaultName}
        lastResult={intent === 'add' ? result : undefined}
      />
      <PasskeyList
        passkeys={loaderData.passkeys}
        renamed={intent === 'rename' && result ? { id: renamedId, result } : undefined}
      />
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
