import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { withTransaction } from '#app/kernel/.server/db/transaction.ts'
import { paymentsFor } from '#app/payments/.server/ledger-rows.ts'
import { chargesOf, withSalesTax } from '#app/rentals/rent-charges.ts'
import type { AppliedFee } from '#app/rentals/rental-fees.ts'
import { eachTestDatabase } from '#tests/support/database.ts'
import { stripeWithWebhooks } from '#tests/support/payments.ts'
import { queryPlans, scansWhole } from '#tests/support/query-plan.ts'
import { rentPaidOnline, testCards } from '#tests/support/rent-paid.ts'
import { confirmedRental, deskHandover } from '#tests/support/rental-desk.ts'
import {
  holdRequest,
  hours,
  siteUrl,
  testOwner,
  weekendEnd,
  weekendStart,
} from '#tests/support/rental-requests.ts'

import { holdDepositAgain, releaseHold } from './deposit-hold'
import { holdDepositsDue, warnOfLapsingDeposits } from './deposit-jobs'
import { lapsingDepositHolds } from './deposit-on-card'
import { writeDepositSettlement } from './deposit-settle'
import { checkIn, checkOut } from './desk'
import { handovers } from './handovers'
import { placeHold } from './holds'
import { reservationPage } from './reservation-page'
import { confirmReservation } from './staff-actions'

/*
 * The deposit held on the card the rent was paid with (record 064), on both
 * engines against the local Stripe: held the day before pickup by one
 * server's pass, a link when the card needs the renter, taken in part or let
 * go at check-in from the statement, once per hold, and held again before it
 * lapses.
 */

const db = eachTestDatabase()
let stripe: Awaited<ReturnType<typeof stripeWithWebhooks>>

beforeAll(async () => {
  stripe = await stripeWithWebhooks(db)
})
afterAll(() => stripe.stop())
beforeEach(() => stripe.server.webhooksIdle())
afterEach(() => stripe.server.webhooksIdle())

/** Friday 14:00 UTC, a day before the weekend rental starts: the scheduler's pass. */
const dayBefore = new Date(weekendStart.getTime() - hours(23))
const staff = { actor: 'staff' as const, userId: testOwner.id }

/** A confirmed four-seater weekend ($500 deposit) whose rent was paid online with `card`. */
async function paidRental(card: string = testCards.visa) {
  const hold = await confirmedRental(db(), holdRequest('four-seater'))
  await rentPaidOnline(db(), stripe, hold.id, { card })
  return hold
}

/** Rows written at one moment come in any order: these are listed in the order money moves. */
const kindOrder = ['authorisation', 'capture', 'charge', 'release']

const depositRows = async (id: string) =>
  (await paymentsFor(db(), { type: 'reservation', id }))
    .filter((row) => row.purpose === 'deposit' || row.purpose === 'fees')
    .sort((a, b) => kindOrder.indexOf(a.kind) - kindOrder.indexOf(b.kind))
    .map((row) => ({
      kind: row.kind,
      purpose: row.purpose,
      amount_cents: row.amount_cents,
      status: row.status,
    }))

/** The rental held by the day-before pass and handed over at its start (version 3). */
async function heldAndOut() {
  const rental = await paidRental()
  expect((await holdDepositsDue(db(), stripe.online, { now: dayBefore, siteUrl })).held).toBe(1)
  const out = await checkOut(db(), {
    id: rental.id,
    version: 2,
    actor: testOwner,
    now: weekendStart,
    siteUrl,
    checkout: { ...deskHandover, deposit: 0, depositMethod: 'cash' },
    photos: [],
    depositHeld: true,
  })
  expect(out).toEqual({ ok: true })
  return rental
}

/** Checks the rental in (version 3), back `lateHours` after its end, the deposit applied to `fees`. */
const checkedIn = (id: string, lateHours: number, fees: AppliedFee[]) => {
  const back = new Date(weekendEnd.getTime() + hours(lateHours))
  // the dealer's wall clock is four hours behind UTC in June (EDT)
  const returnedAt = new Date(back.getTime() - hours(4)).toISOString().slice(0, 16)
  return checkIn(db(), {
    id,
    version: 3,
    actor: testOwner,
    now: back,
    siteUrl,
    checkin: { returnedAt, battery: 40, hourMeter: 130, fees, depositChoice: 'apply' },
    photos: [],
    online: stripe.online,
  })
}

