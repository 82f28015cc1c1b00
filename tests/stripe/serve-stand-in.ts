import { startStandIn } from './stand-in.ts'

/**
 * The stand-in as its own process, for Playwright's webServer list (playwright.config.ts):
 * STAND_IN_PORT, STAND_IN_WEBHOOK_URL (the site's webhook) and STRIPE_WEBHOOK_SECRET.
 */
const standIn = await startStandIn({
  port: Number(process.env.STAND_IN_PORT ?? 0),
  webhookUrl: process.env.STAND_IN_WEBHOOK_URL,
  webhookSecret: process.env.STRIPE_WEBHOOK_SECRET ?? '',
})
console.log(`Stripe stand-in on ${standIn.origin}`)
const stop = () => void standIn.close().then(() => process.exit(0))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
