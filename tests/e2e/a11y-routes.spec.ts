import { createHash, randomBytes, randomUUID } from 'node:crypto'
import path from 'node:path'
import type { Page } from '@playwright/test'
import Database from 'better-sqlite3'
import { createAccount, E2E_SESSION_SECRET, expect, signIn, test } from './auth-fixtures.ts'
import { violations } from './axe.ts'
import { insertEvent } from './event-fixtures.ts'
import { hydrated } from './hydrated.ts'
import { pageRoutes, type PageRoute } from './page-routes.ts'
import { renderRichText } from '#server/content/rich-text.server.ts'
import { pathLanguage } from '#app/i18n/content-languages.ts'
import { htmlLang } from '#app/i18n/languages.ts'
import { issueBody } from '#server/newsletter/newsletter-mails.server.ts'
import { answerKeyOf, answerToken } from '#server/teams/answer-token.server.ts'
import { editorDoc } from '#tests/rich-text-corpus.ts'

/**
 * Issue #14: no axe-core finding on any page of the route table, for every role that may see it, at
 * phone and desktop widths, in light and dark, in Spanish and Arabic; plus the interactive states
 * (menus, editor dialogs, forms showing their errors). The theme follows the emulated system
 * colour scheme, so light and dark (and both widths) are checked on one page load.
 */

type Role = 'visitor' | 'user' | 'admin'

interface Records {
  postId: number
  postSlug: string
  conceptId: number
  conceptSlug: string
  messageId: number
  /** The signed-in account's own order of that course, waiting for Stripe (the return page's state). */
  orderNumber: string
  /** A published demo course and its first lesson. */
  course: { id: number; slug: string; lessonId: number; lessonSlug: string }
  /** A published demo drill. */
  drill: { id: number; slug: string }
  /** A demo drill's English version (content/demo/en/drills): its drill's id and its own slug. */
  englishDrill: { id: number; slug: string }
  /** The verification code of a revoked certificate (the page's fullest state). */
  certificateCode: string
  /** An answered support request. */
  supportId: number
  /** A learner with a certificate and a support request (the users screen's fullest page). */
  learnerId: string
  /** A training session of the signed-in account (none for a visitor). */
  sessionId: number
  /** The learner's waiting assignment submission, after a returned one (the review's fullest page). */
  submissionId: number
  /** A published event with a confirmed registration, and the token of a place offered to the learner. */
  event: { id: number; slug: string }
  offerToken: string
  /** The signed-in account's order of a paid event place, waiting for Stripe (the return page's state). */
  placeOrderNumber: string
  /** A pending subscriber's confirmation token and unsubscribe token, and an archived issue. */
  newsletter: { confirmToken: string; unsubscribeToken: string; issueId: number }
  /**
   * A team whose roster has a line by name only, one invited (the invitation's token) and one
   * consented, held by the learner and the signed-in account; its calendar has a weekly training
   * the player answered and was marked at (`eventId`), a match, and a past training with attendance;
   * `answerToken` is a reminder mail's link that answers that training for the player.
   */
  team: { id: number; inviteToken: string; playerId: number; eventId: number; answerToken: string }
}

