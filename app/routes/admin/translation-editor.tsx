import { data } from 'react-router'
import type { Route } from './+types/translation-editor'
import { TranslationForm } from '#app/components/admin/translation-form.tsx'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { languageNames } from '#app/i18n/languages.ts'
import { languageOfPrefix, TranslationSchema, type PageKind } from '#app/schemas/translations.ts'
import { DrillTranslationSchema } from '#app/schemas/drill-translation.ts'
import { CourseTranslationSchema } from '#app/schemas/course-translation.ts'
import { findDrillForEdit } from '#server/drills/drill-store.server.ts'
import { titleMeta } from '#app/site.ts'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { requireRole } from '#server/auth/guards.server.ts'
import { editorDoc, handleEditorSave, idParam } from '#server/content/admin-editor.server.ts'
import { saveTranslation, translationForEditor } from '#server/content/translations/store.server.ts'
import { db } from '#server/db/db.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'

/**
 * The translation editor of a post, a concept, an event, a drill or a course into one language
 * (docs/decisions/048): `/admin/{posts,concepts,events,drills,courses}/edit/:id/translations/:lang`.
 */
export const handle: I18nHandle = {
  i18n: ['admin', 'editor', 'media', 'pitch', 'public', 'events', 'drills', 'courses'],
}

/** The admin section of each kind: `/admin/{section}/edit/:id/translations/:lang`. */
const sectionKinds: Partial<Record<string, PageKind>> = {
  posts: 'post',
  concepts: 'concept',
  events: 'event',
  drills: 'drill',
  courses: 'course',
}

/** The kind, item and language an address names; anything else is a 404. */
function target(request: Request, params: { id: string; lang: string }) {
  const section = new URL(request.url).pathname.split('/')[2]
  const kind = section ? sectionKinds[section] : undefined
  const language = languageOfPrefix(params.lang)
  const id = idParam(params.id)
  if (!kind || !language || id === undefined) throw data(null, { status: 404 })
  const itemPath = `/admin/${section}/edit/${id}`
  return { kind, language, id, itemPath, path: `${itemPath}/translations/${params.lang}` }
}

/** A drill's diagrams as drawn: the translation keeps their drawing and changes only words. */
const sourceDiagrams = async (id: number) => (await findDrillForEdit(db, id))?.diagrams ?? []

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, 'admin')
  const { kind, language, id, itemPath } = target(request, params)
  const found = await translationForEditor(db, kind, id, language)
  if (!found) throw data(null, { status: 404 })
  const t = getFixedT(request)
  const { source, translation } = found
  return {
    title: t('admin:translations.editorTitle', { language: languageNames[language] }),
    kind,
    language,
    itemPath,
    source: {
      title: source.title,
      summary: source.summary,
      html: source.html,
      body: editorDoc(source.body),
      drill:
        kind === 'drill' && source.words ? { words: source.words, diagrams: await sourceDiagrams(id) } : null,
      outline: source.outline ?? null,
    },
    translation: translation && { ...translation, body: editorDoc(JSON.stringify(translation.body)) },
    saved: new URL(request.url).searchParams.get('saved') === '1',
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireRole(request, 'admin')
  assertSameOrigin(request)
  const { kind, language, id, path } = target(request, params)
  return handleEditorSave(await request.formData(), {
    schema:
      kind === 'drill'
        ? DrillTranslationSchema
        : kind === 'course'
          ? CourseTranslationSchema
          : TranslationSchema,
    editPath: () => path,
    save: (input) =>
      saveTranslation(db, {
        kind,
        itemId: id,
        language,
        input,
        who: { user: { id: user.id, email: user.email }, ip: context.clientIp },
      }),
  })
}

export const meta: Route.MetaFunction = ({ data, matches }) => [...titleMeta(data?.title, matches)]

export default function TranslationEditor({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <TranslationForm
      key={loaderData.translation?.updatedAt ?? 'new'}
      {...loaderData}
      actionData={actionData}
    />
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
