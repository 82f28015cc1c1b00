import { createHash, randomBytes, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { answerKeyOf, answerToken } from '#server/teams/answer-token.server.ts'
import { createAccount, E2E_SESSION_SECRET, type TestAccount } from './auth-fixtures.ts'
import type { Samples } from './route-table.ts'

/**
 * Real records for the dynamic segments of app/routes.ts (route-table.ts's SampleKind), made in the
 * e2e database for one worker: its own post, concept, message, certificate, support request, lesson
 * file and training session (of `admin`), and demo content for the rest.
 */
const database = () => {
  const db = new Database(path.join(process.env.E2E_DATA_DIR ?? '', 'app.db'))
  db.pragma('busy_timeout = 5000')
  return db
}

/** A 1×1 WebP: a player's stored photo. */
const ONE_PIXEL_WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64')

export interface Records {
  samples: Samples
}

/** This worker's own post, concept and message (other specs share the database), and a demo picture. */
export function createRecords(admin: TestAccount): Records {
  const tag = randomBytes(4).toString('hex')
  const db = database()
  try {
    const now = new Date().toISOString()
    const doc = JSON.stringify({ type: 'doc', content: [] })
    const post = db
      .prepare(
        "insert into post (slug, title, excerpt, content, contentHtml, tags, status, publishedAt) values (?, ?, 'Una entrada de la matriz de permisos.', ?, '', ?, 'published', ?) returning id",
      )
      .get(`matriz-${tag}`, `Matriz ${tag}`, doc, `matriz-${tag}`, now) as { id: number }
    const concept = db
      .prepare(
        "insert into concept (slug, term, summary, body, bodyHtml, kind, category, status, position) values (?, ?, '', ?, '', 'concepto', 'tactica', 'published', 0) returning id",
      )
      .get(`matriz-${tag}`, `Matriz ${tag}`, doc) as { id: number }
    // English versions of both (the translated pages and their editors).
    const translation = db.prepare(
      "insert into content_translation (kind, itemId, language, slug, fields, html, status, sourceHash, sourceSnapshot, publishedAt) values (?, ?, 'en', ?, ?, '', 'published', '', ?, ?)",
    )
    const fields = JSON.stringify({ title: `Matrix ${tag}`, summary: '', body: JSON.parse(doc) })
    const snapshot = JSON.stringify({ title: '', summary: '', body: [] })
    translation.run('post', post.id, `matrix-${tag}`, fields, snapshot, now)
    translation.run('concept', concept.id, `matrix-${tag}`, fields, snapshot, now)
    const message = db
      .prepare(
        "insert into contact_message (name, email, subject, message, locale, consentAt, deliveryStatus) values ('Iker Sanz', 'iker@example.com', ?, 'Horarios del juvenil', 'es', ?, 'failed') returning id",
      )
      .get(`Matriz ${tag}`, now) as { id: number }
    const media = db.prepare('select id, name from media order by id limit 1').get() as
      { id: number; name: string; fullPath: string } | undefined
    if (!media) throw new Error('the demo content has no picture')
    const course = db
      .prepare(
        "select c.id, c.slug, l.id as lessonId, l.slug as lessonSlug from course c join course_lesson l on l.courseId = c.id where c.status = 'published' order by c.id, l.position limit 1",
      )
      .get() as { id: number; slug: string; lessonId: number; lessonSlug: string } | undefined
    if (!course) throw new Error('the demo content has no published course with a lesson')
    const drill = db
      .prepare("select id, slug from drill where status = 'published' order by id limit 1")
      .get() as { id: number; slug: string } | undefined
    if (!drill) throw new Error('the demo content has no published drill')
    // A drill has one version per language: the demo's English drills (content/demo/en/drills).
    const englishDrill = db
      .prepare(
        "select slug from content_translation where kind = 'drill' and language = 'en' and status = 'published' order by id limit 1",
      )
      .get() as { slug: string } | undefined
    if (!englishDrill) throw new Error('the demo content has no English drill')
    // Another learner's certificate of that course: the matrix's own user must not get it.
    const owner = createAccount('user')
    const ownerId = (db.prepare('select id from user where email = ?').get(owner.email) as { id: string }).id
    const certificate = { id: randomUUID(), code: randomBytes(16).toString('base64url') }
    db.prepare(
      "insert into certificate (id, userId, courseId, issuedAt, verificationCode, data) values (?, ?, ?, ?, ?, '{}')",
    ).run(certificate.id, ownerId, course.id, now, certificate.code)
    const support = db
      .prepare(
        "insert into support_request (userId, subject, message) values (?, ?, 'No veo la lección 2') returning id",
      )
      .get(ownerId, `Matriz ${tag}`) as { id: number }
    // A PDF of that lesson, in the server's storage: the admin gets it, the matrix's user (not enrolled) 404.
    const storageKey = `lessons/matriz-${tag}`
    fs.mkdirSync(path.join(process.env.E2E_DATA_DIR ?? '', 'uploads', 'lessons'), { recursive: true })
    fs.writeFileSync(path.join(process.env.E2E_DATA_DIR ?? '', 'uploads', storageKey), '%PDF-1.4\n%%EOF\n')
    const lessonFile = db
      .prepare(
        "insert into lesson_file (lessonId, kind, name, storageKey, contentType, size) values (?, 'download', 'ficha.pdf', ?, 'application/pdf', 15) returning id",
      )
      .get(course.lessonId, storageKey) as { id: number }
    // The matrix admin's own training session: the user (not its owner) gets 404.
    const adminId = (db.prepare('select id from user where email = ?').get(admin.email) as { id: string }).id
    const session = db
      .prepare('insert into training_session (userId, title) values (?, ?) returning id')
      .get(adminId, `Sesión ${tag}`) as { id: number }
    const example = db
      .prepare(
        'select shareToken from training_session where userId is null and shareToken is not null limit 1',
      )
      .get() as { shareToken: string } | undefined
    if (!example) throw new Error('the demo content has no shared example session')
    // Another learner's order of that course, waiting for Stripe: the admin sees its page, the user 404.
    const order = { number: `MC-T-${tag}` }
    db.prepare(
      "insert into payment_order (number, userId, itemKind, itemId, itemTitle, amountCents, currency, locale) values (?, ?, 'course', ?, 'Matriz', 4500, 'eur', 'es')",
    ).run(order.number, ownerId, course.id)
    // Another person's event order, waiting for Stripe: its return page is theirs (and an admin's) only.
    const placeOrder = { number: `MC-E-${tag}` }
    db.prepare(
      "insert into payment_order (number, userId, itemKind, itemId, itemTitle, amountCents, currency, locale) values (?, ?, 'event', 0, 'Matriz', 12000, 'eur', 'es')",
    ).run(placeOrder.number, ownerId)
    // Another learner's assignment submission for that lesson: the admin gets its file and review, the user 404.
    const submissionKey = `assignments/matriz-${tag}`
    fs.mkdirSync(path.join(process.env.E2E_DATA_DIR ?? '', 'uploads', 'assignments'), { recursive: true })
    fs.writeFileSync(path.join(process.env.E2E_DATA_DIR ?? '', 'uploads', submissionKey), '%PDF-1.4\n%%EOF\n')
    const submission = db
      .prepare(
        "insert into assignment_submission (lessonId, courseId, userId, fileName, storageKey, contentType, size) values (?, ?, ?, 'tarea.pdf', ?, 'application/pdf', 15) returning id",
      )
      .get(course.lessonId, course.id, ownerId, submissionKey) as { id: number }
    // The admin's own past booking of a demo kind: the admin gets its .ics, the user 404.
    const kind = db.prepare('select id, slug, name from booking_kind order by id limit 1').get() as
      { id: number; slug: string; name: string } | undefined
    if (!kind) throw new Error('the demo content has no kind of one-to-one session')
    const booking = db
      .prepare(
        "insert into booking (uid, kindId, userId, kindName, startsAt, endsAt, status) values (?, ?, ?, ?, '2020-01-06T09:00:00.000Z', '2020-01-06T10:00:00.000Z', 'confirmed') returning id",
      )
      .get(`matriz-${tag}@reservas`, kind.id, adminId, kind.name) as { id: number }
    const missingId = '999999999'
    // An event of its own, and an offered place on it for another account (the offer link's page).
    const eventStart = new Date(Date.now() + 20 * 86_400_000)
    const event = db
      .prepare(
        "insert into event (slug, kind, title, days, startsAt, endsAt, place, ageMin, ageMax, capacity, placesTaken, closesAt, status) values (?, 'clinic', ?, ?, ?, ?, 'Campo municipal', 8, 14, 10, 1, ?, 'published') returning id",
      )
      .get(
        `matriz-${tag}`,
        `Clínic ${tag}`,
        JSON.stringify([
          { start: eventStart.toISOString(), end: new Date(eventStart.getTime() + 7_200_000).toISOString() },
        ]),
        eventStart.toISOString(),
        new Date(eventStart.getTime() + 7_200_000).toISOString(),
        new Date(eventStart.getTime() - 86_400_000).toISOString(),
      ) as { id: number }
    translation.run('event', event.id, `matrix-${tag}`, fields, snapshot, now)
    const offerToken = `matriz-oferta-${tag}`
    db.prepare(
      "insert into event_registration (eventId, userId, participant, status, offerToken, offerExpiresAt) values (?, ?, 'Participante', 'offered', ?, ?)",
    ).run(event.id, ownerId, offerToken, new Date(Date.now() + 86_400_000).toISOString())
    // A pending newsletter subscriber (its confirmation and unsubscribe links) and a sent issue.
    const confirmToken = `matriz-confirmar-${tag}`
    const unsubscribeToken = `matriz-baja-${tag}`
    db.prepare(
      "insert into newsletter_subscriber (email, locale, status, confirmTokenHash, unsubscribeToken, consentVersion, consentAt) values (?, 'es', 'pending', ?, ?, 'matriz', ?)",
    ).run(
      `boletin-${tag}@example.com`,
      createHash('sha256').update(confirmToken).digest('hex'),
      unsubscribeToken,
      now,
    )
    const issue = db
      .prepare(
        "insert into newsletter_issue (locale, subject, bodyHtml, bodyText, recipients, finishedAt) values ('es', ?, '<h1>Matriz</h1>', 'Matriz', 0, ?) returning id",
      )
      .get(`Boletín ${tag}`, now) as { id: number }
    // A team and an open invitation to one of its roster lines.
    const team = db
      .prepare(
        "insert into team (name, season, programme, ageBand, colour) values (?, '2026-27', 'juvenil', 14, 'blue') returning id",
      )
      .get(`Matriz ${tag}`) as { id: number }
    const line = db
      .prepare(
        "insert into team_member (teamId, role, typedName) values (?, 'player', 'Jugador de la matriz') returning id",
      )
      .get(team.id) as { id: number }
    // A consented player on that team (another account's child): the coach's assessments page.
    const teamPlayer = db
      .prepare(
        "insert into player (guardianId, name, birthYear, consentVersion, consentAt) values (?, 'Jugadora de la matriz', 2012, 'matriz', ?) returning id",
      )
      .get(ownerId, now) as { id: number }
    db.prepare(
      "insert into team_member (teamId, role, typedName, playerId) values (?, 'player', 'Jugadora', ?)",
    ).run(team.id, teamPlayer.id)
    // Her guardian (another account) and a published report: the matrix's user gets 404, the coach the report.
    db.prepare(
      "insert into player_guardian (playerId, userId, consentVersion, consentAt) values (?, ?, 'matriz', ?)",
    ).run(teamPlayer.id, ownerId, now)
    db.prepare(
      "insert into player_report (playerId, teamId, period, fromDay, toDay, summary, publishedAt) values (?, ?, 'Matriz', '2026-09-01', '2026-12-20', 'Informe de la matriz', ?)",
    ).run(teamPlayer.id, team.id, now)
    // Her photo, with the photo consent: the coach gets it (/account/players/:id/photo), the user 404.
    const photoKey = `players/${teamPlayer.id}/matriz-${tag}.webp`
    fs.mkdirSync(path.join(process.env.E2E_DATA_DIR ?? '', 'uploads', 'players', String(teamPlayer.id)), {
      recursive: true,
    })
    fs.writeFileSync(path.join(process.env.E2E_DATA_DIR ?? '', 'uploads', photoKey), ONE_PIXEL_WEBP)
    db.prepare('update player set photoKey = ?, photoConsentAt = ? where id = ?').run(
      photoKey,
      now,
      teamPlayer.id,
    )
    const teamEvent = db
      .prepare(
        "insert into team_event (teamId, kind, place, startsAt, endsAt) values (?, 'training', 'Campo de la matriz', ?, ?) returning id",
      )
      .get(
        team.id,
        new Date(Date.now() + 86_400_000).toISOString(),
        new Date(Date.now() + 90_000_000).toISOString(),
      ) as { id: number }
    const teamInviteToken = `matriz-equipo-${tag}`
    db.prepare(
      "insert into team_invite (memberId, kind, email, tokenHash, expiresAt) values (?, 'guardian', ?, ?, ?)",
    ).run(
      line.id,
      `tutor-${tag}@example.com`,
      createHash('sha256').update(teamInviteToken).digest('hex'),
      new Date(Date.now() + 86_400_000).toISOString(),
    )
    return {
      samples: {
        teamId: { real: String(team.id), missing: missingId },
        teamPlayerId: { real: String(teamPlayer.id), missing: missingId },
        reportPlayerId: { real: String(teamPlayer.id), missing: missingId },
        teamInviteToken: { real: teamInviteToken, missing: `no-existe-${tag}` },
        teamEventId: { real: String(teamEvent.id), missing: missingId },
        // A reminder's link for the consented player and the coming training; a tampered one is missing.
        teamAnswerToken: {
          real: answerToken(
            { eventId: teamEvent.id, playerId: teamPlayer.id, answer: 'available' },
            answerKeyOf(E2E_SESSION_SECRET),
          ),
          missing: `${teamEvent.id}.${teamPlayer.id}.available.${randomBytes(32).toString('base64url')}`,
        },
        postSlug: { real: `matriz-${tag}`, missing: `no-existe-${tag}` },
        translationLanguage: { real: 'en', missing: 'xx' },
        translatedPostSlug: { real: `matrix-${tag}`, missing: `no-existe-${tag}` },
        translatedConceptSlug: { real: `matrix-${tag}`, missing: `no-existe-${tag}` },
        translatedEventSlug: { real: `matrix-${tag}`, missing: `no-existe-${tag}` },
        translatedDrillSlug: { real: englishDrill.slug, missing: `no-existe-${tag}` },
        // The post's tag (lower case, a slug already): its archive and feed.
        tagSlug: { real: `matriz-${tag}`, missing: `no-existe-${tag}` },
        postId: { real: String(post.id), missing: missingId },
        conceptSlug: { real: `matriz-${tag}`, missing: `no-existe-${tag}` },
        conceptId: { real: String(concept.id), missing: missingId },
        messageId: { real: String(message.id), missing: missingId },
        mediaFile: { real: media.name, missing: `no-existe-${tag}.png` },
        bucket: { real: 'default', missing: 'otro-cubo' },
        objectPath: { real: media.name, missing: `no-existe-${tag}.png` },
        unknownPage: { real: `pagina-${tag}`, missing: `carpeta/${tag}/pagina` },
        authEndpoint: { real: 'get-session', missing: `no-existe-${tag}` },
        courseSlug: { real: course.slug, missing: `no-existe-${tag}` },
        courseId: { real: String(course.id), missing: missingId },
        lessonSlug: { real: course.lessonSlug, missing: `no-existe-${tag}` },
        lessonId: { real: String(course.lessonId), missing: missingId },
        drillSlug: { real: drill.slug, missing: `no-existe-${tag}` },
        drillId: { real: String(drill.id), missing: missingId },
        certificateCode: { real: certificate.code, missing: `no-existe-${tag}` },
        certificateId: { real: certificate.id, missing: randomUUID() },
        supportId: { real: String(support.id), missing: missingId },
        userId: { real: ownerId, missing: `no-existe-${tag}` },
        lessonFileId: { real: String(lessonFile.id), missing: missingId },
        sessionId: { real: String(session.id), missing: missingId },
        shareToken: { real: example.shareToken, missing: randomBytes(18).toString('base64url') },
        orderNumber: { real: order.number, missing: `MC-0000-${tag}` },
        placeOrderNumber: { real: placeOrder.number, missing: `MC-0000-${tag}` },
        submissionId: { real: String(submission.id), missing: missingId },
        bookingKindSlug: { real: kind.slug, missing: `no-existe-${tag}` },
        bookingId: { real: String(booking.id), missing: missingId },
        eventSlug: { real: `matriz-${tag}`, missing: `no-existe-${tag}` },
        eventId: { real: String(event.id), missing: missingId },
        offerToken: { real: offerToken, missing: `no-existe-${tag}` },
        newsletterConfirmToken: { real: confirmToken, missing: `no-existe-${tag}` },
        newsletterUnsubscribeToken: { real: unsubscribeToken, missing: `no-existe-${tag}` },
        newsletterIssueId: { real: String(issue.id), missing: missingId },
      },
    }
  } finally {
    db.close()
  }
}