const versionOf = async (id: string) =>
  (
    await db()
      .selectFrom('rental_reservations')
      .select('version')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).version

const statementRows = async (id: string) =>
  Object.fromEntries(
    ((await reservationPage(db(), id, weekendEnd))?.desk.statement?.rows ?? []).map((row) => [
      row.label,
      row.amount,
    ]),
  )

describe('the deposit held the day before pickup', () => {
  it('is authorised once on the saved card although two servers pass at once, and the desk does not ask for it again', async () => {
    const rental = await paidRental()
    const passes = await Promise.all([
      holdDepositsDue(db(), stripe.online, { now: dayBefore, siteUrl, batchSize: 1 }),
      holdDepositsDue(db(), stripe.online, { now: dayBefore, siteUrl, batchSize: 1 }),
    ])
    expect(passes.reduce((sum, pass) => sum + pass.held, 0)).toBe(1)
    expect(await depositRows(rental.id)).toEqual([
      { kind: 'authorisation', purpose: 'deposit', amount_cents: 50_000, status: 'succeeded' },
    ])
    const intents = stripe.server
      .requests()
      .filter((request) => request.path === '/v1/payment_intents' && request.method === 'POST')
    expect(intents).toHaveLength(1)
    // a later pass finds it claimed
    const later = await holdDepositsDue(db(), stripe.online, { now: weekendStart, siteUrl })
    expect(later.held).toBe(0)
    const page = await reservationPage(db(), rental.id, dayBefore)
    expect(page?.desk.depositOnCard?.text).toBe('Deposit held on card •••• 4242 ($500)')
    const [pickup] = await handovers(db(), {
      from: weekendStart,
      until: new Date(weekendStart.getTime() + hours(1)),
    })
    expect(pickup?.collect).toContain('Deposit held on card •••• 4242 ($500)')
  })

  it('is not held for a rental whose rent was not paid online', async () => {
    const rental = await confirmedRental(db(), holdRequest('four-seater'))
    expect((await holdDepositsDue(db(), stripe.online, { now: dayBefore, siteUrl })).held).toBe(0)
    expect(await depositRows(rental.id)).toEqual([])
    expect((await reservationPage(db(), rental.id, dayBefore))?.desk.depositOnCard).toBeNull()
  })

  it('e-mails the renter a payment link when the card needs their authentication, and the desk sees it', async () => {
    const rental = await paidRental(testCards.alwaysAuthenticate)
    const pass = await holdDepositsDue(db(), stripe.online, { now: dayBefore, siteUrl })
    expect(pass).toMatchObject({ held: 0, 'link-sent': 1 })
    const rows = await paymentsFor(db(), { type: 'reservation', id: rental.id })
    const deposit = rows.filter((row) => row.purpose === 'deposit')
    const refused = deposit.find((row) => row.status === 'failed')
    const link = deposit.find((row) => row.status === 'pending')
    expect(deposit).toHaveLength(2)
    expect(refused).toMatchObject({ kind: 'authorisation', amount_cents: 50_000 })
    expect(refused?.failure).toMatch(/authenticat/i)
    expect(link).toMatchObject({ kind: 'authorisation', amount_cents: 50_000 })
    expect(link?.stripe_checkout_session_id).toMatch(/^cs_/)
    const mails = await db()
      .selectFrom('outbox')
      .select(['recipient', 'payload'])
      .where('kind', '=', 'renter')
      .execute()
    const mail = mails.find((one) => one.payload?.includes('Please confirm your rental deposit'))
    expect(mail?.recipient).toBe('riley@example.com')
    expect(mail?.payload).toContain('$500 deposit')
    expect(mail?.payload).toContain(link?.stripe_checkout_session_id ?? 'no session')
    const page = await reservationPage(db(), rental.id, dayBefore)
    expect(page?.desk.depositOnCard).toEqual({
      text: 'Deposit: waiting for the renter (link sent)',
    })
  })
})

