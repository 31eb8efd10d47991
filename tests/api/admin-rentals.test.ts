import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { cartTypes, planDurations } from '#app/rentals/content/rentals.ts'
import { csrfFrom, getPage, invitePath, postForm, sessionPair } from '#tests/support/admin.ts'
import { pickupRates } from '#tests/support/published-rates.ts'
import { postReserve, reserveForm, saturdayAhead } from '#tests/support/reserve-form.ts'
import { startServer, type TestServer } from '#tests/support/server.ts'

/*
 * The owners' rental pages against the real server: the rate cards (a saved
 * price is on the public pages at once, bad prices and stale forms store
 * nothing) and the fleet; staff members are turned away from both; a post
 * from another site changes nothing.
 */

let server: TestServer
let owner = ''
let staff = ''

async function accept(email: string, role: 'owner' | 'staff') {
  const invite = await invitePath(server.databaseUrl, email, role)
  const accepted = await postForm(server.url, invite, {
    name: email.split('@')[0] ?? email,
    password: 'harbor lantern quiet meadow',
  })
  expect(accepted.status).toBe(302)
  return sessionPair(accepted.headers.get('set-cookie'))
}

beforeAll(async () => {
  server = await startServer()
  owner = await accept('olive@example.com', 'owner')
  staff = await accept('sam@example.com', 'staff')
})
afterAll(() => server.stop())

const ratesPath = '/admin/rentals/rates'
const fleetPath = '/admin/rentals/fleet'

async function page(path: string, cookie = owner) {
  const response = await getPage(server.url, path, cookie)
  expect(response.status, path).toBe(200)
  return response.text()
}

/** The pickup card's form as the page fills it (its stamp read from the page), with `edits`. */
async function pickupForm(edits: Record<string, string> = {}) {
  const html = await page(ratesPath)
  const stamp =
    /name="card" value="pickup"\/><input type="hidden" name="stamp" value="([^"]+)"/.exec(html)?.[1]
  expect(stamp).toBeTruthy()
  const fields: Record<string, string> = {
    card: 'pickup',
    stamp: stamp ?? '',
    csrf: csrfFrom(html),
  }
  for (const type of cartTypes) {
    for (const plan of planDurations) {
      fields[`${type}.${plan}`] = String(pickupRates[type].prices[plan])
      if (pickupRates[type].recommended.includes(plan)) fields[`${type}.${plan}.recommended`] = 'on'
    }
  }
  return { ...fields, ...edits }
}

const post = (path: string, fields: Record<string, string>, cookie = owner) =>
  postForm(server.url, path, fields, { cookie })

const pickupPrice = async (type: string, plan: string) =>
  (
    await server.query<{ price: number }>(
      "select price from rental_rates where card = 'pickup' and cart_type = ? and plan = ?",
      type,
      plan,
    )
  )[0]?.price

describe('rental rates', () => {
  it('a saved price is on the rentals page and the rental policy at once', async () => {
    const before = await page('/rentals', '')
    expect(before).toContain('$1,400')
    expect(before).not.toContain('$1,444')
    const saved = await post(ratesPath, await pickupForm({ 'six-seater.weekly': '1444' }))
    expect(saved.status).toBe(302)
    expect(saved.headers.get('location')).toBe(`${ratesPath}?saved=pickup`)
    const after = await page('/rentals', '')
    expect(after).toContain('$1,444')
    expect(await page('/policies/rental-policy', '')).toContain('$1,444')
    // the town pages read the other card
    expect(await page('/rentals/scranton', '')).not.toContain('$1,444')
    // who, which price, old → new (React's text separators taken out)
    const history = (await page(ratesPath)).replaceAll('<!-- -->', '')
    expect(history).toMatch(/<td class="p-3">olive<\/td><td class="p-3">6-seater, Weekly Rental/)
    expect(history).toMatch(/6-seater, Weekly Rental<\/td><td[^>]*>\$1,400 → \$1,444/)
  })

  it('refuses a bad price with 400 and its message, storing nothing', async () => {
    const refused = await post(ratesPath, await pickupForm({ 'utility.daily': '12.5' }))
    expect(refused.status).toBe(400)
    expect(await refused.text()).toContain('A price is whole dollars from $1 to $100,000.')
    expect(await pickupPrice('utility', 'daily')).toBe(245)
  })

  it('refuses a form loaded before another owner saved (409), storing nothing', async () => {
    const stale = await pickupForm({ 'four-seater.daily': '250' })
    expect(
      (await post(ratesPath, await pickupForm({ 'four-seater.monthly': '2900' }))).status,
    ).toBe(302)
    const refused = await post(ratesPath, stale)
    expect(refused.status).toBe(409)
    expect(await refused.text()).toContain('Another owner saved this card while you were editing')
    expect(await pickupPrice('four-seater', 'daily')).toBe(245)
    expect(await pickupPrice('four-seater', 'monthly')).toBe(2900)
  })
})