/** A published post, a concept and a definition with every rich-text node, and a contact message. */
function createRecords(owner: { email: string } | null): Records {
  const tag = randomBytes(4).toString('hex')
  const slugs = { post: `accesibilidad-${tag}`, concept: `amplitud-a11y-${tag}` }
  const database = new Database(path.join(process.env.E2E_DATA_DIR ?? '', 'app.db'))
  try {
    database.pragma('busy_timeout = 5000')
    const now = new Date(Date.now() - 60_000).toISOString()
    const body = JSON.stringify(editorDoc)
    const html = renderRichText(editorDoc)
    const post = database
      .prepare(
        `insert into post (slug, title, excerpt, content, contentHtml, tags, status, publishedAt, createdAt, updatedAt)
         values (?, ?, 'Cómo empezar la sesión.', ?, ?, 'accesibilidad', 'published', ?, ?, ?) returning id`,
      )
      .get(slugs.post, `Prueba de accesibilidad ${tag}`, body, html, now, now, now) as { id: number }
    // /admin/redirects with a redirect and a row of the 404 log, each with its buttons.
    database
      .prepare("insert into redirect (fromPath, toPath, kind) values (?, ?, 'post')")
      .run(`/post/antes-${tag}`, `/post/${slugs.post}`)
    database
      .prepare(
        "insert into not_found_path (path, hits, firstSeenAt, lastSeenAt, lastReferrer) values (?, 3, ?, ?, 'https://buscador.example/resultados')",
      )
      .run(`/perdida-${tag}`, now, now)
    // /admin's charts drawn with numbers: today's visits to the site and to this post, from another site.
    const countToday = database.prepare(
      'insert into analytics_count (day, dimension, value, views, visitors) values (?, ?, ?, 5, 3) on conflict do nothing',
    )
    for (const [dimension, value] of [
      ['site', ''],
      ['page', `/post/${slugs.post}`],
      ['referrer', 'buscador.example'],
    ])
      countToday.run(now.slice(0, 10), dimension, value)
    const insertConcept = database.prepare(
      `insert into concept (slug, term, summary, body, bodyHtml, kind, category, status)
       values (?, ?, 'Ocupar todo el ancho del campo.', ?, ?, ?, 'tactica', 'published') returning id`,
    )
    const term = `Amplitud accesible ${tag}`
    const concept = insertConcept.get(slugs.concept, term, body, html, 'concepto') as { id: number }
    const definition = insertConcept.get(
      `basculacion-a11y-${tag}`,
      `Basculación accesible ${tag}`,
      body,
      html,
      'definicion',
    ) as { id: number }
    // The concept page's "learn first" list and the editor's pickers with a choice (docs/decisions/050).
    database
      .prepare("insert into concept_link (fromId, toId, kind) values (?, ?, 'prerequisite')")
      .run(definition.id, concept.id)
    // English versions of both, saved before a source edit: the pages at /en/…, and the translation
    // editors in their fullest state (what changed in the source since).
    const insertTranslation = database.prepare(
      `insert into content_translation (kind, itemId, language, slug, fields, html, status, sourceHash, sourceSnapshot, publishedAt)
       values (?, ?, 'en', ?, ?, ?, 'published', 'old', ?, ?)`,
    )
    const snapshot = JSON.stringify({ title: 'Antes', summary: '', body: ['Un párrafo que ya no está.'] })
    for (const [kind, id, slug] of [
      ['post', post.id, slugs.post],
      ['concept', concept.id, slugs.concept],
    ] as const)
      insertTranslation.run(
        kind,
        id,
        `${slug}-en`,
        JSON.stringify({
          title: `Accessibility test ${tag}`,
          summary: 'How to start the session.',
          body: editorDoc,
        }),
        html,
        snapshot,
        now,
      )
    const message = database
      .prepare(
        `insert into contact_message (name, email, subject, message, locale, consentAt, deliveryStatus)
         values ('Iker Sanz', 'iker@example.com', ?, 'Quería preguntar por los horarios del grupo juvenil.', 'es', ?, 'sent') returning id`,
      )
      .get(`Horarios ${tag}`, now) as { id: number }
    const course = database
      .prepare(
        "select c.id, c.slug, l.id as lessonId, l.slug as lessonSlug from course c join course_lesson l on l.courseId = c.id where c.status = 'published' order by c.id, l.position limit 1",
      )
      .get() as Records['course'] | undefined
    if (!course) throw new Error('the demo content has no published course with a lesson')
    const drill = database
      .prepare("select id, slug from drill where status = 'published' order by id limit 1")
      .get() as Records['drill'] | undefined
    if (!drill) throw new Error('the demo content has no published drill')
    const englishDrill = database
      .prepare(
        "select itemId as id, slug from content_translation where kind = 'drill' and language = 'en' order by id limit 1",
      )
      .get() as Records['englishDrill'] | undefined
    if (!englishDrill) throw new Error('the demo content has no English drill')
    const learner = createAccount('user')
    const learnerId = (
      database.prepare('select id from user where email = ?').get(learner.email) as { id: string }
    ).id
    const certificateCode = randomBytes(16).toString('base64url')
    database
      .prepare(
        `insert into certificate (id, userId, courseId, issuedAt, verificationCode, data, revokedAt, revokedReason)
         values (?, ?, ?, ?, ?, ?, ?, 'Prueba de accesibilidad')`,
      )
      .run(
        randomUUID(),
        learnerId,
        course.id,
        now,
        certificateCode,
        JSON.stringify({ learner: 'Ana Ruiz', course: 'Rondos', coach: 'Álvaro Medina' }),
        now,
      )
    const support = database
      .prepare(
        `insert into support_request (userId, subject, message, status, answer, answeredAt)
         values (?, 'No veo la lección 2', 'Se queda bloqueada.', 'answered', 'Ya está abierta.', ?) returning id`,
      )
      .get(learnerId, now) as { id: number }
    // The signed-in account's own training session, with a drill block (diagram) and a free one.
    const ownerId = owner
      ? (database.prepare('select id from user where email = ?').get(owner.email) as { id: string }).id
      : null
    const session = database
      .prepare(
        "insert into training_session (userId, title, ageGroup, players, notes) values (?, ?, 11, 14, 'Notas de la sesión.') returning id",
      )
      .get(ownerId, `Sesión accesible ${tag}`) as { id: number }
    const insertBlock = database.prepare(
      'insert into training_session_block (sessionId, position, phase, drillId, title, minutes, notes) values (?, ?, ?, ?, ?, ?, ?)',
    )
    insertBlock.run(session.id, 0, 'warmup', null, 'Movilidad', 10, '')
    insertBlock.run(session.id, 1, 'main', drill.id, 'Rondo', 15, 'Dos grupos.')
    const insertSubmission = database.prepare(
      `insert into assignment_submission (lessonId, courseId, userId, status, note, fileName, storageKey, contentType, size, feedback, points)
       values (?, ?, ?, ?, 'Mi plan', 'tarea.pdf', ?, 'application/pdf', 15, ?, ?) returning id`,
    )
    insertSubmission.run(
      course.lessonId,
      course.id,
      learnerId,
      'returned',
      `assignments/a11y-${tag}-1`,
      'Falta el calentamiento.',
      4,
    )
    const submission = insertSubmission.get(
      course.lessonId,
      course.id,
      learnerId,
      'submitted',
      `assignments/a11y-${tag}-2`,
      null,
      null,
    ) as { id: number }
    const orderNumber = `MC-A11Y-${tag}`
    database
      .prepare(
        "insert into payment_order (number, userId, itemKind, itemId, itemTitle, amountCents, currency, locale) values (?, ?, 'course', ?, 'Curso', 4500, 'eur', 'es')",
      )
      .run(orderNumber, ownerId, course.id)
    const event = insertEvent({ capacity: 2 })
    // Its English version (the page at /en/eventos/… and its translation editor).
    insertTranslation.run(
      'event',
      event.id,
      `${event.slug}-en`,
      JSON.stringify({ title: `Goalkeeping clinic ${tag}`, summary: 'Sports centre', body: editorDoc }),
      html,
      snapshot,
      now,
    )
    const offerToken = `a11y-oferta-${tag}`
    const register = database.prepare(
      "insert into event_registration (eventId, userId, participant, status, answers, offerToken, offerExpiresAt) values (?, ?, 'Pablo Ruiz', ?, '{}', ?, ?)",
    )
    register.run(event.id, learnerId, 'confirmed', null, null)
    register.run(event.id, learnerId, 'offered', offerToken, new Date(Date.now() + 86_400_000).toISOString())
    const placeOrderNumber = `MC-A11Y-PLAZA-${tag}`
    database
      .prepare(
        "insert into payment_order (number, userId, itemKind, itemId, itemTitle, amountCents, currency, locale) values (?, ?, 'event', ?, 'Campus', 12000, 'eur', 'es')",
      )
      .run(placeOrderNumber, ownerId, event.id)
    // An issue as a send stores it: the post's rich text through the newsletter's renderer.
    const issue = issueBody(
      {
        title: `Boletín accesible ${tag}`,
        document: editorDoc,
        webUrl: 'http://127.0.0.1/newsletter/archivo',
      },
      { language: 'es', origin: 'http://127.0.0.1' },
    )
    const newsletter = {
      confirmToken: `a11y-alta-${tag}`,
      unsubscribeToken: `a11y-baja-${tag}`,
      issueId: (
        database
          .prepare(
            "insert into newsletter_issue (locale, subject, bodyHtml, bodyText, recipients, finishedAt) values ('es', ?, ?, ?, 1, ?) returning id",
          )
          .get(`Boletín accesible ${tag}`, issue.html, issue.text, now) as { id: number }
      ).id,
    }
    database
      .prepare(
        "insert into newsletter_subscriber (email, locale, status, confirmTokenHash, unsubscribeToken, consentVersion, consentAt) values (?, 'es', 'pending', ?, ?, 'a11y', ?)",
      )
      .run(
        `boletin-${tag}@example.com`,
        createHash('sha256').update(newsletter.confirmToken).digest('hex'),
        newsletter.unsubscribeToken,
        now,
      )
    // A team's roster in its three states: a typed name, an open invitation, a consented player.
    const team = database
      .prepare(
        "insert into team (name, season, programme, ageBand, colour, calendarToken) values (?, '2026-27', 'infantil', 10, 'teal', ?) returning id",
      )
      .get(`Alevín accesible ${tag}`, `a11y-feed-${tag}`) as { id: number }
    const line = database.prepare(
      "insert into team_member (teamId, role, typedName, shirtNumber, playerId) values (?, 'player', ?, ?, ?) returning id",
    )
    line.run(team.id, 'Lucía Pérez', 7, null)
    const invited = line.get(team.id, 'Marcos Gil', 9, null) as { id: number }
    const inviteToken = `a11y-equipo-${tag}`
    database
      .prepare(
        "insert into team_invite (memberId, kind, email, tokenHash, expiresAt) values (?, 'guardian', ?, ?, ?)",
      )
      .run(
        invited.id,
        `tutor-${tag}@example.com`,
        createHash('sha256').update(inviteToken).digest('hex'),
        new Date(Date.now() + 86_400_000).toISOString(),
      )
    const player = database
      .prepare(
        "insert into player (guardianId, name, birthYear, consentVersion, consentAt) values (?, 'Sara Ruiz', 2016, 'a11y', ?) returning id",
      )
      .get(learnerId, now) as { id: number }
    database
      .prepare(
        "insert into player_guardian (playerId, userId, consentVersion, consentAt) values (?, ?, 'a11y', ?)",
      )
      .run(player.id, learnerId, now)
    line.run(team.id, 'Sara', 11, player.id)
    // Positions, foot and the photo consent: her page shows them and the photo upload form.
    database
      .prepare("update player set positions = ?, foot = 'right', photoConsentAt = ? where id = ?")
      .run(JSON.stringify(['centralMidfielder', 'leftWinger']), now, player.id)
    // Her assessments on two days (the history's chart and table) and a published report.
    const assessment = database.prepare(
      "insert into player_assessment (playerId, teamId, area, score, note, assessedOn) values (?, ?, ?, ?, 'Mejora', ?)",
    )
    assessment.run(player.id, team.id, 'technical', 3, '2026-10-05')
    assessment.run(player.id, team.id, 'tactical', 2, '2026-10-05')
    assessment.run(player.id, team.id, 'technical', 4, '2026-11-02')
    database
      .prepare(
        "insert into player_report (playerId, teamId, period, fromDay, toDay, summary, averages, publishedAt) values (?, ?, '2026-27 · 1.er trimestre', '2026-09-01', '2026-12-20', 'Buen trimestre.', '{\"technical\":3.5,\"tactical\":2}', ?)",
      )
      .run(player.id, team.id, now)
    if (ownerId)
      database
        .prepare(
          "insert into player_guardian (playerId, userId, consentVersion, consentAt) values (?, ?, 'a11y', ?)",
        )
        .run(player.id, ownerId, now)
    const teamEvent = database.prepare(
      'insert into team_event (teamId, kind, opponent, place, startsAt, endsAt, seriesId) values (?, ?, ?, ?, ?, ?, ?) returning id',
    )
    const at = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()
    const training = teamEvent.get(team.id, 'training', null, 'Campo 2', at(2), at(2.05), `a11y-${tag}`) as {
      id: number
    }
    teamEvent.run(team.id, 'training', null, 'Campo 2', at(9), at(9.05), `a11y-${tag}`)
    teamEvent.run(team.id, 'match', 'CD Accesible', 'Estadio municipal', at(5), at(5.1), null)
    const past = teamEvent.get(team.id, 'training', null, 'Campo 2', at(-5), at(-4.95), null) as {
      id: number
    }
    database
      .prepare(
        "insert into team_event_answer (eventId, playerId, answer, reason, answeredBy, answeredAt) values (?, ?, 'maybe', 'Examen', ?, ?)",
      )
      .run(training.id, player.id, learnerId, now)
    const mark = database.prepare(
      'insert into team_attendance (eventId, playerId, typedName, status, markedAt) values (?, ?, ?, ?, ?)',
    )
    mark.run(training.id, player.id, 'Sara', 'present', now)
    mark.run(past.id, player.id, 'Sara', 'late', now)
    return {
      team: {
        id: team.id,
        inviteToken,
        playerId: player.id,
        eventId: training.id,
        answerToken: answerToken(
          { eventId: training.id, playerId: player.id, answer: 'unavailable' },
          answerKeyOf(E2E_SESSION_SECRET),
        ),
      },
      event,
      offerToken,
      placeOrderNumber,
      newsletter,
      orderNumber,
      sessionId: session.id,
      submissionId: submission.id,
      supportId: support.id,
      learnerId,
      certificateCode,
      course,
      drill,
      englishDrill,
      postId: post.id,
      postSlug: slugs.post,
      conceptId: concept.id,
      conceptSlug: slugs.concept,
      messageId: message.id,
    }
  } finally {
    database.close()
  }
}

