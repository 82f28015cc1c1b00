import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { insertUser } from '#tests/factories.ts'
import { insertEvent } from '#tests/events/event-fixtures.ts'
import { PRIVACY_TEXT_VERSION } from '#app/privacy.ts'
import type { Db } from '#server/db/connection.server.ts'
import { recordAudit } from '#server/audit/audit.server.ts'
import { createPlayer } from '#server/players/guardianship.server.ts'
import { recordConsent } from './consents.server.ts'
import { personalDataJson } from './export.server.ts'
import { SECTIONS } from './export-sections.server.ts'

const NOW = '2026-03-01T10:00:00.000Z'

/** One course everybody can take: a section, a lesson with a quiz, an access code. */
async function course(db: Db) {
  const { id: courseId } = await db
    .insertInto('course')
    .values({ slug: 'rondos', title: 'Rondos' })
    .returning('id')
    .executeTakeFirstOrThrow()
  const { id: sectionId } = await db
    .insertInto('course_section')
    .values({ courseId, title: 'Inicio', position: 1 })
    .returning('id')
    .executeTakeFirstOrThrow()
  const { id: lessonId } = await db
    .insertInto('course_lesson')
    .values({ courseId, sectionId, slug: 'rondo-4x1', title: 'Rondo 4x1', position: 1, updatedAt: NOW })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { courseId, lessonId }
}

/**
 * A person with a row in every table that holds personal data; every text carries `tag`, so a
 * leak of another person's row shows up as their tag in the file.
 */
