import { inflateSync } from 'node:zlib'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { CertificateAdminSchema } from '#app/schemas/certificates.ts'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { courseWithLearner as courseOf, insertLearner } from '#tests/learner-fixtures.ts'
import { renderCertificatePdf, visualRuns } from './certificate-pdf.server.ts'
import {
  certificateFor,
  certificatePdf,
  findByVerificationCode,
  issueCertificate,
  revokeCertificate,
  VERIFICATION_CODE,
} from './certificates.server.ts'
import { completeLesson } from './learning.server.ts'

/** The text a PDF draws, from its uncompressed content streams (pdfkit writes hex glyph strings). */
function drawnText(pdf: Buffer) {
  const source = pdf.toString('latin1')
  return [...source.matchAll(/stream\r?\n([\s\S]*?)endstream/g)]
    .map((match) => {
      const bytes = Buffer.from(match[1] ?? '', 'latin1')
      try {
        return inflateSync(bytes).toString('latin1')
      } catch {
        return bytes.toString('latin1')
      }
    })
    .join('\n')
}

/** A string of the PDF's information dictionary (Title, Author, Subject), decoded as pdfkit wrote it. */
function infoString(pdf: Buffer, key: 'Title' | 'Author' | 'Subject') {
  const source = pdf.toString('latin1')
  const ref = new RegExp(`/${key} (\\d+) 0 R`).exec(source)?.[1]
  const raw = new RegExp(`\\n${ref} 0 obj\\n\\(([\\s\\S]*?)\\)\\nendobj`).exec(source)?.[1] ?? ''
  const bytes = Buffer.from(
    raw.replace(/\\([0-7]{1,3}|.)/g, (_, escaped: string) =>
      /^[0-7]+$/.test(escaped)
        ? String.fromCharCode(parseInt(escaped, 8))
        : ({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' }[escaped] ?? escaped),
    ),
    'latin1',
  )
  return bytes[0] === 0xfe && bytes[1] === 0xff
    ? Buffer.from(bytes.subarray(2)).swap16().toString('utf16le')
    : bytes.toString('latin1')
}

describe('certificate PDF layout', () => {
  test('an Arabic line is drawn right to left, a Latin name inside it keeps its own order', () => {
    const runs = visualRuns('شهادة Ana María 2026', true)
    expect(runs.map((run) => [run.script, run.text])).toEqual([
      ['latin', 'Ana María 2026'],
      ['latin', ' '],
      ['arabic', 'شهادة'],
    ])
    expect(visualRuns('Ana María', false).map((run) => run.text)).toEqual(['Ana María'])
  })

  test('a PDF names the learner, the course and the code, and is a PDF', async () => {
    const pdf = await renderCertificatePdf(
      {
        learner: 'Ana Ruiz',
        course: 'Rondos',
        coach: 'Álvaro Medina',
        brand: 'Metodologías Creativas',
        date: '1 de marzo de 2026',
        code: 'abc',
        verifyUrl: 'https://example.com/certificados/verificar/abc',
        rtl: false,
        labels: {
          title: 'Certificado',
          certifies: 'certifica',
          completed: 'completado',
          issuedOn: 'el 1 de marzo',
          code: 'Código: abc',
          verifyAt: 'Compruébalo',
        },
      },
      { compress: false },
    )
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    // Fonts are embedded as subsets, so glyphs are ids, not letters: the document's information
    // dictionary carries the words, and the content draws many glyph runs and the QR squares.
    expect(infoString(pdf, 'Title')).toBe('Certificado · Rondos')
    expect(infoString(pdf, 'Subject')).toBe('Ana Ruiz')
    expect(infoString(pdf, 'Author')).toBe('Álvaro Medina')
    expect((drawnText(pdf).match(/ re\b/g) ?? []).length).toBeGreaterThan(100)
  })
})

describe('certificate admin schema', () => {
  test('revoking needs a reason without control characters, at most 300 characters', () => {
    const id = '0b6f4c1e-8f1c-4c55-9a47-2f8e5a7c9d10'
    const errors = (reason: string) =>
      CertificateAdminSchema.safeParse({ intent: 'revoke', certificateId: id, reason }).error?.issues.map(
        (issue) => issue.message,
      )
    expect(errors('  ')).toEqual(['certificates:errors.reason'])
    expect(errors('x'.repeat(301))).toEqual(['certificates:errors.reasonLength'])
    expect(errors('Copia\u0000')).toEqual(['validation:controlCharacters'])
    expect(errors('Copió los ejercicios')).toBeUndefined()
  })
})

describe.each(engines)('certificates on %s', (engine) => {
  let t: TestDb
  beforeAll(async () => {
    t = await openTestDb(engine)
  })
  afterAll(() => t.close())
  beforeEach(() => t.truncateAll())

  const now = new Date('2026-03-01T10:00:00.000Z')

  const learner = (id: string, locale: string | null = null) => insertLearner(t.db, id, { locale, now })
  const courseWithLearner = (userId: string) => courseOf(t.db, userId)

  const certificatesOf = (userId: string) =>
    t.db.selectFrom('certificate').selectAll().where('userId', '=', userId).execute()

  test('finishing the last lesson issues one certificate, even when two requests finish it at once', async () => {
    const ana = await learner('ana')
    const courseId = await courseWithLearner(ana)
    await completeLesson(t.db, { userId: ana, courseId, lessonSlug: 'leccion-a', now })
    expect(await certificatesOf(ana)).toEqual([])
    await Promise.all([
      completeLesson(t.db, { userId: ana, courseId, lessonSlug: 'leccion-b', now }),
      completeLesson(t.db, { userId: ana, courseId, lessonSlug: 'leccion-b', now }),
    ])
    const [held, ...more] = await certificatesOf(ana)
    expect(more).toEqual([])
    expect(held?.verificationCode).toMatch(VERIFICATION_CODE)
    expect(JSON.parse(held?.data ?? '{}')).toEqual({
      learner: 'Ana ana',
      course: 'Rondos para alevines',
      coach: 'Álvaro Medina',
    })
    // The certificate says what the course was called when it was issued.
    await t.db.updateTable('course').set({ title: 'Otro título' }).where('id', '=', courseId).execute()
    expect((await findByVerificationCode(t.db, held?.verificationCode ?? ''))?.text.course).toBe(
      'Rondos para alevines',
    )
  })

  test('the verification says revoked after a revocation; a forged or malformed code finds nothing', async () => {
    const ana = await learner('ana')
    const courseId = await courseWithLearner(ana)
    expect(await issueCertificate(t.db, { userId: ana, courseId, now })).toBe('issued')
    const [held] = await certificatesOf(ana)
    const code = held?.verificationCode ?? ''
    expect((await findByVerificationCode(t.db, code))?.revokedAt).toBeNull()
    expect(await revokeCertificate(t.db, { id: held?.id ?? '', courseId, reason: 'Copia', now })).toBe(true)
    expect(await revokeCertificate(t.db, { id: held?.id ?? '', courseId, reason: 'Otra vez', now })).toBe(
      false,
    )
    const revoked = await findByVerificationCode(t.db, code)
    expect([revoked?.revokedAt, revoked?.revokedReason]).toEqual([now.toISOString(), 'Copia'])
    expect(await findByVerificationCode(t.db, 'A'.repeat(22))).toBeUndefined()
    expect(await findByVerificationCode(t.db, "' or 1=1 --")).toBeUndefined()
  })

  test('issuing by hand: once while held, again with a new code after a revocation', async () => {
    const ana = await learner('ana')
    const courseId = await courseWithLearner(ana)
    expect(await issueCertificate(t.db, { userId: ana, courseId, reissue: true })).toBe('issued')
    expect(await issueCertificate(t.db, { userId: ana, courseId, reissue: true })).toBe('alreadyHeld')
    const [first] = await certificatesOf(ana)
    await revokeCertificate(t.db, { id: first?.id ?? '', courseId, reason: 'Error', now })
    // Finishing lessons never undoes the coach's revocation; only the coach issues it again.
    expect(await issueCertificate(t.db, { userId: ana, courseId })).toBe('alreadyHeld')
    expect(await issueCertificate(t.db, { userId: ana, courseId, reissue: true })).toBe('reissued')
    const [again] = await certificatesOf(ana)
    expect(again?.revokedAt).toBeNull()
    expect(again?.verificationCode).not.toBe(first?.verificationCode)
  })

  test("another user's certificate is not theirs to download; an admin may; the PDF is made", async () => {
    const ana = await learner('ana', 'ae')
    const luis = await learner('luis')
    const courseId = await courseWithLearner(ana)
    await issueCertificate(t.db, { userId: ana, courseId, now })
    const [held] = await certificatesOf(ana)
    const id = held?.id ?? ''
    expect(await certificateFor(t.db, { id, userId: luis, isAdmin: false })).toBeUndefined()
    expect((await certificateFor(t.db, { id, userId: ana, isAdmin: false }))?.text.learner).toBe('Ana ana')
    const asAdmin = await certificateFor(t.db, { id, userId: luis, isAdmin: true })
    if (!asAdmin) throw new Error('the admin should find it')
    const pdf = await certificatePdf(t.db, asAdmin, { origin: 'https://example.com', fallback: 'es' })
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    // In the owner's language (Arabic), whoever downloads it.
    expect(infoString(pdf, 'Title')).toBe('شهادة إتمام · Rondos para alevines')
  })
})
