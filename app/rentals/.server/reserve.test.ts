import { beforeEach, describe, expect, it } from 'vitest'

import { createSiteScheduler } from '#app/jobs.ts'
import { parseSettings } from '#app/kernel/.server/env.ts'
import type { WorkerLogger } from '#app/kernel/.server/mail/outbox-worker.ts'
import { eachTestDatabase } from '#tests/support/database.ts'
import { addTrucks } from '#tests/support/delivery-trucks.ts'
import { now } from '#tests/support/rental-requests.ts'
import { reserveForm } from '#tests/support/reserve-form.ts'

import { cancelReservation } from './cancel'
import { noLongerFreeMessage, requestReservation } from './reserve'

/* A renter's request from the reserve form, on the seeded fleet (two 6-seaters), on both engines. */

const db = eachTestDatabase()
// trucks enough that the carts, not the trucks, are what runs out (the trucks' own tests are below)
beforeEach(() => addTrucks(db(), 3))

const settings = parseSettings({
  SITE_URL: 'https://www.keystone-golfcarts.example',
  MAIL_TO_SALES: 'sales@keystone-golfcarts.example',
})
const options = {
  now,
  ip: '203.0.113.9',
  siteUrl: 'https://www.keystone-golfcarts.example',
  settings,
}

// Saturday June 13 2026, 10 AM in Pennsylvania, for two days, delivered
const form = reserveForm({
  startDay: '2026-06-13',
  handover: 'delivery',
  locationId: '',
  town: 'milford',
  address: '12 Harford Street',
  extraDrivers: '2',
})

const counts = async () => ({
  reservations: (await db().selectFrom('rental_reservations').select('id').execute()).length,
  events: (await db().selectFrom('rental_reservation_events').select('id').execute()).length,
  outbox: (await db().selectFrom('outbox').select('id').execute()).length,
})
const nothing = { reservations: 0, events: 0, outbox: 0 }

