import { z } from 'zod'

/**
 * How long quarantined spam is kept before it is deleted, unless an owner
 * sets another: a month leaves time to find a real message caught by the
 * traps and release it, and keeps no stranger's text longer than that.
 */
export const defaultSpamRetentionDays = 30
export const minSpamRetentionDays = 1
export const maxSpamRetentionDays = 365

export const spamRetentionSchema = z.object({
  spamDays: z.coerce
    .number({ error: 'Enter a number of days.' })
    .int('Enter whole days.')
    .min(minSpamRetentionDays, `At least ${minSpamRetentionDays} day.`)
    .max(maxSpamRetentionDays, `At most ${maxSpamRetentionDays} days (a year).`),
})
