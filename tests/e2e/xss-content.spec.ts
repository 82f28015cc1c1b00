import { randomBytes } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import { createAccount, expect, readMail, signIn, test } from './auth-fixtures.ts'
import {
  asHtml,
  bodySlice,
  expectEscaped,
  expectInert,
  hostileDoc,
  markup,
  packs,
  part,
  post,
  query,
  single,
  watch,
} from './xss-watch.ts'

/**
 * Issue #37: the XSS corpus (tests/xss-corpus.ts) through every other kind of content that one
 * person stores and another is shown: drills, lessons and their quizzes, the curriculum, support
 * requests and answers, shared training sessions, and user names in the admin lists. As in
 * xss-forms.spec.ts, each payload is stored as typed, the HTML of every page that shows it never
 * holds its markup as is, and a sample of the pages is loaded in Chromium, where nothing may run
 * and no active element may appear.
 */
const RUN = randomBytes(4).toString('hex')
const WORD = `xss${RUN}`

test.describe.configure({ timeout: 180_000 })

async function signedIn(page: Page, role: 'admin' | 'user', fields: { email?: string } = {}) {
  const account = createAccount(role, fields)
  await signIn(page, account)
  return { request: page.request, account }
}

/** The id at the end of a saved record's address (`…/edit/12?saved=1`, `/account/sessions/7`). */
const idIn = (location: string | undefined) => Number(/\/(\d+)(?:\?saved=1)?$/.exec(location ?? '')?.[1])

async function saved(response: Awaited<ReturnType<APIRequestContext['post']>>, what: string) {
  expect(response.status(), `${what}: ${(await response.text()).slice(0, 300)}`).toBe(302)
  return response.headers()['location']
}

test('drills: title, objective and coaching lists → admin list, editor, public drill pages', async ({
  page,
}) => {
  const watcher = await watch(page)
  const { request } = await signedIn(page, 'admin')
  const titles = packs(200 - WORD.length - 1, undefined, part(0, 2))
  const objectives = packs(1000, titles.length, part(1, 2))
  const items = single.filter((payload) => payload.length <= 300)
  const lines = (i: number, offset: number) =>
    Array.from({ length: 6 }, (_, k) => items[(i * 18 + offset * 6 + k) % items.length]).join('\n')
  const slugs: string[] = []
  for (const [i, title] of titles.entries()) {
    const slug = `xss-${i}-${RUN}`
    const location = await saved(
      await post(request, '/admin/drills/create', {
        title: `${WORD} ${title}`,
        slug,
        objective: objectives[i] ?? 'x',
        programme: 'infantil',
        ageMin: '10',
        ageMax: '12',
        playersMin: '4',
        playersMax: '8',
        spaceLength: '20',
        spaceWidth: '20',
        durationMinutes: '10',
        intensity: 'low',
        coachingPoints: lines(i, 0),
        variations: lines(i, 1),
        progressions: lines(i, 2),
        status: i === 0 ? 'published' : 'draft',
        'diagrams[0]': JSON.stringify({ version: 1, pitch: 'half', objects: [] }),
      }),
      title,
    )
    expect(location).toMatch(/^\/admin\/drills\/edit\/\d+/)
    slugs.push(slug)
  }
  const stored = query<{ title: string; objective: string }>(
    `select title, objective from drill where slug like 'xss-%-${RUN}' order by id`,
  )
  expect(stored.map((row) => row.title)).toEqual(titles.map((title) => `${WORD} ${title}`))
  expect(stored.map((row) => row.objective)).toEqual(objectives)

  await expectInert(page, watcher, `/admin/drills?q=${WORD}`, WORD)
  await expectInert(page, watcher, `/ejercicios/${slugs[0]}`, objectives[0])
  await expectInert(page, watcher, `/ejercicios?q=${WORD}`, titles[0])
  const [first] = query<{ id: number }>(`select id from drill where slug = ?`, slugs[1])
  await expectInert(page, watcher, `/admin/drills/edit/${first?.id}`, objectives[1])
  await expectEscaped(request, `/ejercicios/${slugs[0]}`, asHtml(objectives[0] ?? ''))
  // Back to drafts, so the other specs' counts of published drills hold.
  const [published] = query<{ id: number }>(`select id from drill where slug = ?`, slugs[0])
  expect(
    (await post(request, '/admin/drills', { intent: 'unpublish', ids: String(published?.id) })).status(),
  ).toBeLessThan(400)
})

