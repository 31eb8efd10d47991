// What the start-day calendar says, for the server's list and the browser's
// month grid alike.
import {
  availabilityOn,
  type UnavailableReason,
  unavailableText,
} from '#app/rentals/rental-availability.ts'

export const weekdayNames = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']

/** 0 for a Sunday, as Date#getDay. */
export const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay()

/** The month `by` months after "YYYY-MM". */
export const nextMonth = (month: string, by: number) => {
  const [year = 0, m = 1] = month.split('-').map(Number)
  return new Date(Date.UTC(year, m - 1 + by, 1)).toISOString().slice(0, 7)
}

/** The days of "YYYY-MM", each as "YYYY-MM-DD". */
export function daysOfMonth(month: string): string[] {
  const count = new Date(
    Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5)), 0),
  ).getUTCDate()
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`)
}

export type DayState = 'free' | UnavailableReason | undefined

/** What a day outside the letters says: before the first day it is past, after them not yet bookable. */
const outsideText = (firstDay: string, day: string) => (day < firstDay ? 'Past' : 'Not yet open')

/** A day's state in the letters (encodeAvailability), as the renter reads it. */
export function dayState(letters: string, firstDay: string, day: string) {
  const state: DayState = availabilityOn(letters, firstDay, day)
  const text =
    state === 'free' ? 'Free' : state ? unavailableText[state] : outsideText(firstDay, day)
  return { state, text }
}

/** Fewer free days than this left in the first month, and the grid opens on the next one. */
const fewFreeDays = 7

/**
 * The month the grid opens on: the start day's, except in the calendar's
 * first month when it has less than a week of free days left (late in the
 * month): then the next one, where there is a choice. The first month stays
 * a click away, and the start day field still says the day.
 */
export function openingMonth(letters: string, firstDay: string, selected: string): string {
  const first = firstDay.slice(0, 7)
  const month = (selected >= firstDay ? selected : firstDay).slice(0, 7)
  if (month !== first) return month
  const freeLeft = daysOfMonth(first).filter(
    (day) => dayState(letters, firstDay, day).state === 'free',
  ).length
  const next = nextMonth(first, 1)
  return freeLeft < fewFreeDays && availabilityOn(letters, firstDay, `${next}-01`) ? next : first
}

/** The grid's caption: what its days are and what picking one does. */
export const gridCaption = (cartTitle: string) =>
  `Days a ${cartTitle.toLowerCase()} can start a rental; pick one to set the start day`
