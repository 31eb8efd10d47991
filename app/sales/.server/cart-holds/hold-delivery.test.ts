import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { bookDelivery } from '#app/deliveries/.server/book-delivery.ts'
import type { Actor } from '#app/kernel/.server/audit/actor.ts'
import { parseSettings } from '#app/kernel/.server/env.ts'
import type { WorkerLogger } from '#app/kernel/.server/mail/outbox-worker.ts'
import { paymentHandlers } from '#app/payment-handlers.ts'
import { serversOnOneDatabase, testEngine } from '#tests/support/database.ts'
import { stripeWithWebhooks } from '#tests/support/payments.ts'

import type { HoldDelivery } from './hold-delivery'
import { returnFromCheckout } from './hold-return'
import { applyHold, refundHold } from './hold-staff'
import { cartHoldsJob } from './jobs'
import { startHold } from './start-hold'

/*
 * A held cart delivered, on both engines, as of Monday November 30 2026 at
 * 7 AM in New York: a cart in stock goes out from Wednesday December 2 (two
 * business days on); Milford is served by the Pocono Pines showroom and its
 * one truck, so its 8-10 AM window has one place.
 */

const servers = serversOnOneDatabase()
const db = () => servers.db()
const quiet: WorkerLogger = { info() {}, warn() {}, error() {} }
const site = 'https://www.keystone-golfcarts.example'
const holdSettings = parseSettings({
  SITE_URL: site,
  MAIL_TO_SALES: 'sales@keystone-golfcarts.example',
})
const cartId = 'denago-nomad-xl-test'
const cart = { id: cartId, name: '2025 Denago EV Nomad XL', status: 'available' }
const staff: Actor = { id: 'staff-1', email: 'desk@keystone-golfcarts.example', ip: '203.0.113.9' }
const now = new Date('2026-11-30T12:00:00Z')
const wednesday8 = '2026-12-02@480'
let stripe: Awaited<ReturnType<typeof stripeWithWebhooks>>

beforeAll(async () => {
  stripe = await stripeWithWebhooks(() => servers.serverConnection(), paymentHandlers(holdSettings))
})
afterAll(() => stripe.stop())
beforeEach(async () => {
  await stripe.server.webhooksIdle()
  const at = now.toISOString()
  await db()
    .insertInto('vehicles')
    .values({
      id: cartId,
      sort_order: 0,
      featured: 0,
      name: cart.name,
      brand: 'Denago',
      category: 'Lifted',
      price: 11_995,
      price_on_request: 0,
      tags: '[]',
      status: 'available',
      version: 1,
      description: 'A six-seat lifted cart.',
      images: '[]',
      specifications: '{}',
      features: '[]',
      in_stock: 1,
      is_new: 1,
      created_at: at,
      updated_at: at,
    })
    .execute()
})
afterEach(() => stripe.server.releaseWebhooks())

const buyer = {
  firstName: 'Dana',
  lastName: 'Reyes',
  email: 'dana@example.com',
  phone: '570-555-0142',
}

const delivery = (window = wednesday8): HoldDelivery => ({
  town: 'milford',
  address: '12 Lake Road, Milford PA 18337',
  choice: { window, accessConfirmed: true, leaveAt: 'By the garage', whiteGlove: true },
})

const start = (window = wednesday8) =>
  startHold(db(), stripe.online, {
    vehicle: cart,
    buyer,
    siteUrl: site,
    delivery: delivery(window),
    now,
  })

const jobs = () =>
  db()
    .selectFrom('delivery_jobs')
    .select(['kind', 'subject_type', 'subject_id', 'day', 'window_start', 'status', 'items'])
    .select(['white_glove_cents', 'distance_cents', 'token'])
    .execute()
const taken = async () =>
  (await db().selectFrom('delivery_window_counts').select('taken').execute()).reduce(
    (sum, row) => sum + Number(row.taken),
    0,
  )
const holdRows = () => db().selectFrom('cart_holds').selectAll().execute()

/** Starts a delivered hold and pays it on the hosted page; resolves to the hold, active. */
async function paidHold() {
  const started = await start()
  if (!started.ok) throw new Error(`no checkout: ${started.reason}`)
  const [hold] = await holdRows()
  const payment = await db()
    .selectFrom('payments')
    .select('stripe_checkout_session_id')
    .where('id', '=', hold?.payment_id ?? '')
    .executeTakeFirstOrThrow()
  stripe.server.payWithCard(payment.stripe_checkout_session_id ?? '', '4242424242424242')
  const back = await returnFromCheckout(db(), stripe.online, holdSettings, hold?.id ?? '', now)
  expect(back?.hold.status).toBe('active')
  return back ?? expect.fail('no hold')
}

