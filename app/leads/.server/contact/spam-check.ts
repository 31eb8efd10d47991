import { spamTrapFields } from '#app/leads/contact-schema.ts'

/**
 * Why a submission looks automated, or null. Only the form's own traps
 * count: its hidden honeypot was filled, or it came back faster than a
 * person can fill it. A missing start time (another client of the JSON API)
 * or one in the future (a visitor's clock running ahead) proves nothing, so
 * it is let through: a quarantined buyer is worse than a mailed bot.
 */
export function spamReason(input: unknown, now: number, minFillSeconds: number): string | null {
  if (!input || typeof input !== 'object') return null
  const fields = input as Record<string, unknown>
  const honeypot = fields[spamTrapFields.honeypot]
  if (
    typeof honeypot === 'string' ? honeypot.trim() !== '' : honeypot != null && honeypot !== false
  ) {
    return `honeypot: the hidden "${spamTrapFields.honeypot}" field was filled`
  }
  const rawStart = fields[spamTrapFields.startedAt]
  const startedAt =
    typeof rawStart === 'string' && rawStart.trim() !== '' ? Number(rawStart) : rawStart
  if (typeof startedAt === 'number' && Number.isFinite(startedAt) && minFillSeconds > 0) {
    const elapsed = (now - startedAt) / 1000
    if (elapsed >= 0 && elapsed < minFillSeconds) {
      return `too fast: sent ${elapsed.toFixed(1)} s after the form was shown (minimum ${minFillSeconds} s)`
    }
  }
  return null
}
