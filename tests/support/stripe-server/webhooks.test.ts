import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import Stripe from 'stripe'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { startStripeServer, type StripeServer } from './index'

type Received = { body: string; signature: string }

let server: StripeServer
let stripe: Stripe
let endpoint: Server
let received: Received[] = []
/** the statuses the endpoint answers with, one per delivery, then 200 */
let answers: number[] = []

beforeAll(async () => {
  endpoint = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: request.headers['stripe-signature']?.toString() ?? '',
      })
      response.writeHead(answers.shift() ?? 200)
      response.end()
    })
  })
  await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve))
  const { port } = endpoint.address() as AddressInfo
  server = await startStripeServer({
    webhookUrl: `http://127.0.0.1:${port}/webhooks`,
    webhookRetryDelaysMs: [10, 20],
  })
  stripe = new Stripe(server.secretKey, {
    host: '127.0.0.1',
    port: server.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  })
})
afterAll(async () => {
  await server.stop()
  await new Promise((resolve) => endpoint.close(resolve))
})
beforeEach(() => {
  received = []
  answers = []
})

const verified = (delivery: Received) =>
  stripe.webhooks.constructEvent(delivery.body, delivery.signature, server.webhookSecret)

async function paidSession() {
  const session = await stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [
      {
        price_data: { currency: 'usd', unit_amount: 9_900, product_data: { name: 'Tour' } },
        quantity: 1,
      },
    ],
    payment_intent_data: { capture_method: 'manual' },
    success_url: 'https://dealer.example/done',
  })
  server.payWithCard(session.id, '4242424242424242')
  await server.webhooksIdle()
  return session
}

describe('webhooks', () => {
  it('are signed so that stripe.webhooks.constructEvent accepts them', async () => {
    const session = await paidSession()
    const events = received.map(verified)
    const completed = events.find((event) => event.type === 'checkout.session.completed')
    expect(completed).toMatchObject({
      object: 'event',
      livemode: false,
      api_version: expect.any(String),
    })
    expect(completed?.id).toMatch(/^evt_/)
    expect(completed?.data.object).toMatchObject({ id: session.id, status: 'complete' })
    expect(events.map((event) => event.type)).toEqual([
      'payment_intent.created',
      'charge.succeeded',
      'payment_intent.amount_capturable_updated',
      'checkout.session.completed',
    ])
  })

  it('are rejected once tampered with, or checked with another secret', async () => {
    await paidSession()
    const [first] = received
    if (!first) throw new Error('no delivery')
    const tampered = { ...first, body: first.body.replace('"livemode": false', '"livemode": true') }
    expect(() => verified(tampered)).toThrow(Stripe.errors.StripeSignatureVerificationError)
    expect(() =>
      stripe.webhooks.constructEvent(first.body, first.signature, 'whsec_not_the_secret'),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError)
  })

  it('are sent again after an answer other than 2xx', async () => {
    answers = [500, 503]
    const customer = await stripe.customers.create({ email: 'retry@example.com' })
    await server.webhooksIdle()
    expect(received.map((delivery) => verified(delivery).data.object)).toEqual([
      expect.objectContaining({ id: customer.id }),
      expect.objectContaining({ id: customer.id }),
      expect.objectContaining({ id: customer.id }),
    ])
    const [event] = server.events('customer.created').slice(-1)
    expect(
      server
        .deliveries()
        .filter((delivery) => delivery.eventId === event?.id)
        .map((d) => d.status),
    ).toEqual([500, 503, 200])
  })

  it('can be held and released in reverse, or delivered twice', async () => {
    server.holdWebhooks()
    const { id } = await stripe.customers.create({ email: 'order@example.com' })
    const intent = await stripe.paymentIntents.create({
      amount: 1_000,
      currency: 'usd',
      customer: id,
    })
    await server.webhooksIdle()
    expect(received).toEqual([])
    await server.releaseWebhooks({ order: 'reverse' })
    expect(received.map((delivery) => verified(delivery).type)).toEqual([
      'payment_intent.created',
      'customer.created',
    ])

    received = []
    const created = server
      .events('payment_intent.created')
      .find((event) => event.data.object.id === intent.id)
    await server.deliver(created?.id ?? '', { times: 2 })
    expect(received.map((delivery) => verified(delivery).id)).toEqual([created?.id, created?.id])
  })

  it('follow the test clock: a session past expires_at is expired, with its event', async () => {
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          price_data: { currency: 'usd', unit_amount: 5_000, product_data: { name: 'Tour' } },
          quantity: 1,
        },
      ],
    })
    server.advanceTime(24 * 60 * 60)
    await server.webhooksIdle()
    const expired = received
      .map(verified)
      .find((event) => event.type === 'checkout.session.expired')
    expect(expired?.data.object).toMatchObject({ id: session.id, status: 'expired' })
  })
})
