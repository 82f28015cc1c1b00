import { z } from 'zod'

/** A host name, an IPv4 address or a bracketed IPv6 address, with an optional port (group 1). */
export const HOST_AND_PORT =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i

function isTimeZone(name: string) {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name })
    return true
  } catch {
    return false
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  BASE_URL: z.url({ error: 'must be an absolute http(s) URL such as https://example.com' }).optional(),
  /** More hosts answered besides BASE_URL's (another domain, a load balancer's address), comma-separated. */
  ALLOWED_HOSTS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((host) => host.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.string().regex(HOST_AND_PORT, {
          error:
            'must be host names with an optional port, comma-separated (coach.example,www.coach.example:8443)',
        }),
      ),
    ),
  DATABASE_URL: z
    .string()
    .regex(/^(file:|postgres(ql)?:\/\/)/, {
      error: 'must start with file: (SQLite) or postgres:// (PostgreSQL)',
    })
    .default('file:./data/app.db'),
  SESSION_SECRET: z.string().min(32, { error: 'must be at least 32 characters long' }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: 'must be an smtp:// or smtps:// URL' })
    .optional(),
  MAIL_FROM: z.string().min(3).default('Metodologías Creativas <no-reply@localhost>'),
  OUTBOX_DIR: z.string().min(1).default('./data/outbox'),
  /** How often each instance looks for queued mails that are due (docs/decisions/029-mail-queue.md). */
  MAIL_QUEUE_INTERVAL_MS: z.coerce.number().int().min(50).default(15_000),
  /** The wait after a mail's first failed attempt; it doubles with each further one, up to an hour. */
  MAIL_RETRY_MS: z.coerce.number().int().min(50).default(60_000),
  /** Attempts before a mail is marked failed (with the defaults, about four hours of outage). */
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(10),
  /** Newsletter mails per second at most, per instance (docs/decisions/043-newsletter.md); 0: no limit. */
  NEWSLETTER_RATE: z.coerce.number().min(0).max(1000).default(5),
  /** How often each instance looks for newsletter deliveries that are due. */
  NEWSLETTER_INTERVAL_MS: z.coerce.number().int().min(50).default(5_000),
  /** How often each instance looks for team events due a reminder (docs/decisions/049). */
  TEAM_REMINDER_INTERVAL_MS: z.coerce.number().int().min(50).default(60_000),
  STORAGE: z.enum(['disk', 's3']).default('disk'),
  UPLOADS_DIR: z.string().min(1).default('./data/uploads'),
  /** Largest accepted upload, in bytes (10 MB). */
  MEDIA_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(10 * 1024 * 1024),
  /** s3://bucket/prefix chooses the S3-compatible driver; absent: files on disk under UPLOADS_DIR. */
  STORAGE_URL: z
    .string()
    .regex(/^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/.*)?$/, { error: 'must be s3://bucket/prefix' })
    .optional(),
  S3_ENDPOINT: z.url({ error: 'must be an http(s) URL such as https://s3.example.com' }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
  /** Where `npm run backup` writes and `npm run restore` looks for backups. */
  BACKUP_DIR: z.string().min(1).default('./backups'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { error: 'must be a redis:// or rediss:// URL' })
    .optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  /** Renders (requests the HTML cache does not answer) under way at once; the others wait their turn. */
  RENDER_CONCURRENCY: z.coerce
    .number({ error: 'must be a whole number of renders, 1 or more' })
    .int()
    .min(1)
    .max(1000)
    .default(2),
  /** Renders that may wait for a turn; past them a render is answered 503 at once (0: none waits). */
  RENDER_QUEUE_LENGTH: z.coerce
    .number({ error: 'must be a whole number of waiting renders, 0 or more' })
    .int()
    .min(0)
    .max(100_000)
    .default(64),
  /** Milliseconds a render may wait for its turn before it is answered 503. */
  RENDER_QUEUE_WAIT_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds, 1 or more' })
    .int()
    .min(1)
    .max(60_000)
    .default(3000),
  TRUST_PROXY: z.coerce
    .number({ error: 'must be the number of proxies in front of the server (0 when none)' })
    .int()
    .min(0)
    .default(0),
  SEED_DEMO: z.enum(['auto', 'never']).default('auto'),
  /** Cookie-free page counts (docs/decisions/046-analytics.md); off: nothing is counted (the bench compares). */
  ANALYTICS: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  /** Minutes without activity after which a signed-in session is locked (lock screen). */
  ADMIN_IDLE_LOCK_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** Admins must sign in with a second factor; unset: on in production (adminsNeedSecondFactor). */
  REQUIRE_2FA_FOR_ADMINS: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
  /** Stripe's secret API key (docs/decisions/031-payments.md); without it and the webhook secret payments are off. */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, { error: 'must be a Stripe secret key (sk_test_… or sk_live_…)' })
    .optional(),
  /** The signing secret of the webhook endpoint (Stripe dashboard or `stripe listen`). */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, { error: 'must be a webhook signing secret (whsec_…)' })
    .optional(),
  /** The currency prices are set and charged in, ISO 4217 in lower case. */
  STRIPE_CURRENCY: z
    .string()
    .regex(/^[a-z]{3}$/i, { error: 'must be a three-letter currency code such as eur' })
    .default('eur')
    .transform((value) => value.toLowerCase()),
  /** The time zone events and one-to-one sessions are set in and shown in (IANA name). */
  SITE_TIME_ZONE: z
    .string()
    .refine(isTimeZone, { error: 'must be an IANA time zone such as Europe/Madrid' })
    .default('Europe/Madrid'),
  /** Another address for Stripe's API: a local stand-in in tests (tests/stripe/stand-in.ts). */
  STRIPE_API_URL: z.url({ error: 'must be an http(s) URL such as http://127.0.0.1:12111' }).optional(),
})

export type Env = z.infer<typeof EnvSchema>

/** Thrown with one line per bad variable, so the operator sees every mistake at once. */
export class EnvError extends Error {
  override name = 'EnvError'
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty variable means "not set", as in most .env files.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''))
  const result = EnvSchema.safeParse(present)
  if (result.success && Boolean(result.data.STRIPE_SECRET_KEY) === Boolean(result.data.STRIPE_WEBHOOK_SECRET))
    return result.data
  const issues = result.success
    ? [
        {
          path: [result.data.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY'],
          message: 'payments need both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (or neither)',
        },
      ]
    : result.error.issues
  const lines = issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
  throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`)
}

let cached: Env | undefined
export function env(): Env {
  cached ??= parseEnv(process.env)
  return cached
}

export const isProduction = () => env().NODE_ENV === 'production'

/** REQUIRE_2FA_FOR_ADMINS, whose default depends on NODE_ENV: on in production, off otherwise. */
export const adminsNeedSecondFactor = (config: Env = env()) =>
  config.REQUIRE_2FA_FOR_ADMINS ?? config.NODE_ENV === 'production'
