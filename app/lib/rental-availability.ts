/** Why no rental of a cart type can start on a day. */
export type UnavailableReason = 'booked' | 'maintenance' | 'no-carts' | 'closed' | 'too-late'

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
}
