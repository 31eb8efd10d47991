import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startStripeServer, type StripeServer } from './index'

let server: StripeServer
let stripe: Stripe

beforeAll(async () => {
  server = await startStripeServer()
  stripe = new Stripe(server.secretKey, {
    host: '127.0.0.1',
    port: server.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  })
})
afterAll(() => server.stop())

/** A held payment of $400.00 made at the hosted page with `card`, its card saved for off-session use. */
async function heldPayment(card = '4242424242424242') {
  const session = await stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [
      {
        price_data: { currency: 'usd', unit_amount: 40_000, product_data: { name: 'Rental hold' } },
        quantity: 1,
      },
    ],
    payment_intent_data: { capture_method: 'manual', setup_future_usage: 'off_session' },
    customer_creation: 'always',
    success_url: 'https://dealer.example/done',
  })
  expect(server.payWithCard(session.id, card)).toEqual({ outcome: 'complete' })
  const done = await stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] })
  const intent = done.payment_intent as Stripe.PaymentIntent
  return {
    intent,
    customer: done.customer as string,
    paymentMethod: intent.payment_method as string,
  }
}

describe('capture, cancel and refunds', () => {
  it('capture part of an authorization; the rest is released', async () => {
    const { intent } = await heldPayment()
    const captured = await stripe.paymentIntents.capture(intent.id, {
      amount_to_capture: 30_000,
      expand: ['latest_charge'],
    })
    expect(captured).toMatchObject({
      status: 'succeeded',
      amount_received: 30_000,
      amount_capturable: 0,
    })
    const charge = captured.latest_charge as Stripe.Charge
    expect(charge).toMatchObject({
      captured: true,
      amount_captured: 30_000,
      amount_refunded: 10_000,
      refunded: false,
    })
    await expect(stripe.paymentIntents.capture(intent.id)).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'payment_intent_unexpected_state',
      message: expect.stringContaining('it has a status of succeeded'),
    })
    await expect(stripe.paymentIntents.cancel(intent.id)).rejects.toMatchObject({ statusCode: 400 })
  })

  it('refuse to capture more than was authorized', async () => {
    const { intent } = await heldPayment()
    await expect(
      stripe.paymentIntents.capture(intent.id, { amount_to_capture: 40_001 }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'amount_to_capture' })
  })

  it('cancel an authorization, which cannot be captured after', async () => {
    const { intent } = await heldPayment()
    const canceled = await stripe.paymentIntents.cancel(intent.id, {
      cancellation_reason: 'requested_by_customer',
    })
    expect(canceled).toMatchObject({
      status: 'canceled',
      cancellation_reason: 'requested_by_customer',
      amount_capturable: 0,
    })
    await expect(stripe.paymentIntents.capture(intent.id)).rejects.toMatchObject({
      message: expect.stringContaining('it has a status of canceled'),
    })
    expect(server.events('payment_intent.canceled').map((event) => event.data.object.id)).toContain(
      intent.id,
    )
  })

  it('refund part, then refuse a refund of more than is left', async () => {
    const { intent } = await heldPayment()
    await stripe.paymentIntents.capture(intent.id)
    const first = await stripe.refunds.create({
      payment_intent: intent.id,
      amount: 15_000,
      reason: 'requested_by_customer',
      metadata: { why: 'damage waiver' },
    })
    expect(first).toMatchObject({
      object: 'refund',
      amount: 15_000,
      status: 'succeeded',
      metadata: { why: 'damage waiver' },
    })
    expect(first.id).toMatch(/^re_/)
    expect(await stripe.refunds.retrieve(first.id)).toMatchObject({ id: first.id, amount: 15_000 })
    await expect(
      stripe.refunds.create({ payment_intent: intent.id, amount: 25_001 }),
    ).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      param: 'amount',
      message: 'Refund amount ($250.01) is greater than unrefunded amount on charge ($250.00)',
    })
    await stripe.refunds.create({ payment_intent: intent.id })
    const charge = await stripe.charges.retrieve(first.charge as string)
    expect(charge).toMatchObject({ amount_refunded: 40_000, refunded: true })
    await expect(
      stripe.refunds.create({ payment_intent: intent.id, amount: 1 }),
    ).rejects.toMatchObject({
      code: 'charge_already_refunded',
    })
  })

  it('release an authorization left past capture_before, as Stripe does', async () => {
    const { intent } = await heldPayment()
    server.advanceTime(6 * 24 * 60 * 60)
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('requires_capture')
    server.advanceTime(24 * 60 * 60)
    expect(await stripe.paymentIntents.retrieve(intent.id)).toMatchObject({
      status: 'canceled',
      cancellation_reason: 'automatic',
    })
    const canceled = server.events('payment_intent.canceled').at(-1)
    expect(canceled?.data.object.id).toBe(intent.id)
    expect(canceled?.created).toBe(server.now())
  })
})

