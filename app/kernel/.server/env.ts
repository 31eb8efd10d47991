import { z } from 'zod'

import { business, emails } from '#app/kernel/dealer/business.ts'

/** SITE_URL's default: the example dealer's address, where no link may point. */
export const exampleSiteUrl = 'https://www.keystone-golfcarts.example'

/**
 * Every setting of the server, parsed once at start. Nothing else reads
 * process.env, so a wrong value stops the server with one line naming it.
 */
const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => ['true', '1', 'yes'].includes(value))

const isEmail = (value: string) => z.email().safeParse(value).success

/** One or more addresses separated by commas: "sales@x.example, owner@x.example". */
const addressList = z
  .string()
  .trim()
  .refine((value) => value.split(',').every((part) => isEmail(part.trim())), {
    message: 'must be an e-mail address or a comma-separated list of them',
  })

/** A sender: "name@x.example" or "Display Name <name@x.example>". */
const mailbox = z
  .string()
  .trim()
  .refine((value) => isEmail(/^[^<>]*<([^<>]+)>$/.exec(value)?.[1] ?? value), {
    message: 'must be an e-mail address, optionally as "Name <address>"',
  })

const seconds = z.coerce.number().positive()

/** The port the server listens on unless PORT says otherwise. */
export const defaultPort = 3000

const settingsObject = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(defaultPort),
  // a SQLite file path, or postgres://user:password@host:5432/name for several server processes
  DATABASE_URL: z
    .string()
    .trim()
    .min(1)
    .default('./data/site.db')
    .refine((value) => !/^postgres(ql)?:/i.test(value) || URL.canParse(value), {
      message: 'must be a SQLite file path or a postgres://user:password@host:port/name URL',
    }),
  // PostgreSQL connections each server process keeps open at most (SQLite uses one)
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  SITE_URL: z
    .url({ protocol: /^https?$/, message: 'must be an absolute http(s) URL' })
    .default(exampleSiteUrl)
    .transform((value) => value.replace(/\/+$/, '')),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  TRUST_PROXY: booleanText.default(false),
  BUILD_DIR: z.string().min(1).default('build'),
  // Public pages are cached until the inventory changes: how often (ms)
  // a server asks the database whether it did (0: on every request).
  INVENTORY_RECHECK_MS: z.coerce.number().int().min(0).default(1000),

  // Mail: without SMTP_URL messages are stored and queued, and sent once it is set.
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, message: 'must be an smtp:// or smtps:// URL' })
    .optional(),
  MAIL_FROM: mailbox.default(`${business.name} Website <${emails.info}>`),
  MAIL_TO_SALES: addressList.default(emails.sales),
  MAIL_TO_SERVICE: addressList.default(emails.service),
  MAIL_TO_PARTS: addressList.default(emails.parts),
  MAIL_TO_GENERAL: addressList.default(emails.info),
  LEAD_ADF_TO: addressList.optional(),
  MAIL_ACKNOWLEDGE: booleanText.default(false),
  // Outbox worker timings (seconds; fractions allowed so tests can run fast).
  MAIL_POLL_SECONDS: seconds.default(5),
  MAIL_RETRY_BASE_SECONDS: seconds.default(30),
  MAIL_RETRY_MAX_SECONDS: seconds.default(3600),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(100),
  MAIL_SEND_TIMEOUT_SECONDS: seconds.default(30),
  MAIL_LEASE_SECONDS: seconds.default(300),

  // Lead clock: how often each server looks for overdue leads and the weekly digest.
  LEADS_POLL_SECONDS: seconds.default(30),

  // Reservation requests accepted per client address within the window.
  RESERVE_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  RESERVE_RATE_WINDOW_MINUTES: z.coerce.number().positive().default(60),

  // Carts held with a deposit: holds started (sent on to Stripe's page) per client address within the window.
  HOLD_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  HOLD_RATE_WINDOW_MINUTES: z.coerce.number().positive().default(60),

  // Service bookings accepted per client address within the window.
  BOOKING_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  BOOKING_RATE_WINDOW_MINUTES: z.coerce.number().positive().default(60),

  // Buyers' alerts: subscribe requests accepted per client address, and
  // confirmations sent per e-mail address, within their windows.
  ALERT_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  ALERT_RATE_WINDOW_MINUTES: z.coerce.number().positive().default(60),
  ALERT_ADDRESS_LIMIT: z.coerce.number().int().min(1).default(5),
  ALERT_ADDRESS_WINDOW_HOURS: z.coerce.number().positive().default(24),

  // Contact intake: rate limit per client address and the spam traps.
  CONTACT_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  CONTACT_RATE_WINDOW_MINUTES: z.coerce.number().positive().default(10),
  CONTACT_MIN_FILL_SECONDS: z.coerce.number().min(0).default(3),

  // Photos: files in PHOTO_DIR, or an S3-compatible bucket when S3_BUCKET is set.
  PHOTO_DIR: z.string().min(1).default('./data/photos'),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, message: 'must be an absolute http(s) URL' })
    .optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // Backups (npm run backup / restore): the folder they are kept in, and the
  // passphrase that seals the database in them (unset: not sealed).
  BACKUP_DIR: z.string().min(1).default('./data/backups'),
  // or an S3 bucket instead (on the account S3_ENDPOINT and its keys name), under an optional prefix
  BACKUP_S3_BUCKET: z.string().min(1).optional(),
  BACKUP_S3_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*\/?$/, 'must be a path such as backups/site')
    .optional(),
  // the dealer's time of day each server looks to take the daily backup (one server does), or off
  BACKUP_DAILY_AT: z
    .string()
    .regex(/^(off|([01]\d|2[0-3]):[0-5]\d)$/, 'must be a time as HH:MM (24-hour) or off')
    .default('02:00'),
  BACKUP_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
  // Online payments (Stripe): off unless both the secret key and the webhook's
  // signing secret are set; then payments are taken at the desk only.
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .regex(
      /^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/,
      'must be a Stripe secret key (sk_live_… or sk_test_…)',
    )
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^whsec_[A-Za-z0-9+/=_]+$/, 'must be a webhook signing secret (whsec_…)')
    .optional(),
  // Where the stripe package sends its requests instead of api.stripe.com: a
  // Stripe-compatible test server. Taken with a test-mode key only.
  STRIPE_API_BASE: z
    .url({ protocol: /^https?$/, message: 'must be an absolute http(s) URL' })
    .optional(),
  // Staff sessions: ended after this long without a request, and this long after sign-in.
  STAFF_SESSION_IDLE_MINUTES: z.coerce.number().positive().default(120),
  STAFF_SESSION_MAX_HOURS: z.coerce.number().positive().default(12),
})

