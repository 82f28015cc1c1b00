import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'

/** A port nobody listens on; workers inherit it through the environment. */
async function freePort(): Promise<string> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(String(address.port)) : reject()))
    })
  })
}

process.env.E2E_PORT ??= await freePort()
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `coach-e2e-${process.env.E2E_PORT}`)
process.env.E2E_STRIPE_PORT ??= await freePort()
const port = process.env.E2E_PORT
/** The Stripe stand-in (tests/stripe/stand-in.ts): the server's Stripe API and hosted checkout page. */
const stripePort = process.env.E2E_STRIPE_PORT
export const E2E_STRIPE_WEBHOOK_SECRET = 'whsec_e2e_stand_in'
const dataDir = process.env.E2E_DATA_DIR
const buildDir = process.env.BUILD_DIR ?? 'build'

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  // Chromium 156 preloads its address bar's suggestion popups as WebUI pages in every browser, even
  // headless: a renderer that keeps a core busy for seconds at each launch, which slowed every test
  // here. Chromium honours only the last --disable-features, so this one repeats the features
  // Playwright 1.65 turns off on Linux before adding the two popups.
  `--disable-features=${[
    'AvoidUnnecessaryBeforeUnloadCheckSync',
    'DestroyProfileOnBrowserClose',
    'HttpsUpgrades',
    'HttpsFirstBalancedModeAutoEnable',
    'LensOverlay',
    'MediaRouter',
    'PaintHolding',
    'ThirdPartyStoragePartitioning',
    'AvoidCorsURLLoaderRestartOnRedirect',
    'OptimizationHints',
    'NetworkTimeServiceQuerying',
    'AimEnabled',
    'PreconnectToSearch',
    'WebUIOmniboxPopup',
    'WebUIOmniboxAimPopup',
  ].join(',')}`,
]

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // No retries: a test that fails once is a bug to fix, in the app or in the test.
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // Limits catch a hang, not slowness: the shared 2-core machines run three times slower from one
  // hour to the next (docs/PERFORMANCE.md, the runs of 2026-11-23 and 2026-11-26).
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'es-ES',
    trace: 'off',
    // The service worker is tested in tests/e2e/pitch-offline.spec.ts, which allows it; elsewhere it
    // would answer the pages the specs check (docs/decisions/050-at-the-pitch.md).
    serviceWorkers: 'block',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumFlags },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'node_modules/.bin/tsx tests/stripe/serve-stand-in.ts',
      url: `http://127.0.0.1:${stripePort}/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        STAND_IN_PORT: stripePort,
        STAND_IN_WEBHOOK_URL: `http://127.0.0.1:${port}/api/stripe/webhook`,
        STRIPE_WEBHOOK_SECRET: E2E_STRIPE_WEBHOOK_SECRET,
      },
    },
    {
      // The built server, as `npm start` runs it, on its own empty database and outbox.
      // The server's log stays in the data folder for reading after a failed run.
      command: `rm -rf ${dataDir} && mkdir -p ${dataDir} && node server.js > ${dataDir}/server.log`,
      url: `http://127.0.0.1:${port}/healthz`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'production',
        PORT: port,
        HOST: '127.0.0.1',
        BUILD_DIR: buildDir,
        DATABASE_URL: `file:${dataDir}/app.db`,
        OUTBOX_DIR: `${dataDir}/outbox`,
        UPLOADS_DIR: `${dataDir}/uploads`,
        SESSION_SECRET: 'e2e-secret-that-is-long-enough-0123456789',
        BASE_URL: `http://127.0.0.1:${port}`,
        // team-answers.spec.ts waits for a reminder the job sends (a minute apart by default).
        TEAM_REMINDER_INTERVAL_MS: '2000',
        LOG_LEVEL: 'info',
        // The admin specs test the admin area, not its second factor: tests/e2e/two-factor.spec.ts
        // starts its own server with the production default (on).
        REQUIRE_2FA_FOR_ADMINS: 'false',
        // Payments on, against the stand-in: its checkout page posts signed events to the webhook.
        STRIPE_SECRET_KEY: 'sk_test_e2e_stand_in',
        STRIPE_WEBHOOK_SECRET: E2E_STRIPE_WEBHOOK_SECRET,
        STRIPE_API_URL: `http://127.0.0.1:${stripePort}`,
      },
    },
  ],
})
