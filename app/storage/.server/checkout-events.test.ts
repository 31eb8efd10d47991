import Stripe from 'stripe'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { PaymentHandlers } from '#app/payments/.server/payment-handlers.ts'
import { receiveStripeEvent } from '#app/payments/.server/stripe-events.ts'
import { eachTestDatabase, testEngine } from '#tests/support/database.ts'
import { stripeWithWebhooks } from '#tests/support/payments.ts'
import { winterStartDay } from '#tests/support/storage-booking.ts'

import { bookStorage } from './book.ts'
import { settleFromCheckout, startStorageCheckout, storageCheckoutCompleted } from './checkout.ts'

/*
 * A package paid on Stripe's page, on both engines: Stripe's
 * `checkout.session.completed` delivered twice at once, and the event and
 * the customer's return to the contract page at the same moment. Either
 * way the contract is paid once: active, one ledger charge, one history
 * line, one e-mail to the customer.
 */

const mail = { siteUrl: 'https://www.keystone-golfcarts.example', staffTo: 'service@example.com' }
const handlers: PaymentHandlers = { 'checkout.session.completed': storageCheckoutCompleted(mail) }
const db = eachTestDatabase()
let stripe: Awaited<ReturnType<typeof stripeWithWebhooks>>

beforeAll(async () => {
  stripe = await stripeWithWebhooks(db, handlers)
})
afterAll(() => stripe.stop())
beforeEach(() => stripe.server.webhooksIdle())
// what a test held is delivered to its own database, before that is deleted
afterEach(() => stripe.server.releaseWebhooks())

/** A package booked and paid on Stripe's page, its events held back; its contract and event. */
async function paidPackage(email: string) {
  const now = new Date()
  const booked = await bookStorage(
    db(),
    {
      kind: 'indoor',
      plan: 'winter',
      showroom: 'scranton',
      startDay: winterStartDay(now),
      brand: 'Evolution',
      model: 'Classic 4 Plus',
      battery: 'lithium',
      handover: 'drop_off',
      firstName: 'Ada',
      lastName: 'Byron',
      email,
      phone: '570-555-0123',
      terms: 'yes',
    },
    { now, ip: null },
  )
  if (!booked.ok) throw new Error(booked.error)
  const url = await startStorageCheckout(
    db(),
    stripe.online,
    booked.contract,
    booked.totalCents,
    mail.siteUrl,
    now,
  )
  const session = /\/(cs_\w+)/.exec(url ?? '')?.[1] ?? ''
  stripe.server.holdWebhooks()
  expect(stripe.server.payWithCard(session, '4242424242424242')).toMatchObject({
    outcome: 'complete',
  })
  const event = stripe.server
    .events('checkout.session.completed')
    .find((e) => JSON.stringify(e).includes(session))
  if (!event) throw new Error('no checkout.session.completed')
  const body = JSON.stringify(event)
  const delivery = {
    body,
    signature: Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: stripe.server.webhookSecret,
    }),
  }
  return { contract: booked.contract, totalCents: booked.totalCents, delivery }
}

/** What paying once leaves: the contract active, one charge, one `paid` line, one e-mail. */
async function paidOnce(contractId: string, email: string, totalCents: number) {
  const contract = await db()
    .selectFrom('storage_contracts')
    .select('status')
    .where('id', '=', contractId)
    .executeTakeFirstOrThrow()
  const charges = await db()
    .selectFrom('payments')
    .select(['status', 'amount_cents'])
    .where('subject_id', '=', contractId)
    .where('kind', '=', 'charge')
    .execute()
  const paidLines = await db()
    .selectFrom('storage_contract_events')
    .select('id')
    .where('contract_id', '=', contractId)
    .where('kind', '=', 'paid')
    .execute()
  const mails = await db()
    .selectFrom('outbox')
    .select('id')
    .where('recipient', '=', email)
    .execute()
  expect({
    status: contract.status,
    charges,
    paidLines: paidLines.length,
    mails: mails.length,
  }).toEqual({
    status: 'active',
    charges: [{ status: 'succeeded', amount_cents: totalCents }],
    paidLines: 1,
    mails: 1,
  })
}

describe(`a package paid on Stripe's page (${testEngine()})`, () => {
  it('is paid once when checkout.session.completed comes twice at the same moment', async () => {
    const email = 'twice@example.com'
    const { contract, totalCents, delivery } = await paidPackage(email)
    const answers = await Promise.all([
      receiveStripeEvent(db(), stripe.online, handlers, delivery),
      receiveStripeEvent(db(), stripe.online, handlers, delivery),
    ])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    // and once more, later: a retry
    expect((await receiveStripeEvent(db(), stripe.online, handlers, delivery)).status).toBe(200)
    await paidOnce(contract.id, email, totalCents)
  })

  it('is paid once when the event and the customer’s return come at the same moment', async () => {
    const email = 'return@example.com'
    const { contract, totalCents, delivery } = await paidPackage(email)
    await Promise.all([
      receiveStripeEvent(db(), stripe.online, handlers, delivery),
      settleFromCheckout(db(), stripe.online, contract, mail, new Date()),
    ])
    await paidOnce(contract.id, email, totalCents)
  })
})
