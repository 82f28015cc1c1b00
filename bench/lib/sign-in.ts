import type { BenchAccount } from '../generate.ts'

/** Signs in through the sign-in form, as a browser would; returns the Cookie header. */
export async function signIn(origin: string, { email, password }: BenchAccount) {
  const response = await fetch(`${origin}/signin`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password, redirectTo: '' }),
  })
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0])
  if (response.status !== 302 || !cookies.some((c) => c?.includes('session_token')))
    throw new Error(`Signing in as ${email} failed (${response.status})`)
  return cookies.join('; ')
}
