import { parseWithZod } from '@conform-to/zod/v4'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import type { z } from 'zod'
import {
  anyFieldValue,
  characters,
  emailAddress,
  expectCleanText,
  goodPassword,
  hostileRecord,
  hostileText,
  stringsOf,
  typedText,
} from '#tests/arbitraries.ts'
import { controlPayloads, loneSurrogatePayloads, singleLinePayloads } from '#tests/xss-corpus.ts'
import {
  DeleteAccountSchema,
  EmailChangeSchema,
  passwordUpdateSchema,
  ProfileSchema,
  RevokeSessionSchema,
} from './account.ts'
import { AuditFilterSchema } from './audit.ts'
import {
  EMAIL_MAX,
  hasWebAddress,
  NAME_MAX,
  passwordChangeSchema,
  PasswordResetSchema,
  setupSchema,
  SignInSchema,
  signUpSchema,
  UnlockSchema,
} from './auth.ts'
import { CONTACT_LIMITS, ContactSchema } from './contact.ts'
import { BulkSchema, CONTENT_LIMITS, ConceptSchema, PostSchema, RestoreSchema } from './content-admin.ts'
import { BandQuerySchema, CURRICULUM_LIMITS, CurriculumChangeSchema } from './curriculum.ts'
import { InboxActionSchema, MAX_ID, MessageId } from './inbox.ts'
import { AltSchema, MEDIA_LIMITS, MediaFileNameSchema, MediaFormSchema } from './media.ts'
import { CONTROL_CHARACTER_ERROR, hasControlCharacters } from './plain-text.ts'

/**
 * Property tests of every form schema (issue #14): whatever arrives, safeParse answers and never
 * throws; what it accepts keeps the documented limits (lengths, trimming, no control characters,
 * e-mail shape); what a person could type is accepted; parsing what was accepted again is stable.
 */

const RUNS = { numRuns: 300 }

const schemas: [string, z.ZodType][] = [
  ['SignInSchema', SignInSchema],
  ['signUpSchema', signUpSchema()],
  ['setupSchema', setupSchema()],
  ['PasswordResetSchema', PasswordResetSchema],
  ['passwordChangeSchema', passwordChangeSchema({ email: 'ana@example.com' })],
  ['UnlockSchema', UnlockSchema],
  ['ProfileSchema', ProfileSchema],
  ['EmailChangeSchema', EmailChangeSchema],
  ['passwordUpdateSchema', passwordUpdateSchema({ email: 'ana@example.com' })],
  ['RevokeSessionSchema', RevokeSessionSchema],
  ['DeleteAccountSchema', DeleteAccountSchema],
  ['ContactSchema', ContactSchema],
  ['PostSchema', PostSchema],
  ['ConceptSchema', ConceptSchema],
  ['BulkSchema', BulkSchema],
  ['RestoreSchema', RestoreSchema],
  ['MediaFormSchema', MediaFormSchema],
  ['MediaFileNameSchema', MediaFileNameSchema],
  ['AltSchema', AltSchema],
  ['InboxActionSchema', InboxActionSchema],
  ['MessageId', MessageId],
  ['AuditFilterSchema', AuditFilterSchema],
  ['CurriculumChangeSchema', CurriculumChangeSchema],
  ['BandQuerySchema', BandQuerySchema],
]

/** The field names a schema reads, so the hostile records hit real fields. */
const FIELDS = [
  'intent',
  'email',
  'password',
  'confirmPassword',
  'currentPassword',
  'newEmail',
  'name',
  'lastName',
  'phone',
  'address',
  'locale',
  'token',
  'redirectTo',
  'sessionId',
  'confirm',
  'acceptTerms',
  'subject',
  'message',
  'consent',
  'title',
  'slug',
  'excerpt',
  'tags',
  'seoTitle',
  'seoDescription',
  'status',
  'publishedAt',
  'content',
  'term',
  'summary',
  'kind',
  'category',
  'body',
  'position',
  'version',
  'ids',
  'id',
  'alt',
  'revisionId',
  'action',
  'from',
  'to',
  'programme',
  'ageBand',
  'age',
  'phase',
  'description',
  'conceptIds',
  'drillIds',
  'objectiveId',
  'objectiveIds',
  'week',
  'weekId',
  'theme',
  'notes',
]

describe.each(schemas)('%s', (_name, schema) => {
  test('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.oneof(anyFieldValue, hostileRecord(FIELDS)), (input) => {
        const result = schema.safeParse(input)
        expect(typeof result.success).toBe('boolean')
        // Whatever it accepts holds no control character and no half surrogate pair (passwords are
        // hashed and redirect targets checked by safeRedirectPath: never stored or shown).
        if (result.success)
          for (const [path, text] of stringsOf(result.data))
            if (!/password|redirectTo/i.test(path)) expectCleanText(text, { multiline: true, trimmed: false })
      }),
      RUNS,
    )
  })
})

