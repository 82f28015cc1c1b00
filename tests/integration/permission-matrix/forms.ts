import { parseWithZod } from '@conform-to/zod/v4'
import type { z } from 'zod'
import { emptyDiagram } from '#app/schemas/diagram.ts'
import type { Fields } from './site.ts'
import type { Records } from './records.ts'

/** What a form's fields must pass: the route's own schema, read the way its action reads the form. */
export type Validity = (form: FormData) => boolean

/** A Conform form: the action runs `parseWithZod(formData, { schema })`. */
export const conform =
  (schema: z.ZodType): Validity =>
  (form) =>
    parseWithZod(form, { schema }).status === 'success'

/** A plain form: the action parses `Object.fromEntries(formData)`. */
export const plain =
  (schema: z.ZodType): Validity =>
  (form) =>
    schema.safeParse(Object.fromEntries(form)).success

export const STRONG_PASSWORD = 'Rondo-de-cuatro-contra-uno-77'

export const richText = (text: string) =>
  JSON.stringify({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] })

export const editorFields = {
  post: (title: string): Fields => ({
    title,
    status: 'draft',
    content: richText('Presionar juntos tras perder el balón.'),
  }),
  concept: (term: string): Fields => ({
    term,
    kind: 'concepto',
    category: 'tactica',
    status: 'draft',
    position: '3',
    body: richText('Ocupar el ancho del campo para abrir espacios.'),
  }),
  translation: (title: string): Fields => ({
    title,
    status: 'draft',
    body: richText('Press together after losing the ball.'),
  }),
  /** A drill's translation: words only, the diagram's drawing stays the Spanish one. */
  drillTranslation: (title: string): Fields => ({
    title,
    status: 'draft',
    summary: 'Keep the ball under pressure.',
    coachingPoints: 'Two passing lanes\nOpen body shape',
    'diagrams[0].title': 'Rondo',
  }),
  drill: (title: string): Fields => ({
    title,
    objective: 'Conservar el balón ante la presión.',
    programme: 'infantil',
    ageMin: '10',
    ageMax: '12',
    playersMin: '6',
    playersMax: '10',
    spaceLength: '20',
    spaceWidth: '20',
    durationMinutes: '15',
    intensity: 'medium',
    equipment: ['balls', 'cones'],
    coachingPoints: 'Perfilarse antes de recibir',
    diagrams: [JSON.stringify({ ...emptyDiagram(), title: 'Rondo 4 contra 1' })],
    // Published: the sessions' forms add the edited drill afterwards.
    status: 'published',
  }),
  course: (title: string): Fields => ({ intent: 'course', title, level: 'beginner', status: 'draft' }),
}

/** A small PDF, told by its first bytes. */
export const pdfFile = () =>
  new File(['%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n'], 'ficha.pdf', { type: 'application/pdf' })

/** Rows of the database the forms name by what they are, looked up when the form is sent. */
export const lookup = {
  async blocks(r: Records, sessionId: number) {
    return r.db
      .selectFrom('training_session_block')
      .select('id')
      .where('sessionId', '=', sessionId)
      .orderBy('position')
      .execute()
      .then((rows) => rows.map((row) => String(row.id)))
  },
  /** The version an editor loaded: the record's current one (an older one is a conflict). */
  async version(
    r: Records,
    table: 'post' | 'concept' | 'drill' | 'course' | 'course_lesson' | 'event',
    id: number,
  ) {
    const row = await r.db.selectFrom(table).select('version').where('id', '=', id).executeTakeFirstOrThrow()
    return String(row.version)
  },
  async postRevision(r: Records) {
    const post = await r.db
      .selectFrom('post')
      .select('version')
      .where('id', '=', r.edit.postId)
      .executeTakeFirstOrThrow()
    const revision = await r.db
      .selectFrom('post_revision')
      .select('id')
      .where('postId', '=', r.edit.postId)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    return { revisionId: String(revision.id), version: String(post.version) }
  },
  async objective(r: Records, title?: string) {
    let query = r.db.selectFrom('curriculum_objective').select('id').orderBy('id')
    if (title) query = query.where('title', '=', title)
    return String((await query.executeTakeFirstOrThrow()).id)
  },
  async week(r: Records, theme?: string) {
    let query = r.db.selectFrom('season_week').select('id').orderBy('id')
    if (theme) query = query.where('theme', '=', theme)
    return String((await query.executeTakeFirstOrThrow()).id)
  },
  async section(r: Records, title?: string) {
    let query = r.db.selectFrom('course_section').select('id').where('courseId', '=', r.adminCourse.id)
    if (title) query = query.where('title', '=', title)
    return (await query.orderBy('position').execute()).map((row) => String(row.id))
  },
  async lesson(r: Records, title: string) {
    const row = await r.db
      .selectFrom('course_lesson')
      .select('id')
      .where('title', '=', title)
      .executeTakeFirstOrThrow()
    return String(row.id)
  },
  async lessonFile(r: Records) {
    const row = await r.db
      .selectFrom('lesson_file')
      .select('id')
      .where('lessonId', '=', r.adminCourse.lessonId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    return String(row.id)
  },
  async questions(r: Records, lessonId: number) {
    const row = await r.db
      .selectFrom('lesson_quiz')
      .select('questions')
      .where('lessonId', '=', lessonId)
      .executeTakeFirstOrThrow()
    return JSON.parse(row.questions) as Array<{
      id: string
      prompt: string
      kind: string
      choices: Array<{ id: string; correct: boolean }>
    }>
  },
  async oldestSession(r: Records, email: string) {
    const row = await r.db
      .selectFrom('session')
      .select('id')
      .where('userId', '=', await r.userIdOf(email))
      .orderBy('createdAt')
      .executeTakeFirstOrThrow()
    return row.id
  },
}
