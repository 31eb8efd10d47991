import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { Actor } from '#app/kernel/.server/audit/actor.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import { parseSettings } from '#app/kernel/.server/env.ts'
import type { WorkerLogger } from '#app/kernel/.server/mail/outbox-worker.ts'
import { changeSetting } from '#app/kernel/.server/settings/app-settings.ts'
import { paymentHandlers } from '#app/payment-handlers.ts'
import { paymentsFor } from '#app/payments/.server/ledger-rows.ts'
import { serversOnOneDatabase } from '#tests/support/database.ts'
import { stripeWithWebhooks } from '#tests/support/payments.ts'

import { returnFromCheckout } from './hold-return'
import { holdDeposit } from './hold-settings'
import { applyHold, extendHold, refundHold } from './hold-staff'
import { cartHoldsJob } from './jobs'
import { holdOffer, startHold } from './start-hold'

/*
 * A cart held with a refundable deposit, on both engines: two buyers paying
 * for one cart at the same moment get one hold and one refund; Stripe's
 * event and the buyer's return arriving together decide once; the lapse job
 * refunds once across two simultaneous passes; staff's extend, apply and
 * refund are audited with the right ledger rows.
 */

const servers = serversOnOneDatabase()
const db = () => servers.db()
const quiet: WorkerLogger = { info() {}, warn() {}, error() {} }
const site = 'https://www.keystone-golfcarts.example'
// where the dealer's e-mail about a hold's lead goes
const holdSettings = parseSettings({
  SITE_URL: site,
  MAIL_TO_SALES: 'sales@keystone-golfcarts.example',
})
const cartId = 'evolution-d5-ranger-test'
const cart = { id: cartId, name: 'Evolution D5 Ranger', status: 'available' }
const staff: Actor = { id: 'staff-1', email: 'desk@keystone-golfcarts.example', ip: '203.0.113.9' }
const dayMs = 86_400_000
let stripe: Awaited<ReturnType<typeof stripeWithWebhooks>>

