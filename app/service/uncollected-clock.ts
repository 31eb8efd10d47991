import { addDays, instantInZone, localInputValue } from '#app/kernel/zoned-time.ts'

/*
 * A cart ready and not collected (record 072): the customer is reminded 7,
 * 14 and 21 days after it was ready, and at 30 days the terms' lien on an
 * abandoned vehicle may be noticed. Days are the dealer's calendar days: a
 * cart ready at 4 PM is 7 days uncollected at 4 PM a week later, on either
 * side of a daylight-saving change.
 */

export const reminderDays = [7, 14, 21] as const
export type ReminderDay = (typeof reminderDays)[number]

/** The terms' 30 days, after which an uncollected cart is treated as abandoned. */
export const lienDays = 30

/** The instant `days` calendar days after `at` on the zone's clock, at the same wall-clock time. */
export function daysAfter(at: Date, days: number, timeZone: string): Date {
  const local = localInputValue(at, timeZone)
  const shifted = instantInZone(`${addDays(local.slice(0, 10), days)}${local.slice(10)}`, timeZone)
  if (!shifted) throw new Error(`No wall-clock time ${days} days after ${at.toISOString()}`)
  // the seconds the minute-wide wall-clock text drops
  const within = at.getTime() - (instantInZone(local, timeZone)?.getTime() ?? at.getTime())
  return new Date(shifted.getTime() + within)
}

/**
 * The latest reminder a cart ready at `readyAt` has reached at `now`, or null
 * before the seventh day. A pass that missed a step (the server was down)
 * sends only the latest one reached.
 */
export function reminderDue(readyAt: Date, now: Date, timeZone: string): ReminderDay | null {
  let reached: ReminderDay | null = null
  for (const day of reminderDays) {
    if (daysAfter(readyAt, day, timeZone).getTime() <= now.getTime()) reached = day
  }
  return reached
}

/** Whether an uncollected cart has reached the terms' 30 days: the lien notice is due. */
export function lienNoticeDue(readyAt: Date, now: Date, timeZone: string): boolean {
  return daysAfter(readyAt, lienDays, timeZone).getTime() <= now.getTime()
}

/** Whole calendar days since the cart was ready, on the zone's clock. */
export function daysUncollected(readyAt: Date, now: Date, timeZone: string): number {
  // a day before the elapsed time's count, which a daylight-saving change moves by an hour at most
  let days = Math.max(0, Math.floor((now.getTime() - readyAt.getTime()) / 86_400_000) - 1)
  while (daysAfter(readyAt, days + 1, timeZone).getTime() <= now.getTime()) days++
  return days
}