/** Real addresses for the patterns with parameters; a new one fails here until it is given a record. */
const addresses: Record<string, (records: Records) => string> = {
  '/concepts/:id': (r) => `/concepts/${r.conceptSlug}`,
  '/post/:id': (r) => `/post/${r.postSlug}`,
  '/:lang/post/:id': (r) => `/en/post/${r.postSlug}-en`,
  '/:lang/concepts/:id': (r) => `/en/concepts/${r.conceptSlug}-en`,
  // The home and programme pages' language versions: English has the demo's translated curriculum.
  '/:lang': () => '/en',
  '/:lang/infantil': () => '/en/infantil',
  '/:lang/juvenil': () => '/de/juvenil',
  '/:lang/elite': () => '/ar/elite',
  '/admin/curriculum/translations/:lang': () => '/admin/curriculum/translations/en',
  '/admin/posts/edit/:id/translations/:lang': (r) => `/admin/posts/edit/${r.postId}/translations/en`,
  '/admin/concepts/edit/:id/translations/:lang': (r) => `/admin/concepts/edit/${r.conceptId}/translations/en`,
  // The post's tag "accesibilidad": its archive (the feed is a resource, not a page).
  '/blog/etiqueta/:tag': () => '/blog/etiqueta/accesibilidad',
  '/admin/posts/preview/:id': (r) => `/admin/posts/preview/${r.postId}`,
  '/*': () => '/pagina-que-no-existe',
  '/admin/posts/edit/:id': (r) => `/admin/posts/edit/${r.postId}`,
  '/admin/concepts/edit/:id': (r) => `/admin/concepts/edit/${r.conceptId}`,
  '/admin/messages/:id': (r) => `/admin/messages/${r.messageId}`,
  '/cursos/:slug': (r) => `/cursos/${r.course.slug}`,
  '/cursos/:slug/:lesson': (r) => `/cursos/${r.course.slug}/${r.course.lessonSlug}`,
  '/cursos/:slug/compra/:order': (r) => `/cursos/${r.course.slug}/compra/${r.orderNumber}`,
  '/admin/courses/edit/:id': (r) => `/admin/courses/edit/${r.course.id}`,
  // The published demo course's German translation editor: one field per section and lesson title.
  '/admin/courses/edit/:id/translations/:lang': (r) => `/admin/courses/edit/${r.course.id}/translations/de`,
  '/ejercicios/:slug': (r) => `/ejercicios/${r.drill.slug}`,
  '/admin/drills/edit/:id': (r) => `/admin/drills/edit/${r.drill.id}`,
  '/:lang/ejercicios/:slug': (r) => `/en/ejercicios/${r.englishDrill.slug}`,
  // The English demo drill's editor: its lists and the words of its diagrams filled in.
  '/admin/drills/edit/:id/translations/:lang': (r) =>
    `/admin/drills/edit/${r.englishDrill.id}/translations/en`,
  '/admin/courses/:id/access': (r) => `/admin/courses/${r.course.id}/access`,
  '/admin/courses/:id/certificates': (r) => `/admin/courses/${r.course.id}/certificates`,
  '/admin/courses/:id/completions': (r) => `/admin/courses/${r.course.id}/completions`,
  '/account/courses/:slug/finished': (r) => `/account/courses/${r.course.slug}/finished`,
  '/certificados/verificar/:code': (r) => `/certificados/verificar/${r.certificateCode}`,
  '/admin/support/:id': (r) => `/admin/support/${r.supportId}`,
  '/admin/users/:id': (r) => `/admin/users/${r.learnerId}`,
  '/account/sessions/:id': (r) => `/account/sessions/${r.sessionId}`,
  '/account/sessions/:id/print': (r) => `/account/sessions/${r.sessionId}/print`,
  '/account/sessions/:id/timer': (r) => `/account/sessions/${r.sessionId}/timer`,
  '/sesiones/compartida/:token': () => `/sesiones/compartida/${exampleToken()}`,
  '/admin/courses/:id/lessons/:lessonId': (r) => `/admin/courses/${r.course.id}/lessons/${r.course.lessonId}`,
  '/admin/courses/:id/lessons/:lessonId/quiz': (r) =>
    `/admin/courses/${r.course.id}/lessons/${r.course.lessonId}/quiz`,
  '/admin/courses/:id/lessons/:lessonId/files': (r) =>
    `/admin/courses/${r.course.id}/lessons/${r.course.lessonId}/files`,
  '/admin/courses/:id/lessons/:lessonId/preview': (r) =>
    `/admin/courses/${r.course.id}/lessons/${r.course.lessonId}/preview`,
  '/admin/courses/:id/lessons/:lessonId/assignment': (r) =>
    `/admin/courses/${r.course.id}/lessons/${r.course.lessonId}/assignment`,
  '/admin/assignments/:id': (r) => `/admin/assignments/${r.submissionId}`,
  '/reservas/:kind': () => `/reservas/${demoBookingKind()}`,
  '/eventos/:slug': (r) => `/eventos/${r.event.slug}`,
  '/eventos/:slug/inscripcion': (r) => `/eventos/${r.event.slug}/inscripcion`,
  '/eventos/:slug/plaza/:token': (r) => `/eventos/${r.event.slug}/plaza/${r.offerToken}`,
  '/admin/events/edit/:id': (r) => `/admin/events/edit/${r.event.id}`,
  '/:lang/eventos/:slug': (r) => `/en/eventos/${r.event.slug}-en`,
  '/admin/events/edit/:id/translations/:lang': (r) => `/admin/events/edit/${r.event.id}/translations/en`,
  '/admin/events/:id': (r) => `/admin/events/${r.event.id}`,
  '/admin/events/:id/registrations': (r) => `/admin/events/${r.event.id}/registrations`,
  '/admin/events/:id/attendance': (r) => `/admin/events/${r.event.id}/attendance`,
  '/account/payments/:order': (r) => `/account/payments/${r.placeOrderNumber}`,
  '/newsletter/confirmar/:token': (r) => `/newsletter/confirmar/${r.newsletter.confirmToken}`,
  '/newsletter/baja/:token': (r) => `/newsletter/baja/${r.newsletter.unsubscribeToken}`,
  '/newsletter/archivo/:id': (r) => `/newsletter/archivo/${r.newsletter.issueId}`,
  '/admin/teams/:id': (r) => `/admin/teams/${r.team.id}`,
  '/admin/teams/:id/players/:playerId': (r) => `/admin/teams/${r.team.id}/players/${r.team.playerId}`,
  '/account/players/:id/report': (r) => `/account/players/${r.team.playerId}/report`,
  '/account/players/:id': (r) => `/account/players/${r.team.playerId}`,
  '/admin/teams/:id/calendar': (r) => `/admin/teams/${r.team.id}/calendar`,
  '/admin/teams/:id/sessions/:eventId': (r) => `/admin/teams/${r.team.id}/sessions/${r.team.eventId}`,
  '/admin/teams/:id/attendance': (r) => `/admin/teams/${r.team.id}/attendance`,
  '/equipos/invitacion/:token': (r) => `/equipos/invitacion/${r.team.inviteToken}`,
  '/equipos/respuesta/:token': (r) => `/equipos/respuesta/${r.team.answerToken}`,
}