describe('off-session charges of a saved card', () => {
  const charge = (customer: string, paymentMethod: string) =>
    stripe.paymentIntents.create({
      amount: 12_500,
      currency: 'usd',
      customer,
      payment_method: paymentMethod,
      off_session: true,
      confirm: true,
      capture_method: 'automatic',
      metadata: { reason: 'late return' },
      description: 'Late return fee',
    })

  it('succeed with a card that works', async () => {
    const { customer, paymentMethod } = await heldPayment()
    const intent = await charge(customer, paymentMethod)
    expect(intent).toMatchObject({
      status: 'succeeded',
      amount_received: 12_500,
      metadata: { reason: 'late return' },
    })
    expect(intent.id).toMatch(/^pi_/)
  })

  it('succeed with 3155 once it was set up for off-session payments', async () => {
    const { customer, paymentMethod } = await heldPayment('4000002500003155')
    expect((await charge(customer, paymentMethod)).status).toBe('succeeded')
  })

  it('are declined with 0341 (saved fine, charges fail)', async () => {
    const saved = await stripe.customers.create({ email: 'late@example.com' })
    const session = await stripe.checkout.sessions.create({
      mode: 'setup',
      currency: 'usd',
      customer: saved.id,
    })
    expect(server.payWithCard(session.id, '4000000000000341')).toEqual({ outcome: 'complete' })
    const [method] = (await stripe.paymentMethods.list({ customer: saved.id, type: 'card' })).data
    const error = await charge(saved.id, method?.id ?? '').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError)
    expect(error).toMatchObject({
      statusCode: 402,
      code: 'card_declined',
      decline_code: 'generic_decline',
    })
    const failed = (error as Stripe.errors.StripeCardError).payment_intent
    expect(failed?.status).toBe('requires_payment_method')
  })

  it('need authentication with 3184, and say which PaymentIntent to bring the customer back to', async () => {
    const saved = await stripe.customers.create({ email: 'strict@example.com' })
    const session = await stripe.checkout.sessions.create({
      mode: 'setup',
      currency: 'usd',
      customer: saved.id,
    })
    expect(server.payWithCard(session.id, '4000002760003184')).toEqual({ outcome: 'complete' })
    const [method] = (await stripe.paymentMethods.list({ customer: saved.id, type: 'card' })).data
    const error = await charge(saved.id, method?.id ?? '').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError)
    expect(error).toMatchObject({
      code: 'authentication_required',
      decline_code: 'authentication_required',
    })
    const intent = (error as Stripe.errors.StripeCardError).payment_intent
    expect(intent?.status).toBe('requires_payment_method')
    expect((await stripe.paymentIntents.retrieve(intent?.id ?? '')).last_payment_error?.code).toBe(
      'authentication_required',
    )
    expect(
      server.events('payment_intent.payment_failed').map((event) => event.data.object.id),
    ).toContain(intent?.id)
  })
})

describe('idempotency', () => {
  it('replays the first answer for the same key and parameters', async () => {
    const first = await stripe.customers.create(
      { email: 'once@example.com' },
      { idempotencyKey: 'customer-once' },
    )
    const again = await stripe.customers.create(
      { email: 'once@example.com' },
      { idempotencyKey: 'customer-once' },
    )
    expect(again.id).toBe(first.id)
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true')
  })

  it('refuses the same key with other parameters', async () => {
    await stripe.customers.create({ email: 'a@example.com' }, { idempotencyKey: 'customer-a' })
    const error = await stripe.customers
      .create({ email: 'b@example.com' }, { idempotencyKey: 'customer-a' })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(Stripe.errors.StripeIdempotencyError)
    expect(error).toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('same parameters'),
    })
  })

  it('replays a declined charge too: a retry does not charge twice', async () => {
    const { customer, paymentMethod } = await heldPayment()
    const create = () =>
      stripe.paymentIntents.create(
        {
          amount: 5_000,
          currency: 'usd',
          customer,
          payment_method: paymentMethod,
          off_session: true,
          confirm: true,
        },
        { idempotencyKey: 'fee-1' },
      )
    const [one, two] = [await create(), await create()]
    expect(two.id).toBe(one.id)
  })

  it('lets a retry after a lost response get the answer instead of a second payment', async () => {
    const { customer, paymentMethod } = await heldPayment()
    const retrying = new Stripe(server.secretKey, {
      host: '127.0.0.1',
      port: server.port,
      protocol: 'http',
      maxNetworkRetries: 1,
    })
    const before = server.events('payment_intent.created').length
    server.failNext('/v1/payment_intents', { status: 500, afterProcessing: true })
    const intent = await retrying.paymentIntents.create({
      amount: 7_500,
      currency: 'usd',
      customer,
      payment_method: paymentMethod,
      off_session: true,
      confirm: true,
    })
    expect(intent.status).toBe('succeeded')
    expect(server.events('payment_intent.created').length).toBe(before + 1)
    const tries = server.requests().filter((request) => request.path === '/v1/payment_intents')
    expect(tries.at(-1)?.idempotencyKey).toBe(tries.at(-2)?.idempotencyKey)

    server.failNext('/v1/customers')
    const dropped = await stripe.customers
      .create({ email: 'x@example.com' })
      .catch((caught: unknown) => caught)
    // the connection is dropped: the stripe package retries that once by itself
    expect(dropped).toMatchObject({ object: 'customer' })
  })
})