beforeAll(async () => {
  stripe = await stripeWithWebhooks(() => servers.serverConnection(), paymentHandlers(holdSettings))
})
afterAll(() => stripe.stop())
beforeEach(async () => {
  await stripe.server.webhooksIdle()
  const at = new Date().toISOString()
  await db()
    .insertInto('vehicles')
    .values({
      id: cartId,
      sort_order: 0,
      featured: 0,
      name: cart.name,
      brand: 'Evolution',
      category: 'Classic',
      price: 12_995,
      price_on_request: 0,
      tags: '[]',
      status: 'available',
      version: 1,
      description: 'A four-seat cart.',
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

const settings = () =>
  parseSettings({
    SITE_URL: site,
    STRIPE_SECRET_KEY: stripe.server.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.server.webhookSecret,
    STRIPE_API_BASE: stripe.server.url,
  })

const buyer = (first: string) => ({
  firstName: first,
  lastName: 'Buyer',
  email: `${first.toLowerCase()}@example.com`,
  phone: '570-555-0199',
})

/** A buyer starts a hold and pays on the hosted page; resolves to the hold's id. */
async function startAndPay(first: string) {
  const started = await startHold(db(), stripe.online, {
    vehicle: cart,
    buyer: buyer(first),
    siteUrl: site,
  })
  if (!started.ok) throw new Error(`no checkout: ${started.reason}`)
  const hold = await db()
    .selectFrom('cart_holds')
    .selectAll()
    .where('email', '=', buyer(first).email)
    .executeTakeFirstOrThrow()
  const payment = await db()
    .selectFrom('payments')
    .selectAll()
    .where('id', '=', hold.payment_id)
    .executeTakeFirstOrThrow()
  expect(started.url).toContain(payment.stripe_checkout_session_id)
  stripe.server.payWithCard(payment.stripe_checkout_session_id ?? '', '4242424242424242')
  return hold.id
}

const holds = () => db().selectFrom('cart_holds').selectAll().orderBy('email').execute()
const vehicleStatus = async (d: DB = db()) =>
  (
    await d
      .selectFrom('vehicles')
      .select('status')
      .where('id', '=', cartId)
      .executeTakeFirstOrThrow()
  ).status
const ledger = async () =>
  (await paymentsFor(db(), { type: 'vehicle', id: cartId })).map((row) => ({
    kind: row.kind,
    status: row.status,
    purpose: row.purpose,
    amount: row.amount_cents,
    actor: row.actor,
  }))
const buyerMail = () =>
  db().selectFrom('outbox').select(['recipient', 'payload']).where('kind', '=', 'renter').execute()
const leads = () =>
  db()
    .selectFrom('contact_messages')
    .select(['first_name', 'message', 'vehicle_id', 'interest', 'due_at'])
    .execute()

/** A paid, active hold, decided by the buyer's return. */
async function activeHold() {
  const id = await startAndPay('Ada')
  const back = await returnFromCheckout(db(), stripe.online, holdSettings, id)
  expect(back?.hold.status).toBe('active')
  return back?.hold ?? expect.fail('no hold')
}

describe('holding a cart', () => {
  it('pays the owners’ deposit, not taxed, and shows the cart as sale pending with a lead and a receipt', async () => {
    const hold = await activeHold()
    expect(hold.amount_cents).toBe(50_000)
    expect(await vehicleStatus()).toBe('pending')
    expect(await ledger()).toEqual([
      {
        kind: 'charge',
        status: 'succeeded',
        purpose: 'cart_hold',
        amount: 50_000,
        actor: 'renter',
      },
    ])
    const [lead] = await leads()
    expect(lead).toMatchObject({ first_name: 'Ada', vehicle_id: cartId, interest: 'sales' })
    expect(lead?.message).toContain('Evolution D5 Ranger')
    expect(lead?.message).toContain('$500')
    expect(lead?.due_at).not.toBeNull()
    // the dealer hears of the lead at once, as of a contact message
    expect(
      await db()
        .selectFrom('outbox')
        .select(['kind', 'recipient'])
        .where('kind', '=', 'dealer')
        .execute(),
    ).toEqual([{ kind: 'dealer', recipient: 'sales@keystone-golfcarts.example' }])
    const mail = await buyerMail()
    expect(mail).toHaveLength(1)
    expect(mail[0]?.recipient).toBe('ada@example.com')
    expect(mail[0]?.payload).toContain('The hold lasts 7 days')
    expect(mail[0]?.payload).toContain('To cancel the hold')
    // a second Checkout for the held cart takes no money
    expect(await holdOffer(db(), stripe.online, { id: cartId, status: 'pending' })).toEqual({
      open: false,
      reason: 'held',
    })
    const again = await startHold(db(), stripe.online, {
      vehicle: { ...cart, status: 'pending' },
      buyer: buyer('Bea'),
      siteUrl: site,
    })
    expect(again).toEqual({ ok: false, reason: 'held' })
    expect(await ledger()).toHaveLength(1)
  })

  it('is off with online payment off or a deposit of 0', async () => {
    expect(await holdOffer(db(), undefined, cart)).toEqual({ open: false, reason: 'off' })
    await changeSetting(db(), holdDeposit, { actor: null, value: 0, ip: null })
    expect(await holdOffer(db(), stripe.online, cart)).toEqual({ open: false, reason: 'off' })
  })

  it('of two buyers paying at the same moment, holds one and refunds the other at once', async () => {
    stripe.server.holdWebhooks()
    const ids = [await startAndPay('Ada'), await startAndPay('Bea')]
    // Stripe's events and both buyers' returns, all at once
    await Promise.all([
      stripe.server.releaseWebhooks(),
      ...ids.map((id) =>
        returnFromCheckout(servers.serverConnection(), stripe.online, holdSettings, id),
      ),
    ])
    await stripe.server.webhooksIdle()
    const rows = await holds()
    expect(rows.map((row) => row.status).sort()).toEqual(['active', 'lost'])
    expect(await vehicleStatus()).toBe('pending')
    const refunds = (await ledger()).filter((row) => row.kind === 'refund')
    expect(refunds).toEqual([
      { kind: 'refund', status: 'succeeded', purpose: 'cart_hold', amount: 50_000, actor: 'job' },
    ])
    expect(await leads()).toHaveLength(1)
    const lost = rows.find((row) => row.status === 'lost')
    const mail = await buyerMail()
    expect(mail.find((one) => one.recipient === lost?.email)?.payload).toContain('We are sorry')
    expect(mail).toHaveLength(2)
  })

  it('decides once when Stripe’s event and the buyer’s return arrive together', async () => {
    stripe.server.holdWebhooks()
    const id = await startAndPay('Ada')
    await Promise.all([
      stripe.server.releaseWebhooks(),
      returnFromCheckout(servers.serverConnection(), stripe.online, holdSettings, id),
      returnFromCheckout(db(), stripe.online, holdSettings, id),
    ])
    await stripe.server.webhooksIdle()
    expect((await holds()).map((row) => row.status)).toEqual(['active'])
    expect((await ledger()).map((row) => row.kind)).toEqual(['charge'])
    expect(await leads()).toHaveLength(1)
    expect(await buyerMail()).toHaveLength(1)
  })

  it('decides on Stripe’s event alone when the buyer never comes back', async () => {
    await startAndPay('Ada')
    await stripe.server.webhooksIdle()
    expect((await holds()).map((row) => row.status)).toEqual(['active'])
    expect(await vehicleStatus()).toBe('pending')
  })
})

describe('a hold lapsing', () => {
  it('is refunded once across two simultaneous passes of the job, and the cart is available again', async () => {
    const hold = await activeHold()
    const later = new Date(Date.parse(hold.ends_at ?? '') + 1000)
    const sentBefore = stripe.server.requests().length
    const pass = (d: DB) =>
      cartHoldsJob({ db: d, settings: settings(), logger: quiet, now: later, batchSize: 1 })
    const counts = await Promise.all([pass(db()), pass(servers.serverConnection())])
    expect(counts.reduce((sum, c) => sum + c.cartHoldsLapsed, 0)).toBe(1)
    expect(await pass(db())).toEqual({
      cartHoldsLapsed: 0,
      cartHoldRefundsSent: 0,
      cartHoldWindowsFreed: 0,
    })
    expect((await holds()).map((row) => row.status)).toEqual(['lapsed'])
    expect(await vehicleStatus()).toBe('available')
    expect(await ledger()).toEqual([
      {
        kind: 'charge',
        status: 'succeeded',
        purpose: 'cart_hold',
        amount: 50_000,
        actor: 'renter',
      },
      { kind: 'refund', status: 'succeeded', purpose: 'cart_hold', amount: 50_000, actor: 'job' },
    ])
    const refundsAtStripe = stripe.server
      .requests()
      .slice(sentBefore)
      .filter((one) => one.method === 'POST' && one.path === '/v1/refunds')
    expect(new Set(refundsAtStripe.map((one) => one.idempotencyKey)).size).toBe(1)
    expect((await buyerMail()).at(-1)?.payload).toContain(
      'Your hold on the Evolution D5 Ranger has ended',
    )
  })

  it('waits for its end', async () => {
    const hold = await activeHold()
    const before = new Date(Date.parse(hold.ends_at ?? '') - 1000)
    await cartHoldsJob({ db: db(), settings: settings(), logger: quiet, now: before, batchSize: 5 })
    expect((await holds()).map((row) => row.status)).toEqual(['active'])
  })
})

describe('staff on a hold', () => {
  const auditRows = () =>
    db()
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'entity_id', 'before', 'after'])
      .where('action', 'like', 'cart-hold.%')
      .execute()

  it('extend it by days, audited, and the job waits for the new end', async () => {
    const hold = await activeHold()
    const target = { vehicleId: cartId, holdId: hold.id }
    const result = await extendHold(db(), target, 3, staff)
    const endsAt = new Date(Date.parse(hold.ends_at ?? '') + 3 * dayMs).toISOString()
    expect(result).toMatchObject({ ok: true, hold: { ends_at: endsAt } })
    const [audit] = await auditRows()
    expect(audit).toMatchObject({
      action: 'cart-hold.extend',
      actor_id: staff.id,
      entity_id: cartId,
    })
    expect(JSON.parse(audit?.after ?? '{}')).toMatchObject({ endsAt, days: 3 })
    const oldEnd = new Date(Date.parse(hold.ends_at ?? '') + 1000)
    await cartHoldsJob({ db: db(), settings: settings(), logger: quiet, now: oldEnd, batchSize: 5 })
    expect((await holds()).map((row) => row.status)).toEqual(['active'])
  })

  it('apply the deposit to the sale: sold, no refund, audited', async () => {
    const hold = await activeHold()
    const target = { vehicleId: cartId, holdId: hold.id }
    const [first, second] = await Promise.all([
      applyHold(db(), target, staff),
      applyHold(servers.serverConnection(), target, staff),
    ])
    expect([first.ok, second.ok].sort()).toEqual([false, true])
    expect(await vehicleStatus()).toBe('sold')
    expect((await ledger()).map((row) => row.kind)).toEqual(['charge'])
    const audits = await auditRows()
    expect(audits.map((row) => row.action)).toEqual(['cart-hold.apply'])
    expect(JSON.parse(audits[0]?.after ?? '{}')).toMatchObject({ appliedCents: 50_000 })
    const later = new Date(Date.parse(hold.ends_at ?? '') + 1000)
    await cartHoldsJob({ db: db(), settings: settings(), logger: quiet, now: later, batchSize: 5 })
    expect((await ledger()).map((row) => row.kind)).toEqual(['charge'])
  })

  it('refund it now: one refund of two clicks, audited, the cart available again', async () => {
    const hold = await activeHold()
    const target = { vehicleId: cartId, holdId: hold.id }
    const results = await Promise.all([
      refundHold(db(), stripe.online, target, staff),
      refundHold(servers.serverConnection(), stripe.online, target, staff),
    ])
    expect(results.filter((one) => one.ok)).toHaveLength(1)
    expect(await vehicleStatus()).toBe('available')
    expect(await ledger()).toEqual([
      {
        kind: 'charge',
        status: 'succeeded',
        purpose: 'cart_hold',
        amount: 50_000,
        actor: 'renter',
      },
      { kind: 'refund', status: 'succeeded', purpose: 'cart_hold', amount: 50_000, actor: 'staff' },
    ])
    const audits = await auditRows()
    expect(audits.map((row) => row.action)).toEqual(['cart-hold.refund'])
    expect(JSON.parse(audits[0]?.after ?? '{}')).toMatchObject({ refundedCents: 50_000 })
  })
})
