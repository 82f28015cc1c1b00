import type { Db } from '../db/connection.server.ts'
import { mediaUrl } from '../media/media.server.ts'
import { findEnrollment } from './access.server.ts'
import { awaitsApproval } from './assignment-rules.server.ts'
import { parseIds } from './id-list.server.ts'
import { defaultFinishContext, finishIfCompleted, type FinishContext } from './completion.server.ts'
import { lessonFiles } from './lesson-files.server.ts'
import {
  attemptDraw,
  loadQuiz,
  questionsForLearner,
  quizStanding,
  recordAttempt,
  type Quiz,
  type QuizStanding,
} from './quiz.server.ts'
import { lessonsInOrder, loadSyllabus, type Syllabus } from './syllabus.server.ts'
import { courseStates, isReadable, type LessonState, type SectionState } from './unlock.server.ts'

/**
 * A learner's view of one course: every lesson's state, progress per section and the lesson to
 * continue with. Null when the user is not enrolled.
 */
export async function learnerOutline(
  db: Db,
  { userId, courseId, now = new Date() }: { userId: string; courseId: number; now?: Date },
) {
  const enrollment = await findEnrollment(db, userId, courseId)
  if (!enrollment) return null
  const syllabus = await loadSyllabus(db, courseId)
  const done = await completedLessons(db, userId, courseId)
  const { sections: gates, lessons: states } = courseStates(syllabus, {
    enrolledAt: enrollment.purchasedAt,
    done,
    now,
  })
  const sections = syllabus.map((section) => ({
    id: section.id,
    title: section.title,
    gate: gates.get(section.id) as SectionState,
    done: section.lessons.filter((lesson) => done.has(lesson.id)).length,
    total: section.lessons.length,
    lessons: section.lessons.map((lesson) => ({
      id: lesson.id,
      slug: lesson.slug,
      title: lesson.title,
      durationMinutes: lesson.durationMinutes,
      ...(states.get(lesson.id) as LessonState),
    })),
  }))
  const all = sections.flatMap((section) => section.lessons)
  return {
    enrolledAt: enrollment.purchasedAt,
    sections,
    done: all.filter((lesson) => lesson.state === 'done').length,
    total: all.length,
    resume: resumeLesson(syllabus, states, enrollment.lastLessonId),
  }
}

export type LearnerOutline = NonNullable<Awaited<ReturnType<typeof learnerOutline>>>

/**
 * Where "continue" leads: the lesson opened last while it is still unfinished, else the first
 * open lesson not yet done, else the last one opened (a finished course), else the first.
 */
function resumeLesson(syllabus: Syllabus, states: Map<number, LessonState>, lastLessonId: number | null) {
  const lessons = lessonsInOrder(syllabus)
  const last = lessons.find((lesson) => lesson.id === lastLessonId)
  if (last && states.get(last.id)?.state === 'open') return last.slug
  const next = lessons.find((lesson) => states.get(lesson.id)?.state === 'open')
  return (next ?? last ?? lessons[0])?.slug ?? null
}

async function completedLessons(db: Db, userId: string, courseId: number) {
  const rows = await db
    .selectFrom('lesson_progress')
    .innerJoin('course_lesson', 'course_lesson.id', 'lesson_progress.lessonId')
    .select('lesson_progress.lessonId')
    .where('lesson_progress.userId', '=', userId)
    .where('course_lesson.courseId', '=', courseId)
    .execute()
  return new Set(rows.map((row) => row.lessonId))
}

/** Where a lesson's uploaded files are served, to those who may read the lesson. */
export const lessonFilesPath = (courseSlug: string, lessonSlug: string) =>
  `/cursos/${encodeURIComponent(courseSlug)}/${encodeURIComponent(lessonSlug)}/archivos`

/**
 * A lesson's full content (body, video, downloads): only ever loaded once it may be shown. A
 * YouTube link wins over an uploaded video; uploaded downloads come before library files.
 */
