import { randomBytes } from 'node:crypto'
import type { AssignmentFileType, AssignmentSettingsInput } from '#app/schemas/assignments.ts'
import { ASSIGNMENT_MAX_BYTES } from '#app/schemas/assignments.ts'
import type { Db } from '../db/connection.server.ts'
import type { Storage } from '../media/storage.server.ts'
import { findAssignment, type Assignment } from './assignment-rules.server.ts'
import { sniffSubmission } from './assignment-types.server.ts'
import { readableLesson } from './learning.server.ts'
import { cleanFileName } from './lesson-files.server.ts'
import { isUniqueViolation } from '../db/unique-violation.server.ts'

/** Lesson assignments, the learner's side and the coach's settings (docs/decisions/037-lesson-assignments.md). */

export const fileTypesOf = (assignment: Pick<Assignment, 'fileTypes'>) =>
  assignment.fileTypes.split(',').filter(Boolean) as AssignmentFileType[]

/** The coach's form values for a lesson: its assignment, or "off". */
export async function assignmentSettings(db: Db, lessonId: number) {
  const found = await findAssignment(db, lessonId)
  if (!found) return null
  return {
    kind: found.kind,
    instructions: found.instructions,
    fileTypes: fileTypesOf(found),
    maxMegabytes: Math.round(found.maxBytes / 1024 / 1024),
    maxPoints: found.maxPoints,
    approvalCompletes: Boolean(found.approvalCompletes),
  }
}

/** Saves a lesson's assignment; "off" removes it (the submissions already sent stay). */
export async function saveAssignmentSettings(
  db: Db,
  { lessonId, input, now = new Date() }: { lessonId: number; input: AssignmentSettingsInput; now?: Date },
) {
  if (input.kind === 'off') {
    await db.deleteFrom('lesson_assignment').where('lessonId', '=', lessonId).execute()
    return
  }
  const values = {
    kind: input.kind,
    instructions: input.instructions ?? '',
    fileTypes: (input.fileTypes ?? []).join(','),
    // Bounded by the schema, and again here: no lesson may accept more than the server holds.
    maxBytes: Math.min(input.maxMegabytes * 1024 * 1024, ASSIGNMENT_MAX_BYTES),
    maxPoints: input.maxPoints ?? null,
    approvalCompletes: input.approvalCompletes === 'on',
    updatedAt: now.toISOString(),
  }
  await db
    .insertInto('lesson_assignment')
    .values({ lessonId, ...values })
    .onConflict((oc) => oc.column('lessonId').doUpdateSet(values))
    .execute()
}

/**
 * Removes the stored files of the submissions a deletion takes with it: the rows go with their
 * lesson or learner (foreign keys), the bytes do not. Read the keys before deleting, remove after.
 */
export async function removeSubmissionFiles(store: Storage, rows: { storageKey: string }[]) {
  for (const { storageKey } of rows) await store.remove(storageKey)
}

/** The stored files of a learner's submissions (their account is being deleted). */
export const submissionFilesOf = (db: Db, userId: string) =>
  db.selectFrom('assignment_submission').select('storageKey').where('userId', '=', userId).execute()

const historyColumns = [
  'id',
  'status',
  'note',
  'fileName',
  'contentType',
  'size',
  'feedback',
  'points',
  'createdAt',
  'reviewedAt',
] as const

/** A learner's submissions for a lesson, newest first. */
export const submissionsOf = (db: Db, { lessonId, userId }: { lessonId: number; userId: string }) =>
  db
    .selectFrom('assignment_submission')
    .select(historyColumns)
    .where('lessonId', '=', lessonId)
    .where('userId', '=', userId)
    .orderBy('id', 'desc')
    .execute()

export type SubmissionEntry = Awaited<ReturnType<typeof submissionsOf>>[number]

/** Whether a learner may send (again): nothing sent yet, or the latest one was returned. */
export const maySubmit = (history: Pick<SubmissionEntry, 'status'>[]) =>
  !history[0] || history[0].status === 'returned'

/** The lesson page's assignment block for an enrolled learner; null when the lesson asks for none. */
export async function learnerAssignment(db: Db, { lessonId, userId }: { lessonId: number; userId: string }) {
  const assignment = await findAssignment(db, lessonId)
  if (!assignment) return null
  const history = await submissionsOf(db, { lessonId, userId })
  return {
    kind: assignment.kind,
    instructions: assignment.instructions,
    fileTypes: fileTypesOf(assignment),
    maxBytes: assignment.maxBytes,
    maxPoints: assignment.maxPoints,
    approvalCompletes: Boolean(assignment.approvalCompletes),
    history,
    canSubmit: maySubmit(history),
  }
}

export type LearnerAssignment = NonNullable<Awaited<ReturnType<typeof learnerAssignment>>>

export type SubmitRefusal = 'notAllowed' | 'noAssignment' | 'notNow' | 'tooLarge' | 'type'

interface SubmitInput {
  userId: string
  courseId: number
  lessonSlug: string
  name: string
  bytes: Buffer
  note?: string
  now?: Date
}

/**
 * Stores a learner's submission: only for a lesson they may read now (enrolled, unlocked), with an
 * assignment, when nothing is waiting or approved, within the lesson's size and types. The bytes
 * go to private storage (`assignments/…`), served only to the learner and the coach.
 */
export async function submitAssignment(
  db: Db,
  store: Storage,
  { userId, courseId, lessonSlug, name, bytes, note = '', now = new Date() }: SubmitInput,
): Promise<{ ok: true; id: number; lessonTitle: string } | { ok: false; refusal: SubmitRefusal }> {
  const lesson = await readableLesson(db, { userId, courseId, lessonSlug, now })
  if (!lesson) return { ok: false, refusal: 'notAllowed' }
  const assignment = await findAssignment(db, lesson.id)
  if (!assignment) return { ok: false, refusal: 'noAssignment' }
  if (!maySubmit(await submissionsOf(db, { lessonId: lesson.id, userId })))
    return { ok: false, refusal: 'notNow' }
  if (bytes.length > assignment.maxBytes) return { ok: false, refusal: 'tooLarge' }
  const type = sniffSubmission(bytes)
  if (!type || !fileTypesOf(assignment).includes(type.type)) return { ok: false, refusal: 'type' }
  const storageKey = `assignments/${randomBytes(16).toString('hex')}`
  await store.put(storageKey, bytes, type.contentType)
  try {
    const row = await db
      .insertInto('assignment_submission')
      .values({
        lessonId: lesson.id,
        courseId,
        userId,
        note,
        fileName: cleanFileName(name),
        storageKey,
        contentType: type.contentType,
        size: bytes.length,
        createdAt: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return { ok: true, id: Number(row.id), lessonTitle: lesson.title }
  } catch (error) {
    // Another upload of this learner got in first: keep theirs, drop these bytes.
    await store.remove(storageKey)
    if (isUniqueViolation(error)) return { ok: false, refusal: 'notNow' }
    throw error
  }
}