/** A demo kind of one-to-one session (its page lists free slots). */
function demoBookingKind() {
  const database = new Database(path.join(process.env.E2E_DATA_DIR ?? '', 'app.db'), { readonly: true })
  try {
    const row = database.prepare('select slug from booking_kind order by id limit 1').get() as
      { slug: string } | undefined
    if (!row) throw new Error('the demo content has no kind of one-to-one session')
    return row.slug
  } finally {
    database.close()
  }
}

/** A demo example session's share token. */
function exampleToken() {
  const database = new Database(path.join(process.env.E2E_DATA_DIR ?? '', 'app.db'), { readonly: true })
  try {
    const row = database
      .prepare(
        'select shareToken from training_session where userId is null and shareToken is not null limit 1',
      )
      .get() as { shareToken: string } | undefined
    if (!row) throw new Error('the demo content has no shared example session')
    return row.shareToken
  } finally {
    database.close()
  }
}

function addressOf(route: PageRoute, records: Records) {
  if (!/[:*]/.test(route.path)) return route.path
  const address = addresses[route.path]
  if (!address) throw new Error(`give ${route.path} a record in a11y-routes.spec.ts`)
  return address(records)
}

const LOCKSCREEN = '/auth/boxed-lockscreen'

/** Who may see a page, as SPEC.md section 2 says; a signed-in person is sent on from the sign-in screens. */
function mayVisit(route: PageRoute, role: Role) {
  if (route.path === '/admin' || route.path.startsWith('/admin/')) return role === 'admin'
  // A lesson sends visitors to sign in; the signed-in who are not enrolled get its 403 page.
  if (route.path === '/cursos/:slug/:lesson') return role !== 'visitor'
  // A purchase's return page is its buyer's: a visitor is sent to sign in.
  if (route.path === '/cursos/:slug/compra/:order') return role !== 'visitor'
  if (route.path === LOCKSCREEN) return role !== 'visitor'
  // Registering and taking an offered place need an account: a visitor is sent to sign in.
  if (route.path === '/eventos/:slug/inscripcion' || route.path === '/eventos/:slug/plaza/:token')
    return role !== 'visitor'
  // A guardian answers a team's invitation signed in: a visitor is sent to sign in.
  if (route.path === '/equipos/invitacion/:token') return role !== 'visitor'
  if (route.layout === 'layouts/auth-layout.tsx') return role === 'visitor'
  if (route.layout === 'layouts/main-layout.tsx') return role !== 'visitor'
  return true
}

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }

/** Waits until the page has settled: no CSS transition half-way through a colour. */
async function settled(page: Page) {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(resolve))
    const finite = document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)))
  })
}

class Checker {
  readonly found: Record<string, string[]> = {}
  dark = false
  phone = false

  constructor(private readonly page: Page) {}

  async setDark(dark: boolean) {
    this.dark = dark
    await this.page.emulateMedia({ colorScheme: dark ? 'dark' : 'light' })
    await expect(this.page.locator('html')).toHaveClass(dark ? /\bdark\b/ : /^(?!.*\bdark\b)/)
    await settled(this.page)
  }

  async setPhone(phone: boolean) {
    this.phone = phone
    await this.page.setViewportSize(phone ? PHONE : DESKTOP)
    await settled(this.page)
  }

  async check(label: string) {
    const found = await violations(this.page)
    const where = `${label} (${this.phone ? 'phone' : 'desktop'}, ${this.dark ? 'dark' : 'light'})`
    if (found.length) this.found[where] = found
  }

  /** The page as it is now, in both themes. */
  async checkBothThemes(label: string) {
    await this.check(label)
    await this.setDark(!this.dark)
    await this.check(label)
  }

  /** Both widths × both themes, three switches from wherever the previous page left them. */
  async checkAllDisplays(label: string) {
    await this.checkBothThemes(label)
    await this.setPhone(!this.phone)
    await this.checkBothThemes(label)
  }
}

