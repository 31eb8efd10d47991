import { business } from '#app/kernel/dealer/business.ts'
import { addDays, calendarDay } from '#app/kernel/zoned-time.ts'

import { bookingForm } from './service-booking.ts'

/** The slots the booking page offers, in order: each value and whether it is full. */
export function offeredSlotsIn(html: string): { value: string; full: boolean }[] {
  return [...html.matchAll(/<option value="(\d{4}-\d{2}-\d{2}(?:@\d+)?)"( disabled="")?/g)].map(
    (match) => ({ value: match[1] ?? '', full: match[2] !== undefined }),
  )
}

/** The first free slot the booking page offers for a visit and town. */
export async function firstFreeSlot(baseUrl: string, visit: string, town = ''): Promise<string> {
  const query = new URLSearchParams({ visit, town })
  const html = await (await fetch(`${baseUrl}/services/book?${query}`)).text()
  const slot = offeredSlotsIn(html).find((s) => !s.full)?.value
  if (!slot) throw new Error(`no free ${visit} slot offered`)
  return slot
}

/** The next Sunday after today on the dealer's clock. */
export function nextSunday(now = new Date()): string {
  let day = addDays(calendarDay(now, business.timeZone), 1)
  while (new Date(`${day}T12:00:00Z`).getUTCDay() !== 0) day = addDays(day, 1)
  return day
}

/** Posts the booking form as a browser does (multipart, the site's Origin), with photos. */
export function postBooking(
  baseUrl: string,
  changes: Record<string, string>,
  photos: Buffer[] = [],
  headers: Record<string, string> = {},
): Promise<Response> {
  const body = new FormData()
  for (const [name, value] of Object.entries(bookingForm(changes))) body.append(name, value)
  for (const [i, photo] of photos.entries()) {
    body.append(
      'photos',
      new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }),
      `cart-${i}.jpg`,
    )
  }
  const query = new URLSearchParams({ visit: changes.visit ?? 'mobile', town: changes.town ?? '' })
  return fetch(`${baseUrl}/services/book?${query}`, {
    method: 'POST',
    body,
    headers: { origin: baseUrl, ...headers },
    redirect: 'manual',
  })
}
