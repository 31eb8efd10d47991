import { addDays } from '#app/kernel/zoned-time.ts'

/* The reserve form as a renter sends it, for the database, API and browser tests of /rentals/reserve. */

/** The Saturday at least `weeksAhead` weeks from today (UTC calendar): a weekend no test has touched. */
export function saturdayAhead(
  weeksAhead = 2,
  today = new Date().toISOString().slice(0, 10),
): string {
  let day = addDays(today, weeksAhead * 7)
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 6) day = addDays(day, 1)
  return day
}

export function reserveForm(change: Record<string, string> = {}): Record<string, string> {
  return {
    cartType: 'six-seater',
    startDay: saturdayAhead(),
    startTime: '10:00',
    days: '2',
    handover: 'pickup',
    locationId: 'scranton',
    town: '',
    address: '',
    // a delivery's: the access path confirmed, where to leave the cart
    accessConfirmed: 'on',
    leaveAt: 'In the driveway',
    extraDrivers: '1',
    firstName: 'Riley',
    lastName: 'Renter',
    email: 'riley@example.com',
    phone: '570-555-0123',
    adult: 'on',
    terms: 'on',
    ...change,
  }
}

/** A native form post to the reserve action (or a reservation's cancel), not following redirects. */
export function postReserve(
  baseUrl: string,
  values: Record<string, string>,
  path = '/rentals/reserve',
) {
  return fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseUrl },
    body: new URLSearchParams(values).toString(),
    redirect: 'manual',
  })
}