export async function lessonContent(db: Db, lessonId: number, filesAt: string) {
  const lesson = await db
    .selectFrom('course_lesson')
    .leftJoin('media', 'media.id', 'course_lesson.videoMediaId')
    .select([
      'course_lesson.id',
      'course_lesson.title',
      'course_lesson.bodyHtml',
      'course_lesson.videoUrl',
      'course_lesson.durationMinutes',
      'course_lesson.files',
      'media.name as videoName',
    ])
    .where('course_lesson.id', '=', lessonId)
    .executeTakeFirstOrThrow()
  const uploads = await lessonFiles(db, lessonId)
  const uploadedVideo = uploads.find((file) => file.kind === 'video')
  const ids = parseIds(lesson.files)
  const files = ids.length
    ? await db.selectFrom('media').select(['id', 'name', 'size']).where('id', 'in', ids).execute()
    : []
  return {
    title: lesson.title,
    bodyHtml: lesson.bodyHtml,
    durationMinutes: lesson.durationMinutes,
    video: lesson.videoUrl
      ? { kind: 'youtube' as const, url: youtubeEmbed(lesson.videoUrl) }
      : uploadedVideo
        ? { kind: 'file' as const, url: `${filesAt}/${uploadedVideo.id}` }
        : lesson.videoName
          ? { kind: 'file' as const, url: mediaUrl(lesson.videoName) }
          : null,
    files: [
      ...uploads
        .filter((file) => file.kind === 'download')
        .map((file) => ({ name: file.name, size: file.size, url: `${filesAt}/${file.id}` })),
      ...ids.flatMap((id) => {
        const file = files.find((row) => row.id === id)
        return file ? [{ name: file.name, size: file.size, url: mediaUrl(file.name) }] : []
      }),
    ],
  }
}

export type LessonContent = Awaited<ReturnType<typeof lessonContent>>

