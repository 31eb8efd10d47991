import { business } from '#app/kernel/dealer/business.ts'
import { addDays, calendarDay } from '#app/kernel/zoned-time.ts'
import { nextSeason, policyStorageOffers } from '#app/storage/storage-offers.ts'

/** A winter package's start day open to booking from today: the season's first day, or tomorrow within it. */
export function winterStartDay(now = new Date()): string {
  const today = calendarDay(now, business.timeZone)
  const season = nextSeason(policyStorageOffers.winter, today)
  const tomorrow = addDays(today, 1)
  return season.first > tomorrow ? season.first : tomorrow
}

/**
 * The storage booking form as a customer sends it: an indoor winter package
 * at Scranton, with preparation, dropped off by a customer of Carbondale (a
 * pickup also takes a window on the trucks, which a test chooses).
 */
export function storageForm(changes: Record<string, string> = {}): Record<string, string> {
  return {
    kind: 'indoor',
    plan: 'winter',
    showroom: 'scranton',
    startDay: winterStartDay(),
    brand: 'Evolution',
    model: 'Classic 4 Plus',
    serial: 'EV22-00417',
    battery: 'lithium',
    handover: 'drop_off',
    street: '12 Lake Road',
    town: 'Carbondale',
    zip: '18407',
    preparation: 'yes',
    firstName: 'Ada',
    lastName: 'Byron',
    email: 'ada@example.com',
    phone: '570-555-0123',
    terms: 'yes',
    ...changes,
  }
}

/** Posts the storage form as a browser does without scripts (urlencoded, the site's Origin). */
export function postStorage(
  baseUrl: string,
  changes: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${baseUrl}/storage`, {
    method: 'POST',
    body: new URLSearchParams(storageForm(changes)),
    headers: { origin: baseUrl, 'content-type': 'application/x-www-form-urlencoded' },
    redirect: 'manual',
  })
}
