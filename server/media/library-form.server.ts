import { parseWithZod } from '@conform-to/zod/v4'
import { MediaFormSchema } from '#app/schemas/media.ts'
import type { Db } from '../db/connection.server.ts'
import { updateAlt } from './library.server.ts'
import { deleteMedia } from './media.server.ts'
import type { Storage } from './storage.server.ts'

/**
 * The library screen's forms (alt text, delete), after the route's guards: the Conform reply and
 * the status to answer with. Deleting is idempotent; an alt text for a file another admin has just
 * deleted is a 404 (the card goes away on the next load).
 */
export async function submitLibraryForm(db: Db, formData: FormData, store?: Storage) {
  const submission = parseWithZod(formData, { schema: MediaFormSchema })
  if (submission.status !== 'success') return { status: 400, result: submission.reply() }
  const { intent, id } = submission.value
  if (intent === 'delete') await deleteMedia(db, id, store)
  else if (!(await updateAlt(db, id, submission.value.alt)))
    return { status: 404, result: submission.reply({ formErrors: ['media:errors.notFound'] }) }
  return { status: 200, result: submission.reply() }
}
