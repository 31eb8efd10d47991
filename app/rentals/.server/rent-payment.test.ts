import Stripe from 'stripe'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { parseSettings } from '#app/kernel/.server/env.ts'
import { paymentsFor } from '#app/payments/.server/ledger-rows.ts'
import { withSalesTax } from '#app/rentals/rent-charges.ts'
import { eachTestDatabase } from '#tests/support/database.ts'
import { stripeWithWebhooks } from '#tests/support/payments.ts'
import { deskStaff, holdRequest, hours, siteUrl } from '#tests/support/rental-requests.ts'
import { reserveForm } from '#tests/support/reserve-form.ts'

import { cancelReservation } from './cancel'
import { expireHolds, placeHold } from './holds'
import { payRent, rentPaymentHandlers, rentReturn } from './rent-checkout'
import { releaseEndedHolds } from './rent-money'
import { requestReservation } from './reserve'
import { confirmReservation, declineReservation } from './staff-actions'

/*
 * The rent paid on Stripe's page when reserving, on both engines against the
 * local Stripe: the webhook and the renter's return settle it once, staff's
 * confirmation captures it, a decline, the expiry or a cancel releases it,
 * and a confirmed rental cancelled is refunded once however many try.
 */

const db = eachTestDatabase()
let stripe: Awaited<ReturnType<typeof stripeWithWebhooks>>

beforeAll(async () => {
  stripe = await stripeWithWebhooks(db, rentPaymentHandlers)
})
afterAll(() => stripe.stop())
beforeEach(() => stripe.server.webhooksIdle())
afterEach(() => stripe.server.webhooksIdle())

const card = '4242424242424242'
const day = hours(24)

/** A request held for a cart `daysAhead` days from now, its quote taxed at 6% as online payment stores it. */
async function held(daysAhead = 10) {
  const now = new Date()
  const start = new Date(Math.ceil((now.getTime() + daysAhead * day) / hours(1)) * hours(1))
  const request = holdRequest('utility', start, new Date(start.getTime() + 2 * day), now)
  const hold = await placeHold(db(), { ...request, quote: withSalesTax(request.quote, 600) })
  if (!hold.ok) throw new Error('a utility cart should be free')
  return reservation(hold.id)
}

const reservation = (id: string) =>
  db().selectFrom('rental_reservations').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

/** The rent's Checkout Session for a reservation, and its id. */
async function checkout(id: string) {
  const page = await payRent(db(), stripe.online.stripe, await reservation(id), {
    siteUrl,
    now: new Date(),
  })
  if (!page.ok) throw new Error(`no Checkout page: ${page.reason}`)
  const [row] = await rentRows(id)
  return { url: page.url, sessionId: row?.stripe_checkout_session_id ?? '' }
}

/** Reserved and paid on Stripe's page, the webhook delivered. */
async function paid(daysAhead = 10) {
  const r = await held(daysAhead)
  const { sessionId } = await checkout(r.id)
  stripe.server.payWithCard(sessionId, card)
  await stripe.server.webhooksIdle()
  return { ...r, sessionId }
}

const rentRows = async (id: string) =>
  (await paymentsFor(db(), { type: 'reservation', id })).filter((row) => row.purpose === 'rent')

const rowsOf = async (id: string, kind: string) =>
  (await rentRows(id)).filter((row) => row.kind === kind)

const heldEvents = async (id: string) =>
  (
    await db()
      .selectFrom('rental_reservation_events')
      .select('kind')
      .where('reservation_id', '=', id)
      .where('kind', '=', 'rent-held')
      .execute()
  ).length

const staffAction = async (id: string) => ({
  id,
  version: (await reservation(id)).version,
  actor: deskStaff,
  now: new Date(),
  siteUrl,
  stripe: stripe.online.stripe,
})

