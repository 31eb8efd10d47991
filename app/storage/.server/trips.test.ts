import { describe, expect, it } from 'vitest'

import { withTransaction } from '#app/kernel/.server/db/transaction.ts'
import { insertPayment } from '#app/payments/.server/ledger-rows.ts'
import { eachTestDatabase, testEngine } from '#tests/support/database.ts'
import { insertStorageContract } from '#tests/support/storage-contracts.ts'

import { bookStorage, holdMinutes } from './book.ts'
import { bookContractTrip, tripsOf } from './book-trip.ts'
import { activateContract } from './checkout.ts'
import { releaseLapsedPickups } from './trips.ts'

/*
 * Storage's trips on the trucks, on both engines, as of Sunday November 29
 * 2026 at 1:30 PM in Pennsylvania: a winter package starting Saturday
 * December 5 picked up in Carbondale, whose trucks are Scranton's one truck;
 * the pickup takes a window from December 2 to 5.
 */

const now = new Date('2026-11-29T18:30:00Z')
const late = new Date(now.getTime() + (holdMinutes + 1) * 60_000)
const saturday10 = '2026-12-05@600'
const mail = { siteUrl: 'https://www.keystone-golfcarts.example', staffTo: 'service@example.com' }

const form = (changes: Record<string, string> = {}) => ({
  kind: 'indoor',
  plan: 'winter',
  showroom: 'scranton',
  startDay: '2026-12-05',
  brand: 'Evolution',
  model: 'Classic 4 Plus',
  serial: 'EV22-00417',
  battery: 'lithium',
  handover: 'pickup',
  street: '12 Lake Road',
  town: 'Carbondale',
  zip: '18407',
  deliveryWindow: saturday10,
  accessConfirmed: 'yes',
  leaveAt: 'In the garage behind the house',
  firstName: 'Ada',
  lastName: 'Byron',
  email: 'ada@example.com',
  phone: '570-555-0123',
  terms: 'yes',
  ...changes,
})

