import { z } from 'zod'

/**
 * Every setting of the server, parsed once at start. Nothing else reads
 * process.env, so a wrong value stops the server with one line naming it.
 */
const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => ['true', '1', 'yes'].includes(value))

const settingsSchema = z.object({
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