describe('paying the rent on Stripe’s page', () => {
  it('holds the server’s total (rent, delivery, drivers and 6% tax) on the card, once', async () => {
    const r = await held()
    const { url, sessionId } = await checkout(r.id)
    expect(url).toContain(sessionId)
    const session = await stripe.online.stripe.checkout.sessions.retrieve(sessionId)
    // 2 days of the utility cart and one extra driver: $515, tax $30.90
    expect(session.amount_total).toBe(54_590)
    expect(session.customer_email).toBe('riley@example.com')
    const [row] = await rentRows(r.id)
    expect(row).toMatchObject({
      kind: 'authorisation',
      purpose: 'rent',
      status: 'pending',
      amount_cents: 54_590,
    })
    // "Pay now" again while the page is open: the same Session, no second hold
    const again = await payRent(db(), stripe.online.stripe, r, { siteUrl, now: new Date() })
    expect(again).toEqual({ ok: true, url })
    expect(await rowsOf(r.id, 'authorisation')).toHaveLength(1)
  })

  it('ignores amounts a tampered form sends: the total is the stored quote’s', async () => {
    const settings = parseSettings({ SITE_URL: siteUrl, MAIL_TO_SALES: 'sales@example.com' })
    const result = await requestReservation(
      db(),
      { ...reserveForm(), total: '1', amount: '1', amountCents: '100', salesTax: '0' },
      { now: new Date(), ip: null, siteUrl, settings, salesTaxBasisPoints: 600 },
    )
    if (!result.ok) throw new Error(result.error)
    await checkout(result.id)
    const [row] = await rentRows(result.id)
    // two days of the six-seater ($605) and one driver ($10): $615, tax $36.90
    expect(row?.amount_cents).toBe(65_190)
  })

  it('is settled once when the webhook and the renter’s return arrive at once', async () => {
    const r = await held()
    const { sessionId } = await checkout(r.id)
    stripe.server.holdWebhooks()
    stripe.server.payWithCard(sessionId, card)
    const [returned] = await Promise.all([
      rentReturn(db(), stripe.online.stripe, r, sessionId, new Date()),
      stripe.server.releaseWebhooks(),
    ])
    await stripe.server.webhooksIdle()
    expect(['paid', 'recorded']).toContain(returned)
    const auth = await rowsOf(r.id, 'authorisation')
    expect(auth).toHaveLength(1)
    expect(auth[0]?.status).toBe('succeeded')
    expect(await heldEvents(r.id)).toBe(1)
    // the hold now ends at least 12 hours before Stripe would let the card go
    const after = await reservation(r.id)
    const charge = (
      await stripe.online.stripe.paymentIntents.retrieve(auth[0]?.stripe_payment_intent_id ?? '', {
        expand: ['latest_charge'],
      })
    ).latest_charge
    const captureBefore =
      typeof charge === 'object' ? (charge?.payment_method_details?.card?.capture_before ?? 0) : 0
    expect(new Date(after.hold_expires_at ?? '').getTime()).toBeLessThanOrEqual(
      captureBefore * 1000 - hours(12),
    )
  })

  it('changes nothing when the same event is delivered five times', async () => {
    const r = await paid()
    // this reservation's: the latest of its type
    const [event] = stripe.server.events('payment_intent.amount_capturable_updated').slice(-1)
    await stripe.server.deliver(event?.id ?? '', { times: 5 })
    await stripe.server.webhooksIdle()
    expect(await heldEvents(r.id)).toBe(1)
    expect(await rowsOf(r.id, 'authorisation')).toMatchObject([{ status: 'succeeded' }])
  })

  it('refuses a Session of another reservation, an unknown one, and tells a reused one apart', async () => {
    const mine = await held(10)
    const other = await paid(20)
    expect(await rentReturn(db(), stripe.online.stripe, mine, other.sessionId, new Date())).toBe(
      'unknown',
    )
    expect(await rentReturn(db(), stripe.online.stripe, mine, 'cs_test_nope', new Date())).toBe(
      'unknown',
    )
    expect(await rentReturn(db(), stripe.online.stripe, mine, '../etc', new Date())).toBe('unknown')
    expect(await rentRows(mine.id)).toEqual([])
    // the paying renter's own Session again (a reload): recorded already, nothing new
    expect(await rentReturn(db(), stripe.online.stripe, other, other.sessionId, new Date())).toBe(
      'recorded',
    )
    expect(await heldEvents(other.id)).toBe(1)
  })

  it('says Stripe could not be asked, not that the link is foreign, when it cannot be reached', async () => {
    const r = await held(10)
    const { sessionId } = await checkout(r.id)
    // the webhook waits, so the return is the first to hear of the payment
    stripe.server.holdWebhooks()
    stripe.server.payWithCard(sessionId, card)
    // nothing listens on port 9: the connection is refused at once
    const away = new Stripe(stripe.server.secretKey, {
      host: '127.0.0.1',
      port: 9,
      protocol: 'http',
      maxNetworkRetries: 0,
    })
    expect(await rentReturn(db(), away, r, sessionId, new Date())).toBe('unreachable')
    expect(await rowsOf(r.id, 'authorisation')).toMatchObject([{ status: 'pending' }])
    // the webhook records the payment
    await stripe.server.releaseWebhooks()
    await stripe.server.webhooksIdle()
    expect(await rowsOf(r.id, 'authorisation')).toMatchObject([{ status: 'succeeded' }])
  })
})

