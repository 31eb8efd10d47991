/**
 * Times in lead e-mails are shown on the showrooms' clock, not the server's
 * (which is usually UTC), so the dealer reads them as they happened locally.
 * The zone arithmetic itself is in app/kernel/zoned-time.ts.
 */

/** "Friday, July 4, 2025, 12:00 PM EDT": for people. */
export function readableTime(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  })
    .format(date)
    .replace(/[\u202f\u00a0]/g, ' ') // newer ICU puts a narrow no-break space before AM/PM
}
