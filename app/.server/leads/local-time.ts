import { business } from '#app/content/business.ts'

const format = new Intl.DateTimeFormat('en-US', {
  timeZone: business.timeZone,
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
})

/** "Mon, Jun 2, 9:50 AM EDT": a stored time on the dealer's clock, formatted on the server. */
export function localTime(iso: string): string {
  return format.format(new Date(iso))
}
