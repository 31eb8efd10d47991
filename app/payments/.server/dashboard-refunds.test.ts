import Stripe from 'stripe'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { eachTestDatabase } from '#tests/support/database.ts'
import { stripeWithWebhooks } from '#tests/support/payments.ts'

import { receiveStripeEvent } from './stripe-events'
import { checkoutPayment, refundPayment } from './stripe-writes'
import { writeToStripe } from './write-ahead'

/*
 * A refund made in Stripe's dashboard, on both engines: its events write
 * one refund row by `stripe` against the payment's rental and purpose,
 * however often and however simultaneously they come; a refund the ledger
 * made is not written again.
 */

const db = eachTestDatabase()
let stripe: Awaited<ReturnType<typeof stripeWithWebhooks>>

beforeAll(async () => {
  stripe = await stripeWithWebhooks(db)
})
afterAll(() => stripe.stop())
beforeEach(() => stripe.server.webhooksIdle())
afterEach(() => stripe.server.releaseWebhooks())

/** Rent of 300.00 paid on the hosted page; resolves to its PaymentIntent. */
async function paidRent(subjectId: string): Promise<string> {
  const { row } = await writeToStripe(
    db(),
    stripe.online.stripe,
    {
      kind: 'charge',
      method: 'card_online',
      amountCents: 30_000,
      subject: { type: 'reservation', id: subjectId },
      purpose: 'rent',
      actor: 'renter',
    },
    (id) =>
      checkoutPayment(id, {
        amountCents: 30_000,
        currency: 'usd',
        description: 'Weekend rental',
        successUrl: 'https://dealer.example/paid',
        cancelUrl: 'https://dealer.example/back',
      }),
  )
  stripe.server.payWithCard(row.stripe_checkout_session_id ?? '', '4242424242424242')
  await stripe.server.webhooksIdle()
  const paid = await db()
    .selectFrom('payments')
    .select('stripe_payment_intent_id')
    .where('id', '=', row.id)
    .executeTakeFirstOrThrow()
  return paid.stripe_payment_intent_id ?? ''
}

const refunds = (subjectId: string) =>
  db()
    .selectFrom('payments')
    .selectAll()
    .where('subject_id', '=', subjectId)
    .where('kind', '=', 'refund')
    .execute()

function signed(event: object) {
  const body = JSON.stringify(event)
  const secret = stripe.server.webhookSecret
  return { body, signature: Stripe.webhooks.generateTestHeaderString({ payload: body, secret }) }
}

describe('a refund made in Stripe’s dashboard', () => {
  it('is written once, by stripe, for the rent it gives back, however often it is delivered', async () => {
    const intent = await paidRent('r-dash-1')
    // what the dashboard does: a refund without the ledger's metadata
    const refund = await stripe.noRetries.refunds.create({ payment_intent: intent, amount: 4_550 })
    await stripe.server.webhooksIdle()
    for (const event of stripe.server.events()) {
      const object = event.data.object as { id?: string; payment_intent?: string }
      if (object.id === refund.id || object.payment_intent === intent)
        await stripe.server.deliver(event.id, { times: 5 })
    }
    expect(await refunds('r-dash-1')).toMatchObject([
      {
        kind: 'refund',
        method: 'card_online',
        amount_cents: 4_550,
        status: 'succeeded',
        purpose: 'rent',
        actor: 'stripe',
        subject_type: 'reservation',
        stripe_refund_id: refund.id,
        stripe_payment_intent_id: intent,
        note: "Refunded in Stripe's dashboard.",
      },
    ])
  })

  it('is written once when five of its events arrive at once', async () => {
    const intent = await paidRent('r-dash-2')
    stripe.server.holdWebhooks()
    const refund = await stripe.noRetries.refunds.create({ payment_intent: intent, amount: 1_000 })
    const charge = await stripe.noRetries.charges.retrieve(String(refund.charge))
    // refund.created, refund.updated and charge.refunded (listing its refunds, as older API versions do)
    const events = [
      ...['created', 'updated', 'updated', 'created'].map((change, n) => ({
        id: `evt_dash_${n}`,
        object: 'event',
        type: `refund.${change}`,
        created: 1,
        data: { object: refund },
      })),
      {
        id: 'evt_dash_charge',
        object: 'event',
        type: 'charge.refunded',
        created: 1,
        data: { object: { ...charge, refunds: { object: 'list', data: [refund] } } },
      },
    ]
    const answers = await Promise.all(
      events.map((event) => receiveStripeEvent(db(), stripe.online, {}, signed(event))),
    )
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200])
    expect(await refunds('r-dash-2')).toMatchObject([
      { amount_cents: 1_000, actor: 'stripe', status: 'succeeded', stripe_refund_id: refund.id },
    ])
  })

  it('is not what a refund the ledger made is: that one stays one row', async () => {
    const intent = await paidRent('r-dash-3')
    const { row } = await writeToStripe(
      db(),
      stripe.online.stripe,
      {
        kind: 'refund',
        method: 'card_online',
        amountCents: 2_000,
        subject: { type: 'reservation', id: 'r-dash-3' },
        purpose: 'rent',
        actor: 'staff',
      },
      (id) => refundPayment(id, intent, 2_000),
    )
    await stripe.server.webhooksIdle()
    for (const event of stripe.server.events('refund.created'))
      await stripe.server.deliver(event.id, { times: 2 })
    expect(await refunds('r-dash-3')).toMatchObject([
      { id: row.id, actor: 'staff', status: 'succeeded', amount_cents: 2_000 },
    ])
  })
})
