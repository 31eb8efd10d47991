import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { eachTestDatabase } from '#tests/support/database.ts'
import { stripeSettingsOf, stripeWithWebhooks } from '#tests/support/payments.ts'
import { queryPlans, scansWhole } from '#tests/support/query-plan.ts'

import { pendingPaymentsJob } from './jobs'
import { paymentById, paymentsFor, settlePayment } from './ledger-rows'
import { checkPendingPayments } from './pending-check'
import { capturePayment, checkoutPayment, offSessionPayment, refundPayment } from './stripe-writes'
import { resendPending, writeToStripe } from './write-ahead'

/*
 * The ledger's Stripe writes, on both engines, against the local Stripe:
 * written ahead, sent under the row's key, settled once, and never carried
 * out twice when an answer is lost.
 */

const db = eachTestDatabase()
let stripe: Awaited<ReturnType<typeof stripeWithWebhooks>>

beforeAll(async () => {
  stripe = await stripeWithWebhooks(db)
})
afterAll(() => stripe.stop())
beforeEach(() => stripe.server.webhooksIdle())
afterEach(() => stripe.server.webhooksIdle())

const reservation = { type: 'reservation' as const, id: 'r-1' }
const online = { method: 'card_online' as const, subject: reservation, actor: 'renter' as const }
const minutes = (n: number) => n * 60_000

/** A payment of `cents` on the hosted page, paid with a card that is saved for later. */
async function paidOnline(cents: number, options: { hold?: boolean } = {}) {
  const { row } = await writeToStripe(
    db(),
    stripe.online.stripe,
    { ...online, kind: options.hold ? 'authorisation' : 'charge', amountCents: cents },
    (id) =>
      checkoutPayment(id, {
        amountCents: cents,
        currency: 'usd',
        description: 'Weekend rental',
        successUrl: 'https://dealer.example/paid',
        cancelUrl: 'https://dealer.example/back',
        saveCard: true,
        ...options,
      }),
  )
  expect(row.status).toBe('pending')
  expect(row.stripe_checkout_session_id).toMatch(/^cs_/)
  stripe.server.payWithCard(row.stripe_checkout_session_id ?? '', '4242424242424242')
  await stripe.server.webhooksIdle()
  return paymentById(db(), row.id)
}

/** The payment intents the local Stripe holds for a customer. */
const intentsOf = async (customer: string) =>
  (await stripe.online.stripe.paymentIntents.list({ customer })).data

