import { data } from 'react-router'
import type { Route } from './+types/drill-editor'
import { DrillForm } from '#app/components/drills/drill-form.tsx'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { DrillSchema } from '#app/schemas/drill.ts'
import { titleMeta } from '#app/site.ts'
import { requireRole } from '#server/auth/guards.server.ts'
import { editorSaveAction, idParam } from '#server/content/admin-editor.server.ts'
import { db } from '#server/db/db.server.ts'
import { findDrillForEdit, listConceptChoices, saveDrill } from '#server/drills/drill-store.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'
import { itemVersions } from '#server/content/translations/store.server.ts'

export const handle: I18nHandle = { i18n: ['admin', 'pitch', 'public', 'drills', 'memberships'] }

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, 'admin')
  const t = getFixedT(request)
  const id = idParam('id' in params ? params.id : undefined)
  const drill = id === undefined ? null : await findDrillForEdit(db, id)
  if (id !== undefined && !drill) throw data(null, { status: 404 })
  return {
    title: drill ? t('drills:form.editTitle') : t('drills:form.createTitle'),
    drill: drill ?? null,
    translations: (drill && (await itemVersions(db, 'drill', drill.id))) ?? null,
    concepts: await listConceptChoices(db),
    saved: new URL(request.url).searchParams.get('saved') === '1',
  }
}

export const action = (args: Route.ActionArgs) =>
  editorSaveAction(args, {
    kind: 'drill',
    schema: DrillSchema,
    basePath: '/admin/drills',
    save: (id, input) => saveDrill(db, { id, input }),
  })

export const meta: Route.MetaFunction = ({ data, matches }) => [...titleMeta(data?.title, matches)]

export default function DrillEditor({ loaderData, actionData }: Route.ComponentProps) {
  return <DrillForm key={loaderData.drill?.version ?? 'new'} {...loaderData} actionData={actionData} />
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