describe('the deposit at check-in', () => {
  it('back two hours late with a cleaning fee: the charges and their tax taken, the rest released, the statement and the ledger agreeing', async () => {
    const rental = await heldAndOut()
    const cleaning: AppliedFee = { kind: 'cleaning', amount: 80, note: 'sand' }
    expect(await checkedIn(rental.id, 2, [cleaning])).toEqual({ ok: true })
    await stripe.server.webhooksIdle()
    // late $50 + cleaning $80 = $130, 6% tax $7.80: $137.80 taken of the $500 hold
    expect(await depositRows(rental.id)).toEqual([
      { kind: 'authorisation', purpose: 'deposit', amount_cents: 50_000, status: 'succeeded' },
      { kind: 'capture', purpose: 'deposit', amount_cents: 13_780, status: 'succeeded' },
      { kind: 'release', purpose: 'deposit', amount_cents: 36_220, status: 'succeeded' },
    ])
    const intent = (await paymentsFor(db(), { type: 'reservation', id: rental.id })).find(
      (row) => row.kind === 'capture',
    )?.stripe_payment_intent_id
    const atStripe = await stripe.online.stripe.paymentIntents.retrieve(intent ?? '')
    expect(atStripe).toMatchObject({ status: 'succeeded', amount_received: 13_780 })
    const rows = await statementRows(rental.id)
    expect(rows).toMatchObject({
      'Charges at the return': '$130',
      'Sales tax (6%) on the charges': '$7.80',
      'Charges with tax': '$137.80',
      'Deposit held on card •••• 4242': '$500',
      'Taken from the deposit for the charges': '$137.80',
      'Deposit released to the card': '$362.20',
      'Balance still due': '$0',
    })
    // the day sheet's return reads the same
    const [, back] = await handovers(db(), {
      from: weekendStart,
      until: new Date(weekendEnd.getTime() + hours(1)),
    })
    expect(back?.collect).toEqual(
      expect.arrayContaining([
        'Taken from the deposit for the charges: $137.80',
        'Deposit released to the card: $362.20',
      ]),
    )
    const statementMail = await db()
      .selectFrom('outbox')
      .select('payload')
      .where('kind', '=', 'renter')
      .execute()
    expect(
      statementMail.some((mail) => mail.payload?.includes('Deposit released to the card: $362.20')),
    ).toBe(true)
  })

  it('charges the card off-session for the charges beyond the deposit', async () => {
    const rental = await heldAndOut()
    // 18 hours late ($450) and smoke ($200) = $650, with tax $689: $500 taken, $189 charged
    const smoke: AppliedFee = { kind: 'smoke-odor', amount: 200, note: '' }
    expect(await checkedIn(rental.id, 18, [smoke])).toEqual({ ok: true })
    await stripe.server.webhooksIdle()
    expect(await depositRows(rental.id)).toEqual([
      { kind: 'authorisation', purpose: 'deposit', amount_cents: 50_000, status: 'succeeded' },
      { kind: 'capture', purpose: 'deposit', amount_cents: 50_000, status: 'succeeded' },
      { kind: 'charge', purpose: 'fees', amount_cents: 18_900, status: 'succeeded' },
    ])
    expect(await statementRows(rental.id)).toMatchObject({
      'Charges with tax': '$689',
      'Taken from the deposit for the charges': '$500',
      'Charged to the card beyond the deposit': '$189',
      'Balance still due': '$0',
    })
  })

  it('lets the hold go in full when nothing is owed', async () => {
    const rental = await heldAndOut()
    expect(await checkedIn(rental.id, 0, [])).toEqual({ ok: true })
    await stripe.server.webhooksIdle()
    expect(await depositRows(rental.id)).toEqual([
      { kind: 'authorisation', purpose: 'deposit', amount_cents: 50_000, status: 'succeeded' },
      { kind: 'release', purpose: 'deposit', amount_cents: 50_000, status: 'succeeded' },
    ])
    expect(await statementRows(rental.id)).toMatchObject({
      'Deposit released to the card': '$500',
      'Balance still due': '$0',
    })
  })

  it('captures once when twenty check-ins are sent at once', async () => {
    const rental = await heldAndOut()
    const cleaning: AppliedFee = { kind: 'cleaning', amount: 50, note: '' }
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => checkedIn(rental.id, 0, [cleaning])),
    )
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1)
    await stripe.server.webhooksIdle()
    const captures = (await depositRows(rental.id)).filter((row) => row.kind === 'capture')
    expect(captures).toEqual([
      { kind: 'capture', purpose: 'deposit', amount_cents: 5_300, status: 'succeeded' },
    ])
  })

  it('writes one capture of a hold however many settlements race, and none of a hold let go', async () => {
    const rental = await heldAndOut()
    const settle = () =>
      withTransaction(db(), (trx) =>
        writeDepositSettlement(trx, {
          reservationId: rental.id,
          owedCents: 1_000,
          apply: true,
          who: staff,
          now: weekendEnd,
        }),
      )
    const settled = await Promise.all(Array.from({ length: 20 }, settle))
    expect(settled.filter((one) => one?.capture)).toHaveLength(1)

    const other = await paidRental()
    await holdDepositsDue(db(), stripe.online, { now: dayBefore, siteUrl })
    const released = await releaseHold(db(), stripe.online, other.id, {
      now: weekendStart,
      who: staff,
      note: 'Rental cancelled',
    })
    expect(released?.status).toBe('succeeded')
    const again = await withTransaction(db(), (trx) =>
      writeDepositSettlement(trx, {
        reservationId: other.id,
        owedCents: 1_000,
        apply: true,
        who: staff,
        now: weekendEnd,
      }),
    )
    expect(again).toBeUndefined()
    expect((await depositRows(other.id)).map((row) => row.kind)).toEqual([
      'authorisation',
      'release',
    ])
  })
})