test('a form posted with any fields and values never makes Conform or a schema throw', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...schemas.map(([, schema]) => schema)),
      fc.array(fc.tuple(fc.oneof(fc.constantFrom(...FIELDS), fc.string()), hostileText), { maxLength: 12 }),
      (schema, entries) => {
        const form = new FormData()
        for (const [key, value] of entries) form.append(key, value)
        const submission = parseWithZod(form, { schema })
        expect(['success', 'error', undefined]).toContain(submission.status)
      },
    ),
    RUNS,
  )
})

describe('the shared rule: control characters are refused with a translation key', () => {
  const refused = [...controlPayloads(), ...loneSurrogatePayloads(), 'a\u0000b', 'x\u0007', '\u009b1m']
  const messagesOf = (result: { success: boolean; error?: z.ZodError }) =>
    result.error?.issues.map((issue) => issue.message) ?? []

  test.each(refused.map((value) => [JSON.stringify(value).slice(0, 40), value]))('%s', (_label, value) => {
    const profile = ProfileSchema.safeParse({
      intent: 'profile',
      name: value,
      lastName: 'Ruiz',
      locale: 'es',
    })
    expect(messagesOf(profile)).toContain(CONTROL_CHARACTER_ERROR)
    const contact = ContactSchema.safeParse({
      name: 'Ana',
      email: 'ana@example.com',
      subject: 'Horarios',
      message: `Quería preguntar ${value} por los horarios.`,
      consent: true,
    })
    expect(messagesOf(contact)).toContain(CONTROL_CHARACTER_ERROR)
    const post = PostSchema.safeParse({
      title: value,
      tags: [value],
      status: 'draft',
      content: '{"type":"doc"}',
    })
    expect(messagesOf(post).filter((message) => message === CONTROL_CHARACTER_ERROR)).toHaveLength(2)
    expect(messagesOf(AltSchema.safeParse(value))).toContain(CONTROL_CHARACTER_ERROR)
  })

  test('line breaks and tabs stay allowed where a textarea sends them, and only there', () => {
    const message = 'Hola,\r\n\tquería preguntar por los horarios del grupo.'
    const contact = ContactSchema.safeParse({
      name: 'Ana',
      email: 'ana@example.com',
      subject: 'Horarios',
      message,
      consent: true,
    })
    expect(contact.success && contact.data.message).toBe(message)
    const profile = ProfileSchema.safeParse({
      intent: 'profile',
      name: 'Ana\nMaría',
      lastName: 'Ruiz',
      locale: 'es',
    })
    expect(messagesOf(profile)).toContain(CONTROL_CHARACTER_ERROR)
  })
})

describe('identity forms', () => {
  test('accepted e-mail addresses are trimmed, lower-case, ASCII, at most 254 characters', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          hostileText,
          emailAddress.map((e) => ` ${e} `),
        ),
        (email) => {
          const result = PasswordResetSchema.safeParse({ email })
          if (!result.success) return
          const value = result.data.email
          expect(value).toBe(value.trim().toLowerCase())
          expect(characters(value)).toBeLessThanOrEqual(EMAIL_MAX)
          expect(value).toMatch(/^[\x21-\x7e]+@[\x21-\x7e]+$/)
        },
      ),
      RUNS,
    )
  })

  test('a sign-up a person could type is accepted, with names trimmed and within 60 characters', () => {
    const personName = typedText(1, NAME_MAX).filter((name) => !hasWebAddress(name))
    fc.assert(
      fc.property(personName, personName, emailAddress, goodPassword, (name, lastName, email, password) => {
        const input = {
          name: ` ${name} `,
          lastName,
          email,
          password,
          confirmPassword: password,
          acceptTerms: 'on',
        }
        const result = signUpSchema().safeParse(input)
        // The only refusal left for valid fields: a password holding the address's local part.
        if (!result.success) {
          expect(result.error.issues.map((issue) => issue.message)).toEqual(['auth:password.containsEmail'])
          return
        }
        expect(result.data.name).toBe(name)
        expect(result.data.email).toBe(email.toLowerCase())
        // Round trip: what was accepted parses again to the same value.
        expect(signUpSchema().parse(result.data)).toEqual(result.data)
      }),
      RUNS,
    )
  })

  test('names longer than 60 characters or blank are refused', () => {
    fc.assert(
      fc.property(
        fc.oneof(typedText(NAME_MAX + 1, NAME_MAX + 50), fc.constantFrom('', '   ', '\t')),
        (name) => {
          const result = ProfileSchema.safeParse({ intent: 'profile', name, lastName: 'Ruiz', locale: 'es' })
          expect(result.success).toBe(false)
        },
      ),
      RUNS,
    )
  })

  test('profile: accepted values keep their limits and parse again unchanged', () => {
    fc.assert(
      fc.property(
        hostileText,
        hostileText,
        fc.oneof(hostileText, fc.constant(undefined)),
        fc.oneof(hostileText, fc.stringMatching(/^\+?[0-9 ]{6,20}$/), fc.constant(undefined)),
        (name, lastName, address, phone) => {
          const result = ProfileSchema.safeParse({
            intent: 'profile',
            name,
            lastName,
            address,
            phone,
            locale: 'es',
          })
          if (!result.success) return
          for (const text of [result.data.name, result.data.lastName]) {
            expectCleanText(text)
            expect(characters(text)).toBeGreaterThan(0)
            expect(characters(text)).toBeLessThanOrEqual(NAME_MAX)
          }
          if (result.data.address !== null) expect(characters(result.data.address)).toBeLessThanOrEqual(300)
          const again = ProfileSchema.parse({
            ...result.data,
            address: result.data.address ?? undefined,
            phone: result.data.phone ?? undefined,
          })
          expect(again).toEqual(result.data)
        },
      ),
      RUNS,
    )
  })

  test('every XSS payload that fits is kept exactly as typed (the pages escape, the forms do not); a web address is refused', () => {
    for (const payload of singleLinePayloads(NAME_MAX)) {
      const result = ProfileSchema.safeParse({
        intent: 'profile',
        name: payload,
        lastName: payload,
        locale: 'es',
      })
      if (hasWebAddress(payload))
        expect(
          result.error?.issues.map((issue) => issue.message),
          payload,
        ).toEqual(['auth:validation.nameLink', 'auth:validation.nameLink'])
      else expect(result.success && result.data.name, payload).toBe(payload)
    }
  })
})

