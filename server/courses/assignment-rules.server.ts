import type { Db } from '../db/connection.server.ts'

/** A lesson's assignment settings, or undefined when the lesson asks for none. */
export const findAssignment = (db: Db, lessonId: number) =>
  db
    .selectFrom('lesson_assignment')
    .select(['lessonId', 'kind', 'instructions', 'fileTypes', 'maxBytes', 'maxPoints', 'approvalCompletes'])
    .where('lessonId', '=', lessonId)
    .executeTakeFirst()

export type Assignment = NonNullable<Awaited<ReturnType<typeof findAssignment>>>

/**
 * Whether the learner must wait for the coach's approval before the lesson is done: its
 * assignment says approval completes it and none of their submissions is approved yet.
 */
export async function awaitsApproval(db: Db, { lessonId, userId }: { lessonId: number; userId: string }) {
  const assignment = await findAssignment(db, lessonId)
  if (!assignment?.approvalCompletes) return false
  const approved = await db
    .selectFrom('assignment_submission')
    .select('id')
    .where('lessonId', '=', lessonId)
    .where('userId', '=', userId)
    .where('status', '=', 'approved')
    .executeTakeFirst()
  return !approved
}