/** `https://www.youtube.com/watch?v=ID` or `https://youtu.be/ID` → the privacy-enhanced embed. */
export function youtubeEmbed(url: string) {
  const parsed = new URL(url)
  const id = parsed.hostname === 'youtu.be' ? parsed.pathname.slice(1) : parsed.searchParams.get('v')
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id ?? '')}`
}

interface LessonQuery {
  userId: string
  courseId: number
  lessonSlug: string
  now?: Date
  /** For the mail sent when this lesson finishes the course. */
  finish?: FinishContext
}

/** The learner's outline and, in it, the lesson with this slug (with its state). */
async function learnerLesson(db: Db, { userId, courseId, lessonSlug, now }: LessonQuery) {
  const outline = await learnerOutline(db, { userId, courseId, now })
  const lesson = outline?.sections.flatMap((s) => s.lessons).find((l) => l.slug === lessonSlug)
  return { outline, lesson }
}

export type OpenedLesson =
  | { kind: 'notEnrolled' }
  | { kind: 'notFound' }
  | { kind: 'locked'; lesson: { title: string }; state: LessonState; outline: LearnerOutline }
  | {
      kind: 'open'
      lesson: LessonContent & { id: number; slug: string; done: boolean }
      quiz: LearnerQuiz | null
      outline: LearnerOutline
    }

/** A lesson's quiz as its learner gets it: no right answers, no feedback before an attempt. */
export interface LearnerQuiz {
  questions: ReturnType<typeof questionsForLearner>
  passMark: number
  required: boolean
  standing: QuizStanding
}

/**
 * Opens a lesson for a learner: checks enrolment and the unlock rules on the server, and loads the
 * body only when the lesson may be read. Opening it records it as the place to continue from.
 */
export async function openLesson(
  db: Db,
  { userId, courseId, lessonSlug, filesAt, now = new Date() }: LessonQuery & { filesAt: string },
): Promise<OpenedLesson> {
  const { outline, lesson } = await learnerLesson(db, { userId, courseId, lessonSlug, now })
  if (!outline) return { kind: 'notEnrolled' }
  if (!lesson) return { kind: 'notFound' }
  if (!isReadable(lesson)) return { kind: 'locked', lesson: { title: lesson.title }, state: lesson, outline }
  await db
    .updateTable('enrollment')
    .set({ lastLessonId: lesson.id })
    .where('userId', '=', userId)
    .where('courseId', '=', courseId)
    .execute()
  const content = await lessonContent(db, lesson.id, filesAt)
  const quiz = await loadQuiz(db, lesson.id)
  return {
    kind: 'open',
    lesson: { ...content, id: lesson.id, slug: lesson.slug, done: lesson.state === 'done' },
    quiz: quiz?.questions.length ? await learnerQuiz(db, quiz, userId) : null,
    outline: { ...outline, resume: lesson.slug },
  }
}

/** The quiz as its learner gets it; questions are drawn only while another attempt may be made. */
async function learnerQuiz(db: Db, quiz: Quiz, userId: string): Promise<LearnerQuiz> {
  const standing = await quizStanding(db, quiz, userId)
  const open = !standing.passed && standing.left !== 0
  return {
    questions: open ? questionsForLearner(quiz, await attemptDraw(db, quiz, userId)) : [],
    passMark: quiz.passMark,
    required: quiz.required,
    standing,
  }
}

/** The lesson with this slug when the learner may read it now (no side effect), else null. */
export async function readableLesson(db: Db, query: LessonQuery) {
  const { lesson } = await learnerLesson(db, query)
  return lesson && isReadable(lesson) ? lesson : null
}

/**
 * Marks a readable lesson done; false when the learner may not (not enrolled, locked, the lesson
 * ends with a required quiz not passed yet: passing it marks the lesson done instead, or its
 * assignment waits for the coach's approval, which marks it done).
 */
export async function completeLesson(
  db: Db,
  { userId, courseId, lessonSlug, now = new Date(), finish }: LessonQuery,
) {
  const lesson = await readableLesson(db, { userId, courseId, lessonSlug, now })
  if (!lesson) return false
  const quiz = await loadQuiz(db, lesson.id)
  if (quiz?.required && quiz.questions.length && !(await quizStanding(db, quiz, userId)).passed) return false
  if (await awaitsApproval(db, { lessonId: lesson.id, userId })) return false
  await markDone(db, { userId, courseId, lessonId: lesson.id, now, finish })
  return true
}

/** Records the lesson done; when it was the course's last, the course is finished (certificate, mail). */
export async function markDone(
  db: Db,
  {
    userId,
    courseId,
    lessonId,
    now,
    finish = defaultFinishContext(),
  }: { userId: string; courseId: number; lessonId: number; now: Date; finish?: FinishContext },
) {
  await db
    .insertInto('lesson_progress')
    .values({ userId, lessonId, completedAt: now.toISOString() })
    .onConflict((oc) => oc.columns(['userId', 'lessonId']).doNothing())
    .execute()
  await finishIfCompleted(db, { userId, courseId, now, ...finish })
}

/**
 * A learner answers a readable lesson's quiz: graded on the server, one attempt used; passing marks
 * the lesson done (and may finish the course). Null when the lesson is not readable or has no quiz.
 */
export async function answerQuiz(db: Db, { form, ...query }: LessonQuery & { form: FormData }) {
  const now = query.now ?? new Date()
  const lesson = await readableLesson(db, query)
  const quiz = lesson ? await loadQuiz(db, lesson.id) : null
  if (!lesson || !quiz?.questions.length) return null
  const outcome = await recordAttempt(db, { quiz, userId: query.userId, form, now })
  if (outcome.kind === 'graded' && outcome.grade.passed)
    await markDone(db, {
      userId: query.userId,
      courseId: query.courseId,
      lessonId: lesson.id,
      now,
      finish: query.finish,
    })
  return outcome
}

/** The account page's list: each granted course with progress and where to continue. */
export async function purchasedCoursesWithProgress(db: Db, userId: string, now = new Date()) {
  const rows = await db
    .selectFrom('enrollment')
    .innerJoin('course', 'course.id', 'enrollment.courseId')
    .select(['course.id', 'course.slug', 'course.title', 'enrollment.purchasedAt'])
    .where('enrollment.userId', '=', userId)
    .orderBy('enrollment.purchasedAt', 'desc')
    .execute()
  return Promise.all(
    rows.map(async (row) => {
      const outline = await learnerOutline(db, { userId, courseId: row.id, now })
      return { ...row, done: outline?.done ?? 0, total: outline?.total ?? 0, resume: outline?.resume ?? null }
    }),
  )
}
