import { data } from 'react-router'
import type { Route } from './+types/event-editor'
import { EventForm } from '#app/components/events/event-form.tsx'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { EventSchema } from '#app/schemas/event.ts'
import { titleMeta } from '#app/site.ts'
import { requireRole } from '#server/auth/guards.server.ts'
import { editorSaveAction, idParam } from '#server/content/admin-editor.server.ts'
import { db } from '#server/db/db.server.ts'
import { findEventForEdit, saveEvent } from '#server/events/event-store.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'
import { itemVersions } from '#server/content/translations/store.server.ts'

export const handle: I18nHandle = { i18n: ['admin', 'editor', 'media', 'pitch', 'public', 'events'] }

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, 'admin')
  const t = getFixedT(request)
  const id = idParam('id' in params ? params.id : undefined)
  const event = id === undefined ? null : await findEventForEdit(db, id)
  if (id !== undefined && !event) throw data(null, { status: 404 })
  return {
    title: event ? t('events:form.editTitle') : t('events:form.createTitle'),
    event: event ?? null,
    translations: (event && (await itemVersions(db, 'event', event.id))) ?? null,
    saved: new URL(request.url).searchParams.get('saved') === '1',
  }
}

export const action = (args: Route.ActionArgs) =>
  editorSaveAction(args, {
    kind: 'event',
    schema: EventSchema,
    basePath: '/admin/events',
    save: (id, input) => saveEvent(db, { id, input }),
  })

export const meta: Route.MetaFunction = ({ data, matches }) => [...titleMeta(data?.title, matches)]

export default function EventEditor({ loaderData, actionData }: Route.ComponentProps) {
  return <EventForm key={loaderData.event?.version ?? 'new'} {...loaderData} actionData={actionData} />
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
