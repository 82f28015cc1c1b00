import { data, type ShouldRevalidateFunction } from 'react-router'
import type { Route } from './+types/post-editor'
import { PostForm } from '#app/components/admin/post-form.tsx'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { PostSchema, RestoreSchema } from '#app/schemas/content-admin.ts'
import { titleMeta } from '#app/site.ts'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { requireRole } from '#server/auth/guards.server.ts'
import { editorDoc, handleEditorSave, idParam } from '#server/content/admin-editor.server.ts'
import {
  findPostForEdit,
  listAllTags,
  listRevisions,
  restoreRevision,
  savePost,
} from '#server/content/posts-admin.server.ts'
import { db } from '#server/db/db.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'
import { publicOrigin } from '#server/http/origin.server.ts'
import { auditedSave } from '#server/audit/admin-changes.server.ts'
import { itemVersions } from '#server/content/translations/store.server.ts'

export const handle: I18nHandle = {
  i18n: ['admin', 'editor', 'media', 'pitch', 'public', 'memberships', 'comments'],
}

const editPath = (id: number) => `/admin/posts/edit/${id}`

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, 'admin')
  const t = getFixedT(request)
  const id = idParam('id' in params ? params.id : undefined)
  const post = id === undefined ? null : await findPostForEdit(db, id)
  if (id !== undefined && !post) throw data(null, { status: 404 })
  const [tags, revisions, translations] = await Promise.all([
    listAllTags(db),
    post ? listRevisions(db, post.id) : [],
    post ? itemVersions(db, 'post', post.id) : undefined,
  ])
  return {
    title: post ? t('admin:postEditor.editTitle') : t('admin:postEditor.createTitle'),
    post: post ? { ...post, content: editorDoc(post.content) } : null,
    translations: translations ?? null,
    tags,
    revisions,
    saved: new URL(request.url).searchParams.get('saved') === '1',
    origin: publicOrigin(request),
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireRole(request, 'admin')
  assertSameOrigin(request)
  const id = idParam('id' in params ? params.id : undefined)
  const formData = await request.formData()
  if (formData.get('intent') === 'restore') {
    const restore = RestoreSchema.safeParse(Object.fromEntries(formData))
    if (!restore.success || id === undefined) throw data(null, { status: 400 })
    const outcome = await restoreRevision(db, { ...restore.data, postId: id, authorId: user.id })
    if (outcome.kind === 'notFound') throw data(null, { status: 404 })
    if (outcome.kind === 'conflict')
      return data({ result: undefined, conflict: outcome.current, autosaved: null }, { status: 409 })
    return { result: undefined, conflict: null, autosaved: null, restored: true }
  }
  return handleEditorSave(formData, {
    schema: PostSchema,
    editPath,
    save: (input, autosave) => {
      const save = () => savePost(db, { id, input, authorId: user.id, revision: !autosave, autosave })
      if (autosave) return save()
      return auditedSave(
        db,
        { admin: user, ip: context.clientIp },
        'post',
        { id, status: input.status },
        save,
      )
    },
  })
}

/** An autosave answers its fetcher; reloading the page data would reset the editor under the cursor. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get('intent') === 'autosave' ? false : defaultShouldRevalidate

export const meta: Route.MetaFunction = ({ data, matches }) => [...titleMeta(data?.title, matches)]

export default function PostEditor({ loaderData, actionData }: Route.ComponentProps) {
  // A new version from the server (save, restore) opens a fresh form on it.
  return <PostForm key={loaderData.post?.version ?? 'new'} {...loaderData} actionData={actionData} />
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