async function personWithData(db: Db, tag: string, ids: { courseId: number; lessonId: number }) {
  const userId = await insertUser(db, `user-${tag}`, {
    name: `Nombre-${tag}`,
    phone: `600-${tag}`,
    address: `Calle-${tag}`,
  })
  const email = `${userId}@example.com`
  const ip = `ip-${tag}`
  await db
    .insertInto('account')
    .values({
      id: `acc-${tag}`,
      userId,
      accountId: userId,
      providerId: 'credential',
      password: `hash-secret-${tag}`,
      createdAt: NOW,
      updatedAt: NOW,
    })
    .execute()
  await db
    .insertInto('session')
    .values({
      id: `ses-${tag}`,
      userId,
      token: `token-secret-${tag}`,
      expiresAt: '2099-01-01T00:00:00.000Z',
      ipAddress: ip,
      userAgent: `Browser-${tag}`,
      createdAt: NOW,
      updatedAt: NOW,
    })
    .execute()
  await db
    .insertInto('email_change')
    .values({
      id: `chg-${tag}`,
      userId,
      oldEmail: email,
      newEmail: `new-${tag}@example.com`,
      confirmTokenHash: `confirm-secret-${tag}`,
      cancelTokenHash: `cancel-secret-${tag}`,
      createdAt: NOW,
      confirmBefore: NOW,
    })
    .execute()
  await recordConsent(db, { userId, kind: 'privacy', ip })
  // On the newsletter's Spanish list; its links' tokens never leave.
  await db
    .insertInto('newsletter_subscriber')
    .values({
      email,
      locale: 'es',
      status: 'confirmed',
      confirmTokenHash: `newsletter-secret-${tag}`,
      unsubscribeToken: `unsubscribe-secret-${tag}`,
      consentVersion: `boletin-${tag}`,
      consentIp: ip,
      consentAt: NOW,
    })
    .execute()
  const { courseId, lessonId } = ids
  await db.insertInto('enrollment').values({ userId, courseId }).execute()
  await db.insertInto('course_access_request').values({ userId, courseId }).execute()
  await db
    .insertInto('payment_order')
    .values({
      number: `MC-2026-${tag}`,
      userId,
      itemKind: 'course',
      itemId: courseId,
      itemTitle: 'Rondos',
      amountCents: 4500,
      currency: 'eur',
      status: 'paid',
      checkoutSessionId: `cs_secret_${tag}`,
      locale: 'es',
    })
    .execute()
  const { id: codeId } = await db
    .insertInto('course_access_code')
    .values({ courseId, codeHash: `code-secret-${tag}`, hint: 'AB', maxUses: 1 })
    .returning('id')
    .executeTakeFirstOrThrow()
  await db.insertInto('course_code_redemption').values({ codeId, userId }).execute()
  await db.insertInto('lesson_progress').values({ userId, lessonId }).execute()
  await db
    .insertInto('quiz_attempt')
    .values({ userId, lessonId, answers: JSON.stringify({ q1: [`choice-${tag}`] }), score: 80, passed: true })
    .execute()
  await db
    .insertInto('assignment_submission')
    .values({
      userId,
      lessonId,
      courseId,
      note: `Nota-${tag}`,
      fileName: `tarea-${tag}.pdf`,
      storageKey: `assignments/secret-${tag}`,
      contentType: 'application/pdf',
      size: 1200,
    })
    .execute()
  await db
    .insertInto('comment')
    .values({ lessonId, userId, body: `Pregunta-${tag}` })
    .execute()
  await db
    .insertInto('certificate')
    .values({
      id: `cert-${tag}`,
      userId,
      courseId,
      issuedAt: NOW,
      verificationCode: `verify-${tag}`,
      data: JSON.stringify({ learner: `Nombre-${tag}`, course: 'Rondos', coach: 'Álvaro' }),
    })
    .execute()
  await db
    .insertInto('support_request')
    .values({ userId, subject: `Ayuda-${tag}`, message: `Mensaje-${tag}`, answer: `Respuesta-${tag}` })
    .execute()
  await db
    .insertInto('contact_message')
    .values({
      name: `Nombre-${tag}`,
      email: email.toUpperCase(), // the form keeps the address as typed
      subject: `Contacto-${tag}`,
      message: `Consulta-${tag}`,
      locale: 'es',
      consentAt: NOW,
    })
    .execute()
  const { id: sessionId } = await db
    .insertInto('training_session')
    .values({ userId, title: `Sesion-${tag}`, shareToken: `share-secret-${tag}` })
    .returning('id')
    .executeTakeFirstOrThrow()
  await db
    .insertInto('training_session_block')
    .values({ sessionId, position: 1, phase: 'warmup', title: `Bloque-${tag}`, minutes: 10 })
    .execute()
  const { id: kindId } = await db
    .insertInto('booking_kind')
    .values({
      slug: `tecnica-${tag}`,
      name: `Tecnica-${tag}`,
      durationMinutes: 60,
      priceCents: null,
      horizonDays: 30,
      noticeHours: 0,
      changeHours: 0,
      bufferMinutes: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await db
    .insertInto('booking')
    .values({
      uid: `reserva-${tag}`,
      kindId,
      userId,
      kindName: `Tecnica-${tag}`,
      startsAt: '2026-04-01T08:00:00.000Z',
      endsAt: '2026-04-01T09:00:00.000Z',
      status: 'confirmed',
    })
    .execute()
  await db
    .insertInto('post')
    .values({
      slug: `post-${tag}`,
      title: `Post-${tag}`,
      excerpt: '',
      content: '{}',
      contentHtml: '',
      tags: '',
      status: 'draft',
      authorId: userId,
    })
    .execute()
  await recordAudit(db, { action: 'auth.signIn', user: { id: userId, email }, ip })
  // A child the person registered for an event, with the consent's version and time.
  const player = {
    id: await createPlayer(db, {
      guardianId: userId,
      name: `Jugador-${tag}`,
      birthYear: 2015,
      consent: { version: 'v1', at: '2026-05-01T10:00:00.000Z' },
    }),
  }
  // What a guardian corrected on the child's page (positions, foot) and the photo consent.
  await db
    .updateTable('player')
    .set({ positions: '["striker"]', foot: 'left', photoConsentAt: '2026-05-02T10:00:00.000Z' })
    .where('id', '=', player.id)
    .execute()
  const event = await insertEvent(db)
  await db
    .insertInto('event_registration')
    .values({
      eventId: event.id,
      userId,
      playerId: player.id,
      participant: `Jugador-${tag}`,
      status: 'confirmed',
      answers: JSON.stringify({ club: `Club-${tag}` }),
    })
    .execute()
  // The child's assessment by a coach and a published development report (issue 33).
  const { id: teamId } = await db
    .insertInto('team')
    .values({ name: `Equipo-${tag}`, season: '2026-27', programme: 'infantil', ageBand: 10, colour: 'blue' })
    .returning('id')
    .executeTakeFirstOrThrow()
  await db
    .insertInto('player_assessment')
    .values({
      playerId: player.id,
      teamId,
      area: 'technical',
      score: 4,
      note: `Nota-${tag}`,
      assessedOn: '2026-10-05',
    })
    .execute()
  await db
    .insertInto('player_report')
    .values({
      playerId: player.id,
      teamId,
      period: '2026-27 · 1.er trimestre',
      fromDay: '2026-09-01',
      toDay: '2026-12-20',
      summary: `Informe-${tag}`,
      publishedAt: NOW,
    })
    .execute()
  // The child on a team: an answer to a training and the attendance marked there.
  const { id: teamEventId } = await db
    .insertInto('team_event')
    .values({
      teamId,
      kind: 'training',
      place: 'Campo',
      startsAt: '2026-05-02T16:00:00.000Z',
      endsAt: '2026-05-02T17:30:00.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await db
    .insertInto('team_event_answer')
    .values({
      eventId: teamEventId,
      playerId: player.id,
      answer: 'maybe',
      reason: `Motivo-${tag}`,
      answeredBy: userId,
      answeredAt: '2026-05-01T12:00:00.000Z',
    })
    .execute()
  await db
    .insertInto('team_attendance')
    .values({
      eventId: teamEventId,
      playerId: player.id,
      typedName: `Jugador-${tag}`,
      status: 'late',
      markedAt: '2026-05-02T16:05:00.000Z',
    })
    .execute()
  return { userId, email, tag }
}

async function exportOf(db: Db, userId: string) {
  let text = ''
  for await (const chunk of personalDataJson(db, userId, new Date(NOW))) text += chunk
  return { text, json: JSON.parse(text) as Record<string, unknown> }
}

describe.each(engines)('download my data on %s', (engine) => {
  let t: TestDb
  beforeAll(async () => {
    t = await openTestDb(engine)
  })
  beforeEach(() => t.truncateAll())
  afterAll(() => t.close())

  test("holds every section of the person's own data and nothing of another person's", async () => {
    const ids = await course(t.db)
    const ana = await personWithData(t.db, 'ana', ids)
    const beto = await personWithData(t.db, 'beto', ids)
    // Beto, an admin, suspends Ana: Ana's file says what happened to her, not who did it.
    await recordAudit(t.db, {
      action: 'user.suspend',
      user: { id: beto.userId, email: beto.email },
      target: { type: 'user', id: ana.userId },
      ip: 'ip-beto',
    })

    const { text, json } = await exportOf(t.db, ana.userId)

    expect(json.profile).toMatchObject({
      id: ana.userId,
      email: ana.email,
      phone: '600-ana',
      emailVerified: true,
    })
    for (const section of Object.keys(SECTIONS))
      expect(json[section], `section ${section}`).toEqual(expect.arrayContaining([expect.anything()]))
    expect(json.consents).toEqual([
      expect.objectContaining({ kind: 'privacy', version: PRIVACY_TEXT_VERSION, ip: 'ip-ana' }),
    ])
    expect(json.contactMessages).toEqual([expect.objectContaining({ message: 'Consulta-ana' })])
    expect(json.playerAssessments).toEqual([expect.objectContaining({ score: 4, note: 'Nota-ana' })])
    expect(json.playerReports).toEqual([expect.objectContaining({ summary: 'Informe-ana' })])
    expect(json.trainingSessions).toEqual([
      expect.objectContaining({
        title: 'Sesion-ana',
        sharedReadOnly: true,
        blocks: [expect.objectContaining({ title: 'Bloque-ana' })],
      }),
    ])
    expect(json.auditEventsAboutYou).toEqual([{ at: expect.any(String), action: 'user.suspend' }])
    expect(json.orders).toEqual([expect.objectContaining({ number: 'MC-2026-ana', status: 'paid' })])
    expect(json.assignmentSubmissions).toEqual([
      expect.objectContaining({ lesson: 'Rondo 4x1', note: 'Nota-ana', fileName: 'tarea-ana.pdf' }),
    ])
    expect(json.bookings).toEqual([
      expect.objectContaining({
        kindName: 'Tecnica-ana',
        status: 'confirmed',
        startsAt: '2026-04-01T08:00:00.000Z',
      }),
    ])
    expect(json.comments).toEqual([expect.objectContaining({ lesson: 'Rondo 4x1', body: 'Pregunta-ana' })])
    expect(json.players).toEqual([
      expect.objectContaining({
        name: 'Jugador-ana',
        consentVersion: 'v1',
        positions: ['striker'],
        foot: 'left',
        photoConsentAt: expect.stringMatching(/^2026-05-02/),
      }),
    ])
    expect(json.teamAnswers).toEqual([
      expect.objectContaining({ team: 'Equipo-ana', answer: 'maybe', reason: 'Motivo-ana' }),
    ])
    expect(json.teamAttendance).toEqual([expect.objectContaining({ team: 'Equipo-ana', status: 'late' })])
    expect(json.eventRegistrations).toEqual([
      expect.objectContaining({
        participant: 'Jugador-ana',
        status: 'confirmed',
        answers: { club: 'Club-ana' },
      }),
    ])
    expect(json.newsletterSubscriptions).toEqual([
      expect.objectContaining({ locale: 'es', status: 'confirmed', consentVersion: 'boletin-ana' }),
    ])
    expect(text).toContain('Respuesta-ana')
    expect(text).not.toMatch(/beto/i)
    expect(text).not.toContain('secret')
  })
})
