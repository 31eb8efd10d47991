import Stripe from 'stripe'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { eachTestDatabase } from '#tests/support/database.ts'
import { stripeWithWebhooks } from '#tests/support/payments.ts'

import { paymentById } from './ledger-rows'
import type { PaymentEventContext, PaymentHandlers } from './payment-handlers'
import { receiveStripeEvent } from './stripe-events'
import { checkoutPayment } from './stripe-writes'
import { writeToStripe } from './write-ahead'

/*
 * Stripe's webhooks, on both engines: signed, stored once by id, handled
 * once however often and however simultaneously they come, and never
 * moving a payment backwards when they come out of order.
 */

const db = eachTestDatabase()
const handled: PaymentEventContext[] = []
const handlers: PaymentHandlers = {
  'payment_intent.succeeded': async (context) => void handled.push(context),
}
let stripe: Awaited<ReturnType<typeof stripeWithWebhooks>>

beforeAll(async () => {
  stripe = await stripeWithWebhooks(db, handlers)
})
afterAll(() => stripe.stop())
beforeEach(async () => {
  await stripe.server.webhooksIdle()
  handled.length = 0
})
// what a test held is delivered to its own database, before that is deleted
afterEach(() => stripe.server.releaseWebhooks())

const storedEvents = () =>
  db().selectFrom('stripe_events').selectAll().orderBy('received_at').execute()

/** A payment on the hosted page; not paid yet. */
async function checkout(cents: number) {
  const { row } = await writeToStripe(
    db(),
    stripe.online.stripe,
    {
      kind: 'charge',
      method: 'card_online',
      amountCents: cents,
      subject: { type: 'reservation', id: 'r-9' },
      actor: 'renter',
    },
    (id) =>
      checkoutPayment(id, {
        amountCents: cents,
        currency: 'usd',
        description: 'Weekend rental',
        successUrl: 'https://dealer.example/paid',
        cancelUrl: 'https://dealer.example/back',
      }),
  )
  return row
}

/** An event as Stripe would send it, signed with the endpoint's secret (or another). */
function signed(event: object, secret = stripe.server.webhookSecret) {
  const body = JSON.stringify(event)
  return { body, signature: Stripe.webhooks.generateTestHeaderString({ payload: body, secret }) }
}

describe('a webhook', () => {
  it('with a bad or missing signature gets 400 and nothing is stored', async () => {
    const row = await checkout(5_000)
    stripe.server.holdWebhooks()
    stripe.server.payWithCard(row.stripe_checkout_session_id ?? '', '4242424242424242')
    const [event] = stripe.server.events('payment_intent.succeeded')
    const good = signed(event ?? {})
    const answers = await Promise.all([
      receiveStripeEvent(db(), stripe.online, handlers, { body: good.body, signature: null }),
      receiveStripeEvent(db(), stripe.online, handlers, {
        body: good.body,
        signature: signed(event ?? {}, 'whsec_someoneelse').signature,
      }),
      // the body changed after it was signed
      receiveStripeEvent(db(), stripe.online, handlers, {
        body: good.body.replace('5000', '1'),
        signature: good.signature,
      }),
    ])
    for (const answer of answers) {
      expect(answer).toEqual({
        status: 400,
        body: { error: 'The Stripe-Signature header is missing or does not match the body.' },
      })
    }
    expect(await storedEvents()).toEqual([])
    expect(await paymentById(db(), row.id)).toMatchObject({ status: 'pending' })
    expect(handled).toEqual([])
  })

  it('delivered five times is stored and handled once', async () => {
    const row = await checkout(7_500)
    stripe.server.payWithCard(row.stripe_checkout_session_id ?? '', '4242424242424242')
    await stripe.server.webhooksIdle()
    expect(await paymentById(db(), row.id)).toMatchObject({ status: 'succeeded' })
    const [event] = stripe.server
      .events('payment_intent.succeeded')
      .filter((one) => (one.data.object as { amount?: number }).amount === 7_500)
    await stripe.server.deliver(event?.id ?? '', { times: 5 })
    const deliveries = stripe.server.deliveries().filter((one) => one.eventId === event?.id)
    expect(deliveries.map((one) => one.status)).toEqual([200, 200, 200, 200, 200, 200])
    const stored = (await storedEvents()).filter((one) => one.id === event?.id)
    expect(stored).toHaveLength(1)
    expect(stored[0]?.handled_at).not.toBeNull()
    expect(handled).toHaveLength(1)
    // the business's handler got the row the event settled
    expect(handled[0]?.settled.map((one) => one.id)).toEqual([row.id])
  })

  it('delivered five times at once is handled once', async () => {
    const row = await checkout(2_000)
    stripe.server.holdWebhooks()
    stripe.server.payWithCard(row.stripe_checkout_session_id ?? '', '4242424242424242')
    const event = stripe.server
      .events('payment_intent.succeeded')
      .find((one) => (one.data.object as { amount?: number }).amount === 2_000)
    const delivery = signed(event ?? {})
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => receiveStripeEvent(db(), stripe.online, handlers, delivery)),
    )
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200])
    expect(answers.filter((answer) => !('duplicate' in answer.body))).toHaveLength(1)
    expect(handled).toHaveLength(1)
    expect((await storedEvents()).filter((one) => one.id === event?.id)).toHaveLength(1)
    expect(await paymentById(db(), row.id)).toMatchObject({ status: 'succeeded' })
  })

  it('of an unknown type is stored and answered 200', async () => {
    const delivery = signed({
      id: 'evt_unknown1',
      object: 'event',
      type: 'customer.tax_id.created',
      created: 1,
      data: { object: { id: 'txi_1', object: 'tax_id' } },
    })
    expect(await receiveStripeEvent(db(), stripe.online, handlers, delivery)).toEqual({
      status: 200,
      body: { received: true },
    })
    expect(await storedEvents()).toMatchObject([
      { id: 'evt_unknown1', type: 'customer.tax_id.created', payload: delivery.body },
    ])
  })
})

describe('events out of order', () => {
  it('never move a payment backwards: a decline delivered after the payment changes nothing', async () => {
    const row = await checkout(6_000)
    const session = row.stripe_checkout_session_id ?? ''
    stripe.server.holdWebhooks()
    // the first card is declined, the second pays
    stripe.server.payWithCard(session, '4000000000000002')
    stripe.server.payWithCard(session, '4242424242424242')
    await stripe.server.releaseWebhooks({ order: 'reverse' })
    const types = (await storedEvents()).map((one) => one.type)
    expect(types.indexOf('payment_intent.payment_failed')).toBeGreaterThan(
      types.indexOf('payment_intent.succeeded'),
    )
    expect(await paymentById(db(), row.id)).toMatchObject({ status: 'succeeded', failure: null })
  })

  it('in order, a decline on the hosted page leaves the payment open until it is paid', async () => {
    const row = await checkout(6_500)
    const session = row.stripe_checkout_session_id ?? ''
    stripe.server.payWithCard(session, '4000000000000002')
    await stripe.server.webhooksIdle()
    expect(await paymentById(db(), row.id)).toMatchObject({ status: 'pending' })
    stripe.server.payWithCard(session, '4242424242424242')
    await stripe.server.webhooksIdle()
    expect(await paymentById(db(), row.id)).toMatchObject({ status: 'succeeded' })
  })

  it('an expired page cancels its payment', async () => {
    const row = await checkout(3_000)
    stripe.server.advanceTime(25 * 3600)
    await stripe.server.webhooksIdle()
    expect(await paymentById(db(), row.id)).toMatchObject({ status: 'canceled' })
  })
})
