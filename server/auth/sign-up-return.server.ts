import { safeRedirectPath } from '../http/redirect-target.server.ts'

// "Sign up and come back" (docs/decisions/032-content-visibility.md): the page a visitor signed up
// from travels through better-auth's confirmation URL and our e-mail link on to sign-in.

/**
 * Where better-auth's confirmation sends the new account: sign-in, with the page the visitor came
 * from (a same-origin path only). The mail's own link carries it on (`returnPathOf`).
 */
export function signUpCallback(redirectTo: string | undefined) {
  const back = safeRedirectPath(redirectTo, '')
  return back ? `/signin?${new URLSearchParams({ verified: '1', redirectTo: back })}` : '/signin?verified=1'
}

/** The page to come back to, read from better-auth's confirmation URL (its callbackURL), if safe. */
export function returnPathOf(confirmationUrl: string): string {
  try {
    const callback = new URL(confirmationUrl).searchParams.get('callbackURL') ?? ''
    const target = new URL(callback, 'http://site.invalid').searchParams.get('redirectTo')
    return safeRedirectPath(target, '')
  } catch {
    return ''
  }
}