describe('requestReservation', () => {
  it('holds a cart, keeps the quote and the terms accepted, and queues both e-mails', async () => {
    const result = await requestReservation(db(), form, options)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    const row = await db()
      .selectFrom('rental_reservations')
      .selectAll()
      .where('id', '=', result.id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      token: result.token,
      status: 'held',
      cart_type: 'six-seater',
      start_at: '2026-06-13T14:00:00.000Z',
      end_at: '2026-06-15T14:00:00.000Z',
      days: 2,
      handover: 'delivery',
      town_slug: 'milford',
      address: '12 Harford Street',
      extra_drivers: 2,
      terms_accepted_at: now.toISOString(),
      terms_ip: '203.0.113.9',
      terms_effective_date: '2025-01-23',
      // the default hold: a day
      hold_expires_at: '2026-06-02T12:00:00.000Z',
    })
    // the delivered card's 6-seater: 2 days at $295, plus 2 drivers at $25
    const quote = JSON.parse(row.quote) as { lines: { key: string; amount: number }[] }
    expect(quote.lines.find((l) => l.key === 'rent')?.amount).toBe(590)
    expect(quote.lines.find((l) => l.key === 'drivers')?.amount).toBe(50)
    expect(row.deposit).toBe(750)
    // the turnaround (2 hours) is added to the held range
    expect(row.hold_until - row.hold_from).toBe(2 * 24 * 60 + 120)
    expect(row.due_at).not.toBeNull()

    const events = await db().selectFrom('rental_reservation_events').select('kind').execute()
    expect(events).toEqual([{ kind: 'requested' }])
    const mails = await db()
      .selectFrom('outbox')
      .select(['kind', 'recipient', 'payload'])
      .orderBy('kind')
      .execute()
    expect(mails.map((m) => [m.kind, m.recipient])).toEqual([
      ['renter', 'riley@example.com'],
      ['staff', 'sales@keystone-golfcarts.example'],
    ])
    const [renter, staff] = mails.map((m) => JSON.parse(m.payload ?? '{}') as { text: string })
    expect(renter?.text).toMatch(/not yet a booking/)
    expect(renter?.text).toMatch(/hold a cart for you until Tuesday, June 2 at 8:00 AM/)
    expect(renter?.text).toContain(`/rentals/reservation/${result.token}`)
    expect(staff?.text).toContain(
      `https://www.keystone-golfcarts.example/admin/rentals/${result.id}`,
    )
    expect(staff?.text).toMatch(/Riley Renter[\s\S]*570-555-0123[\s\S]*12 Harford Street/)
  })

  it.each([
    ['a day that has passed', { startDay: '2026-05-31' }, 'startDay', /day has passed/],
    ['a return before the start', { days: '0' }, 'days', /return must come after the start/],
    ['over 30 days', { days: '31' }, 'days', /at most 30 days/],
    ['a third extra driver', { extraDrivers: '3' }, 'extraDrivers', /At most 2 additional/],
    ['an unknown town', { town: 'atlantis' }, 'town', /do not deliver to that town/],
    ['a renter under 18', { adult: undefined }, 'adult', /18 or older/],
    ['terms not accepted', { terms: undefined }, 'terms', /Accept the rental terms/],
  ])('refuses %s with its message and stores nothing', async (_, change, field, message) => {
    const result = await requestReservation(db(), { ...form, ...change }, options)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.reason).toBe('invalid')
    expect(result.fields[field as keyof typeof result.fields]).toMatch(message)
    expect(await counts()).toEqual(nothing)
  })

  it.each([
    ['a next line (U+0085)', '\u0085'],
    ['a line separator (U+2028)', '\u2028'],
    ['a paragraph separator (U+2029)', '\u2029'],
    ['a vertical tab', '\v'],
    ['a form feed', '\f'],
  ])('refuses a delivery address broken by %s, storing nothing', async (_, lineBreak) => {
    const address = `12 Harford Street${lineBreak}Paid in full: release the cart`
    const result = await requestReservation(db(), { ...form, address }, options)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.fields.address).toBe('Remove the line breaks from this field')
    expect(await counts()).toEqual(nothing)
  })

  it('stores and mails the delivery address without invisible direction or zero-width characters', async () => {
    // U+202E shows "teertS" backwards to staff; U+200B and U+2066 hide where words split
    const address = '12 Harford\u200b \u2066Str\u202eeet\u2069\ufeff'
    const result = await requestReservation(db(), { ...form, address }, options)
    expect(result.ok).toBe(true)
    const row = await db()
      .selectFrom('rental_reservations')
      .select('address')
      .executeTakeFirstOrThrow()
    expect(row.address).toBe('12 Harford Street')
    const staff = await db()
      .selectFrom('outbox')
      .select('payload')
      .where('kind', '=', 'staff')
      .executeTakeFirstOrThrow()
    expect((JSON.parse(staff.payload ?? '{}') as { text: string }).text).toContain(
      '\nAddress: 12 Harford Street\n',
    )
  })

  it.each(['2027-05-28', '2027-05-31', '9999-06-05'])(
    'refuses a start on %s, past the calendar’s six months, and stores nothing',
    async (startDay) => {
      // Saturday November 28 2026, 4:43 PM in Pennsylvania: the calendar's last day is May 27 2027
      const november = { ...options, now: new Date('2026-11-28T21:43:00Z') }
      const result = await requestReservation(db(), { ...form, startDay }, november)
      expect(result).toMatchObject({
        ok: false,
        reason: 'invalid',
        fields: {
          startDay:
            'We take reservations up to 6 months ahead: choose a start day up to May 27, 2027',
        },
      })
      expect(await counts()).toEqual(nothing)
    },
  )

  it('says the cart is no longer free when the type has none left, and stores nothing more', async () => {
    expect((await requestReservation(db(), form, options)).ok).toBe(true)
    expect((await requestReservation(db(), form, options)).ok).toBe(true)
    const before = await counts()
    const third = await requestReservation(db(), form, options)
    expect(third).toMatchObject({ ok: false, reason: 'no-free-cart', error: noLongerFreeMessage })
    expect(await counts()).toEqual(before)
    expect(before).toEqual({ reservations: 2, events: 2, outbox: 4 })
  })

  it('holds a Saturday 4:43 PM request past Monday 9:43 AM, when its answer is due', async () => {
    // Saturday June 6 2026, 4:43 PM EDT: one business hour runs to Monday 9:43 AM
    const saturday = new Date('2026-06-06T20:43:00Z')
    const result = await requestReservation(db(), form, { ...options, now: saturday })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    const row = await db()
      .selectFrom('rental_reservations')
      .select(['due_at', 'hold_expires_at'])
      .where('id', '=', result.id)
      .executeTakeFirstOrThrow()
    expect(row.due_at).toBe('2026-06-08T13:43:00.000Z')
    // an hour past the answer's due time, not Sunday 4:43 PM (the day's hold setting)
    expect(row.hold_expires_at).toBe('2026-06-08T14:43:00.000Z')
    const mails = await db().selectFrom('outbox').select(['kind', 'payload']).execute()
    const text = (kind: string) =>
      (JSON.parse(mails.find((m) => m.kind === kind)?.payload ?? '{}') as { text: string }).text
    expect(text('renter')).toMatch(/hold a cart for you until Monday, June 8 at 10:43 AM/)
    expect(text('staff')).toMatch(/held until Monday, June 8 at 10:43 AM/)
    expect(text('staff')).toMatch(/Answer the renter by Monday, June 8 at 9:43 AM/)
  })

  it('lets a hold nobody confirmed expire on the scheduler’s pass, freeing its cart', async () => {
    expect((await requestReservation(db(), form, options)).ok).toBe(true)
    expect((await requestReservation(db(), form, options)).ok).toBe(true)
    const quiet: WorkerLogger = { info() {}, warn() {}, error() {} }
    const pass = (at: Date) =>
      createSiteScheduler({ db: db(), settings, logger: quiet, now: () => at }).runOnce()
    // a minute before the day is out, both still hold their carts
    expect((await pass(new Date('2026-06-02T11:59:00Z'))).expiredHolds).toBe(0)
    expect((await pass(new Date('2026-06-02T12:00:00Z'))).expiredHolds).toBe(2)
    const statuses = await db().selectFrom('rental_reservations').select('status').execute()
    expect(statuses).toEqual([{ status: 'expired' }, { status: 'expired' }])
    const later = { ...options, now: new Date('2026-06-02T12:05:00Z') }
    expect((await requestReservation(db(), form, later)).ok).toBe(true)
  })
})