describe('a Stripe write', () => {
  it('is written pending first, sent under the key ledger-<id>, and settled by the answer', async () => {
    const paid = await paidOnline(12_550)
    expect(paid).toMatchObject({ status: 'succeeded', amount_cents: 12_550, kind: 'charge' })
    expect(paid?.stripe_payment_intent_id).toMatch(/^pi_/)
    const created = stripe.server
      .requests()
      .find((request) => request.path === '/v1/checkout/sessions' && request.method === 'POST')
    expect(created?.idempotencyKey).toBe(`ledger-${paid?.id}`)
  })

  it('that was refused for good fails its row with Stripe’s words', async () => {
    const { row } = await writeToStripe(
      db(),
      stripe.online.stripe,
      { ...online, kind: 'refund', amountCents: 500, actor: 'staff' },
      (id) => refundPayment(id, 'pi_doesnotexist', 500),
    )
    expect(row.status).toBe('failed')
    expect(row.failure).toMatch(/pi_doesnotexist/)
  })

  it('whose answer was lost makes one charge, however often it is retried', async () => {
    const paid = await paidOnline(4_000)
    const intent = await stripe.online.stripe.paymentIntents.retrieve(
      paid?.stripe_payment_intent_id ?? '',
    )
    const customer = String(intent.customer)
    const paymentMethod = String(intent.payment_method)
    // carried out at Stripe, but the answer is lost (a server error on the way back)
    stripe.server.failNext('/v1/payment_intents', { afterProcessing: true, status: 500 })
    const lost = await writeToStripe(
      db(),
      stripe.noRetries,
      { ...online, kind: 'charge', amountCents: 2_500, actor: 'staff' },
      (id) =>
        offSessionPayment(id, {
          amountCents: 2_500,
          currency: 'usd',
          customer,
          paymentMethod,
          description: 'Late fee',
        }),
    )
    expect(lost.row.status).toBe('pending')
    expect(lost.lost).toBeTruthy()
    expect(await intentsOf(customer)).toHaveLength(2)

    // the same row sent again, twice: Stripe replays its first answer
    const retried = await resendPending(db(), stripe.noRetries, lost.row)
    const again = await resendPending(db(), stripe.noRetries, lost.row)
    expect(retried.row).toMatchObject({ status: 'succeeded', amount_cents: 2_500 })
    expect(again.row.status).toBe('succeeded')
    const intents = await intentsOf(customer)
    expect(intents).toHaveLength(2)
    expect(intents.filter((one) => one.amount === 2_500)).toHaveLength(1)
    expect(retried.row.stripe_payment_intent_id).toBe(
      intents.find((one) => one.amount === 2_500)?.id,
    )
    // the first send and the two retries, under one key
    const keys = stripe.server
      .requests()
      .filter((request) => request.idempotencyKey === `ledger-${lost.row.id}`)
    expect(keys).toHaveLength(3)
  })

  it('whose connection dropped after Stripe carried it out is retried by the package under the same key: one charge', async () => {
    const paid = await paidOnline(4_000)
    const intent = await stripe.online.stripe.paymentIntents.retrieve(
      paid?.stripe_payment_intent_id ?? '',
    )
    stripe.server.failNext('/v1/payment_intents', { afterProcessing: true })
    const { row } = await writeToStripe(
      db(),
      stripe.online.stripe,
      { ...online, kind: 'charge', amountCents: 1_500, actor: 'staff' },
      (id) =>
        offSessionPayment(id, {
          amountCents: 1_500,
          currency: 'usd',
          customer: String(intent.customer),
          paymentMethod: String(intent.payment_method),
          description: 'Damage fee',
        }),
    )
    expect(row.status).toBe('succeeded')
    const sent = stripe.server
      .requests()
      .filter((request) => request.idempotencyKey === `ledger-${row.id}`)
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /v1/payment_intents',
      'POST /v1/payment_intents',
    ])
    const intents = await intentsOf(String(intent.customer))
    expect(intents.filter((one) => one.amount === 1_500)).toHaveLength(1)
  })

  it('whose answer was lost is settled by the scheduler’s check, once, whichever server runs it', async () => {
    const held = await paidOnline(30_000, { hold: true })
    expect(held?.status).toBe('succeeded')
    const intent = held?.stripe_payment_intent_id ?? ''
    stripe.server.failNext(`/v1/payment_intents/${intent}/capture`, {
      afterProcessing: true,
      status: 500,
    })
    const start = new Date()
    const lost = await writeToStripe(
      db(),
      stripe.noRetries,
      { ...online, kind: 'capture', amountCents: 30_000, actor: 'staff' },
      () => capturePayment(intent),
      start,
    )
    expect(lost.row.status).toBe('pending')

    // not yet: a few minutes first
    expect(await checkPendingPayments(db(), stripe.noRetries, start, () => {})).toMatchObject({
      checked: 0,
    })
    const later = new Date(start.getTime() + minutes(6))
    const errors: unknown[] = []
    const [one, two] = await Promise.all([
      checkPendingPayments(db(), stripe.noRetries, later, (_row, error) => errors.push(error)),
      checkPendingPayments(db(), stripe.noRetries, later, (_row, error) => errors.push(error)),
    ])
    expect(errors).toEqual([])
    expect(one.checked + two.checked).toBe(1)
    expect(one.settled + two.settled).toBe(1)
    expect(await paymentById(db(), lost.row.id)).toMatchObject({ status: 'succeeded' })
    const captures = stripe.server.requests().filter((request) => request.path.endsWith('/capture'))
    expect(captures.map((request) => request.idempotencyKey)).toEqual([
      `ledger-${lost.row.id}`,
      `ledger-${lost.row.id}`,
    ])
  })

  it('never answered for a day is not sent again (its key has expired), and fails', async () => {
    const paid = await paidOnline(4_100)
    const intent = await stripe.online.stripe.paymentIntents.retrieve(
      paid?.stripe_payment_intent_id ?? '',
    )
    // refused before Stripe carried it out, and no retry
    stripe.server.failNext('/v1/payment_intents', { status: 503 })
    const start = new Date()
    const lost = await writeToStripe(
      db(),
      stripe.noRetries,
      { ...online, kind: 'charge', amountCents: 700, actor: 'staff' },
      (id) =>
        offSessionPayment(id, {
          amountCents: 700,
          currency: 'usd',
          customer: String(intent.customer),
          paymentMethod: String(intent.payment_method),
          description: 'Cleaning fee',
        }),
      start,
    )
    expect(lost.row.status).toBe('pending')
    const nextDay = new Date(start.getTime() + minutes(24 * 60))
    expect(await checkPendingPayments(db(), stripe.noRetries, nextDay, () => {})).toMatchObject({
      checked: 1,
      settled: 1,
    })
    const row = await paymentById(db(), lost.row.id)
    expect(row?.status).toBe('failed')
    expect(row?.failure).toMatch(/^Stripe never answered this request within a day/)
    const sent = stripe.server
      .requests()
      .filter((request) => request.idempotencyKey === `ledger-${lost.row.id}`)
    expect(sent).toHaveLength(1)
    expect((await intentsOf(String(intent.customer))).some((one) => one.amount === 700)).toBe(false)
  })

  it('left pending is settled by the scheduler’s job with the site’s settings', async () => {
    const held = await paidOnline(9_900, { hold: true })
    const intent = held?.stripe_payment_intent_id ?? ''
    stripe.server.failNext(`/v1/payment_intents/${intent}/cancel`, {
      afterProcessing: true,
      status: 500,
    })
    const start = new Date()
    const lost = await writeToStripe(
      db(),
      stripe.noRetries,
      { ...online, kind: 'release', amountCents: 9_900, actor: 'staff' },
      () => ({ operation: 'payment_intents.cancel', id: intent, params: {} }),
      start,
    )
    expect(lost.row.status).toBe('pending')
    const logged: string[] = []
    const log = (message: string) => void logged.push(message)
    const counts = await pendingPaymentsJob({
      db: db(),
      settings: stripeSettingsOf(stripe.server),
      logger: { info: log, warn: log, error: log },
      now: new Date(start.getTime() + minutes(6)),
      batchSize: 100,
    })
    expect(counts).toEqual({ pendingPaymentsSettled: 1 })
    expect(await paymentById(db(), lost.row.id)).toMatchObject({ status: 'succeeded' })
    expect(logged).toEqual(['pending payments checked with Stripe'])
  })
})

