import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { insertEvent } from '#tests/events/event-fixtures.ts'
import { insertPost } from '#tests/factories.ts'
import { tempDiskStore, testImage, type TestStore } from '#tests/media.ts'
import { insertConcept } from '#tests/public-factories.ts'
import { encodeImage } from './image.server.ts'
import { submitLibraryForm } from './library-form.server.ts'
import { listMedia, updateAlt } from './library.server.ts'
import { deleteMedia, readMedia, saveMedia } from './media.server.ts'
import { findObjectById } from './objects.server.ts'
import { StorageUnavailable } from './storage-errors.server.ts'

const formData = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) data.append(key, value)
  return data
}

const doc = (src: string) =>
  JSON.stringify({ type: 'doc', content: [{ type: 'image', attrs: { src, alt: '' } }] })

describe.each(engines)('media library on %s', (engine) => {
  let t: TestDb
  let files: TestStore
  beforeAll(async () => {
    t = await openTestDb(engine)
    files = await tempDiskStore()
  })
  beforeEach(() => t.truncateAll())
  afterAll(async () => {
    await files.close()
    await t.close()
  })

  async function stored(base: string, alt = '', width = 64) {
    const image = await encodeImage(await testImage(width, 48))
    if (!image.ok) throw new Error(image.problem)
    const { main, variants } = image
    return saveMedia(t.db, { base, alt, ...main, variants }, files.store)
  }

  test('shows where each file is used: covers, concept images and images inside the text', async () => {
    const cover = await stored('portada')
    const inText = await stored('pizarra', '', 80)
    const unused = await stored('suelta', '', 96)
    const post = await insertPost(t.db, { title: 'Salida de balón', coverMediaId: cover.id })
    await insertPost(t.db, { title: 'Presión tras pérdida', content: doc(`/media/${inText.name}`) })
    await insertConcept(t.db, { term: 'Rondo', mediaId: cover.id, body: doc(`/media/${inText.name}`) })
    const { items } = await listMedia(t.db, { page: 1 })
    const usesOf = (id: number) =>
      items
        .find((item) => item.id === id)
        ?.uses.map((use) => `${use.kind}: ${use.title}`)
        .sort()
    expect(usesOf(cover.id)).toEqual(['conceptImage: Rondo', 'postCover: Salida de balón'])
    expect(usesOf(inText.id)).toEqual(['conceptContent: Rondo', 'postContent: Presión tras pérdida'])
    expect(usesOf(unused.id)).toEqual([])

    expect(await deleteMedia(t.db, cover.id, files.store)).toBe(true)
    const after = await t.db
      .selectFrom('post')
      .select('coverMediaId')
      .where('id', '=', post.id)
      .executeTakeFirst()
    expect(after?.coverMediaId).toBeNull()
    expect(await readMedia(t.db, cover.name, files.store)).toBeUndefined()
    expect(await deleteMedia(t.db, cover.id, files.store)).toBe(false)
  })

  test('a course cover, a lesson video, a lesson download and an image in a lesson count as uses', async () => {
    const cover = await stored('portada-curso')
    const video = await stored('video', '', 72)
    const download = await stored('ficha', '', 80)
    const inLesson = await stored('pizarra', '', 88)
    const course = await t.db
      .insertInto('course')
      .values({ slug: 'rondos', title: 'Rondos', coverMediaId: cover.id })
      .returning('id')
      .executeTakeFirstOrThrow()
    const section = await t.db
      .insertInto('course_section')
      .values({ courseId: course.id, title: 'Inicio', position: 1 })
      .returning('id')
      .executeTakeFirstOrThrow()
    const lesson = await t.db
      .insertInto('course_lesson')
      .values({
        courseId: course.id,
        sectionId: section.id,
        slug: 'rondo-4-2',
        title: 'Rondo 4 contra 2',
        position: 1,
        videoMediaId: video.id,
        files: JSON.stringify([download.id]),
        body: doc(`/media/${inLesson.name}`),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const { items } = await listMedia(t.db, { page: 1 })
    const usesOf = (id: number) => items.find((item) => item.id === id)?.uses
    expect(usesOf(cover.id)).toEqual([{ kind: 'courseCover', id: course.id, title: 'Rondos' }])
    const inCourse = { id: lesson.id, courseId: course.id, title: 'Rondo 4 contra 2' }
    expect(usesOf(video.id)).toEqual([{ kind: 'lessonVideo', ...inCourse }])
    expect(usesOf(download.id)).toEqual([{ kind: 'lessonFile', ...inCourse }])
    expect(usesOf(inLesson.id)).toEqual([{ kind: 'lessonContent', ...inCourse }])

    // deleting anyway (after the warning) leaves the course and lesson without the file, not broken
    for (const media of [cover, video, download]) await deleteMedia(t.db, media.id, files.store)
    const after = await t.db
      .selectFrom('course_lesson')
      .innerJoin('course', 'course.id', 'course_lesson.courseId')
      .select(['course.coverMediaId', 'course_lesson.videoMediaId', 'course_lesson.files'])
      .executeTakeFirstOrThrow()
    expect(after).toEqual({ coverMediaId: null, videoMediaId: null, files: '[]' })
  })

  test("an event's cover and an image in its description count as uses", async () => {
    const cover = await stored('portada-campus')
    const inText = await stored('cartel', '', 80)
    const event = await insertEvent(t.db)
    await t.db
      .updateTable('event')
      .set({ coverMediaId: cover.id, description: doc(`/media/${inText.name}`) })
      .where('id', '=', event.id)
      .execute()
    const { items } = await listMedia(t.db, { page: 1 })
    const usesOf = (id: number) => items.find((item) => item.id === id)?.uses
    const title = (await t.db.selectFrom('event').select('title').executeTakeFirstOrThrow()).title
    expect(usesOf(cover.id)).toEqual([{ kind: 'eventCover', id: event.id, title }])
    expect(usesOf(inText.id)).toEqual([{ kind: 'eventContent', id: event.id, title }])
  })

  test('search by name or alt text, case-insensitive, newest first, paged', async () => {
    await stored('tiro-libre', 'Barrera de cinco jugadores')
    await stored('corner', 'Saque de esquina', 70)
    await stored('penalti', '', 90)
    const names = async (q: string, page = 1, perPage = 10) =>
      (await listMedia(t.db, { q, page, perPage })).items.map((item) => item.name.split('-')[0])
    expect(await names('')).toEqual(['penalti', 'corner', 'tiro'])
    expect(await names('BARRERA')).toEqual(['tiro'])
    expect(await names('esquina')).toEqual(['corner'])
    expect(await names('_')).toEqual([])
    expect(await names('', 2, 2)).toEqual(['tiro'])
  })

  test('editing the alt text bumps the metageneration', async () => {
    const media = await stored('banda')
    expect(await updateAlt(t.db, media.id, 'Extremo abierto en banda')).toBe(true)
    expect(await findObjectById(t.db, media.id)).toMatchObject({
      alt: 'Extremo abierto en banda',
      metageneration: '2',
    })
    expect(await updateAlt(t.db, media.id + 1000, 'x')).toBe(false)
  })

  const altOf = async (id: number) =>
    (await t.db.selectFrom('media').select('alt').where('id', '=', id).executeTakeFirst())?.alt

  test('alt text: saved trimmed; too long or for a missing file is refused and nothing changes', async () => {
    const { id } = await stored('balon', 'Antes')
    const save = (alt: string, target = id) =>
      submitLibraryForm(t.db, formData({ intent: 'alt', id: String(target), alt }), files.store)
    expect((await save('  Balón en el punto de penalti  ')).status).toBe(200)
    expect(await altOf(id)).toBe('Balón en el punto de penalti')

    const tooLong = await save('x'.repeat(301))
    expect(tooLong.status).toBe(400)
    expect(tooLong.result.error).toEqual({ alt: ['media:errors.altTooLong'] })
    expect((await save('Otro', id + 99)).status).toBe(404)
    expect(await altOf(id)).toBe('Balón en el punto de penalti')
  })

  test('delete removes the row and the file, twice is harmless; unknown intents are refused', async () => {
    const media = await stored('balon')
    const remove = () =>
      submitLibraryForm(t.db, formData({ intent: 'delete', id: String(media.id) }), files.store)
    expect((await remove()).status).toBe(200)
    expect(await readMedia(t.db, media.name, files.store)).toBeUndefined()
    expect((await remove()).status).toBe(200)
    expect((await submitLibraryForm(t.db, formData({ intent: 'wipe', id: '1' }), files.store)).status).toBe(
      400,
    )
    expect(
      (await submitLibraryForm(t.db, formData({ intent: 'delete', id: '../1' }), files.store)).status,
    ).toBe(400)
  })
  test('a delete while the bucket does not answer still deletes: the media is gone, the answer is 200', async () => {
    const media = await stored('sin-almacen')
    const removed: string[] = []
    const unreachable = {
      ...files.store,
      remove: async (key: string) => {
        removed.push(key)
        throw new StorageUnavailable('connect ECONNREFUSED')
      },
    }
    const answer = await submitLibraryForm(
      t.db,
      formData({ intent: 'delete', id: String(media.id) }),
      unreachable,
    )
    expect(answer.status).toBe(200)
    expect(await findObjectById(t.db, media.id)).toBeUndefined()
    // Every file was tried (the original and each variant), none stopped the others.
    expect(removed.length).toBeGreaterThan(1)
  })
})
