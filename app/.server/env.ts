import { z } from 'zod'

import { business, emails } from '#app/content/business.ts'

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

const settingsObject = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .min(1)
    .default('./data/site.db')
    .refine((value) => !/^postgres(ql)?:/.test(value), {
      message: 'PostgreSQL is not supported yet; use a SQLite file path',
    }),
  SITE_URL: z
    .url({ protocol: /^https?$/, message: 'must be an absolute http(s) URL' })
    .default('https://www.keystone-golfcarts.example')
    .transform((value) => value.replace(/\/+$/, '')),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  TRUST_PROXY: booleanText.default(false),
  BUILD_DIR: z.string().min(1).default('build'),

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

  // Contact intake: rate limit per client address and the spam traps.
  CONTACT_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  CONTACT_RATE_WINDOW_MINUTES: z.coerce.number().positive().default(10),
  CONTACT_MIN_FILL_SECONDS: z.coerce.number().min(0).default(3),
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
  if (s.MAIL_RETRY_MAX_SECONDS < s.MAIL_RETRY_BASE_SECONDS) {
    ctx.addIssue({
      code: 'custom',
      path: ['MAIL_RETRY_MAX_SECONDS'],
      message: 'must be at least MAIL_RETRY_BASE_SECONDS',
    })
  }
})

export type Settings = z.infer<typeof settingsSchema>

export class SettingsError extends Error {}

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