/** The interactive states opened on some pages, with selectors that hold in Spanish and Arabic. */
const states: Record<string, (page: Page, checker: Checker) => Promise<void>> = {
  '/': async (page, checker) => {
    await checker.setPhone(true)
    const toggle = page.locator('header button[aria-controls]')
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await checker.checkBothThemes('/ mobile menu')
    await page.locator('header button[aria-haspopup=menu]:visible').first().click()
    await expect(page.getByRole('menu')).toBeVisible()
    await checker.checkBothThemes('/ language menu')
    await page.keyboard.press('Escape')
  },
  '/contacto': async (page, checker) => {
    await page.locator('#main form button[type=submit]').click()
    await expect(page.locator('#main [aria-invalid=true]').first()).toBeVisible()
    await checker.checkBothThemes('/contacto errors')
  },
  '/signin': async (page, checker) => {
    await page.locator('form button[type=submit]').click()
    await expect(page.locator('[aria-invalid=true]').first()).toBeVisible()
    await checker.checkBothThemes('/signin errors')
  },
  '/account-settings': async (page, checker) => {
    await page.locator('header button[aria-haspopup=menu]').last().click()
    await expect(page.getByRole('menu')).toBeVisible()
    await checker.checkBothThemes('avatar menu')
    await page.keyboard.press('Escape')
  },
  '/admin/posts/create': async (page, checker) => {
    await page.getByRole('button', { name: /^(Guardar|حفظ)$/ }).click()
    await expect(page.locator('[aria-invalid=true]').first()).toBeVisible()
    await checker.checkBothThemes('/admin/posts/create errors')
  },
  '/admin': async (page, checker) => {
    // The charts drawn (loaded after the page) and every table of numbers open.
    await expect(page.locator('main .recharts-surface').first()).toBeVisible()
    for (const summary of await page.locator('main details summary').all()) await summary.click()
    await checker.checkAllDisplays('/admin with charts and tables')
  },
  '/admin/curriculum': async (page, checker) => {
    // A band with the demo's objectives and weeks, one objective's edit form open, a form's errors.
    await page.goto('/admin/curriculum?programme=infantil&age=10')
    await page.locator('main details summary').first().click()
    await page.locator('form#add-week button[type=submit]').click()
    await expect(page.locator('form#add-week [aria-invalid=true]').first()).toBeVisible()
    await checker.checkAllDisplays('/admin/curriculum with a curriculum')
  },
  '/account/sessions/:id/timer': async (page, checker) => {
    // Running, in high contrast (what the coach reads in the sun).
    await page.locator('main input[type=checkbox]').check()
    await page.locator('main .sticky button').first().click()
    await expect(page.locator('main')).toHaveClass(/bg-black/)
    await checker.checkAllDisplays('/account/sessions/:id/timer running in high contrast')
  },
  '/admin/curriculum/translations/:lang': async (page, checker) => {
    // A band with the demo's objectives (translated into English) and weeks; a form's errors: the
    // first objective's translation sent without a title.
    await page.goto('/admin/curriculum/translations/en?programme=infantil&age=10')
    await hydrated(page)
    const first = page.locator('main form').first()
    await first.getByRole('textbox').first().fill('')
    await first.getByRole('button').click()
    await expect(first.locator('[aria-invalid=true]').first()).toBeVisible()
    await checker.checkAllDisplays('/admin/curriculum/translations/en with errors')
  },
  // A reminder's answer link, confirmed: the page says what was saved.
  '/equipos/respuesta/:token': async (page, checker) => {
    await page.locator('#main form button[type=submit]').click()
    await expect(page.locator('#main [role=status]')).not.toBeEmpty()
    await checker.checkBothThemes('/equipos/respuesta/:token confirmed')
  },
  '/conceptos/mapa': async (page, checker) => {
    // The map focused and zoomed in with the keyboard, its zoom announced.
    await page.locator('main [role=group][tabindex="0"]').focus()
    await page.keyboard.press('+')
    await expect(page.locator('main [role=status]')).toContainText('125')
    await checker.checkBothThemes('/conceptos/mapa zoomed in')
  },
  '/admin/posts/edit/:id': async (page, checker) => {
    await page.locator('.ProseMirror p').first().click()
    await page.keyboard.press('Control+k')
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.getByRole('dialog').getByRole('searchbox').fill('accesible')
    await expect(page.getByRole('dialog').getByRole('listitem').first()).toBeVisible()
    await checker.checkBothThemes('editor link dialog')
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()
    await page.locator('[role=toolbar] button', { hasText: '▶' }).click()
    await page.getByRole('dialog').getByRole('textbox').fill('https://example.com/no-es-youtube')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('dialog').locator('[aria-invalid=true]')).toBeVisible()
    await checker.checkBothThemes('editor video dialog with its error')
    await page.keyboard.press('Escape')
  },
}