test('lessons and quizzes: course, lesson title and body, quiz prompts and choices → the coach and an enrolled learner', async ({
  page,
  browser,
}) => {
  const watcher = await watch(page)
  const { request } = await signedIn(page, 'admin')
  const courseSlug = `xss-curso-${RUN}`
  const courseLocation = await saved(
    await post(request, '/admin/courses/create', {
      intent: 'course',
      title: `${WORD} ${packs(190 - WORD.length, 1, part(0, 4))[0]}`,
      slug: courseSlug,
      summary: packs(1000, 1, part(1, 4))[0] ?? '',
      level: 'beginner',
      priceText: packs(80, 1, part(2, 4))[0] ?? '',
      status: 'published',
    }),
    'course',
  )
  const courseId = idIn(courseLocation)
  const edit = `/admin/courses/edit/${courseId}`
  expect(
    (await post(request, edit, { intent: 'addSection', title: packs(200, 1, part(3, 4))[0] ?? '' })).status(),
  ).toBeLessThan(400)
  const [section] = query<{ id: number }>('select id from course_section where courseId = ?', courseId)
  const lessonTitles = packs(200, 3, part(0, 2))
  const lessons: Array<{ id: number; slug: string }> = []
  for (const [i, title] of lessonTitles.entries()) {
    expect(
      (
        await post(request, edit, {
          intent: 'addLesson',
          sectionId: String(section?.id),
          title: `Lección ${i}`,
        })
      ).status(),
    ).toBeLessThan(400)
    const [lesson] = query<{ id: number }>(
      'select id from course_lesson where sectionId = ? order by id desc limit 1',
      section?.id,
    )
    const slug = `xss-leccion-${i}-${RUN}`
    const [{ version } = { version: 0 }] = query<{ version: number }>(
      'select version from course_lesson where id = ?',
      lesson?.id,
    )
    await saved(
      await post(request, `/admin/courses/${courseId}/lessons/${lesson?.id}`, {
        title,
        slug,
        body: hostileDoc(bodySlice(i, 40)),
        durationMinutes: '10',
        unlockRule: 'none',
        version: String(version),
      }),
      title,
    )
    lessons.push({ id: lesson?.id ?? 0, slug })
  }
  // The quiz of the first lesson: prompts, choices and feedback share the corpus out.
  const prompts = packs(500, 6, part(0, 3))
  const choices = packs(200, 12, part(1, 3))
  const feedback = packs(400, 12, part(2, 3))
  const quiz = `/admin/courses/${courseId}/lessons/${lessons[0]?.id}/quiz`
  for (const [q, prompt] of prompts.entries()) {
    const response = await post(request, quiz, {
      intent: 'question',
      kind: 'single',
      prompt,
      choice0: choices[q * 2] ?? 'a',
      choice1: choices[q * 2 + 1] ?? 'b',
      correct0: 'on',
      feedback0: feedback[q * 2] ?? '',
      feedback1: feedback[q * 2 + 1] ?? '',
    })
    expect(response.status(), prompt).toBeLessThan(400)
  }
  const learner = createAccount('user')
  expect(
    (
      await post(request, `/admin/courses/${courseId}/access`, { intent: 'enrol', email: learner.email })
    ).status(),
  ).toBeLessThan(400)

  // The coach's screens.
  await expectInert(page, watcher, edit, lessonTitles[0])
  await expectInert(page, watcher, `/admin/courses/${courseId}/lessons/${lessons[1]?.id}`)
  await expectInert(
    page,
    watcher,
    `/admin/courses/${courseId}/lessons/${lessons[0]?.id}/preview`,
    lessonTitles[0],
  )
  await expectInert(page, watcher, quiz, prompts[0])
  await expectInert(page, watcher, `/admin/courses/${courseId}/access`, learner.email)
  for (const lesson of lessons)
    await expectEscaped(request, `/admin/courses/${courseId}/lessons/${lesson.id}/preview`)

  // The learner's: the course page and every lesson, with the quiz.
  const learnerContext = await browser.newContext()
  const learnerPage = await learnerContext.newPage()
  const learnerWatcher = await watch(learnerPage)
  await signIn(learnerPage, learner)
  await expectInert(learnerPage, learnerWatcher, `/cursos/${courseSlug}`, lessonTitles[2])
  for (const [i, lesson] of lessons.entries())
    await expectInert(learnerPage, learnerWatcher, `/cursos/${courseSlug}/${lesson.slug}`, lessonTitles[i])
  await expectInert(learnerPage, learnerWatcher, `/cursos/${courseSlug}/${lessons[0]?.slug}`, prompts[5])
  for (const lesson of lessons)
    await expectEscaped(learnerPage.request, `/cursos/${courseSlug}/${lesson.slug}`)
  await learnerContext.close()
  // Back to a draft, so the other specs' catalogue holds only their own courses.
  const [course] = query<{ version: number }>('select version from course where id = ?', courseId)
  await saved(
    await post(request, edit, {
      intent: 'course',
      title: `${WORD} curso`,
      slug: courseSlug,
      level: 'beginner',
      status: 'draft',
      version: String(course?.version),
    }),
    'unpublish the course',
  )
})

