import { data, redirect } from 'react-router'
import type { Route } from './+types/comments'
import { CommentFormSchema } from '#app/schemas/comments.ts'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { requireUser } from '#server/auth/guards.server.ts'
import { postComment, reportComment, targetOf } from '#server/comments/comments.server.ts'
import { notifyCoach } from '#server/comments/notify.server.ts'
import { writablePlace, type Place } from '#server/comments/targets.server.ts'
import { db } from '#server/db/db.server.ts'
import { publicOrigin } from '#server/http/origin.server.ts'
import { limits } from '#server/rate-limit/limits.server.ts'
import { appLimiter } from '#server/rate-limit/shared.server.ts'

/** Only the comment forms under posts and lessons post here. */
export function loader() {
  throw data(null, { status: 405 })
}

/** An answer the comment form shows: a translation key, with the status that goes with it. */
const refuse = (error: string, status: number, headers?: HeadersInit) => data({ error }, { status, headers })

/**
 * POST /comentarios (docs/decisions/038-comments.md): a signed-in reader comments, replies or
 * reports, where comments are on and they may read the page; then goes back to the comment.
 */
export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request)
  const user = await requireUser(request)
  const form = CommentFormSchema.safeParse(Object.fromEntries(await request.formData()))
  if (!form.success) {
    const message = form.error.issues[0]?.message ?? ''
    return refuse(message.startsWith('comments:') ? message : 'comments:errors.invalid', 400)
  }
  const input = form.data
  const rate = await appLimiter().consume(
    input.intent === 'comment' ? limits.comment(user.id) : limits.commentReport(user.id),
  )
  if (!rate.allowed)
    return refuse('comments:errors.tooMany', 429, { 'Retry-After': String(rate.retryAfterSeconds) })
  const origin = publicOrigin(request)
  const tell = (notice: 'comment' | 'question' | 'report', place: Place, body: string, author: string) =>
    notifyCoach(db, notice, {
      author,
      body,
      title: place.title,
      pageUrl: new URL(place.path, origin).href,
      queueUrl: new URL(`/admin/comments?queue=${notice === 'report' ? 'reported' : 'new'}`, origin).href,
    })

  if (input.intent === 'report') {
    const found = await targetOf(db, input.commentId)
    const place =
      found &&
      (await writablePlace(db, request, user, {
        kind: found.target.kind,
        id: found.target.kind === 'post' ? found.target.postId : found.target.lessonId,
      }))
    if (!found || !place) return refuse('comments:errors.closed', 404)
    const outcome = await reportComment(db, { userId: user.id, commentId: input.commentId })
    if (outcome === 'notFound') return refuse('comments:errors.closed', 404)
    if (outcome === 'reported') await tell('report', place, found.body, user.name)
    return redirect(`${place.path}#comment-${input.commentId}`)
  }

  const place = await writablePlace(db, request, user, { kind: input.target, id: input.targetId })
  if (!place) return refuse('comments:errors.closed', 403)
  const byCoach = user.role === 'admin'
  const outcome = await postComment(db, {
    userId: user.id,
    target: place.target,
    parentId: input.parentId,
    body: input.body,
    byCoach,
  })
  if (outcome.kind === 'blocked') return refuse('comments:errors.blocked', 403)
  if (outcome.kind === 'noParent') return refuse('comments:errors.closed', 400)
  if (!byCoach)
    await tell(place.target.kind === 'post' ? 'comment' : 'question', place, input.body, user.name)
  return redirect(`${place.path}#comment-${outcome.id}`)
}
