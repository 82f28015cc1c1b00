import type { Db } from '../db/connection.server.ts'
import { parseIds } from '../courses/id-list.server.ts'

/**
 * Takes a deleted file out of every column that points at it (inside the delete's transaction):
 * covers, images and videos become empty, lesson downloads lose it. Rich text keeps its address,
 * which then shows nothing; the library warned before the delete.
 */
export async function detachMedia(db: Db, id: number) {
  await db.updateTable('post').set({ coverMediaId: null }).where('coverMediaId', '=', id).execute()
  await db.updateTable('concept').set({ mediaId: null }).where('mediaId', '=', id).execute()
  await db.updateTable('course').set({ coverMediaId: null }).where('coverMediaId', '=', id).execute()
  await db.updateTable('course_lesson').set({ videoMediaId: null }).where('videoMediaId', '=', id).execute()
  const lessons = await db
    .selectFrom('course_lesson')
    .select(['id', 'files'])
    .where('files', 'like', `%${id}%`)
    .execute()
  for (const lesson of lessons) {
    const files = parseIds(lesson.files)
    if (files.includes(id))
      await db
        .updateTable('course_lesson')
        .set({ files: JSON.stringify(files.filter((fileId) => fileId !== id)) })
        .where('id', '=', lesson.id)
        .execute()
  }
}
