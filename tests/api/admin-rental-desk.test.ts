import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { business } from '#app/kernel/dealer/business.ts'
import { localInputValue } from '#app/kernel/zoned-time.ts'
import { invitePath, postForm, sessionPair } from '#tests/support/admin.ts'
import { startedAnHourAgo } from '#tests/support/rental-seed.ts'
import { postReserve, reserveForm, saturdayAhead } from '#tests/support/reserve-form.ts'
import { startServer, type TestServer } from '#tests/support/server.ts'

/*
 * The rental desk's forms against the real server: a bad field is a 400
 * with its message and nothing stored, a stale form a 409, a post from
 * another site a 403.
 */

let server: TestServer
let staff = ''

beforeAll(async () => {
  server = await startServer()
  const invite = await invitePath(server.databaseUrl, 'dee@example.com', 'staff')
  const accepted = await postForm(server.url, invite, {
    name: 'Dee',
    password: 'harbor lantern quiet meadow',
  })
  expect(accepted.status).toBe(302)
  staff = sessionPair(accepted.headers.get('set-cookie'))
})
afterAll(() => server.stop())

type Row = { id: string; version: number; status: string }

/** Requests so far: two 4-seaters a weekend, so each request finds a cart free. */
let requests = 0

/** A rental requested online, confirmed, and started an hour ago (the desk acts from the start). */
async function started(email: string): Promise<Row> {
  const weeksAhead = 4 + Math.floor(requests++ / 2)
  const sent = await postReserve(
    server.url,
    reserveForm({ email, cartType: 'four-seater', startDay: saturdayAhead(weeksAhead) }),
  )
  expect(sent.status).toBe(303)
  await startedAnHourAgo(server.databaseUrl, email)
  return row(email)
}

async function row(email: string): Promise<Row> {
  const [found] = await server.query<Row>(
    'select id, version, status from rental_reservations where email = ?',
    email,
  )
  if (!found) throw new Error(`no reservation of ${email}`)
  return found
}

const post = (id: string, fields: Record<string, string>, origin?: string) =>
  postForm(server.url, `/admin/rentals/${id}`, fields, {
    cookie: staff,
    ...(origin ? { origin } : {}),
  })

const handover = {
  intent: 'check-out',
  cartId: '',
  battery: '90',
  hourMeter: '10',
  deposit: '500',
  depositMethod: 'cash',
  licences: 'seen',
}

const deskAudit = () =>
  server.query<{ action: string }>(
    "select action from audit_log where action in ('rental.check-out', 'rental.check-in')",
  )

describe('check-out', () => {
  it.each([
    [{ battery: '-5' }, 'The battery charge is a percent from 0 to 100.'],
    [{ battery: '' }, 'Give the battery charge as a percent.'],
    [{ hourMeter: '-1' }, 'The hour meter reading cannot be negative.'],
    [{ deposit: '12.5' }, 'Give the deposit in whole dollars.'],
    [{ depositMethod: 'bitcoin' }, 'Say how the deposit was taken.'],
    [{ licences: '' }, 'Tick that you have seen every driver’s licence.'],
  ])('refuses %j with 400 and its message, storing nothing', async (edit, message) => {
    const rental = await started(`out-${Object.keys(edit)[0] ?? ''}@example.com`)
    const refused = await post(rental.id, {
      ...handover,
      version: String(rental.version),
      ...edit,
    })
    expect(refused.status).toBe(400)
    expect(await refused.text()).toContain(message)
    expect((await row(`out-${Object.keys(edit)[0] ?? ''}@example.com`)).status).toBe('confirmed')
    expect(await deskAudit()).toEqual([])
  })

  it('refuses a post from another site (403) and a stale form (409), storing nothing', async () => {
    const rental = await started('forged@example.com')
    const fields = { ...handover, version: String(rental.version) }
    expect((await post(rental.id, fields, 'https://evil.example')).status).toBe(403)
    expect((await post(rental.id, { ...fields, version: '1' })).status).toBe(409)
    expect((await row('forged@example.com')).status).toBe('confirmed')
    expect(await deskAudit()).toEqual([])
  })
})

describe('check-in', () => {
  const back = () => ({
    intent: 'check-in',
    returnedAt: localInputValue(new Date(), business.timeZone),
    battery: '50',
    hourMeter: '12',
    depositChoice: 'apply',
  })

  it('refuses the check-in of a rental not out with 400', async () => {
    const rental = await started('not-out@example.com')
    const refused = await post(rental.id, { ...back(), version: String(rental.version) })
    expect(refused.status).toBe(400)
    expect(await refused.text()).toContain(
      'This reservation is confirmed, so it cannot be checked in.',
    )
  })

  it.each([
    [{ fee: 'cleaning', 'amount-cleaning': '40' }, 'The cleaning fee is from $50 to $150'],
    [{ fee: 'cleaning', 'amount-cleaning': '151' }, 'The cleaning fee is from $50 to $150'],
    [{ fee: 'recharge', 'amount-recharge': '50' }, 'The policy charges $35 for recharge.'],
    [{ fee: 'car-wash' }, 'The rental policy has no fee “car-wash”.'],
    [{ battery: '-1' }, 'The battery charge is a percent from 0 to 100.'],
    [{ returnedAt: 'yesterday' }, 'Give the return time as a date and a time.'],
  ])('refuses %j with 400 and its message, storing nothing', async (edit, message) => {
    const email = `in-${Object.values(edit)
      .join('-')
      .replace(/[^a-z0-9-]/g, '')}@example.com`
    const rental = await started(email)
    const out = await post(rental.id, { ...handover, version: String(rental.version) })
    expect(out.status).toBe(200)
    const before = await row(email)
    expect(before.status).toBe('out')
    const refused = await post(rental.id, { ...back(), version: String(before.version), ...edit })
    expect(refused.status).toBe(400)
    expect((await refused.text()).replaceAll('&amp;', '&')).toContain(message)
    expect((await row(email)).status).toBe('out')
    const statements = await server.query<{ statement: string | null }>(
      'select statement from rental_reservations where email = ?',
      email,
    )
    expect(statements).toEqual([{ statement: null }])
  })
})

describe('the desk’s large form bodies', () => {
  /** A multipart post of `megabytes` of photo bytes, as the check-out form sends it. */
  const upload = (path: string, megabytes: number, headers: Record<string, string>) => {
    const form = new FormData()
    form.set('intent', 'check-out')
    form.set('photos', new Blob([new Uint8Array(megabytes * 1024 * 1024)]), 'cart.jpg')
    return fetch(`${server.url}${path}`, {
      method: 'POST',
      body: form,
      headers: { origin: server.url, ...headers },
      redirect: 'manual',
    })
  }

  it('answers a stranger before reading the body: sign in first, or 403 from another site', async () => {
    const { id } = await started('stranger@example.com')
    const path = `/admin/rentals/${id}`
    const signedOut = await upload(path, 8, { accept: 'application/json' })
    expect(signedOut.status).toBe(401)
    expect(await signedOut.text()).toContain('Sign in to the back office first.')
    const browser = await upload(path, 8, { accept: 'text/html' })
    expect(browser.status).toBe(303)
    expect(browser.headers.get('location')).toBe(
      `/admin/sign-in?redirectTo=${encodeURIComponent(path)}`,
    )
    const elsewhere = await upload(path, 8, { cookie: staff, origin: 'https://evil.example' })
    expect(elsewhere.status).toBe(403)
    expect((await row('stranger@example.com')).status).toBe('confirmed')
  })
})