describe('the rental fleet', () => {
  async function fleetForm(fields: Record<string, string>) {
    return { ...fields, csrf: csrfFrom(await page(fleetPath)) }
  }

  it('adds a cart, and refuses a name already taken with 400 and a clear message', async () => {
    const cart = {
      intent: 'add',
      name: '6-seater no. 3',
      cartType: 'six-seater',
      homeLocationId: 'scranton',
    }
    const added = await post(fleetPath, await fleetForm(cart))
    expect(added.status).toBe(302)
    expect(await page(fleetPath)).toContain('6-seater no. 3')
    const again = await post(fleetPath, await fleetForm({ ...cart, name: '6-Seater No. 3' }))
    expect(again.status).toBe(400)
    expect(await again.text()).toContain('Another cart is already called')
    const [row] = await server.query<{ n: number }>(
      "select count(*) as n from rental_carts where lower(name) = '6-seater no. 3'",
    )
    expect(Number(row?.n)).toBe(1)
  })

  it('refuses maintenance days that end before they start, or without a reason (400), storing nothing', async () => {
    const [cart] = await server.query<{ id: string }>(
      "select id from rental_carts where name = 'Utility no. 1'",
    )
    const block = (fields: Record<string, string>) =>
      fleetForm({ intent: 'maintenance', cartId: cart?.id ?? '', ...fields })
    const backwards = await post(
      fleetPath,
      await block({ from: '2099-06-20', to: '2099-06-10', reason: 'Tyres' }),
    )
    expect(backwards.status).toBe(400)
    expect(await backwards.text()).toContain('The last day cannot be before the first.')
    const unexplained = await post(
      fleetPath,
      await block({ from: '2099-06-10', to: '2099-06-20', reason: 'x'.repeat(201) }),
    )
    expect(unexplained.status).toBe(400)
    expect(await unexplained.text()).toContain('A reason is at most 200 characters.')
    const [row] = await server.query<{ n: number }>('select count(*) as n from rental_maintenance')
    expect(Number(row?.n)).toBe(0)
  })
})

describe('the rental desk', () => {
  it('shows staff the calendar, the list and the day sheet, reading a window or day that is none as today', async () => {
    for (const path of [
      '/admin/rentals',
      '/admin/rentals?view=month&from=2026-02-30',
      '/admin/rentals/list',
      '/admin/rentals/day?day=tomorrow',
    ]) {
      expect((await getPage(server.url, path, staff)).status, path).toBe(200)
    }
    const month = await page('/admin/rentals?view=month&from=2026-12-15', staff)
    expect(month.replaceAll('<!-- -->', '')).toContain('Tue, Dec 1 to Thu, Dec 31')
  })

  it('answers a feed address that opens nothing with a private, unindexed 404', async () => {
    const response = await fetch(`${server.url}/feeds/rental-desk/not-a-secret.ics`)
    expect(response.status).toBe(404)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.headers.get('x-robots-tag')).toMatch(/noindex/)
  })

  it('lets only owners make a feed (403 for staff)', async () => {
    const html = await page('/admin/rentals/day', staff)
    expect(html).not.toContain('Make a feed')
    const posted = await post(
      '/admin/rentals/day',
      { intent: 'feed-create', showroomId: 'scranton', csrf: csrfFrom(html) },
      staff,
    )
    expect(posted.status).toBe(403)
  })
})

describe('owners only', () => {
  it.each([ratesPath, fleetPath])('%s turns a staff member away (403)', async (path) => {
    expect((await getPage(server.url, path, staff)).status).toBe(403)
    const html = await page('/admin/account', staff)
    const posted = await post(path, { intent: 'add', card: 'pickup', csrf: csrfFrom(html) }, staff)
    expect(posted.status).toBe(403)
  })

  it.each([ratesPath, fleetPath])('%s sends a visitor to sign in', async (path) => {
    const response = await getPage(server.url, path)
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toMatch(/^\/admin\/sign-in/)
  })
})

describe('forged requests', () => {
  const evil = 'https://evil.example'

  it('refuses a rate, a fleet change and a reservation action from another site (403)', async () => {
    const daily = pickupRates['six-seater'].prices.daily
    const rates = await pickupForm({ 'six-seater.daily': String(daily + 7) })
    expect(
      (await postForm(server.url, ratesPath, rates, { cookie: owner, origin: evil })).status,
    ).toBe(403)
    expect(await pickupPrice('six-seater', 'daily')).toBe(daily)

    const csrf = csrfFrom(await page(fleetPath))
    const fleet = {
      intent: 'add',
      cartType: 'utility',
      name: 'Forged cart',
      homeLocationId: 'scranton',
    }
    const forgedFleet = await postForm(
      server.url,
      fleetPath,
      { ...fleet, csrf },
      {
        cookie: owner,
        origin: evil,
      },
    )
    expect(forgedFleet.status).toBe(403)
    expect(await server.query('select id from rental_carts where name = ?', 'Forged cart')).toEqual(
      [],
    )

    const reserved = await postReserve(
      server.url,
      reserveForm({ startDay: saturdayAhead(9), email: 'forged-confirm@example.com' }),
    )
    expect(reserved.status).toBe(303)
    const [reservation] = await server.query<{ id: string; version: number }>(
      'select id, version from rental_reservations where email = ?',
      'forged-confirm@example.com',
    )
    const path = `/admin/rentals/${reservation?.id ?? ''}`
    const confirm = {
      intent: 'confirm',
      version: String(reservation?.version),
      csrf: csrfFrom(await page(path, staff)),
    }
    const forged = await postForm(server.url, path, confirm, { cookie: staff, origin: evil })
    expect(forged.status).toBe(403)
    const [after] = await server.query<{ status: string }>(
      'select status from rental_reservations where id = ?',
      reservation?.id,
    )
    expect(after?.status).toBe('held')
  })
})