describe('a whole rental paid online', () => {
  it('has one ledger that agrees with its statement to the cent: rent held and taken, deposit held, part taken, rest released', async () => {
    // a four-seater weekend with one extra driver, requested with online payment on
    const request = holdRequest('four-seater')
    const hold = await placeHold(db(), { ...request, quote: withSalesTax(request.quote, 600) })
    if (!hold.ok) throw new Error('a four-seater should be free')
    const charges = chargesOf(withSalesTax(request.quote, 600))
    await rentPaidOnline(db(), stripe, hold.id, { cents: charges.totalCents })
    // staff confirm: the rent held on the card is taken
    const confirmed = await confirmReservation(db(), {
      id: hold.id,
      version: 1,
      actor: testOwner,
      now: request.now,
      siteUrl,
      stripe: stripe.online.stripe,
    })
    expect(confirmed).toEqual({ ok: true })
    // the day before: the deposit held on the saved card; at the start: handed over
    expect((await holdDepositsDue(db(), stripe.online, { now: dayBefore, siteUrl })).held).toBe(1)
    const out = await checkOut(db(), {
      id: hold.id,
      version: await versionOf(hold.id),
      actor: testOwner,
      now: weekendStart,
      siteUrl,
      checkout: { ...deskHandover, deposit: 0, depositMethod: 'cash' },
      photos: [],
      depositHeld: true,
    })
    expect(out).toEqual({ ok: true })
    // back two hours late, sand in the footwell: late $50 and cleaning $80, 6% tax
    const back = new Date(weekendEnd.getTime() + hours(2))
    const checkedBack = await checkIn(db(), {
      id: hold.id,
      version: await versionOf(hold.id),
      actor: testOwner,
      now: back,
      siteUrl,
      checkin: {
        returnedAt: new Date(back.getTime() - hours(4)).toISOString().slice(0, 16),
        battery: 40,
        hourMeter: 130,
        fees: [{ kind: 'cleaning', amount: 80, note: 'sand' }],
        depositChoice: 'apply',
      },
      photos: [],
      online: stripe.online,
    })
    expect(checkedBack).toEqual({ ok: true })
    await stripe.server.webhooksIdle()

    // the test's clocks differ (the rent is paid now, the rental is in June): listed in the order money moves
    const purposeOrder = ['rent', 'deposit', 'fees']
    const ledger = (await paymentsFor(db(), { type: 'reservation', id: hold.id }))
      .sort(
        (a, b) =>
          purposeOrder.indexOf(a.purpose) - purposeOrder.indexOf(b.purpose) ||
          kindOrder.indexOf(a.kind) - kindOrder.indexOf(b.kind),
      )
      .map((row) => `${row.purpose} ${row.kind} ${row.amount_cents} ${row.status}`)
    // rent $515 (two days at $245 and one extra driver at $25) with 6% tax $30.90: $545.90
    expect(charges.totalCents).toBe(54_590)
    expect(ledger).toEqual([
      'rent authorisation 54590 succeeded',
      'rent capture 54590 succeeded',
      'deposit authorisation 50000 succeeded',
      'deposit capture 13780 succeeded',
      'deposit release 36220 succeeded',
    ])
    const statement = await statementRows(hold.id)
    expect(statement).toMatchObject({
      'Charges at the return': '$130',
      'Sales tax (6%) on the charges': '$7.80',
      'Charges with tax': '$137.80',
      'Deposit held on card •••• 4242': '$500',
      'Taken from the deposit for the charges': '$137.80',
      'Deposit released to the card': '$362.20',
      'Balance still due': '$0',
    })
    // what the renter paid in all: the rent taken and the part of the deposit taken
    const taken = (await paymentsFor(db(), { type: 'reservation', id: hold.id }))
      .filter((row) => row.kind === 'capture' && row.status === 'succeeded')
      .reduce((sum, row) => sum + row.amount_cents, 0)
    expect(taken).toBe(54_590 + 13_780)
  })
})

