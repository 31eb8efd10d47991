import { z } from 'zod'

/** Time kept free after each rental for cleaning and charging, unless an owner sets another. */
export const defaultTurnaroundMinutes = 120
export const maxTurnaroundMinutes = 24 * 60

/**
 * How long a reservation request holds its cart while it waits for staff.
 * A day: long enough for staff to call the renter back on a working day
 * (the response clock counts in sales hours), short enough that a request
 * nobody answers does not keep the cart from other renters for days.
 */
export const defaultHoldHours = 24
export const minHoldHours = 1
/**
 * Stripe lets a card authorisation go about 7 days after it was made: a
 * request whose rent is held on a card must be answered (and the rent
 * captured) before that. The hold ends this long before Stripe's deadline,
 * so the scheduler frees the cart and releases the card itself, and a
 * capture staff send at the last moment still has hours for the pending
 * check to send it again should Stripe's answer be lost.
 */
export const cardHoldMarginHours = 12
export const cardAuthorisationHours = 7 * 24
export const maxHoldHours = cardAuthorisationHours - cardHoldMarginHours

/**
 * How long a request's hold outlasts the time its answer is due: a request
 * sent late on a Saturday is answered on Monday, and staff who answer on
 * time must find its cart still held.
 */
export const holdPastAnswerMinutes = 60

/** When a request's hold ends: the owners' hold time, but never before its answer is due and the margin. A hold paid online is also capped at its card's deadline (`cappedHoldEnd`). */
export function holdEndsAt(options: { now: Date; holdMinutes: number; dueAt: Date | null }): Date {
  const bySetting = options.now.getTime() + options.holdMinutes * 60_000
  const byAnswer = options.dueAt ? options.dueAt.getTime() + holdPastAnswerMinutes * 60_000 : 0
  return new Date(Math.max(bySetting, byAnswer))
}

export const turnaroundSchema = z.object({
  turnaroundMinutes: z.coerce
    .number({ error: 'Enter a number of minutes.' })
    .int('Enter whole minutes.')
    .min(0, 'At least 0 minutes.')
    .max(maxTurnaroundMinutes, `At most ${maxTurnaroundMinutes} minutes (a day).`),
})

export const holdHoursSchema = z.object({
  holdHours: z.coerce
    .number({ error: 'Enter a number of hours.' })
    .int('Enter whole hours.')
    .min(minHoldHours, `At least ${minHoldHours} hour.`)
    .max(
      maxHoldHours,
      `At most ${maxHoldHours} hours: a card held online for the rent is let go by the card processor after 7 days, and the request must be answered ${cardHoldMarginHours} hours before that.`,
    ),
})

/**
 * Hours after its start a confirmed rental nobody collected becomes a
 * no-show (its cart free again, the cancellation rule's no-show outcome
 * recorded). Four hours: a renter held up in traffic still finds the cart.
 */
export const defaultNoShowHours = 4
export const minNoShowHours = 1
export const maxNoShowHours = 48

export const noShowHoursSchema = z.object({
  noShowHours: z.coerce
    .number({ error: 'Enter a number of hours.' })
    .int('Enter whole hours.')
    .min(minNoShowHours, `At least ${minNoShowHours} hour.`)
    .max(maxNoShowHours, `At most ${maxNoShowHours} hours (two days).`),
})

/** A paid request's hold end: never past its card authorisation's deadline less the margin. */
export function cappedHoldEnd(holdEnd: Date, captureBefore: Date): Date {
  const cap = captureBefore.getTime() - cardHoldMarginHours * 3_600_000
  return new Date(Math.min(holdEnd.getTime(), cap))
}
