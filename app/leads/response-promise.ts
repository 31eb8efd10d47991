import { z } from 'zod'

import { countOf } from '#app/kernel/plural.ts'

/** The first-response promise, in business minutes, unless an owner sets another. */
export const defaultResponseMinutes = 60
/** A promise shorter than a quarter hour cannot be kept; longer than 3 business days (of 8 hours) is no promise. */
export const minResponseMinutes = 15
export const maxResponseMinutes = 3 * 8 * 60

/** The owner's form: whole minutes within the bounds. */
export const responsePromiseSchema = z.object({
  minutes: z.coerce
    .number({ error: 'Enter a number of minutes.' })
    .int('Enter whole minutes.')
    .min(minResponseMinutes, `At least ${minResponseMinutes} minutes.`)
    .max(maxResponseMinutes, `At most ${maxResponseMinutes} minutes (3 business days).`),
})

/** "1 business hour", "90 business minutes", "2 business days": the promise as people say it. */
export function responsePromiseText(minutes: number): string {
  if (minutes % 480 === 0) return countOf(minutes / 480, 'business day')
  if (minutes % 60 === 0) return countOf(minutes / 60, 'business hour')
  return countOf(minutes, 'business minute')
}

/**
 * What the site promises visitors (contact and thank-you pages, the receipt
 * e-mail, the dealer's copy): the response clock's own figure, so the words
 * and the clock never disagree.
 */
export function responsePromiseSentence(minutes: number): string {
  return `We answer every message within ${responsePromiseText(minutes)}.`
}