describe('the ledger', () => {
  it('moves a status only forward: a final row is never changed', async () => {
    const paid = await paidOnline(1_000)
    const id = paid?.id ?? ''
    for (const status of ['pending', 'failed', 'canceled', 'succeeded'] as const) {
      expect(await settlePayment(db(), id, { status }, new Date())).toBeUndefined()
    }
    expect(await paymentById(db(), id)).toMatchObject({ status: 'succeeded', failure: null })
  })

  it('writes a release when Stripe lets a hold lapse, once', async () => {
    const held = await paidOnline(15_000, { hold: true })
    stripe.server.advanceTime(8 * 24 * 3600)
    // the sweep runs at Stripe's next request
    await stripe.online.stripe.paymentIntents.retrieve(held?.stripe_payment_intent_id ?? '')
    await stripe.server.webhooksIdle()
    const canceled = stripe.server.events('payment_intent.canceled').at(-1)
    await stripe.server.deliver(canceled?.id ?? '', { times: 2 })
    const rows = await paymentsFor(db(), reservation)
    expect(rows.map((row) => [row.kind, row.status, row.amount_cents, row.actor])).toEqual([
      ['authorisation', 'succeeded', 15_000, 'renter'],
      ['release', 'succeeded', 15_000, 'stripe'],
    ])
  })

  it('lists what a subject was paid, oldest first', async () => {
    await paidOnline(1_000)
    await paidOnline(2_000)
    const rows = await paymentsFor(db(), reservation)
    expect(rows.map((row) => row.amount_cents)).toEqual([1_000, 2_000])
  })

  it('refuses an amount that is not a positive number of cents', async () => {
    await expect(
      writeToStripe(
        db(),
        stripe.online.stripe,
        { ...online, kind: 'charge', amountCents: 0 },
        (id) => refundPayment(id, 'pi_x', 1),
      ),
    ).rejects.toThrow(/positive whole number of cents/)
  })

  it('finds the rows to check and a subject’s rows by index', async () => {
    const plans = await queryPlans(db(), async (traced) => {
      await checkPendingPayments(traced, stripe.noRetries, new Date(), () => {})
      await paymentsFor(traced, reservation)
    })
    for (const plan of plans) expect(scansWhole(plan, 'payments')).toBe(false)
  })
})