const roles: Role[] = ['visitor', 'user', 'admin']
const languages = ['es', 'ae'] as const
// One test per layout, role, language and part of at most ROUTES_PER_TEST routes: small enough for
// the workers to share the work evenly, and for each test to stay far from its time limit as the
// route table grows.
const layouts = [...new Set(pageRoutes.map((route) => route.layout))]
const ROUTES_PER_TEST = 10

/** The routes in parts of at most `size`; the lock screen (it locks the session) last of all. */
function partsOf(routes: typeof pageRoutes, size: number) {
  const ordered = routes.toSorted((a, b) => Number(a.path === LOCKSCREEN) - Number(b.path === LOCKSCREEN))
  const count = Math.ceil(ordered.length / size)
  return Array.from({ length: count }, (_, i) => ordered.slice(i * size, (i + 1) * size))
}

for (const role of roles) {
  for (const language of languages) {
    for (const layout of layouts) {
      const visible = pageRoutes.filter((route) => route.layout === layout && mayVisit(route, role))
      const parts = partsOf(visible, ROUTES_PER_TEST)
      for (const [index, ordered] of parts.entries()) {
        const part = parts.length > 1 ? ` (part ${index + 1} of ${parts.length})` : ''
        test(`axe finds nothing in ${layout} for a ${role}, in ${language}${part}`, async ({
          page,
          context,
          baseURL,
        }) => {
          test.setTimeout(300_000)
          const account = role === 'visitor' ? null : createAccount(role)
          const records = createRecords(account)
          // Before the first page: the browser keeps its first settings in local storage.
          await context.addCookies([{ name: 'display', value: 'theme%3Dsystem', url: baseURL ?? '' }])
          if (account) await signIn(page, account)
          await context.addCookies([{ name: 'i18next', value: language, url: baseURL ?? '' }])
          const checker = new Checker(page)
          await checker.setPhone(false)
          // The lock screen shows only to a locked session: it comes last, locked as the menu does.
          for (const route of ordered) {
            const address = addressOf(route, records)
            if (route.path === LOCKSCREEN)
              await page.request.post('/auth/lock', { form: { redirectTo: '' }, maxRedirects: 0 })
            await page.goto(address, { waitUntil: 'domcontentloaded' })
            await hydrated(page)
            expect(new URL(page.url()).pathname, `${role} stays on ${address}`).toBe(address)
            // A translated content page (/en/post/…) speaks its own language (docs/decisions/048).
            const own = pathLanguage(address)
            await expect(page.locator('html')).toHaveAttribute(
              'lang',
              own ? htmlLang(own) : language === 'ae' ? 'ar' : 'es',
            )
            await checker.setDark(checker.dark)
            await checker.checkAllDisplays(address)
            await states[route.path]?.(page, checker)
          }
          expect(checker.found).toEqual({})
        })
      }
    }
  }
}