/**
 * A send may take up to three timeouts (connect, greeting, socket idle); a
 * shorter lease would let a second worker claim a message still being sent.
 */
const settingsSchema = settingsObject.superRefine((s, ctx) => {
  if (s.MAIL_LEASE_SECONDS < 3 * s.MAIL_SEND_TIMEOUT_SECONDS) {
    ctx.addIssue({
      code: 'custom',
      path: ['MAIL_LEASE_SECONDS'],
      message: 'must be at least 3 times MAIL_SEND_TIMEOUT_SECONDS',
    })
  }
  if (s.STAFF_SESSION_IDLE_MINUTES > s.STAFF_SESSION_MAX_HOURS * 60) {
    ctx.addIssue({
      code: 'custom',
      path: ['STAFF_SESSION_IDLE_MINUTES'],
      message: 'must not be longer than STAFF_SESSION_MAX_HOURS',
    })
  }
  if (s.MAIL_RETRY_MAX_SECONDS < s.MAIL_RETRY_BASE_SECONDS) {
    ctx.addIssue({
      code: 'custom',
      path: ['MAIL_RETRY_MAX_SECONDS'],
      message: 'must be at least MAIL_RETRY_BASE_SECONDS',
    })
  }
  // S3 settings without a bucket would silently store photos (and backups) on local disk
  if (
    !s.S3_BUCKET &&
    !s.BACKUP_S3_BUCKET &&
    (s.S3_ENDPOINT || s.S3_ACCESS_KEY_ID || s.S3_SECRET_ACCESS_KEY)
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['S3_BUCKET'],
      message: 'must be set when S3_ENDPOINT or S3 keys are set (or BACKUP_S3_BUCKET)',
    })
  }
  if (!s.STRIPE_SECRET_KEY !== !s.STRIPE_WEBHOOK_SECRET) {
    ctx.addIssue({
      code: 'custom',
      path: [s.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY'],
      message: 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together',
    })
  }
  // a live key goes to Stripe and nowhere else
  if (s.STRIPE_API_BASE && !/^(sk|rk)_test_/.test(s.STRIPE_SECRET_KEY ?? '')) {
    ctx.addIssue({
      code: 'custom',
      path: ['STRIPE_API_BASE'],
      message: 'is for a Stripe-compatible test server: it needs a test-mode STRIPE_SECRET_KEY',
    })
  }
  if (!s.S3_ACCESS_KEY_ID !== !s.S3_SECRET_ACCESS_KEY) {
    ctx.addIssue({
      code: 'custom',
      path: [s.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    })
  }
})

export type Settings = z.infer<typeof settingsSchema>

export class SettingsError extends Error {}

/**
 * Whether the environment sets a setting rather than leaving it to its
 * default (an empty value is not set, as parseSettings reads it): SITE_URL's
 * default is the example dealer's address, which links must not point at.
 */
export function settingGiven(
  source: Record<string, string | undefined>,
  name: keyof Settings,
): boolean {
  const value = source[name]
  return value !== undefined && value !== ''
}

export function parseSettings(source: Record<string, string | undefined>): Settings {
  // Empty strings mean "not set", as in most .env files.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''))
  const result = settingsSchema.safeParse(cleaned)
  if (!result.success) {
    const issue = result.error.issues[0]
    const name = issue?.path.join('.') ?? 'settings'
    throw new SettingsError(`Invalid setting ${name}: ${issue?.message ?? 'invalid value'}`)
  }
  return result.data
}
