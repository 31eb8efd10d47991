/** Why no rental of a cart type can start on a day. */
export type UnavailableReason =
  'booked' | 'maintenance' | 'no-carts' | 'closed' | 'too-late' | 'no-delivery'

/** One day of a cart type's calendar: whether a rental can start then, and if not, why. */
export type DayAvailability =
  { day: string; free: true } | { day: string; free: false; reason: UnavailableReason }

/** The reason as the renter reads it beside the day (never shown by color alone). */
export const unavailableText: Readonly<Record<UnavailableReason, string>> = {
  booked: 'Booked',
  maintenance: 'In maintenance',
  'no-carts': 'None in our fleet',
  closed: 'Showrooms closed',
  'too-late': 'Too late today',
  'no-delivery': 'No delivery',
}

const codes: Readonly<Record<'free' | UnavailableReason, string>> = {
  free: 'f',
  booked: 'b',
  maintenance: 'm',
  'no-carts': 'n',
  closed: 'c',
  'too-late': 't',
  'no-delivery': 'd',
}

/** The days as one letter each, in order: what a page carries to the browser (a few hundred bytes). */
export function encodeAvailability(days: readonly DayAvailability[]): string {
  return days.map((d) => codes[d.free ? 'free' : d.reason]).join('')
}

const reasons = Object.fromEntries(
  Object.entries(codes).map(([key, code]) => [code, key]),
) as Record<string, 'free' | UnavailableReason>

/** A day's state from the letters and the first day's date; undefined outside the calendar. */
export function availabilityOn(
  letters: string,
  firstDay: string,
  day: string,
): 'free' | UnavailableReason | undefined {
  const index = Math.round(
    (Date.parse(`${day}T00:00:00Z`) - Date.parse(`${firstDay}T00:00:00Z`)) / 86_400_000,
  )
  const letter = index >= 0 ? letters[index] : undefined
  return letter ? reasons[letter] : undefined
}

/** A cart type's calendars, one letter a day: a pickup's (the showroom's hours) and a delivery's (the delivery hours). */
export type HandoverLetters = { pickup: string; delivery: string }

/** The letters for the handover chosen: the delivery's for a delivery, else the pickup's. */
export function lettersFor(calendars: HandoverLetters, handover: string): string {
  return handover === 'delivery' ? calendars.delivery : calendars.pickup
}
