import type Stripe from 'stripe'
import { env, type Env } from '../env.server.ts'
import { awayFromTurn } from '../http/render-gate.server.ts'
import { loadOnUse } from '../load-on-use.server.ts'

/**
 * Stripe, configured (docs/decisions/031-payments.md). Without STRIPE_SECRET_KEY and
 * STRIPE_WEBHOOK_SECRET payments are off: no price button shows and payment routes answer 404.
 */
export const paymentsEnabled = (config: Env = env()) =>
  Boolean(config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET)

/**
 * Stripe's hosted checkout pages and customer portal: the buy, subscribe and portal forms' redirects
 * go there (Content-Security-Policy form-action).
 */
const STRIPE_HOSTED_ORIGINS = ['https://checkout.stripe.com', 'https://billing.stripe.com']

/** The SDK's host, port and protocol for STRIPE_API_URL (a local stand-in); none for Stripe itself. */
export function apiAddress(apiUrl: string | undefined) {
  if (!apiUrl) return {}
  const url = new URL(apiUrl)
  const protocol = url.protocol === 'http:' ? ('http' as const) : ('https' as const)
  return { host: url.hostname, port: url.port || (protocol === 'http' ? '80' : '443'), protocol }
}

/** Where a buy form may lead (the checkout page), for form-action; none while payments are off. */
export function checkoutOrigins(config: Env = env()): string[] {
  if (!paymentsEnabled(config)) return []
  return config.STRIPE_API_URL ? [new URL(config.STRIPE_API_URL).origin] : STRIPE_HOSTED_ORIGINS
}

let client: Stripe | undefined

/**
 * The SDK client, made on first use: a site that sells nothing (or a process that serves only
 * pages) never loads the package (server/load-on-use.server.ts).
 */
export function stripe(): Stripe {
  if (client) return client
  const config = env()
  if (!paymentsEnabled(config) || !config.STRIPE_SECRET_KEY) throw new Error('Payments are not configured')
  const StripeSdk = loadOnUse('stripe') as typeof Stripe
  const http = StripeSdk.createNodeHttpClient()
  client = new StripeSdk(config.STRIPE_SECRET_KEY, {
    ...apiAddress(config.STRIPE_API_URL),
    // A call to Stripe waits without the request's render turn (server/http/render-gate.server.ts).
    httpClient: {
      getClientName: () => http.getClientName(),
      makeRequest: (...call: Parameters<typeof http.makeRequest>) =>
        awayFromTurn(() => http.makeRequest(...call)),
    },
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  })
  return client
}
