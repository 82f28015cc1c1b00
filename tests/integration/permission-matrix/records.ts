import { createAccessCodes } from '#server/courses/access.server.ts'
import type { Db } from '#server/db/connection.server.ts'
import { createOrder, moveOrder } from '#server/payments/orders.server.ts'
import type { Site } from './site.ts'
import { createEventRecords, type EventRecords } from './event-records.ts'
import { createNewsletterRecords, type NewsletterRecords } from './matrix-newsletter.ts'
import { createPlayerPageRecords, type PlayerPageRecords } from './matrix-players.ts'
import { createTeamRecords, type TeamRecords } from './matrix-teams.ts'

/**
 * The records the matrix's forms name, on top of the demo content: each form that changes or
 * deletes something has a record of its own, so the order of the forms never leaves one without it.
 */
export interface Records {
  db: Db
  emails: Site['emails']
  userIdOf: (email: string) => Promise<string>
  /** A course the learner is enrolled in (demo course 1), and its first two lessons. */
  learnerCourse: { slug: string; lessons: [string, string] }
  /** The demo course whose syllabus, lessons, files, quiz, access and certificates the admin edits. */
  adminCourse: { id: number; slug: string; lessonId: number; quizLessonId: number }
  /** Demo records the bulk lists change and delete, and others the editors edit. */
  bulk: { postIds: number[]; conceptIds: number[]; drillIds: number[] }
  /** `relatedConceptId`: another demo concept, linked as related from the concept editor (docs/decisions/050). */
  edit: { postId: number; conceptId: number; relatedConceptId: number; drillId: number }
  messageIds: [number, number]
  supportId: number
  /** The spare account the people screen changes (it has a session of its own). */
  personId: string
  ownerSessionId: number
  /** A training session of the coach's own (the coach alone sets who may see a shared one). */
  adminSessionId: number
  userSessionId: number
  shareToken: string
  certificateId: string
  accessRequests: { approve: number; refuse: number }
  mediaIds: { alt: number; delete: number }
  storageObject: string
  /** An unused access code of the admin's course, for the account's "redeem" form. */
  accessCode: string
  /** An unused code of a course of its own, typed on a course page by the user. */
  pageAccessCode: string
  /** A paid order of the user's, whose payment the stand-in knows (the orders screen refunds it). */
  paidOrder: string
  /** A published post with comments on, and the learner's comments on it the forms report and moderate. */
  comments: {
    postId: number
    ids: { report: number; answer: number; hide: number; show: number; keep: number; delete: number }
  }
  /** Waiting assignment submissions of two learners of the admin's course: one approved, one returned. */
  submissions: { approve: number; return: number }
  /** Events, registrations and offers (matrix-events.ts). */
  events: EventRecords
  /** A pending newsletter subscriber's links (matrix-newsletter.ts). */
  newsletter: NewsletterRecords
  /** A team, its roster lines, invitations and a player of the user's (matrix-teams.ts). */
  teams: TeamRecords
  /** A child of the owner's on a team with an event (matrix-players.ts). */
  playerPage: PlayerPageRecords
}

const first = <T>(rows: T[], what: string): T => {
  const row = rows[0]
  if (!row) throw new Error(`the demo content has no ${what}`)
  return row
}