describe(`a held cart delivered (${testEngine()})`, () => {
  it('books the window with the hold, its fees paid with the cart, and shows it to the buyer', async () => {
    const back = await paidHold()
    expect(await jobs()).toEqual([
      {
        kind: 'sale_delivery',
        subject_type: 'cart_hold',
        subject_id: back.hold.id,
        day: '2026-12-02',
        window_start: 480,
        status: 'scheduled',
        items: `Deliver: 2025 Denago EV Nomad XL, stock ${cartId}`,
        white_glove_cents: 15_000,
        distance_cents: expect.any(Number),
        token: expect.any(String),
      },
    ])
    expect(await taken()).toBe(1)
    // the deposit alone is charged: the delivery's fees go with the cart
    const [charge] = await db().selectFrom('payments').select('amount_cents').execute()
    expect(charge?.amount_cents).toBe(50_000)
    const [job] = await jobs()
    expect(back.delivery).toMatchObject({
      when: 'Wednesday, Dec 2, 8 AM - 10 AM',
      address: '12 Lake Road, Milford PA 18337, Milford',
      path: `/delivery/${job?.token}`,
    })
    const [receipt] = await db()
      .selectFrom('outbox')
      .select('payload')
      .where('kind', '=', 'renter')
      .execute()
    expect(receipt?.payload).toContain('Your delivery is booked for Wednesday, Dec 2, 8 AM - 10 AM')
    expect(receipt?.payload).toContain('are paid with the cart, not with the deposit')
    expect(receipt?.payload).toContain(`${site}/delivery/${job?.token}`)
  })

  it('refuses a full window: no hold, no ledger row, no call to Stripe, the window as it was', async () => {
    await db()
      .transaction()
      .execute(async (trx) => {
        const other = await bookDelivery(
          trx,
          {
            kind: 'rental_delivery',
            subject: { type: 'rental_reservation', id: 'r-1' },
            window: wednesday8,
            town: 'milford',
            address: '3 Pike Street',
            customer: { name: 'Lee Park', email: 'lee@example.com', phone: '570-555-0100' },
            items: '4-seat rental cart',
            accessConfirmed: true,
            leaveAt: 'Driveway',
            whiteGlove: false,
          },
          { now },
        )
        expect(other.ok).toBe(true)
      })
    const calls = stripe.server.requests().length
    expect(await start()).toEqual({
      ok: false,
      reason: 'delivery',
      refusal: 'full',
      error: 'That delivery window is full: every truck is taken. Choose another window.',
    })
    expect(await holdRows()).toEqual([])
    expect(await db().selectFrom('payments').select('id').execute()).toEqual([])
    expect(stripe.server.requests()).toHaveLength(calls)
    expect(await taken()).toBe(1)
  })

  it('gives the window back at once when Stripe’s page cannot be opened', async () => {
    stripe.server.failNext('/v1/checkout/sessions', { status: 400 })
    expect(await start()).toEqual({ ok: false, reason: 'stripe' })
    expect((await jobs()).map((job) => job.status)).toEqual(['cancelled'])
    expect(await taken()).toBe(0)
  })

  it('refuses a day before a sold cart’s first one', async () => {
    expect(await start('2026-12-01@480')).toMatchObject({ ok: false, refusal: 'too-early' })
    expect(await holdRows()).toEqual([])
    expect(await jobs()).toEqual([])
  })

  it('frees the window when staff refund the hold, naming them in the job’s history', async () => {
    const { hold } = await paidHold()
    const refunded = await refundHold(
      db(),
      stripe.online,
      { vehicleId: cartId, holdId: hold.id },
      staff,
      now,
    )
    expect(refunded.ok).toBe(true)
    expect((await jobs()).map((job) => job.status)).toEqual(['cancelled'])
    expect(await taken()).toBe(0)
    const events = await db()
      .selectFrom('delivery_job_events')
      .select(['kind', 'actor_email'])
      .where('kind', '=', 'cancelled')
      .execute()
    expect(events).toEqual([{ kind: 'cancelled', actor_email: staff.email }])
  })

  it('frees the window when the hold lapses', async () => {
    const { hold } = await paidHold()
    const later = new Date(Date.parse(hold.ends_at ?? '') + 60_000)
    const settings = parseSettings({
      SITE_URL: site,
      STRIPE_SECRET_KEY: stripe.server.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.server.webhookSecret,
      STRIPE_API_BASE: stripe.server.url,
    })
    const pass = await cartHoldsJob({
      db: db(),
      settings,
      logger: quiet,
      now: later,
      batchSize: 10,
    })
    expect(pass.cartHoldsLapsed).toBe(1)
    expect((await jobs()).map((job) => job.status)).toEqual(['cancelled'])
    expect(await taken()).toBe(0)
  })

  it('frees the window of a Checkout never paid once its page has gone', async () => {
    const started = await start()
    expect(started.ok).toBe(true)
    const settings = parseSettings({ SITE_URL: site })
    const soon = new Date(now.getTime() + 30 * 60_000)
    const early = await cartHoldsJob({
      db: db(),
      settings,
      logger: quiet,
      now: soon,
      batchSize: 10,
    })
    expect(early.cartHoldWindowsFreed).toBe(0)
    expect(await taken()).toBe(1)
    const later = new Date(now.getTime() + 3 * 60 * 60_000)
    const pass = await cartHoldsJob({
      db: db(),
      settings,
      logger: quiet,
      now: later,
      batchSize: 10,
    })
    expect(pass.cartHoldWindowsFreed).toBe(1)
    expect((await jobs()).map((job) => job.status)).toEqual(['cancelled'])
    expect(await taken()).toBe(0)
    expect((await holdRows()).map((hold) => hold.status)).toEqual(['checkout'])
  })

  it('keeps the delivery when the deposit is applied to the sale', async () => {
    const { hold } = await paidHold()
    const applied = await applyHold(db(), { vehicleId: cartId, holdId: hold.id }, staff, now)
    expect(applied.ok).toBe(true)
    expect((await jobs()).map((job) => job.status)).toEqual(['scheduled'])
    expect(await taken()).toBe(1)
  })
})