test('curriculum: objective titles and descriptions, week themes and notes → the coach’s curriculum', async ({
  page,
}) => {
  const watcher = await watch(page)
  const { request } = await signedIn(page, 'admin')
  const band = { programme: 'elite', ageBand: '19' }
  const titles = packs(160, 8, part(0, 2))
  const descriptions = packs(1000, titles.length, part(1, 2))
  for (const [i, title] of titles.entries()) {
    const response = await post(request, '/admin/curriculum', {
      intent: 'addObjective',
      ...band,
      phase: 'attack',
      title: `${WORD} ${title}`.slice(0, 160),
      description: descriptions[i] ?? '',
    })
    expect(response.status(), title).toBeLessThan(400)
  }
  const themes = packs(160, 4, part(1, 2))
  const notes = packs(500, themes.length, part(0, 2))
  for (const [i, theme] of themes.entries()) {
    const response = await post(request, '/admin/curriculum', {
      intent: 'addWeek',
      ...band,
      week: String(40 + i), // weeks the demo season does not use
      theme,
      notes: notes[i] ?? '',
    })
    expect(response.status(), theme).toBeLessThan(400)
  }
  const stored = query<{ title: string }>(
    `select title from curriculum_objective where title like '${WORD}%'`,
  )
  expect(stored).toHaveLength(titles.length)
  const target = `/admin/curriculum?programme=${band.programme}&age=${band.ageBand}`
  await expectInert(page, watcher, target, WORD)
  await expectEscaped(request, target, asHtml(themes[0] ?? ''))
  // The programme page shows the curriculum to every visitor.
  await expectInert(page, watcher, `/${band.programme}?age=${band.ageBand}`, WORD)
  await expectEscaped(request, `/${band.programme}?age=${band.ageBand}`, asHtml(descriptions[0] ?? ''))
})

test('support: a user’s subject and message → the coach’s list and request; the coach’s answer → the user’s account and e-mail', async ({
  page,
  browser,
}) => {
  const { request: userRequest, account: user } = await signedIn(page, 'user')
  const userWatcher = await watch(page)
  const subjects = packs(150, 6, part(0, 2))
  const messages = packs(5000, subjects.length, part(1, 2))
  for (const [i, subject] of subjects.entries()) {
    const response = await post(userRequest, '/account/support', {
      subject: `${WORD} ${subject}`.slice(0, 150),
      message: messages[i] ?? 'x',
    })
    expect(response.status(), subject).toBeLessThan(400)
  }
  const requests = query<{ id: number }>(
    `select id from support_request where subject like '${WORD}%' order by id`,
  )
  expect(requests).toHaveLength(subjects.length)

  const coachContext = await browser.newContext()
  const coach = await coachContext.newPage()
  const coachWatcher = await watch(coach)
  await signIn(coach, createAccount('admin'))
  await expectInert(coach, coachWatcher, '/admin/support', WORD)
  const answer = packs(5000, 1)[0] ?? ''
  for (const [i, { id }] of requests.entries()) {
    if (i === 0) await expectInert(coach, coachWatcher, `/admin/support/${id}`, messages[0])
    else await expectEscaped(coach.request, `/admin/support/${id}`, asHtml(messages[i] ?? ''))
  }
  const answered = await post(coach.request, `/admin/support/${requests[0]?.id}`, {
    intent: 'answer',
    answer,
  })
  expect(answered.status()).toBeLessThan(400)
  await coachContext.close()

  await expectInert(page, userWatcher, '/account/support', answer.split('\n')[0])
  const mail = await readMail(user.email, new RegExp(WORD))
  expect(markup.filter((payload) => mail.html.includes(payload))).toEqual([])
})