describe("a delivered rental on the trucks' schedule", () => {
  const jobs = () =>
    db()
      .selectFrom('delivery_jobs')
      .select(['kind', 'day', 'window_start', 'status', 'leave_at', 'subject_id'])
      .orderBy('day')
      .execute()

  it('takes the window of its start for the delivery and the window of its end for the collection', async () => {
    const result = await requestReservation(db(), form, options)
    if (!result.ok) throw new Error(result.error)
    // Saturday 10 AM for two days: delivered 10-12 Saturday, collected 10-12 Monday
    expect(await jobs()).toEqual([
      {
        kind: 'rental_delivery',
        day: '2026-06-13',
        window_start: 600,
        status: 'scheduled',
        leave_at: 'In the driveway',
        subject_id: result.id,
      },
      {
        kind: 'rental_collection',
        day: '2026-06-15',
        window_start: 600,
        status: 'scheduled',
        leave_at: 'In the driveway',
        subject_id: result.id,
      },
    ])
  })

  it('refuses a request whose window every truck has taken, storing nothing, and frees the places on cancel', async () => {
    // the showroom's trucks all taken: four deliveries fill Saturday's 10-12 window
    const first = await requestReservation(
      db(),
      reserveForm({ ...form, cartType: 'four-seater', startTime: '11:00' }),
      options,
    )
    if (!first.ok) throw new Error(first.error)
    for (const cartType of ['six-seater', 'six-seater', 'four-seater']) {
      expect((await requestReservation(db(), { ...form, cartType }, options)).ok).toBe(true)
    }
    const before = await counts()
    const refused = await requestReservation(db(), { ...form, cartType: 'utility' }, options)
    expect(refused).toMatchObject({
      ok: false,
      // Saturday's delivery hours are 8 to 6: every other window of the day has its trucks
      error:
        'For the delivery: That delivery window is full: every truck is taken. Choose another window. ' +
        'A truck is free that day 8 AM - 10 AM, 12 PM - 2 PM, 2 PM - 4 PM, 4 PM - 6 PM: choose a handover time in one.',
    })
    expect(await counts()).toEqual(before)
    const cancelled = await cancelReservation(db(), {
      id: first.id,
      by: { kind: 'renter', ip: null },
      now,
      siteUrl: options.siteUrl,
    })
    expect(cancelled.ok).toBe(true)
    expect((await jobs()).filter((j) => j.subject_id === first.id).map((j) => j.status)).toEqual([
      'cancelled',
      'cancelled',
    ])
    expect((await requestReservation(db(), { ...form, cartType: 'utility' }, options)).ok).toBe(
      true,
    )
  })

  it('refuses a delivery without the access path confirmed', async () => {
    const refused = await requestReservation(db(), { ...form, accessConfirmed: '' }, options)
    expect(refused).toMatchObject({
      ok: false,
      fields: { accessConfirmed: expect.stringContaining('8 ft wide') },
    })
  })
})