/**
 * A course's lessons as its learner sees them (the signed-in role above is not enrolled and gets
 * the wall): a lesson asking for an assignment, with a returned submission, and a lesson with a
 * quiz of a choice and an ordering question, both with the questions area open and one question.
 */
function createLearnerCourse(learner: { email: string }) {
  const tag = randomBytes(4).toString('hex')
  const database = new Database(path.join(process.env.E2E_DATA_DIR ?? '', 'app.db'))
  try {
    database.pragma('busy_timeout = 5000')
    const userId = (
      database.prepare('select id from user where email = ?').get(learner.email) as { id: string }
    ).id
    const slug = `curso-accesible-${tag}`
    const course = database
      .prepare(
        "insert into course (slug, title, description, status, questionsEnabled) values (?, ?, 'Un curso para comprobar la accesibilidad.', 'published', 1) returning id",
      )
      .get(slug, `Curso accesible ${tag}`) as { id: number }
    const section = database
      .prepare(
        "insert into course_section (courseId, title, position) values (?, 'Primer bloque', 0) returning id",
      )
      .get(course.id) as { id: number }
    const lesson = database.prepare(
      `insert into course_lesson (courseId, sectionId, slug, title, position, body, bodyHtml)
       values (?, ?, ?, ?, ?, '', '<p>Mira el vídeo y prepara tu plan.</p>') returning id`,
    )
    const withAssignment = lesson.get(course.id, section.id, 'tarea', 'Tu plan de calentamiento', 0) as {
      id: number
    }
    const withQuiz = lesson.get(course.id, section.id, 'test', 'Comprueba lo aprendido', 1) as { id: number }
    database
      .prepare(
        "insert into lesson_assignment (lessonId, kind, instructions, fileTypes, maxBytes, maxPoints, approvalCompletes) values (?, 'file', 'Sube tu plan en PDF.', 'pdf,image', 10485760, 10, 1)",
      )
      .run(withAssignment.id)
    database
      .prepare(
        `insert into assignment_submission (lessonId, courseId, userId, status, note, fileName, storageKey, contentType, size, feedback, points)
         values (?, ?, ?, 'returned', 'Mi plan', 'plan.pdf', ?, 'application/pdf', 15, 'Falta la vuelta a la calma.', 6)`,
      )
      .run(withAssignment.id, course.id, userId, `assignments/a11y-learner-${tag}`)
    const questions = [
      {
        id: 'q1',
        kind: 'single',
        prompt: '¿Cuántos jugadores forman un rondo 4 contra 2?',
        choices: [
          { id: 'a', text: 'Seis', correct: true },
          { id: 'b', text: 'Ocho', correct: false },
        ],
      },
      {
        id: 'q2',
        kind: 'ordering',
        prompt: 'Ordena las fases de la sesión.',
        choices: [
          { id: 'a', text: 'Calentamiento', correct: true },
          { id: 'b', text: 'Parte principal', correct: true },
          { id: 'c', text: 'Vuelta a la calma', correct: true },
        ],
      },
    ]
    database
      .prepare(
        'insert into lesson_quiz (lessonId, passMark, maxAttempts, required, questions) values (?, 50, null, 1, ?)',
      )
      .run(withQuiz.id, JSON.stringify(questions))
    database.prepare('insert into enrollment (userId, courseId) values (?, ?)').run(userId, course.id)
    for (const lessonId of [withAssignment.id, withQuiz.id])
      database
        .prepare("insert into comment (lessonId, userId, body) values (?, ?, '¿Vale también con conos?')")
        .run(lessonId, userId)
    return [
      { address: `/cursos/${slug}/tarea`, shows: 'Falta la vuelta a la calma.' },
      { address: `/cursos/${slug}/test`, shows: 'Ordena las fases de la sesión.' },
    ]
  } finally {
    database.close()
  }
}

for (const language of languages)
  test(`axe finds nothing on a course's lessons for its learner, in ${language}`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(180_000)
    const learner = createAccount('user')
    const lessons = createLearnerCourse(learner)
    await context.addCookies([{ name: 'display', value: 'theme%3Dsystem', url: baseURL ?? '' }])
    await signIn(page, learner)
    await context.addCookies([{ name: 'i18next', value: language, url: baseURL ?? '' }])
    const checker = new Checker(page)
    await checker.setPhone(false)
    for (const { address, shows } of lessons) {
      await page.goto(address, { waitUntil: 'domcontentloaded' })
      await hydrated(page)
      expect(new URL(page.url()).pathname, `the learner stays on ${address}`).toBe(address)
      // The lesson itself, not its wall: the coach's answer to the submission, the ordering question.
      await expect(page.getByText(shows)).toBeVisible()
      await checker.setDark(checker.dark)
      await checker.checkAllDisplays(`${address} as its learner`)
    }
    expect(checker.found).toEqual({})
  })