describe('contact form', () => {
  const valid = fc.record({
    name: typedText(2, CONTACT_LIMITS.name),
    email: emailAddress.map((email) => email.toLowerCase()),
    subject: typedText(3, CONTACT_LIMITS.subject),
    message: typedText(20, CONTACT_LIMITS.message),
    consent: fc.constant(true),
  })

  test('a message a person could write is accepted unchanged, and again after a round trip', () => {
    fc.assert(
      fc.property(valid, (input) => {
        const result = ContactSchema.safeParse(input)
        expect(result.success && result.data).toEqual(input)
        if (result.success) expect(ContactSchema.parse(result.data)).toEqual(result.data)
      }),
      RUNS,
    )
  })

  test('accepted messages keep every limit', () => {
    fc.assert(
      fc.property(
        fc.record({
          name: hostileText,
          email: fc.oneof(hostileText, emailAddress),
          subject: hostileText,
          message: hostileText,
          consent: fc.boolean(),
        }),
        (input) => {
          const result = ContactSchema.safeParse(input)
          if (!result.success) return
          const { name, subject, message } = result.data
          expect(characters(name)).toBeGreaterThanOrEqual(2)
          expect(characters(name)).toBeLessThanOrEqual(CONTACT_LIMITS.name)
          expect(characters(subject)).toBeLessThanOrEqual(CONTACT_LIMITS.subject)
          expect(characters(message)).toBeGreaterThanOrEqual(20)
          expect(characters(message)).toBeLessThanOrEqual(CONTACT_LIMITS.message)
          expectCleanText(name)
          expectCleanText(subject)
          expectCleanText(message, { multiline: true })
          expect(result.data.consent).toBe(true)
        },
      ),
      RUNS,
    )
  })
})