export async function createRecords(site: Site): Promise<Records> {
  const db = site.connection.db
  const userIdOf = async (email: string) =>
    (await db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id
  const ids = async (table: 'post' | 'concept' | 'drill') =>
    (await db.selectFrom(table).select('id').orderBy('id').execute()).map((row) => row.id)
  const [posts, concepts, drills] = [await ids('post'), await ids('concept'), await ids('drill')]
  const lessons = await db
    .selectFrom('course_lesson')
    .innerJoin('course', 'course.id', 'course_lesson.courseId')
    .leftJoin('lesson_quiz', 'lesson_quiz.lessonId', 'course_lesson.id')
    .select(['course.id as courseId', 'course.slug as courseSlug', 'course_lesson.id', 'course_lesson.slug'])
    .select('lesson_quiz.lessonId as quizOf')
    .orderBy('course.id')
    .orderBy('course_lesson.sectionId')
    .orderBy('course_lesson.position')
    .execute()
  const learning = lessons.filter((lesson) => lesson.courseId === first(lessons, 'course').courseId)
  const editing = lessons.filter((lesson) => lesson.courseId !== first(lessons, 'course').courseId)
  const learnerId = await userIdOf(site.emails.learner)
  const ownerId = await userIdOf(site.emails.owner)
  const userId = await userIdOf(site.emails.user)
  const adminId = await userIdOf(site.emails.admin)
  const lockedUserId = await userIdOf(site.emails.lockedUser)
  const adminCourseId = first(editing, 'second course').courseId

  await db
    .insertInto('enrollment')
    .values({ userId: learnerId, courseId: first(learning, 'lesson').courseId })
    .execute()
  const messageIds = await Promise.all(
    ['Horarios', 'Porteros'].map(async (subject) => {
      const row = await db
        .insertInto('contact_message')
        .values({
          name: 'Iker Sanz',
          email: 'iker@example.com',
          subject,
          message: 'Horarios del juvenil',
          locale: 'es',
          consentAt: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      return row.id
    }),
  )
  const support = await db
    .insertInto('support_request')
    .values({ userId, subject: 'No veo la lección 2', message: 'Se queda cargando.' })
    .returning('id')
    .executeTakeFirstOrThrow()
  const session = async (owner: string) => {
    const row = await db
      .insertInto('training_session')
      .values({ userId: owner, title: 'Martes: rondos' })
      .returning('id')
      .executeTakeFirstOrThrow()
    await db
      .insertInto('training_session_block')
      .values(
        [0, 1].map((position) => ({
          sessionId: row.id,
          position,
          phase: 'main',
          title: `Bloque ${position}`,
          minutes: 10,
        })),
      )
      .execute()
    return row.id
  }
  const requests = await Promise.all(
    [ownerId, lockedUserId].map(
      async (requester) =>
        (
          await db
            .insertInto('course_access_request')
            .values({ userId: requester, courseId: adminCourseId })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
    ),
  )
  const certificateId = crypto.randomUUID()
  await db
    .insertInto('certificate')
    .values({
      id: certificateId,
      userId: ownerId,
      courseId: adminCourseId,
      issuedAt: new Date().toISOString(),
      verificationCode: crypto.randomUUID(),
    })
    .execute()
  await site.spareCookie()
  const person = await db
    .selectFrom('user')
    .select('id')
    .where('email', 'like', 'matriz-spare-%')
    .orderBy('createdAt', 'desc')
    .executeTakeFirstOrThrow()
  const media = await db.selectFrom('media').select(['id', 'name']).orderBy('id').execute()
  const shared = await db
    .selectFrom('training_session')
    .select('shareToken')
    .where('userId', 'is', null)
    .where('shareToken', 'is not', null)
    .executeTakeFirstOrThrow()
  const [accessCode] = await createAccessCodes(db, { courseId: adminCourseId, count: 1, maxUses: 1 })
  const commented = await db
    .selectFrom('post')
    .select('id')
    .where('status', '=', 'published')
    .where('id', 'not in', [...posts.slice(-2), first(posts, 'post')])
    .orderBy('id')
    .executeTakeFirstOrThrow()
  await db.updateTable('post').set({ commentsEnabled: true }).where('id', '=', commented.id).execute()
  const comment = async (body: string, status: 'visible' | 'hidden' = 'visible') =>
    (
      await db
        .insertInto('comment')
        .values({ postId: commented.id, userId: learnerId, body, status })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id
  // A course of its own: enrolling the user in the learner's or the admin's course would change
  // what the lesson and account forms expect of them.
  const codeCourse = await db
    .insertInto('course')
    .values({ slug: 'curso-del-codigo', title: 'Curso del código', status: 'published' })
    .returning('id')
    .executeTakeFirstOrThrow()
  const [pageAccessCode] = await createAccessCodes(db, { courseId: codeCourse.id, count: 1, maxUses: 1 })
  // The learner's first lesson asks for a PDF (the upload form); the admin's lesson has two waiting.
  const learnerLesson = first(learning, 'lesson')
  await db
    .insertInto('lesson_assignment')
    .values({
      lessonId: learnerLesson.id,
      kind: 'file',
      fileTypes: 'pdf',
      maxBytes: 1024 * 1024,
      approvalCompletes: false,
    })
    .execute()
  const adminLessonId = first(
    editing.filter((lesson) => !lesson.quizOf),
    'lesson without quiz',
  ).id
  const waiting = async (learner: string) =>
    (
      await db
        .insertInto('assignment_submission')
        .values({
          lessonId: adminLessonId,
          courseId: adminCourseId,
          userId: learner,
          fileName: 'tarea.pdf',
          storageKey: `assignments/matriz-${learner}`,
          contentType: 'application/pdf',
          size: 15,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id
  const submissions = { approve: await waiting(ownerId), return: await waiting(lockedUserId) }
  return {
    db,
    accessCode: accessCode ?? '',
    pageAccessCode: pageAccessCode ?? '',
    emails: site.emails,
    userIdOf,
    learnerCourse: {
      slug: first(learning, 'course').courseSlug,
      lessons: [first(learning, 'lesson').slug, first(learning.slice(1), 'second lesson').slug],
    },
    adminCourse: {
      id: adminCourseId,
      slug: first(editing, 'second course').courseSlug,
      lessonId: adminLessonId,
      quizLessonId: first(
        editing.filter((lesson) => lesson.quizOf),
        'lesson with a quiz',
      ).id,
    },
    bulk: { postIds: posts.slice(-2), conceptIds: concepts.slice(-2), drillIds: drills.slice(-2) },
    edit: {
      postId: first(posts, 'post'),
      conceptId: first(concepts, 'concept'),
      relatedConceptId: first(concepts.slice(1), 'second concept'),
      drillId: first(drills, 'drill'),
    },
    messageIds: [messageIds[0] ?? 0, messageIds[1] ?? 0],
    supportId: support.id,
    personId: person.id,
    ownerSessionId: await session(ownerId),
    adminSessionId: await session(adminId),
    userSessionId: await session(userId),
    shareToken: shared.shareToken ?? '',
    certificateId,
    accessRequests: { approve: requests[0] ?? 0, refuse: requests[1] ?? 0 },
    mediaIds: { alt: first(media, 'picture').id, delete: first(media.slice(1), 'second picture').id },
    storageObject: first(media.slice(2), 'third picture').name,
    comments: {
      postId: commented.id,
      ids: {
        report: await comment('¿Cuántos toques por jugador?'),
        answer: await comment('¿Sirve para alevines?'),
        hide: await comment('Un enlace de más.'),
        show: await comment('Ocultado por error.', 'hidden'),
        keep: await comment('Denunciado sin motivo.'),
        delete: await comment('Repetido.'),
      },
    },
    paidOrder: await paidOrder(site, await userIdOf(site.emails.user), adminCourseId),
    submissions,
    events: await createEventRecords(db, { userId, ownerId }),
    newsletter: await createNewsletterRecords(db),
    teams: await createTeamRecords(db, { userId }),
    playerPage: await createPlayerPageRecords(db, { ownerId }),
  }
}

/** A course bought by `userId` and paid at the stand-in (as its checkout would leave it). */
async function paidOrder(site: Site, userId: string, courseId: number) {
  const db = site.connection.db
  const order = await createOrder(db, {
    userId,
    itemKind: 'course',
    itemId: courseId,
    itemTitle: 'Curso de la matriz',
    amountCents: 4500,
    currency: 'eur',
    locale: 'es',
  })
  const paymentIntent = `pi_matrix_${order.id}`
  await moveOrder(db, order.id, {
    from: ['pending'],
    to: 'paid',
    changes: { paidAt: new Date().toISOString(), paymentIntentId: paymentIntent },
  })
  site.standIn.charges.set(`ch_matrix_${order.id}`, {
    id: `ch_matrix_${order.id}`,
    object: 'charge',
    amount: 4500,
    amount_refunded: 0,
    currency: 'eur',
    payment_intent: paymentIntent,
    refunded: false,
    metadata: { orderNumber: order.number },
  })
  return order.number
}
