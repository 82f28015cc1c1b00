import { publicOrigin } from '../../http/origin.server.ts'
import { siteSettings } from '../../site.server.ts'

export interface RelyingParty {
  /** The host passkeys are bound to: BASE_URL's (the request's when BASE_URL is unset). */
  id: string
  /** The only origin whose ceremonies are accepted. */
  origin: string
  /** What the browser shows when it asks to make a passkey: the site's brand. */
  name: string
}

export function relyingParty(request: Request): RelyingParty {
  const origin = publicOrigin(request)
  return { id: new URL(origin).hostname, origin, name: siteSettings().brand }
}

/** What every ceremony's answer must show: this challenge, our origin and relying party, a verified user. */
export function expectedAnswer(request: Request, challenge: string) {
  const rp = relyingParty(request)
  return {
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }
}