describe('post and concept editors', () => {
  const doc = (texts: string[]) =>
    JSON.stringify({
      type: 'doc',
      content: texts.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
    })
  const validPost = fc.record({
    title: typedText(1, CONTENT_LIMITS.title),
    excerpt: typedText(0, CONTENT_LIMITS.excerpt),
    seoTitle: typedText(0, CONTENT_LIMITS.seoTitle),
    seoDescription: typedText(0, CONTENT_LIMITS.seoDescription),
    tags: fc.array(typedText(1, CONTENT_LIMITS.tag), { maxLength: CONTENT_LIMITS.tags }),
    status: fc.constantFrom('draft', 'published'),
    content: fc.array(typedText(1, 200), { maxLength: 5 }).map(doc),
  })

  test('a post typed by the coach is accepted with its texts unchanged; parsing again is stable', () => {
    fc.assert(
      fc.property(validPost, (input) => {
        const result = PostSchema.safeParse(input)
        expect(result.success, JSON.stringify(input).slice(0, 200)).toBe(true)
        if (!result.success) return
        expect(result.data.title).toBe(input.title)
        expect(result.data.tags).toEqual(input.tags)
        const again = PostSchema.parse({ ...result.data, content: JSON.stringify(result.data.content) })
        expect(again).toEqual(result.data)
      }),
      RUNS,
    )
  })

  test('accepted posts and concepts keep every limit', () => {
    fc.assert(
      fc.property(
        hostileText,
        hostileText,
        fc.array(hostileText, { maxLength: 25 }),
        hostileText,
        (title, excerpt, tags, slug) => {
          const post = PostSchema.safeParse({
            title,
            excerpt,
            tags,
            slug,
            status: 'draft',
            content: '{"type":"doc"}',
          })
          if (post.success) {
            expect(characters(post.data.title)).toBeLessThanOrEqual(CONTENT_LIMITS.title)
            expect(post.data.tags?.length ?? 0).toBeLessThanOrEqual(CONTENT_LIMITS.tags)
            for (const tag of post.data.tags ?? [])
              expect(characters(tag)).toBeLessThanOrEqual(CONTENT_LIMITS.tag)
            if (post.data.slug) expect(post.data.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
            expectCleanText(post.data.title)
            expectCleanText(post.data.excerpt ?? '', { multiline: true })
          }
          const concept = ConceptSchema.safeParse({
            term: title,
            summary: excerpt,
            kind: 'concepto',
            category: 'tactica',
            status: 'draft',
            body: '{"type":"doc"}',
          })
          if (concept.success) {
            expect(characters(concept.data.term)).toBeLessThanOrEqual(CONTENT_LIMITS.title)
            expect(characters(concept.data.summary ?? '')).toBeLessThanOrEqual(CONTENT_LIMITS.excerpt)
            expectCleanText(concept.data.term)
          }
        },
      ),
      RUNS,
    )
  })
})

describe('media, inbox and audit forms', () => {
  test('accepted file names are plain names; accepted alt texts are trimmed and short', () => {
    fc.assert(
      fc.property(hostileText, (value) => {
        const name = MediaFileNameSchema.safeParse(value)
        if (name.success) {
          expect(name.data).not.toMatch(/[/\\]|\.\./)
          expect(characters(name.data)).toBeLessThanOrEqual(MEDIA_LIMITS.fileName)
          expect(name.data).not.toMatch(/[\p{Cc}\p{Cf}]/u)
        }
        const alt = AltSchema.safeParse(value)
        if (alt.success) {
          expectCleanText(alt.data)
          expect(characters(alt.data)).toBeLessThanOrEqual(MEDIA_LIMITS.alt)
        }
      }),
      RUNS,
    )
  })

  test('message ids are whole numbers within the column', () => {
    fc.assert(
      fc.property(fc.oneof(hostileText, fc.nat().map(String), fc.bigInt().map(String)), (value) => {
        const result = MessageId.safeParse(value)
        if (result.success) {
          expect(Number.isInteger(result.data)).toBe(true)
          expect(result.data).toBeGreaterThanOrEqual(1)
          expect(result.data).toBeLessThanOrEqual(MAX_ID)
        }
      }),
      RUNS,
    )
  })

  test('the audit filters never refuse: a value that does not parse is simply dropped', () => {
    fc.assert(
      fc.property(hostileRecord(['action', 'email', 'from', 'to']), (input) => {
        const result = AuditFilterSchema.safeParse(input)
        expect(result.success).toBe(true)
        if (result.success && result.data.email !== undefined) expectCleanText(result.data.email)
      }),
      RUNS,
    )
  })
})

describe('curriculum editor', () => {
  test('an objective is accepted exactly when its texts are clean and fit; links are kept once each', () => {
    fc.assert(
      fc.property(
        typedText(1, CURRICULUM_LIMITS.title),
        fc.oneof(typedText(0, 400), hostileText),
        fc.array(fc.integer({ min: 1, max: 10_000 }), { maxLength: CURRICULUM_LIMITS.links }),
        (title, description, ids) => {
          const result = CurriculumChangeSchema.safeParse({
            intent: 'addObjective',
            programme: 'elite',
            ageBand: '19',
            phase: 'setPieces',
            title,
            description,
            conceptIds: ids.map(String),
          })
          const fits =
            title.length <= CURRICULUM_LIMITS.title &&
            !hasControlCharacters(description, { multiline: true }) &&
            description.trim().length <= CURRICULUM_LIMITS.description
          expect(result.success, JSON.stringify({ title, description }).slice(0, 200)).toBe(fits)
          if (!result.success || result.data.intent !== 'addObjective') return
          expect(result.data.title).toBe(title)
          expect(result.data.description).toBe(description.trim())
          expect(result.data.conceptIds).toEqual([...new Set(ids)])
        },
      ),
      RUNS,
    )
  })
})