test('shared training sessions: title, notes and block titles → the owner’s editor and print view, and the shared page a visitor opens', async ({
  page,
  browser,
}) => {
  const watcher = await watch(page)
  const { request } = await signedIn(page, 'user')
  const location = await saved(
    await post(request, '/account/sessions', {
      intent: 'create',
      title: `${WORD} ${packs(110 - WORD.length, 1, part(0, 3))[0]}`.slice(0, 120),
      notes: packs(2000, 1, part(1, 3))[0] ?? '',
      players: '12',
    }),
    'session',
  )
  const sessionId = idIn(location)
  const editor = `/account/sessions/${sessionId}`
  const blockTitles = packs(120, 10, part(2, 3))
  for (const title of blockTitles) {
    const response = await post(request, editor, { intent: 'addBlock', title, phase: 'main', minutes: '5' })
    expect(response.status(), title).toBeLessThan(400)
  }
  expect((await post(request, editor, { intent: 'share' })).status()).toBeLessThan(400)
  const [shared] = query<{ shareToken: string | null }>(
    'select shareToken from training_session where id = ?',
    sessionId,
  )
  expect(shared?.shareToken).toBeTruthy()

  await expectInert(page, watcher, editor, blockTitles[0])
  await expectInert(page, watcher, `${editor}/print`, blockTitles[9])
  await expectInert(page, watcher, '/account/sessions', WORD)
  const visitorContext = await browser.newContext()
  const visitor = await visitorContext.newPage()
  const visitorWatcher = await watch(visitor)
  await expectInert(visitor, visitorWatcher, `/sesiones/compartida/${shared?.shareToken}`, blockTitles[5])
  await expectEscaped(
    visitor.request,
    `/sesiones/compartida/${shared?.shareToken}`,
    asHtml(blockTitles[1] ?? ''),
  )
  await visitorContext.close()
})

test('user names → the admin’s people list, a person’s page and the audit log', async ({ page }) => {
  const watcher = await watch(page)
  const { request } = await signedIn(page, 'admin')
  // Stored as older versions of the site may have stored them: names are shown, whatever they hold.
  const names = packs(100, undefined, part(0, 2))
  const lastNames = packs(100, names.length, part(1, 2))
  const people = names.map((name, i) =>
    createAccount('user', { name, lastName: lastNames[i] ?? '', email: `${WORD}.${i}@example.com` }),
  )
  for (let n = 1; n <= Math.ceil(people.length / 20); n++)
    await expectInert(page, watcher, `/admin/users?q=${WORD}&page=${n}`, WORD)
  const ids = query<{ id: string; email: string }>(
    `select id, email from user where email like '${WORD}.%' order by email`,
  )
  expect(ids).toHaveLength(people.length)
  for (const [i, { id }] of ids.entries()) {
    if (i === 0) await expectInert(page, watcher, `/admin/users/${id}`)
    else if (i % 5 === 0) await expectEscaped(request, `/admin/users/${id}`)
  }
  // An admin action on a person puts their name in the audit log.
  const suspend = await post(request, `/admin/users/${ids[0]?.id}`, { intent: 'suspend', reason: 'Prueba' })
  expect(suspend.status()).toBeLessThan(400)
  await expectInert(page, watcher, '/admin/audit')
})