describe(`storage trips (${testEngine()})`, () => {
  const db = eachTestDatabase()
  const counts = async () => ({
    contracts: (await db().selectFrom('storage_contracts').select('id').execute()).length,
    jobs: (
      await db()
        .selectFrom('delivery_jobs')
        .select('id')
        .where('status', '<>', 'cancelled')
        .execute()
    ).length,
    taken: (await db().selectFrom('delivery_window_counts').select('taken').execute()).reduce(
      (sum, row) => sum + Number(row.taken),
      0,
    ),
  })
  const setSpaces = (spaces: number) =>
    db()
      .updateTable('storage_spaces')
      .set({ spaces })
      .where('showroom', '=', 'scranton')
      .where('kind', '=', 'indoor')
      .execute()

  it('a pickup booking takes its window and its space together, at the booking’s own fee', async () => {
    const booked = await bookStorage(db(), form(), { now, ip: null })
    if (!booked.ok) throw new Error(booked.error)
    const job = await db().selectFrom('delivery_jobs').selectAll().executeTakeFirstOrThrow()
    expect(job).toMatchObject({
      kind: 'storage_pickup',
      subject_type: 'storage_contract',
      subject_id: booked.contract.id,
      showroom: 'scranton',
      day: '2026-12-05',
      window_start: 600,
      status: 'scheduled',
      town: 'Carbondale',
      address: '12 Lake Road',
      leave_at: 'In the garage behind the house',
      items: 'Stored cart: Evolution Classic 4 Plus, serial EV22-00417',
      white_glove: 0,
      // one fee: the contract's pickup fee, charged with the booking
      distance_cents: booked.contract.pickup_fee_cents,
    })
    expect(await counts()).toEqual({ contracts: 1, jobs: 1, taken: 1 })
    const { trips } = await tripsOf(db(), booked.contract, now)
    expect(trips).toEqual([
      expect.objectContaining({
        label: 'Storage pickup',
        day: '2026-12-05',
        window: '10 AM - 12 PM',
        path: `/delivery/${job.token}`,
      }),
    ])
  })

  it('refuses a full window or a day outside the pickup’s, and a full kind: nothing of either is kept', async () => {
    expect((await bookStorage(db(), form(), { now, ip: null })).ok).toBe(true)
    // Scranton's one truck has the window: another customer, another kind, is refused
    const full = await bookStorage(db(), form({ kind: 'outdoor', email: 'b@example.com' }), {
      now,
      ip: null,
    })
    expect(full).toMatchObject({
      ok: false,
      reason: 'full',
      fields: { deliveryWindow: expect.stringContaining('That delivery window is full') },
    })
    const early = await bookStorage(
      db(),
      form({ kind: 'outdoor', deliveryWindow: '2026-12-01@600' }),
      { now, ip: null },
    )
    expect(early).toMatchObject({
      ok: false,
      fields: {
        deliveryWindow:
          'Choose a pickup window from Wednesday, December 2 to Saturday, December 5: we fetch the cart on the start date or in the days just before it.',
      },
    })
    const unconfirmed = await bookStorage(
      db(),
      form({ kind: 'outdoor', accessConfirmed: '', leaveAt: '' }),
      { now, ip: null },
    )
    expect(unconfirmed).toMatchObject({
      ok: false,
      fields: {
        accessConfirmed: expect.stringContaining('at least 8 ft wide'),
        leaveAt: 'Say where the cart is',
      },
    })
    expect(await counts()).toEqual({ contracts: 1, jobs: 1, taken: 1 })
    // no indoor space left: the free window of Friday is not taken either
    await setSpaces(1)
    const noSpace = await bookStorage(
      db(),
      form({ email: 'c@example.com', deliveryWindow: '2026-12-04@600' }),
      { now, ip: null },
    )
    expect(noSpace).toMatchObject({
      ok: false,
      reason: 'full',
      fields: { kind: expect.any(String) },
    })
    expect(await counts()).toEqual({ contracts: 1, jobs: 1, taken: 1 })
  })

  it('gives a lapsed booking’s window back; paid late, the contract is offered a pickup again', async () => {
    const booked = await bookStorage(db(), form({ plan: 'monthly', consent: 'yes' }), {
      now,
      ip: null,
    })
    if (!booked.ok) throw new Error(booked.error)
    // still held: nothing is released
    expect(await releaseLapsedPickups(db(), now)).toBe(0)
    expect(await releaseLapsedPickups(db(), late)).toBe(1)
    expect(await releaseLapsedPickups(db(), late)).toBe(0)
    expect(await counts()).toEqual({ contracts: 1, jobs: 0, taken: 0 })
    // the window is free for another customer
    expect(
      (
        await bookStorage(db(), form({ kind: 'outdoor', email: 'b@example.com' }), {
          now: late,
          ip: null,
        })
      ).ok,
    ).toBe(true)
    // the first card is saved late: a space is still free, so the contract starts, with no pickup
    const card = { customer: 'cus_1', paymentMethod: 'pm_1' }
    expect(
      await withTransaction(db(), (trx) =>
        activateContract(trx, booked.contract.id, { card }, mail, late),
      ),
    ).toBe('active')
    const active = await db()
      .selectFrom('storage_contracts')
      .selectAll()
      .where('id', '=', booked.contract.id)
      .executeTakeFirstOrThrow()
    const offered = await tripsOf(db(), active, late)
    expect(offered.trip).toMatchObject({
      kind: 'storage_pickup',
      range: { first: '2026-12-02', last: '2026-12-05' },
    })
    // Saturday 10 AM is taken now; the page shows it full
    const saturday = offered.trip?.days.find((day) => day.day === '2026-12-05')
    expect(saturday?.windows.find((w) => w.value === saturday10)?.free).toBe(0)
    const again = await bookContractTrip(
      db(),
      active,
      { window: '2026-12-05@480', accessConfirmed: true, leaveAt: 'Garage', whiteGlove: false },
      { now: late, actor: null },
    )
    expect(again).toMatchObject({ ok: true, job: { kind: 'storage_pickup', day: '2026-12-05' } })
  })

  it('cancels the pickup of a package paid after its space went to another, with the refund', async () => {
    await setSpaces(1)
    const booked = await bookStorage(db(), form(), { now, ip: null })
    if (!booked.ok) throw new Error(booked.error)
    const other = await bookStorage(
      db(),
      form({ handover: 'drop_off', email: 'other@example.com' }),
      { now: late, ip: null },
    )
    expect(other.ok).toBe(true)
    const payment = await insertPayment(
      db(),
      {
        id: 'pay-late',
        kind: 'charge',
        method: 'card_online',
        amountCents: booked.totalCents,
        subject: { type: 'storage_contract', id: booked.contract.id },
        purpose: 'storage',
        actor: 'renter',
        status: 'succeeded',
        idempotencyKey: 'ledger-pay-late',
        ids: { paymentIntent: 'pi_late' },
      },
      now,
    )
    expect(
      await withTransaction(db(), (trx) =>
        activateContract(trx, booked.contract.id, { payment }, mail, late),
      ),
    ).toBe('lost')
    const job = await db().selectFrom('delivery_jobs').selectAll().executeTakeFirstOrThrow()
    expect(job.status).toBe('cancelled')
    expect(await counts()).toEqual({ contracts: 2, jobs: 0, taken: 0 })
  })

  it('books the return in a package’s last weeks, once, from the customer’s page or staff’s (audited)', async () => {
    const picked = {
      plan: 'winter' as const,
      showroom: 'scranton',
      end_day: '2026-12-10',
      handover: 'pickup' as const,
      street: '12 Lake Road',
      town: 'Carbondale',
      zip: '18407',
      pickup_fee_cents: 4_500,
    }
    const contract = await insertStorageContract(db(), { ...picked, start_day: '2026-10-20' })
    const choice = {
      window: '2026-12-01@600',
      accessConfirmed: true,
      leaveAt: 'Back in the garage',
      // white glove is a sold cart's: a return asking for it is booked without it
      whiteGlove: true,
    }
    const page = await tripsOf(db(), contract, now)
    expect(page.trip).toMatchObject({
      kind: 'storage_return',
      range: { first: '2026-11-26', last: '2026-12-10' },
      distanceCents: 4_500,
    })
    const outside = await bookContractTrip(
      db(),
      contract,
      { ...choice, window: '2026-12-11@600' },
      { now, actor: null },
    )
    expect(outside).toMatchObject({ ok: false, status: 400, field: 'deliveryWindow' })
    const booked = await bookContractTrip(db(), contract, choice, { now, actor: null })
    expect(booked).toMatchObject({
      ok: true,
      job: { kind: 'storage_return', distance_cents: 4_500, white_glove: 0 },
    })
    // a second click books nothing more
    expect(await bookContractTrip(db(), contract, choice, { now, actor: null })).toMatchObject({
      ok: false,
      status: 409,
    })
    expect((await tripsOf(db(), contract, now)).trip).toBeUndefined()

    // staff book another customer's return by phone: audited with who did it
    const phoned = await insertStorageContract(db(), {
      ...picked,
      email: 'phoned@example.com',
      start_day: '2026-10-21',
    })
    const actor = { id: 'staff-1', email: 'desk@example.com', ip: '203.0.113.7' }
    const byStaff = await bookContractTrip(
      db(),
      phoned,
      { ...choice, window: '2026-12-01@720' },
      { now, actor },
    )
    expect(byStaff.ok).toBe(true)
    const audit = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'storage-contract.trip')
      .execute()
    expect(audit).toEqual([
      expect.objectContaining({ actor_email: 'desk@example.com', entity_id: phoned.id }),
    ])
    // monthly storage without notice has no last day: no return yet
    const monthly = await insertStorageContract(db(), {
      ...picked,
      plan: 'monthly',
      end_day: null,
      start_day: '2026-10-01',
    })
    expect((await tripsOf(db(), monthly, now)).trip).toBeUndefined()
  })
})
