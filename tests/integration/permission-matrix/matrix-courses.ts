import { AssignmentSettingsSchema, ReviewSchema, SubmissionSchema } from '#app/schemas/assignments.ts'
import { CertificateAdminSchema } from '#app/schemas/certificates.ts'
import { AccessAdminSchema, CourseSchema, LessonSchema, SyllabusSchema } from '#app/schemas/courses.ts'
import { CourseTranslationSchema } from '#app/schemas/course-translation.ts'
import { LessonFileActionSchema } from '#app/schemas/lesson-files.ts'
import { QuizAdminSchema } from '#app/schemas/quiz.ts'
import { form, type MatrixEntry } from './entry.ts'
import { conform, editorFields, lookup, pdfFile, plain, richText } from './forms.ts'
import type { Records } from './records.ts'

const courseUrl = (r: Records) => `/admin/courses/edit/${r.adminCourse.id}`
const lessonUrl = (r: Records, lessonId: number, tail = '') =>
  `/admin/courses/${r.adminCourse.id}/lessons/${lessonId}${tail}`
const quizQuestion = async (r: Records, index: number) =>
  (await lookup.questions(r, r.adminCourse.quizLessonId))[index]?.id ?? ''
const NEW_QUESTION = 'La presión tras pérdida dura cinco segundos.'

