import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import type { Route } from './+types/assignment-submit'
import { SUBMIT_PROBLEMS, SubmissionSchema, type SubmitProblem } from '#app/schemas/assignments.ts'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { requireUser } from '#server/auth/guards.server.ts'
import { notifyCoachOfSubmission } from '#server/courses/assignment-mails.server.ts'
import { submitAssignment } from '#server/courses/assignments.server.ts'
import { findPublicCourse } from '#server/courses/catalogue.server.ts'
import { db } from '#server/db/db.server.ts'
import { publicOrigin } from '#server/http/origin.server.ts'
import { retryAfterHeaders, StorageUnavailable } from '#server/media/storage-errors.server.ts'
import { storage } from '#server/media/storage.server.ts'
import { readUploadedForm } from '#server/http/request-body.server.ts'

/** The status of a problem the learner can mend, answered to the page's script. */
const STATUS: Record<SubmitProblem, number> = {
  file: 400,
  noteTooLong: 400,
  tooLarge: 400,
  type: 400,
  notNow: 409,
  unavailable: 503,
}

/**
 * A learner sends a file for a lesson's assignment (the form on the lesson page). The body arrives
 * as a stream counted up to the largest assignment (server/http/request-body.server.ts); the
 * lesson's own size and types are checked by the server, by the file's bytes.
 *
 * The page's script marks its form (`reply=inline`) and gets a problem back as a list of
 * translation keys, shown under the form without a form library (the lesson page's script
 * budget). A form sent without JavaScript is sent back to the lesson, the problem in its address
 * (`?tarea=tooLarge`), which the page shows in the same place.
 */
export async function action({ request, params }: Route.ActionArgs) {
  assertSameOrigin(request)
  const user = await requireUser(request)
  const course = await findPublicCourse(db, params.slug)
  if (!course) throw data(null, { status: 404 })
  const lessonPath = `/cursos/${encodeURIComponent(course.slug)}/${encodeURIComponent(params.lesson)}`
  const formData = await readUploadedForm(request).catch(() => null)
  const problem = (name: SubmitProblem) =>
    formData?.get('reply') === 'inline'
      ? data(
          { problems: [SUBMIT_PROBLEMS[name]] },
          { status: STATUS[name], headers: name === 'unavailable' ? retryAfterHeaders : undefined },
        )
      : redirect(`${lessonPath}?tarea=${name}#assignment-title`, 303)
  if (!formData) return problem('file')
  const submission = parseWithZod(formData, { schema: SubmissionSchema })
  if (submission.status !== 'success') return problem(submission.error?.file ? 'file' : 'noteTooLong')
  const { file, note } = submission.value
  const outcome = await submitAssignment(db, storage(), {
    userId: user.id,
    courseId: course.id,
    lessonSlug: params.lesson,
    name: file.name,
    bytes: Buffer.from(await file.arrayBuffer()),
    note,
  }).catch((error: unknown) => {
    if (error instanceof StorageUnavailable) return null
    throw error
  })
  if (!outcome) return problem('unavailable')
  if (!outcome.ok) {
    // A learner who may not send here at all: no form of theirs leads here.
    if (outcome.refusal === 'notAllowed') throw data(null, { status: 403 })
    if (outcome.refusal === 'noAssignment') throw data(null, { status: 404 })
    return problem(outcome.refusal)
  }
  await notifyCoachOfSubmission(db, {
    learner: [user.name, user.lastName].filter(Boolean).join(' '),
    course: course.title,
    lesson: outcome.lessonTitle,
    reviewUrl: `${publicOrigin(request)}/admin/assignments/${outcome.id}`,
  })
  throw redirect(`${lessonPath}?tarea=enviada#assignment-title`, 303)
}
