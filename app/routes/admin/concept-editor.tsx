import { data } from 'react-router'
import type { Route } from './+types/concept-editor'
import { ConceptForm } from '#app/components/admin/concept-form.tsx'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { ConceptSchema } from '#app/schemas/content-admin.ts'
import { titleMeta } from '#app/site.ts'
import { requireRole } from '#server/auth/guards.server.ts'
import { editorDoc, editorSaveAction, idParam } from '#server/content/admin-editor.server.ts'
import { conceptLinkIds, listLinkChoices } from '#server/content/concept-links.server.ts'
import { findConceptForEdit, saveConcept } from '#server/content/concepts-admin.server.ts'
import { db } from '#server/db/db.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'
import { itemVersions } from '#server/content/translations/store.server.ts'

export const handle: I18nHandle = { i18n: ['admin', 'editor', 'media', 'pitch', 'public'] }

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, 'admin')
  const t = getFixedT(request)
  const id = idParam('id' in params ? params.id : undefined)
  const concept = id === undefined ? null : await findConceptForEdit(db, id)
  if (id !== undefined && !concept) throw data(null, { status: 404 })
  return {
    title: concept ? t('admin:conceptEditor.editTitle') : t('admin:conceptEditor.createTitle'),
    concept: concept ? { ...concept, body: editorDoc(concept.body) } : null,
    translations: (concept && (await itemVersions(db, 'concept', concept.id))) ?? null,
    saved: new URL(request.url).searchParams.get('saved') === '1',
    linkChoices: await listLinkChoices(db, id),
    links: id === undefined ? { prerequisites: [], related: [] } : await conceptLinkIds(db, id),
  }
}

export const action = (args: Route.ActionArgs) =>
  editorSaveAction(args, {
    kind: 'concept',
    schema: ConceptSchema,
    basePath: '/admin/concepts',
    save: (id, input) => saveConcept(db, { id, input }),
  })

export const meta: Route.MetaFunction = ({ data, matches }) => [...titleMeta(data?.title, matches)]

export default function ConceptEditor({ loaderData, actionData }: Route.ComponentProps) {
  return <ConceptForm key={loaderData.concept?.version ?? 'new'} {...loaderData} actionData={actionData} />
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