/** The admin's course screens: the course, its syllabus, access, certificates, lessons. */
export const COURSE_ADMIN_ACTIONS: Record<string, MatrixEntry> = {
  'admin-course-create': {
    who: 'admin',
    url: () => '/admin/courses/create',
    forms: [form('course', () => editorFields.course('Curso de la matriz'), conform(CourseSchema))],
  },
  'admin-course-translation': {
    who: 'admin',
    url: (r) => `${courseUrl(r)}/translations/de`,
    forms: [
      form(
        'save',
        (r) => ({
          intent: 'save',
          title: 'Die Saison planen',
          status: 'draft',
          summary: 'Ein Kurs über die Saisonplanung.',
          'lessons[0].id': String(r.adminCourse.lessonId),
          'lessons[0].title': 'Erste Lektion',
        }),
        conform(CourseTranslationSchema),
      ),
    ],
  },
  'admin-course-edit': {
    who: 'admin',
    url: courseUrl,
    forms: [
      form(
        'course',
        async (r) => ({
          ...editorFields.course('Planificar la temporada, revisado'),
          version: await lookup.version(r, 'course', r.adminCourse.id),
        }),
        conform(CourseSchema),
      ),
      form(
        'addSection',
        () => ({ intent: 'addSection', title: 'Sección de la matriz' }),
        plain(SyllabusSchema),
      ),
      form(
        'addLesson',
        async (r) => ({
          intent: 'addLesson',
          sectionId: (await lookup.section(r, 'Sección de la matriz'))[0] ?? '',
          title: 'Lección de la matriz',
        }),
        plain(SyllabusSchema),
      ),
      form(
        'reorder',
        async (r) => ({
          intent: 'reorder',
          kind: 'sections',
          ids: (await lookup.section(r)).reverse().join(','),
        }),
        plain(SyllabusSchema),
      ),
      form(
        'deleteLesson',
        async (r) => ({ intent: 'deleteLesson', lessonId: await lookup.lesson(r, 'Lección de la matriz') }),
        plain(SyllabusSchema),
      ),
      form(
        'deleteSection',
        async (r) => ({
          intent: 'deleteSection',
          sectionId: (await lookup.section(r, 'Sección de la matriz'))[0] ?? '',
        }),
        plain(SyllabusSchema),
      ),
    ],
  },
  'routes/admin/course-access.tsx': {
    who: 'admin',
    url: (r) => `/admin/courses/${r.adminCourse.id}/access`,
    forms: [
      form(
        'approve',
        (r) => ({ intent: 'approve', requestId: String(r.accessRequests.approve) }),
        conform(AccessAdminSchema),
      ),
      form(
        'refuse',
        (r) => ({ intent: 'refuse', requestId: String(r.accessRequests.refuse) }),
        conform(AccessAdminSchema),
      ),
      form('enrol', (r) => ({ intent: 'enrol', email: r.emails.lockedAdmin }), conform(AccessAdminSchema)),
      form(
        'createCodes',
        () => ({ intent: 'createCodes', count: '2', maxUses: '5' }),
        conform(AccessAdminSchema),
      ),
    ],
  },
  'routes/admin/course-certificates.tsx': {
    who: 'admin',
    url: (r) => `/admin/courses/${r.adminCourse.id}/certificates`,
    forms: [
      form('issue', (r) => ({ intent: 'issue', email: r.emails.user }), conform(CertificateAdminSchema)),
      form(
        'revoke',
        (r) => ({ intent: 'revoke', certificateId: r.certificateId, reason: 'Emitido por error.' }),
        conform(CertificateAdminSchema),
      ),
    ],
  },
  'routes/admin/lesson-editor.tsx': {
    who: 'admin',
    url: (r) => lessonUrl(r, r.adminCourse.lessonId),
    forms: [
      form(
        'save',
        async (r) => ({
          title: 'Objetivos de la temporada, revisado',
          body: richText('Tres objetivos, no diez.'),
          durationMinutes: '12',
          unlockRule: 'none',
          version: await lookup.version(r, 'course_lesson', r.adminCourse.lessonId),
        }),
        conform(LessonSchema),
      ),
    ],
  },
  'routes/admin/lesson-files.tsx': {
    who: 'admin',
    url: (r) => lessonUrl(r, r.adminCourse.lessonId, '/files'),
    forms: [
      form(
        'upload',
        () => ({ intent: 'upload', kind: 'download', file: pdfFile() }),
        conform(LessonFileActionSchema),
      ),
      form(
        'delete',
        async (r) => ({ intent: 'delete', fileId: await lookup.lessonFile(r) }),
        conform(LessonFileActionSchema),
      ),
    ],
  },
  'routes/admin/lesson-assignment.tsx': {
    who: 'admin',
    url: (r) => lessonUrl(r, r.adminCourse.lessonId, '/assignment'),
    forms: [
      form(
        'settings',
        () => ({
          kind: 'file',
          instructions: 'Sube tu plan de la semana.',
          fileTypes: ['pdf', 'image'],
          maxMegabytes: '10',
          maxPoints: '10',
          approvalCompletes: 'on',
        }),
        conform(AssignmentSettingsSchema),
      ),
    ],
  },
  'routes/admin/assignment-detail.tsx': {
    who: 'admin',
    url: (r) => `/admin/assignments/${r.submissions.approve}`,
    forms: [
      form(
        'return',
        () => ({ intent: 'return', feedback: 'Falta el calentamiento.', points: '4' }),
        conform(ReviewSchema),
        { at: (r) => `/admin/assignments/${r.submissions.return}` },
      ),
      form('approve', () => ({ intent: 'approve', points: '9' }), conform(ReviewSchema)),
    ],
  },
  // The learner's upload: only the enrolled learner sends (the others may not read the lesson: 403).
  'routes/resources/assignment-submit.ts': {
    who: 'learner',
    url: (r) => `/cursos/${r.learnerCourse.slug}/${r.learnerCourse.lessons[0]}/tarea`,
    resource: { method: 'POST' },
    forms: [form('submit', () => ({ file: pdfFile(), note: 'Mi plan.' }), conform(SubmissionSchema))],
  },
  'routes/admin/lesson-quiz.tsx': {
    who: 'admin',
    url: (r) => lessonUrl(r, r.adminCourse.quizLessonId, '/quiz'),
    forms: [
      form(
        'settings',
        () => ({ intent: 'settings', passMark: '80', maxAttempts: '3', required: 'on' }),
        conform(QuizAdminSchema),
      ),
      form(
        'question',
        () => ({
          intent: 'question',
          kind: 'truefalse',
          prompt: NEW_QUESTION,
          choice0: 'Verdadero',
          correct0: 'on',
          choice1: 'Falso',
        }),
        conform(QuizAdminSchema),
      ),
      form(
        'moveDown',
        async (r) => ({ intent: 'moveDown', questionId: await quizQuestion(r, 0) }),
        conform(QuizAdminSchema),
      ),
      form(
        'moveUp',
        async (r) => ({ intent: 'moveUp', questionId: await quizQuestion(r, 1) }),
        conform(QuizAdminSchema),
      ),
      form(
        'deleteQuestion',
        async (r) => ({ intent: 'deleteQuestion', questionId: await quizQuestion(r, 0) }),
        conform(QuizAdminSchema),
      ),
      form('deleteQuiz', () => ({ intent: 'deleteQuiz' }), conform(QuizAdminSchema)),
    ],
  },
}
