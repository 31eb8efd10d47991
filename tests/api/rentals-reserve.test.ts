import { beforeAll, describe, expect, it } from 'vitest'

import { addDays } from '#app/kernel/zoned-time.ts'
import { postReserve, reserveForm, saturdayAhead } from '#tests/support/reserve-form.ts'
import { sharedServer, type TestServer } from '#tests/support/server.ts'

/*
 * /rentals/reserve and /rentals/reservation/{token} against the built
 * server: the form's post refused with its messages and nothing stored,
 * a hold and its page, an unknown token, the methods the gate allows, and
 * the renter's cancel.
 */

let server: TestServer
beforeAll(async () => {
  server = await sharedServer()
})

const count = async (table: string) =>
  (await server.query<{ n: number }>(`select count(*) as n from ${table}`))[0]?.n ?? -1
const stored = async () => ({
  reservations: await count('rental_reservations'),
  events: await count('rental_reservation_events'),
  outbox: await count('outbox'),
})

/** A form post another site's page makes the renter's browser send. */
const postFromAnotherSite = (path: string, values: Record<string, string>) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'https://evil.example',
    },
    body: new URLSearchParams(values).toString(),
    redirect: 'manual',
  })

describe('/rentals/reserve', () => {
  it('shows the form with the link’s cart, plan and town filled in', async () => {
    const response = await fetch(
      `${server.url}/rentals/reserve?type=utility&plan=weekly&town=milford`,
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toMatch(/no-store/)
    const html = await response.text()
    expect(html).toContain('<h1')
    expect(html).toMatch(/<option value="utility" selected=""/)
    expect(html).toMatch(/<option value="7" selected=""/)
    expect(html).toMatch(/<option value="milford" selected=""/)
    expect(html).toMatch(/name="handover" checked="" value="delivery"/)
    // without JavaScript: the next days' availability and the quote for the prefilled values
    expect(html).toMatch(/>Free<\/li>/)
    expect(html).toContain('Delivery to Milford')
    expect(html).toContain('href="/policies/rental-policy"')
  })

  it.each([
    ['a day in the past', { startDay: '2020-06-06' }, 'That day has passed'],
    [
      'a start past the calendar',
      { startDay: '9999-06-05' },
      'We take reservations up to 6 months ahead',
    ],
    ['a return before the start', { days: '0' }, 'The return must come after the start'],
    ['over 30 days', { days: '31' }, 'A rental lasts at most 30 days'],
    ['a third extra driver', { extraDrivers: '3' }, 'At most 2 additional drivers'],
    [
      'an unknown town',
      { handover: 'delivery', town: 'atlantis', address: '1 Main Street' },
      'We do not deliver to that town',
    ],
    ['a renter under 18', { adult: '' }, 'You must be 18 or older to rent a cart'],
    ['terms not accepted', { terms: '' }, 'Accept the rental terms to send your request'],
  ])(
    'answers %s with 400, the message and the values, storing nothing',
    async (_, change, message) => {
      const before = await stored()
      const response = await postReserve(server.url, reserveForm({ ...change, firstName: 'Quinn' }))
      expect(response.status).toBe(400)
      const html = await response.text()
      expect(html).toContain(message)
      expect(html).toContain('value="Quinn"')
      expect(await stored()).toEqual(before)
    },
  )

  it('holds a cart and opens the reservation’s page; the renter cancels it there', async () => {
    const before = await stored()
    const response = await postReserve(
      server.url,
      reserveForm({
        startDay: saturdayAhead(5),
        cartType: 'four-seater',
        email: 'cancel@example.com',
      }),
    )
    expect(response.status).toBe(303)
    const location = response.headers.get('location') ?? ''
    expect(location).toMatch(/^\/rentals\/reservation\/[A-Za-z0-9_-]{40,}$/)
    expect(await stored()).toEqual({
      reservations: before.reservations + 1,
      events: before.events + 1,
      outbox: before.outbox + 2,
    })

    const page = await fetch(`${server.url}${location}`)
    expect(page.status).toBe(200)
    expect(page.headers.get('x-robots-tag')).toBe('noindex')
    const html = await page.text()
    expect(html).toMatch(/<meta name="robots" content="noindex/)
    expect(html).toContain('waiting for our confirmation')
    expect(html).toContain('4-Seater Golf Cart')
    expect(html).toContain('Rent, 2 days')
    expect(html).toContain('Cancelling now is free')

    // another site cannot cancel it for the renter
    expect((await postFromAnotherSite(location, {})).status).toBe(403)
    expect(await fetch(`${server.url}${location}`).then((r) => r.text())).toContain(
      'waiting for our confirmation',
    )

    const cancelled = await postReserve(server.url, {}, location)
    expect(cancelled.status).toBe(303)
    const after = await (await fetch(`${server.url}${location}`)).text()
    expect(after).toContain('Status: Cancelled')
    const rows = await server.query<{ status: string }>(
      'select status from rental_reservations where email = ?',
      'cancel@example.com',
    )
    expect(rows).toEqual([{ status: 'cancelled' }])
    // a second cancel finds nothing active
    expect((await postReserve(server.url, {}, location)).status).toBe(409)
  })

  it('holds a delivery in the delivery hours the town pages publish: on a Sunday, and at 5 PM', async () => {
    const sunday = addDays(saturdayAhead(12), 1)
    const delivery = { handover: 'delivery', town: 'milford', address: '12 Harford Street' }
    const sent = (change: Record<string, string>) =>
      postReserve(
        server.url,
        reserveForm({ ...delivery, cartType: 'four-seater', days: '1', ...change }),
      )
    expect((await sent({ startDay: sunday, startTime: '10:00' })).status).toBe(303)
    expect((await sent({ startDay: addDays(sunday, 3), startTime: '17:00' })).status).toBe(303)
    // a pickup stays on the showroom's hours: closed on Sundays
    const pickup = await postReserve(server.url, reserveForm({ startDay: sunday }))
    expect(pickup.status).toBe(400)
    expect(await pickup.text()).toContain('Our showrooms are closed that day')
  })

  it('refuses a reservation request posted from another site (403), storing nothing', async () => {
    const before = await stored()
    const forged = await postFromAnotherSite('/rentals/reserve', reserveForm({ days: '1' }))
    expect(forged.status).toBe(403)
    expect(await stored()).toEqual(before)
  })

  it('answers 404 for an unknown token, and 405 for methods the routes do not take', async () => {
    expect(
      (await fetch(`${server.url}/rentals/reservation/not-a-real-token-at-all-000`)).status,
    ).toBe(404)
    expect(
      (await postReserve(server.url, {}, '/rentals/reservation/not-a-real-token-at-all-000'))
        .status,
    ).toBe(404)
    expect((await fetch(`${server.url}/rentals/reserve`, { method: 'DELETE' })).status).toBe(405)
    expect((await fetch(`${server.url}/rentals/reservation/abc`, { method: 'PUT' })).status).toBe(
      405,
    )
  })
})
