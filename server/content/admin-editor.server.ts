import { parseWithZod } from '@conform-to/zod/v4'
import { type AppLoadContext, data, redirect } from 'react-router'
import type { z } from 'zod'
import { checkRichText, type RichTextDoc } from '#app/schemas/rich-text.ts'
import { auditedSave } from '../audit/admin-changes.server.ts'
import { assertSameOrigin } from '../auth/csrf.server.ts'
import { requireRole } from '../auth/guards.server.ts'
import { db } from '../db/db.server.ts'
import type { SaveOutcome } from './admin-save.server.ts'

/** A stored body for the editor; an unreadable one opens as an empty document. */
export function editorDoc(json: string): RichTextDoc | null {
  const result = checkRichText(json)
  return result.success ? result.doc : null
}

/** `/admin/posts/edit/12` → 12; anything else is a 404. */
export function idParam(raw: string | undefined) {
  if (raw === undefined) return undefined
  if (!/^\d{1,9}$/.test(raw)) throw data(null, { status: 404 })
  return Number(raw)
}

/**
 * Validates an editor form with its schema and runs the save; answers the way every editor
 * screen does: 400 with field errors, 409 with the other version, 404, an autosave's new version
 * (JSON for the fetcher), or a redirect to the saved item's edit page.
 */
export async function handleEditorSave<S extends z.ZodType>(
  formData: FormData,
  {
    schema,
    editPath,
    save,
  }: {
    schema: S
    editPath: (id: number) => string
    save: (value: z.output<S>, autosave: boolean) => Promise<SaveOutcome>
  },
) {
  const autosave = formData.get('intent') === 'autosave'
  const submission = parseWithZod(formData, { schema })
  if (submission.status !== 'success')
    return data({ result: submission.reply(), conflict: null, autosaved: null }, { status: 400 })
  const outcome = await save(submission.value, autosave)
  switch (outcome.kind) {
    case 'invalid':
      return data(
        { result: submission.reply({ fieldErrors: outcome.fieldErrors }), conflict: null, autosaved: null },
        { status: 400 },
      )
    case 'conflict':
      return data(
        {
          result: submission.reply({ formErrors: ['admin:conflict.title'] }),
          conflict: outcome.current,
          autosaved: null,
        },
        { status: 409 },
      )
    case 'notFound':
      throw data(null, { status: 404 })
    case 'saved':
      if (autosave)
        return {
          result: undefined,
          conflict: null,
          autosaved: { id: outcome.id, version: outcome.version, at: new Date().toISOString() },
        }
      throw redirect(`${editPath(outcome.id)}?saved=1`)
  }
}

/**
 * The whole action of an editor screen whose form saves one item (concepts, drills): admin only,
 * same origin, validated by `schema`, audited as `kind`, answered by `handleEditorSave`.
 */
export async function editorSaveAction<S extends z.ZodType<{ status: string }>>(
  { request, params, context }: { request: Request; params: { id?: string }; context: AppLoadContext },
  {
    kind,
    schema,
    basePath,
    save,
  }: {
    kind: 'concept' | 'drill' | 'event'
    schema: S
    basePath: string
    save: (id: number | undefined, input: z.output<S>) => Promise<SaveOutcome>
  },
) {
  const user = await requireRole(request, 'admin')
  assertSameOrigin(request)
  const id = idParam(params.id)
  return handleEditorSave(await request.formData(), {
    schema,
    editPath: (saved) => `${basePath}/edit/${saved}`,
    save: (input) =>
      auditedSave(db, { admin: user, ip: context.clientIp }, kind, { id, status: input.status }, () =>
        save(id, input),
      ),
  })
}
