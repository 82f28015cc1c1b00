import { CourseSchema } from '#app/schemas/courses.ts'
import { enrolByEmail } from '#server/courses/access.server.ts'
import { changeSyllabus, findCourseForEdit, saveCourse } from '#server/courses/courses-admin.server.ts'
import type { Db } from '#server/db/connection.server.ts'

/** A user "Ana <id>" with the address `<id>@example.com` and the given saved language. */
export async function insertLearner(
  db: Db,
  id: string,
  { locale = null as string | null, now = new Date() } = {},
) {
  const at = now.toISOString()
  await db
    .insertInto('user')
    .values({
      id,
      name: 'Ana',
      lastName: id,
      email: `${id}@example.com`,
      emailVerified: true,
      locale,
      createdAt: at,
      updatedAt: at,
    })
    .execute()
  return id
}

/**
 * A published course of two lessons ("leccion-a", "leccion-b", or those named) in one section, the
 * learner enrolled.
 */
export async function courseWithLearner(
  db: Db,
  userId: string,
  title = 'Rondos para alevines',
  lessons = ['Lección A', 'Lección B'],
) {
  const saved = await saveCourse(db, {
    input: CourseSchema.parse({ title, level: 'beginner', status: 'published' }),
  })
  if (saved.kind !== 'saved') throw new Error(saved.kind)
  await changeSyllabus(db, saved.id, { intent: 'addSection', title: 'Primeros pasos' })
  const section = (await findCourseForEdit(db, saved.id))?.syllabus[0]
  for (const lesson of lessons)
    await changeSyllabus(db, saved.id, { intent: 'addLesson', sectionId: section?.id ?? 0, title: lesson })
  await enrolByEmail(db, saved.id, `${userId}@example.com`)
  return saved.id
}
