import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createScratchDatabase, engines, type ScratchDatabase } from '#tests/db.ts'
import { appOnDatabase, TEST_PASSWORD as PASSWORD } from '#tests/app-on-database.ts'
import { siteRequest } from '#tests/identity.ts'
import { singleLinePayloads } from '#tests/xss-corpus.ts'

/**
 * Issue #14: a NUL byte in a text column makes PostgreSQL refuse the whole statement (a 500 before
 * the fix). Every form now answers 400 with a translated message instead, on both engines, and
 * stores nothing; text with markup is stored exactly as typed.
 */

const NUL = 'Ana\u0000María'
const CONTROL_ERROR = 'validation:controlCharacters'

async function loadApp(url: string) {
  const { connection, cookieFor } = await appOnDatabase(url)
  const { issueFillToken } = await import('#server/contact/fill-token.server.ts')
  return {
    connection,
    cookie: await cookieFor('admin', 'coach@example.com'),
    /** A contact form start time old enough for the "filled too fast" rule. */
    fillToken: () => issueFillToken(Date.now() - 60_000),
    routes: {
      contact: await import('#app/routes/public/contact.tsx'),
      signUp: await import('#app/routes/auth/signup.tsx'),
      settings: await import('#app/routes/account/settings.tsx'),
      postEditor: await import('#app/routes/admin/post-editor.tsx'),
      conceptEditor: await import('#app/routes/admin/concept-editor.tsx'),
    },
  }
}
type App = Awaited<ReturnType<typeof loadApp>>
type Action = (args: never) => Promise<unknown>

interface Answer {
  status: number
  errors: Record<string, string[] | null>
}

/** Posts a form to a route's action; the status and field errors it answered (thrown or returned). */
async function submit(
  action: Action,
  path: string,
  form: Record<string, string>,
  cookie?: string,
): Promise<Answer> {
  const request = new Request(siteRequest(path, { method: 'POST', cookie }), {
    body: new URLSearchParams(form),
  })
  const args = { request, params: {}, context: { requestId: 'test', clientIp: '192.0.2.7', cspNonce: '' } }
  let answer: unknown
  try {
    answer = await action(args as never)
  } catch (thrown) {
    answer = thrown
  }
  if (answer instanceof Response) return { status: answer.status, errors: {} }
  const { data: body, init } = answer as {
    data?: { result?: { error?: Answer['errors'] } }
    init?: { status?: number }
  }
  return { status: init?.status ?? 200, errors: body?.result?.error ?? {} }
}

describe.each(engines)('control characters on %s', (engine) => {
  let scratch: ScratchDatabase
  let app: App
  beforeAll(async () => {
    scratch = await createScratchDatabase(engine)
    app = await loadApp(scratch.url)
  })
  afterAll(async () => {
    await app.connection.close()
    await scratch.drop()
  })

  const count = async (table: 'contact_message' | 'user' | 'post' | 'concept') =>
    Number(
      (
        await app.connection.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )

  test('the database itself: PostgreSQL refuses a NUL in text, SQLite keeps it', async () => {
    const insert = app.connection.db
      .insertInto('contact_message')
      .values({ name: NUL, email: 'a@example.com', subject: 'x', message: 'x', locale: 'es', consentAt: 'x' })
      .execute()
    if (engine === 'postgres') await expect(insert).rejects.toThrow(/0x00|invalid byte sequence/)
    else {
      await insert
      await app.connection.db.deleteFrom('contact_message').execute()
    }
  })

  test('every form answers 400 with the translated message and stores nothing', async () => {
    const { contact, signUp, settings, postEditor, conceptEditor } = app.routes
    const before = await Promise.all([
      count('contact_message'),
      count('user'),
      count('post'),
      count('concept'),
    ])
    const answers: [string, Answer][] = [
      [
        'contact',
        await submit(contact.action, '/contacto', {
          name: NUL,
          email: 'ana@example.com',
          subject: 'Horarios\u0000',
          message: 'Quería preguntar por los horarios\u0000 del grupo juvenil.',
          consent: 'on',
          formStartedAt: app.fillToken(),
        }),
      ],
      [
        'signUp',
        await submit(signUp.action, '/auth/boxed-signup', {
          name: NUL,
          lastName: 'Ruiz',
          email: 'ana@example.com',
          password: PASSWORD,
          confirmPassword: PASSWORD,
          acceptTerms: 'on',
        }),
      ],
      [
        'profile',
        await submit(
          settings.action,
          '/account-settings',
          { intent: 'profile', name: NUL, lastName: 'Ruiz', address: 'Calle\u0000 1', locale: 'es' },
          app.cookie,
        ),
      ],
      [
        'post',
        await submit(
          postEditor.action,
          '/admin/posts/create',
          { intent: 'save', title: NUL, excerpt: 'a\u0000', status: 'draft', content: '{"type":"doc"}' },
          app.cookie,
        ),
      ],
      [
        'post body',
        await submit(
          postEditor.action,
          '/admin/posts/create',
          {
            intent: 'save',
            title: 'Rondos',
            status: 'draft',
            content: JSON.stringify({
              type: 'doc',
              content: [{ type: 'paragraph', content: [{ type: 'text', text: NUL }] }],
            }),
          },
          app.cookie,
        ),
      ],
      [
        'concept',
        await submit(
          conceptEditor.action,
          '/admin/concepts/create',
          {
            intent: 'save',
            term: NUL,
            kind: 'concepto',
            category: 'tactica',
            status: 'draft',
            body: '{"type":"doc"}',
          },
          app.cookie,
        ),
      ],
    ]
    for (const [form, answer] of answers) {
      expect(answer.status, form).toBe(400)
      expect(Object.values(answer.errors).flat(), form).toContain(CONTROL_ERROR)
    }
    const after = await Promise.all([
      count('contact_message'),
      count('user'),
      count('post'),
      count('concept'),
    ])
    expect(after).toEqual(before)
    const admin = await app.connection.db.selectFrom('user').select('name').executeTakeFirstOrThrow()
    expect(admin.name).toBe('Ana')
  })

  test('markup is stored exactly as typed (escaping is the pages’ job)', async () => {
    const [name = '', subject = '', ...rest] = singleLinePayloads(100).filter(
      (payload) => payload.length >= 3,
    )
    const message = rest.slice(0, 40).join('\n')
    const contact = await submit(app.routes.contact.action, '/contacto', {
      name,
      email: 'ana@example.com',
      subject,
      message,
      consent: 'on',
      formStartedAt: app.fillToken(),
    })
    expect(contact.status).toBe(302)
    const stored = await app.connection.db
      .selectFrom('contact_message')
      .select(['name', 'subject', 'message'])
      .executeTakeFirstOrThrow()
    expect(stored).toEqual({ name, subject, message })

    const profile = await submit(
      app.routes.settings.action,
      '/account-settings',
      { intent: 'profile', name: subject, lastName: name, locale: 'es' },
      app.cookie,
    )
    expect(profile.status).toBe(200)
    const admin = await app.connection.db
      .selectFrom('user')
      .select(['name', 'lastName'])
      .executeTakeFirstOrThrow()
    expect(admin).toEqual({ name: subject, lastName: name })
  })
})
