import { describe, expect, it } from 'vitest'

import { bookDelivery } from '#app/deliveries/.server/book-delivery.ts'
import { deliveryRefusalMessage } from '#app/deliveries/delivery-messages.ts'
import { deliveryPagePath } from '#app/deliveries/delivery-paths.ts'
import type { Actor } from '#app/kernel/.server/audit/actor.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import { withTransaction } from '#app/kernel/.server/db/transaction.ts'
import { eachTestDatabase, serversOnOneDatabase } from '#tests/support/database.ts'
import { bookingForm, bookingNow } from '#tests/support/service-booking.ts'

import { pickupDayFullMessage } from '../booking-messages.ts'
import { bookService } from './book.ts'
import { bookReturn, returnNotDueMessage } from './book-return.ts'
import { cancelBooking } from './cancel-booking.ts'
import { jobByToken } from './job-by-token.ts'
import { moveJob } from './job-changes.ts'
import { jobTrips, pickupWindows } from './service-trips.ts'

/*
 * A pickup rides the trucks' schedule, on both engines: Tuesday December 1
 * 2026, the 8-10 AM window of the showroom serving Carbondale (one truck),
 * booked on Monday morning; the cart then takes one of Tuesday's drop-off
 * places at the shop.
 */

const options = {
  now: bookingNow,
  siteUrl: 'https://www.keystone-golfcarts.example',
  serviceTo: 'service@keystone-golfcarts.example',
}
const pickupForm = (changes: Record<string, string> = {}) =>
  bookingForm({
    visit: 'pickup',
    accessConfirmed: 'yes',
    leaveAt: 'In the garage, side door',
    ...changes,
  })
const staff: Actor = { id: 'staff-1', email: 'desk@keystone-golfcarts.example', ip: '203.0.113.9' }

/** A rental taking the truck's 8-10 AM window on Tuesday in Carbondale. */
const rentalInTheWindow = (db: DB) =>
  withTransaction(db, (trx) =>
    bookDelivery(
      trx,
      {
        kind: 'rental_delivery',
        subject: { type: 'rental_reservation', id: 'r-1' },
        window: '2026-12-01@480',
        town: 'carbondale',
        address: '3 Main Street, Carbondale PA 18407',
        customer: { name: 'Rae Renter', email: 'rae@example.com', phone: '570-555-0100' },
        items: '4-seat rental cart',
        accessConfirmed: true,
        leaveAt: 'Driveway',
        whiteGlove: false,
      },
      { now: bookingNow },
    ),
  )