describe('a long rental’s hold', () => {
  it('warns the desk a day before it lapses, e-mails staff once, and is held again', async () => {
    const rental = await heldAndOut()
    const held = await db()
      .selectFrom('rental_reservations')
      .select('deposit_capture_before')
      .where('id', '=', rental.id)
      .executeTakeFirstOrThrow()
    const lapses = Date.parse(held.deposit_capture_before ?? '')
    // Stripe's seven days from the hold
    expect(lapses).toBeGreaterThan(Date.now() + hours(24 * 6))
    const twoDaysBefore = new Date(lapses - hours(48))
    const dayBeforeLapse = new Date(lapses - hours(20))
    expect(
      (await reservationPage(db(), rental.id, twoDaysBefore))?.desk.depositOnCard,
    ).toMatchObject({ lapsesSoon: false })
    expect(
      await warnOfLapsingDeposits(db(), {
        now: twoDaysBefore,
        settings: { MAIL_TO_SALES: 'sales@example.com', SITE_URL: siteUrl },
      }),
    ).toBe(0)
    expect(
      (await reservationPage(db(), rental.id, dayBeforeLapse))?.desk.depositOnCard,
    ).toMatchObject({ lapsesSoon: true })
    const warn = () =>
      warnOfLapsingDeposits(db(), {
        now: dayBeforeLapse,
        settings: { MAIL_TO_SALES: 'sales@example.com', SITE_URL: siteUrl },
      })
    expect((await Promise.all([warn(), warn()])).reduce((a, b) => a + b, 0)).toBe(1)
    const staffMail = await db()
      .selectFrom('outbox')
      .select(['recipient', 'payload'])
      .where('kind', '=', 'staff')
      .execute()
    expect(staffMail).toHaveLength(1)
    expect(staffMail[0]?.payload).toContain('Deposit hold lapsing')

    // the bank's clock reaches the day before the lapse
    stripe.server.advanceTime(Math.round(dayBeforeLapse.getTime() / 1000) - stripe.server.now())
    expect(
      await holdDepositAgain(db(), stripe.online, rental.id, { now: dayBeforeLapse, who: staff }),
    ).toEqual({
      ok: true,
      last4: '4242',
    })
    await stripe.server.webhooksIdle()
    expect((await depositRows(rental.id)).map((row) => [row.kind, row.status])).toEqual([
      ['authorisation', 'succeeded'],
      ['authorisation', 'succeeded'],
      ['release', 'succeeded'],
    ])
    // the new hold is the one the desk reads, and it lapses a week on
    const page = await reservationPage(db(), rental.id, dayBeforeLapse)
    expect(page?.desk.depositOnCard).toMatchObject({ held: true, lapsesSoon: false })
  })
})

describe('the scheduler’s walks and the day sheet’s warning', () => {
  it('find their reservations by index, never reading every reservation', async () => {
    await paidRental()
    const plans = await queryPlans(db(), async (traced) => {
      await holdDepositsDue(traced, stripe.online, { now: dayBefore, siteUrl })
      await warnOfLapsingDeposits(traced, {
        now: dayBefore,
        settings: { MAIL_TO_SALES: 'sales@example.com', SITE_URL: siteUrl },
      })
      await lapsingDepositHolds(traced, dayBefore)
    })
    for (const plan of plans) expect(scansWhole(plan, 'rental_reservations')).toBe(false)
  })
})

describe('without online payment', () => {
  it('the desk works as before: the deposit taken in person at check-out', async () => {
    const rental = await confirmedRental(db(), holdRequest('four-seater'))
    const out = await checkOut(db(), {
      id: rental.id,
      version: 2,
      actor: testOwner,
      now: weekendStart,
      siteUrl,
      checkout: deskHandover,
      photos: [],
    })
    expect(out).toEqual({ ok: true })
    expect(await depositRows(rental.id)).toEqual([
      { kind: 'authorisation', purpose: 'deposit', amount_cents: 60_000, status: 'succeeded' },
    ])
  })
})
