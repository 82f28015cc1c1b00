import type { Db } from '../db/connection.server.ts'
import { parseIds } from '../courses/id-list.server.ts'
import { mediaUrl } from './media.server.ts'

/**
 * One place a file is used. Every table that points at `media` is here: a file missing from this
 * list shows as unused in the library and deletes without a warning. Lesson uses carry their
 * course, which their editor's address needs.
 */
export type MediaUse =
  | {
      kind:
        | 'postCover'
        | 'postContent'
        | 'conceptImage'
        | 'conceptContent'
        | 'courseCover'
        | 'eventCover'
        | 'eventContent'
      id: number
      title: string
    }
  | { kind: 'lessonVideo' | 'lessonFile' | 'lessonContent'; id: number; courseId: number; title: string }

interface Media {
  id: number
  name: string
}

/**
 * Where each file appears: post, course and event covers, concept images, lesson videos and
 * downloads, and /media/{name} inside the rich text of posts, concepts, lessons and event
 * descriptions (images placed in the editor).
 */
export async function mediaUses(db: Db, media: Media[]) {
  const found = new Map<number, MediaUse[]>()
  if (media.length === 0) return found
  const ids = media.map((m) => m.id)
  const urls = media.map((m) => ({ id: m.id, url: mediaUrl(m.name) }))
  const add = (mediaId: number, use: MediaUse) => found.set(mediaId, [...(found.get(mediaId) ?? []), use])
  const inText = (text: string) => urls.filter(({ url }) => text.includes(url)).map(({ id }) => id)

  const posts = await db
    .selectFrom('post')
    .select(['id', 'title', 'coverMediaId', 'content'])
    .where((eb) =>
      eb.or([eb('coverMediaId', 'in', ids), ...urls.map(({ url }) => eb('content', 'like', `%${url}%`))]),
    )
    .execute()
  for (const { id, title, coverMediaId, content } of posts) {
    if (coverMediaId !== null && ids.includes(coverMediaId))
      add(coverMediaId, { kind: 'postCover', id, title })
    for (const mediaId of inText(content)) add(mediaId, { kind: 'postContent', id, title })
  }

  const concepts = await db
    .selectFrom('concept')
    .select(['id', 'term', 'mediaId', 'body'])
    .where((eb) =>
      eb.or([eb('mediaId', 'in', ids), ...urls.map(({ url }) => eb('body', 'like', `%${url}%`))]),
    )
    .execute()
  for (const { id, term: title, mediaId, body } of concepts) {
    if (mediaId !== null && ids.includes(mediaId)) add(mediaId, { kind: 'conceptImage', id, title })
    for (const used of inText(body)) add(used, { kind: 'conceptContent', id, title })
  }

  const courses = await db
    .selectFrom('course')
    .select(['id', 'title', 'coverMediaId'])
    .where('coverMediaId', 'in', ids)
    .execute()
  for (const { id, title, coverMediaId } of courses)
    if (coverMediaId !== null) add(coverMediaId, { kind: 'courseCover', id, title })

  const events = await db
    .selectFrom('event')
    .select(['id', 'title', 'coverMediaId', 'description'])
    .where((eb) =>
      eb.or([eb('coverMediaId', 'in', ids), ...urls.map(({ url }) => eb('description', 'like', `%${url}%`))]),
    )
    .execute()
  for (const { id, title, coverMediaId, description } of events) {
    if (coverMediaId !== null && ids.includes(coverMediaId))
      add(coverMediaId, { kind: 'eventCover', id, title })
    for (const mediaId of inText(description)) add(mediaId, { kind: 'eventContent', id, title })
  }

  // `files` is a JSON array of ids: LIKE narrows the rows, parsing decides (12 is not in [112])
  const lessons = await db
    .selectFrom('course_lesson')
    .select(['id', 'courseId', 'title', 'videoMediaId', 'files', 'body'])
    .where((eb) =>
      eb.or([
        eb('videoMediaId', 'in', ids),
        ...ids.map((mediaId) => eb('files', 'like', `%${mediaId}%`)),
        ...urls.map(({ url }) => eb('body', 'like', `%${url}%`)),
      ]),
    )
    .execute()
  for (const { id, courseId, title, videoMediaId, files, body } of lessons) {
    const lesson = { id, courseId, title }
    if (videoMediaId !== null && ids.includes(videoMediaId))
      add(videoMediaId, { kind: 'lessonVideo', ...lesson })
    for (const mediaId of parseIds(files).filter((fileId) => ids.includes(fileId)))
      add(mediaId, { kind: 'lessonFile', ...lesson })
    for (const mediaId of inText(body)) add(mediaId, { kind: 'lessonContent', ...lesson })
  }
  return found
}