describe('a service pickup on the trucks', () => {
  const db = eachTestDatabase()
  const places = async () => ({
    jobs: (await db().selectFrom('service_jobs').select('id').execute()).length,
    service: await db()
      .selectFrom('service_slot_counts')
      .select(['visit', 'visit_day', 'window_start', 'taken'])
      .where('taken', '>', 0)
      .execute(),
    trucks: await db()
      .selectFrom('delivery_window_counts')
      .select(['day', 'window_start', 'taken'])
      .where('taken', '>', 0)
      .execute(),
    trips: await db().selectFrom('delivery_jobs').select(['kind', 'status']).execute(),
  })

  it('takes one truck window and one of the day’s drop-off places in one booking', async () => {
    const result = await bookService(db(), pickupForm(), [], options)
    if (!result.ok) throw new Error(result.error)
    expect(await jobByToken(db(), result.token)).toMatchObject({
      visit: 'pickup',
      visit_day: '2026-12-01',
      window_start: 480,
      window_end: 600,
      fee_cents: 8900,
    })
    expect(await places()).toEqual({
      jobs: 1,
      service: [{ visit: 'drop_off', visit_day: '2026-12-01', window_start: 0, taken: 1 }],
      trucks: [{ day: '2026-12-01', window_start: 480, taken: 1 }],
      trips: [{ kind: 'service_pickup', status: 'scheduled' }],
    })
    const [trip] = await db().selectFrom('delivery_jobs').selectAll().execute()
    // the service's zone fee is the trip's one fee
    expect(trip).toMatchObject({
      subject_type: 'service_job',
      subject_id: result.id,
      distance_cents: 8900,
      leave_at: 'In the garage, side door',
      address: '12 Lake Road',
    })
    const offered = await pickupWindows(db(), 'carbondale', bookingNow)
    expect(offered.find((d) => d.day === '2026-12-01')?.windows[0]).toMatchObject({
      value: '2026-12-01@480',
      free: 0,
    })
  })

  it('refuses a window the trucks have filled: nothing stored, no service place taken', async () => {
    expect((await rentalInTheWindow(db())).ok).toBe(true)
    const result = await bookService(db(), pickupForm(), [], options)
    expect(result).toMatchObject({ ok: false, reason: 'full' })
    expect(!result.ok && result.fields.slot).toBe(deliveryRefusalMessage('full'))
    expect(await places()).toEqual({
      jobs: 0,
      service: [],
      trucks: [{ day: '2026-12-01', window_start: 480, taken: 1 }],
      trips: [{ kind: 'rental_delivery', status: 'scheduled' }],
    })
  })

  it('refuses a day the shop takes no more carts, and an unconfirmed path, storing nothing', async () => {
    // Tuesday takes one drop-off online, and a customer bringing a cart has it
    await db()
      .updateTable('service_capacity')
      .set({ online_places: 1 })
      .where('weekday', '=', 2)
      .where('visit', '=', 'drop_off')
      .execute()
    const dropOff = bookingForm({ visit: 'drop_off', showroom: 'scranton', slot: '2026-12-01' })
    expect((await bookService(db(), dropOff, [], options)).ok).toBe(true)
    const before = await places()

    const full = await bookService(db(), pickupForm({ email: 'b@example.com' }), [], options)
    expect(!full.ok && full.fields.slot).toBe(pickupDayFullMessage)
    const offered = await pickupWindows(db(), 'carbondale', bookingNow)
    const tuesday = offered.find((d) => d.day === '2026-12-01')
    expect(tuesday?.windows.map((w) => w.free)).toEqual([0, 0, 0, 0, 0])
    expect(offered.find((d) => d.day === '2026-12-02')?.windows[0]?.free).toBe(1)
    // Sunday the trucks run but the shop is closed: no pickup that day
    expect(offered.some((d) => d.day === '2026-12-06')).toBe(false)

    const unconfirmed = await bookService(
      db(),
      pickupForm({ email: 'c@example.com', slot: '2026-12-02@480', accessConfirmed: '' }),
      [],
      options,
    )
    expect(!unconfirmed.ok && unconfirmed.fields.accessConfirmed).toBe(
      deliveryRefusalMessage('access'),
    )
    expect(await places()).toEqual(before)
    expect(before).toMatchObject({ jobs: 1, trucks: [], trips: [] })
  })

  it('frees the truck window and the drop-off place when the customer cancels', async () => {
    const first = await bookService(db(), pickupForm(), [], options)
    if (!first.ok) throw new Error(first.error)
    expect(await cancelBooking(db(), first.id, bookingNow)).toBe(true)
    expect(await places()).toEqual({
      jobs: 1,
      service: [],
      trucks: [],
      trips: [{ kind: 'service_pickup', status: 'cancelled' }],
    })
    const again = await bookService(db(), pickupForm({ email: 'b@example.com' }), [], options)
    expect(again.ok).toBe(true)
  })

  it('books the return once the cart is ready, from the customer or staff (audited)', async () => {
    const booked = await bookService(db(), pickupForm(), [], options)
    if (!booked.ok) throw new Error(booked.error)
    const choice = {
      window: '2026-12-03@600',
      accessConfirmed: true,
      leaveAt: 'In the garage',
      whiteGlove: false,
    }
    const early = await bookReturn(db(), booked.id, choice, { now: bookingNow })
    expect(early).toEqual({ ok: false, reason: 'conflict', message: returnNotDueMessage })

    await db()
      .updateTable('service_jobs')
      .set({ stage: 'ready' })
      .where('id', '=', booked.id)
      .execute()
    const job = await jobByToken(db(), booked.token)
    if (!job) throw new Error('no job')
    const offered = await jobTrips(db(), job, bookingNow)
    expect(offered.leaveAt).toBe('In the garage, side door')
    expect(offered.returnDays?.find((d) => d.day === '2026-12-03')?.windows[1]).toMatchObject({
      value: '2026-12-03@600',
      free: 1,
    })

    // never back before it was picked up
    expect(offered.returnDays?.[0]?.day).toBe('2026-12-01')
    const beforePickup = await bookReturn(
      db(),
      booked.id,
      { ...choice, window: '2026-11-30@720' },
      { now: bookingNow },
    )
    expect(beforePickup).toEqual({
      ok: false,
      reason: 'invalid',
      message: deliveryRefusalMessage('too-early'),
    })

    const unconfirmed = await bookReturn(
      db(),
      booked.id,
      { ...choice, accessConfirmed: false },
      { now: bookingNow },
    )
    expect(unconfirmed).toEqual({
      ok: false,
      reason: 'invalid',
      message: deliveryRefusalMessage('access'),
    })
    expect(await bookReturn(db(), booked.id, choice, { now: bookingNow })).toEqual({ ok: true })
    expect(await bookReturn(db(), booked.id, choice, { now: bookingNow, staff })).toEqual({
      ok: false,
      reason: 'conflict',
      message: returnNotDueMessage,
    })
    const after = await jobTrips(db(), job, bookingNow)
    expect(after.returnDays).toBeNull()
    const returnTrip = await db()
      .selectFrom('delivery_jobs')
      .selectAll()
      .where('kind', '=', 'service_return')
      .executeTakeFirstOrThrow()
    expect(after.trips).toEqual([
      {
        kind: 'Service pickup',
        when: 'Tuesday, December 1, 8 AM - 10 AM',
        status: 'Scheduled',
        href: expect.stringMatching(/^\/delivery\//),
      },
      {
        kind: 'Service return',
        when: 'Thursday, December 3, 10 AM - 12 PM',
        status: 'Scheduled',
        href: deliveryPagePath(returnTrip.token),
      },
    ])
    expect(returnTrip.distance_cents).toBe(0)

    // staff book the next customer's return for them: the audit log names them
    const other = await bookService(
      db(),
      pickupForm({ email: 'c@example.com', slot: '2026-12-02@480' }),
      [],
      options,
    )
    if (!other.ok) throw new Error(other.error)
    await db()
      .updateTable('service_jobs')
      .set({ stage: 'ready' })
      .where('id', '=', other.id)
      .execute()
    const byStaff = await bookReturn(
      db(),
      other.id,
      { ...choice, window: '2026-12-04@480' },
      { now: bookingNow, staff },
    )
    expect(byStaff).toEqual({ ok: true })
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'actor_email', 'entity_id'])
      .where('action', '=', 'service-job.return')
      .execute()
    expect(audit).toEqual([
      { action: 'service-job.return', actor_email: staff.email, entity_id: other.id },
    ])
  })

  it('cancels the trips when staff cancel the job', async () => {
    const booked = await bookService(db(), pickupForm(), [], options)
    if (!booked.ok) throw new Error(booked.error)
    const moved = await moveJob(
      db(),
      booked.id,
      { from: 'booked', to: 'cancelled' },
      { actor: staff, siteUrl: options.siteUrl, now: bookingNow },
    )
    expect(moved).toEqual({ ok: true })
    expect((await places()).trips).toEqual([{ kind: 'service_pickup', status: 'cancelled' }])
  })
})

describe('the last truck window, asked for at once by pickups from three servers', () => {
  const { db, serverConnection } = serversOnOneDatabase()

  it('gives it to one pickup, tells the 11 others it is full, and takes one drop-off place', async () => {
    const servers = [serverConnection(), serverConnection(), serverConnection()]
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        bookService(
          servers[i % 3] ?? db(),
          pickupForm({ email: `customer${i}@example.com` }),
          [],
          options,
        ),
      ),
    )
    expect(results.filter((r) => r.ok)).toHaveLength(1)
    expect(results.filter((r) => !r.ok && r.reason === 'full')).toHaveLength(11)
    expect(await db().selectFrom('service_jobs').select('id').execute()).toHaveLength(1)
    const service = await db()
      .selectFrom('service_slot_counts')
      .select(['visit', 'taken'])
      .execute()
    expect(service.map((c) => [c.visit, Number(c.taken)])).toEqual([['drop_off', 1]])
    const trucks = await db().selectFrom('delivery_window_counts').select('taken').execute()
    expect(trucks.map((c) => Number(c.taken))).toEqual([1])
  }, 60_000)
})
