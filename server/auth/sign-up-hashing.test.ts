import { describe, expect, test, vi } from 'vitest'
import { engines } from '#tests/db.ts'
import { identitySuite, siteRequest } from '#tests/identity.ts'
import { smtpForFile } from '#tests/smtp.ts'
import type { Identity } from './identity.server.ts'
import { signUp } from './sign-up.server.ts'

const smtp = smtpForFile()

const person = (email: string) => ({
  name: 'Lucía',
  lastName: 'Gómez',
  email,
  password: 'Rondo-de-cuatro-7',
  locale: 'es' as const,
  ip: '10.0.0.1',
})

/**
 * No enumeration by timing: hashing the password is what makes a sign-up slow, so a sign-up for an
 * address that already has an account must hash it too, exactly as a new one does (the browser
 * suite measured the two times; counting the work is the same check without a clock).
 */
describe.each(engines)('sign-up work on %s', (engine) => {
  let id: Identity
  identitySuite(engine, (suite) => ({ id } = suite))

  const hashesDuring = async (work: () => Promise<unknown>) => {
    const context = await id.auth.$context
    const hash = vi.spyOn(context.password, 'hash')
    try {
      await work()
      return hash.mock.calls.length
    } finally {
      hash.mockRestore()
    }
  }
  const signUpAs = (email: string) =>
    signUp(id, siteRequest('/auth/boxed-signup', { method: 'POST' }), person(email))

  test('a registered address costs the same password hash as a new one', async () => {
    const forNew = await hashesDuring(() => signUpAs('nueva@example.com'))
    await smtp.next('nueva@example.com')
    const forRegistered = await hashesDuring(() => signUpAs('nueva@example.com'))
    await smtp.next('nueva@example.com') // "someone tried to sign up with your address"
    expect(forNew).toBe(1)
    expect(forRegistered).toBe(forNew)
  })
})