describe('the rent held on the card', () => {
  it('is captured when staff confirm', async () => {
    const r = await paid()
    expect(await confirmReservation(db(), await staffAction(r.id))).toEqual({ ok: true })
    expect(await rowsOf(r.id, 'capture')).toMatchObject([
      { status: 'succeeded', amount_cents: 54_590, actor: 'staff', actor_user_id: deskStaff.id },
    ])
  })

  it('paid on a page opened before staff confirmed, is captured, not released', async () => {
    const r = await held()
    const { sessionId } = await checkout(r.id)
    expect(await confirmReservation(db(), await staffAction(r.id))).toEqual({ ok: true })
    expect(await rowsOf(r.id, 'capture')).toEqual([])
    stripe.server.payWithCard(sessionId, card)
    await stripe.server.webhooksIdle()
    // written with the payment's event, sent by the pending check
    expect(await rowsOf(r.id, 'capture')).toMatchObject([
      { status: 'pending', amount_cents: 54_590, actor: 'stripe' },
    ])
    expect(await rowsOf(r.id, 'release')).toEqual([])
  })

  it('is released when staff decline, nothing charged', async () => {
    const r = await paid()
    const declined = await declineReservation(db(), {
      ...(await staffAction(r.id)),
      reason: 'The cart is in for repairs.',
    })
    expect(declined).toEqual({ ok: true })
    expect(await rowsOf(r.id, 'release')).toMatchObject([{ status: 'succeeded' }])
    expect(await rowsOf(r.id, 'capture')).toEqual([])
  })

  it('is released once when the hold expires (the scheduler’s job)', async () => {
    const r = await paid()
    await expireHolds(db(), new Date(Date.now() + 8 * day))
    const released = await Promise.all([
      releaseEndedHolds(db(), stripe.online.stripe, new Date(), 20),
      releaseEndedHolds(db(), stripe.online.stripe, new Date(), 20),
    ])
    expect(released.reduce((a, b) => a + b, 0)).toBe(1)
    expect(await rowsOf(r.id, 'release')).toMatchObject([{ status: 'succeeded', actor: 'job' }])
  })
})

describe('cancelling a rental paid online', () => {
  it('gives everything back 2 days ahead, and e-mails the refund', async () => {
    const r = await paid(2.5)
    await confirmReservation(db(), await staffAction(r.id))
    const result = await cancelReservation(db(), {
      id: r.id,
      by: { kind: 'renter', ip: null },
      now: new Date(),
      siteUrl,
      stripe: stripe.online.stripe,
    })
    expect(result).toMatchObject({ ok: true, refundCents: 54_590 })
    expect(await rowsOf(r.id, 'refund')).toMatchObject([
      { status: 'succeeded', amount_cents: 54_590 },
    ])
    const mails = await db()
      .selectFrom('outbox')
      .select('payload')
      .where('kind', '=', 'renter')
      .execute()
    expect(mails.map((m) => m.payload).join()).toContain('We have refunded $545.90')
  })

  it('makes one refund of 20 simultaneous cancellations', async () => {
    const r = await paid()
    await confirmReservation(db(), await staffAction(r.id))
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        cancelReservation(db(), {
          id: r.id,
          by: { kind: 'renter', ip: null },
          now: new Date(),
          siteUrl,
          stripe: stripe.online.stripe,
        }),
      ),
    )
    expect(results.filter((result) => result.ok)).toHaveLength(1)
    expect(await rowsOf(r.id, 'refund')).toMatchObject([
      { status: 'succeeded', amount_cents: 54_590 },
    ])
    const refunds = await stripe.online.stripe.refunds.list({
      payment_intent: (await rowsOf(r.id, 'capture'))[0]?.stripe_payment_intent_id ?? '',
    })
    expect(refunds.data).toHaveLength(1)
  })

  it('racing a confirmation: the card is either released or captured (and then refunded), never both', async () => {
    const r = await paid()
    const [confirmed, cancelled] = await Promise.all([
      confirmReservation(db(), await staffAction(r.id)),
      cancelReservation(db(), {
        id: r.id,
        by: { kind: 'renter', ip: null },
        now: new Date(),
        siteUrl,
        stripe: stripe.online.stripe,
      }),
    ])
    const [captures, releases, refunds] = await Promise.all([
      rowsOf(r.id, 'capture'),
      rowsOf(r.id, 'release'),
      rowsOf(r.id, 'refund'),
    ])
    const status = (await reservation(r.id)).status
    expect(captures.length + releases.length).toBe(1)
    if (releases.length === 1) {
      expect(status).toBe('cancelled')
      expect(confirmed.ok).toBe(false)
    } else if (status === 'cancelled') {
      expect(refunds).toMatchObject([{ amount_cents: 54_590 }])
    } else {
      expect(status).toBe('confirmed')
      expect(cancelled.ok).toBe(false)
      expect(refunds).toEqual([])
    }
  })
})
