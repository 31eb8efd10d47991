import { writeFileSync } from 'node:fs'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { createSiteScheduler } from '#app/jobs.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { StorageInvoiceRow } from '#app/kernel/.server/db/schema.ts'
import { parseSettings } from '#app/kernel/.server/env.ts'
import { formatCents } from '#app/kernel/format.ts'
import { paymentHandlers } from '#app/payment-handlers.ts'
import { serversOnOneDatabase } from '#tests/support/database.ts'
import { jobSettings, quietLogger } from '#tests/support/job-passes.ts'
import { stripeWithWebhooks } from '#tests/support/payments.ts'
import { insertStorageContract, saveTestCard } from '#tests/support/storage-contracts.ts'

import { startInvoiceCheckout } from './invoice-checkout'
import { noticeByCustomer } from './notice'

/*
 * Storage billing over 14 months on a controlled clock (June 2027 to July
 * 2028: a Sunday 1st in August 2027, both daylight-saving changes, the leap
 * February of 2028), two servers passing at once on each day and a third
 * after them, Stripe's local twin charging the saved cards.
 */

const servers = serversOnOneDatabase()
const db = (): DB => servers.db()
const siteUrl = jobSettings.SITE_URL
const good = '4242 4242 4242 4242'
const refused = '4000 0000 0000 0341'

let clock = new Date('2027-06-17T09:00:00-04:00')
let stripe: Awaited<ReturnType<typeof stripeWithWebhooks>>

beforeEach(async () => {
  stripe = await stripeWithWebhooks(db, paymentHandlers(jobSettings), () => clock)
})
afterEach(async () => {
  await stripe.stop()
})

const settings = () =>
  parseSettings({
    SITE_URL: siteUrl,
    MAIL_TO_SALES: 'sales@keystone-golfcarts.example',
    STRIPE_SECRET_KEY: stripe.server.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.server.webhookSecret,
    STRIPE_API_BASE: stripe.server.url,
  })

/** Two servers' passes at once at `at`, then a third; Stripe's events delivered. */
async function passAt(at: string) {
  clock = new Date(at)
  const scheduler = () =>
    createSiteScheduler({
      db: servers.serverConnection(),
      settings: settings(),
      logger: quietLogger,
      now: () => clock,
      batchSize: 2,
    })
  await Promise.all([scheduler().runOnce(), scheduler().runOnce()])
  await stripe.server.webhooksIdle()
  await scheduler().runOnce()
  await stripe.server.webhooksIdle()
}

const invoicesOf = (contractId: string) =>
  db()
    .selectFrom('storage_invoices')
    .selectAll()
    .where('contract_id', '=', contractId)
    .orderBy('month')
    .execute()

const eventsOf = (contractId: string, kind: string) =>
  db()
    .selectFrom('storage_contract_events')
    .select(['detail', 'at'])
    .where('contract_id', '=', contractId)
    .where('kind', '=', kind)
    .orderBy('at')
    .execute()

const mailsTo = async (to: string) =>
  (
    await db()
      .selectFrom('outbox')
      .select('payload')
      .where('recipient', '=', to)
      .orderBy('created_at')
      .orderBy('id')
      .execute()
  ).map((row) => (JSON.parse(row.payload ?? '{}') as { subject: string }).subject)

/** The customer pays an unpaid invoice on Stripe's page from the link, at `at`. */
async function payOnline(token: string, invoice: StorageInvoiceRow, at: string) {
  clock = new Date(at)
  const started = await startInvoiceCheckout(db(), stripe.online, {
    token,
    invoiceId: invoice.id,
    siteUrl,
    now: clock,
  })
  if (!started.ok) throw new Error(`no Checkout: ${started.reason}`)
  const sessionId = new URL(started.url).pathname.split('/').at(-1) ?? ''
  expect(stripe.server.payWithCard(sessionId, good)).toEqual({ outcome: 'complete' })
  await stripe.server.webhooksIdle()
}

/** The billing table of one contract: month, invoice, due, charged or failed, late fee, step, paid. */
async function billingTable(contractId: string): Promise<string> {
  const invoices = await invoicesOf(contractId)
  const steps = await db()
    .selectFrom('storage_delinquency_steps')
    .select(['invoice_id', 'step'])
    .where('contract_id', '=', contractId)
    .execute()
  const charges = await db()
    .selectFrom('payments')
    .select(['id', 'status'])
    .where('subject_id', '=', contractId)
    .execute()
  const chargeStatus = new Map(charges.map((row) => [row.id, row.status]))
  const rows = invoices.map((invoice) => {
    const charged = invoice.charge_payment_id
      ? chargeStatus.get(invoice.charge_payment_id)
      : undefined
    const step = steps
      .filter((row) => row.invoice_id === invoice.id)
      .map((row) => row.step)
      .join(', ')
    const paidDay = invoice.paid_at
      ? new Date(invoice.paid_at).toLocaleDateString('en-CA', { timeZone: 'America/New_York' })
      : 'unpaid'
    const how = invoice.payment_id === invoice.charge_payment_id ? 'saved card' : 'payment link'
    return `| ${invoice.month} | ${formatCents(invoice.subtotal_cents + invoice.tax_cents)} | ${invoice.due_day} | ${charged === 'succeeded' ? 'charged' : 'failed, link e-mailed'} | ${invoice.late_fee_cents ? formatCents(invoice.late_fee_cents) : '-'} | ${step || '-'} | ${invoice.paid_at ? `${paidDay} (${how})` : paidDay} |`
  })
  return [
    '| month | invoice | due | saved card | late fee | step | paid |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n')
}

describe('storage billing by the policy', () => {
  it('bills a monthly contract for 14 months: once a month across servers, a late month with its fee and step, notice ending it', async () => {
    const morgan = await insertStorageContract(db(), {
      start_day: '2027-06-17',
      maintenance_cents: 5_000,
    })
    const casey = await insertStorageContract(db(), {
      start_day: '2027-06-17',
      kind: 'outdoor',
      price_cents: 7_500,
      first_name: 'Casey',
      email: 'casey@example.com',
    })
    await saveTestCard(db(), stripe.noRetries, stripe.server, morgan.id, good)
    await saveTestCard(db(), stripe.noRetries, stripe.server, casey.id, refused)

    await passAt('2027-06-17T09:00:00-04:00')
    for (const at of [
      '2027-07-01T00:05:00-04:00',
      '2027-08-01T00:05:00-04:00', // a Sunday
      '2027-09-01T00:05:00-04:00',
      '2027-10-01T00:05:00-04:00',
      '2027-11-01T00:05:00-04:00',
      '2027-11-07T01:30:00-04:00', // the autumn change: 1:30 AM twice
      '2027-11-07T01:30:00-05:00',
      '2027-11-30T23:59:00-05:00', // December 1st in UTC, not yet in Pennsylvania
    ])
      await passAt(at)
    expect((await invoicesOf(morgan.id)).map((invoice) => invoice.month)).toEqual([
      '2027-06',
      '2027-07',
      '2027-08',
      '2027-09',
      '2027-10',
      '2027-11',
    ])
    for (const at of ['2027-12-01T00:05:00-05:00', '2028-01-01T00:05:00-05:00']) await passAt(at)

    // Morgan's card is replaced by one the bank refuses: February fails
    await saveTestCard(db(), stripe.noRetries, stripe.server, morgan.id, refused)
    await passAt('2028-02-01T00:05:00-05:00')
    await passAt('2028-02-11T12:00:00-05:00') // 10 days: no fee yet
    expect((await invoicesOf(morgan.id)).at(-1)?.late_fee_cents).toBe(0)
    for (const at of [
      '2028-02-12T00:05:00-05:00',
      '2028-02-13T00:05:00-05:00',
      '2028-02-29T12:00:00-05:00', // the leap day
      '2028-03-01T00:05:00-05:00', // 29 days: no step yet
    ])
      await passAt(at)
    expect(await eventsOf(morgan.id, 'delinquency')).toHaveLength(0)
    await passAt('2028-03-02T00:05:00-05:00') // 30 days since February 1st
    await passAt('2028-03-03T00:05:00-05:00')
    // Morgan pays both months from the link, and saves a card that works
    const unpaid = (await invoicesOf(morgan.id)).filter((invoice) => !invoice.paid_at)
    expect(unpaid.map((invoice) => invoice.month)).toEqual(['2028-02', '2028-03'])
    for (const invoice of unpaid)
      await payOnline(morgan.token, invoice, '2028-03-06T10:00:00-05:00')
    await saveTestCard(db(), stripe.noRetries, stripe.server, morgan.id, good)
    for (const at of [
      '2028-03-12T03:30:00-04:00', // the spring change
      '2028-03-31T23:55:00-04:00', // April in UTC, March here
    ])
      await passAt(at)
    expect((await invoicesOf(morgan.id)).at(-1)?.month).toBe('2028-03')
    for (const at of [
      '2028-04-01T00:05:00-04:00',
      '2028-04-02T00:05:00-04:00', // 60 days since February 1st: paid, so no step
      '2028-05-01T00:05:00-04:00',
      '2028-06-01T00:05:00-04:00',
    ])
      await passAt(at)

    // notice on June 10th: storage ends July 10th, July billed for its 10 days
    clock = new Date('2028-06-10T15:00:00-04:00')
    expect(await noticeByCustomer(db(), morgan.token, { siteUrl, now: clock })).toEqual({
      ok: true,
      endDay: '2028-07-10',
    })
    expect(await noticeByCustomer(db(), morgan.token, { siteUrl, now: clock })).toMatchObject({
      ok: false,
      reason: 'conflict',
    })
    for (const at of [
      '2028-07-01T00:05:00-04:00',
      '2028-07-10T12:00:00-04:00',
      '2028-07-11T00:05:00-04:00',
      '2028-08-01T00:05:00-04:00',
    ])
      await passAt(at)

    const table = await billingTable(morgan.id)
    if (process.env.STORAGE_BILLING_TABLE)
      writeFileSync(process.env.STORAGE_BILLING_TABLE, `${table}\n`)
    expect(table).toBe(
      [
        '| month | invoice | due | saved card | late fee | step | paid |',
        '| --- | --- | --- | --- | --- | --- | --- |',
        '| 2027-06 | $83.06 | 2027-06-17 | charged | - | - | 2027-06-17 (saved card) |',
        '| 2027-07 | $178 | 2027-07-01 | charged | - | - | 2027-07-01 (saved card) |',
        '| 2027-08 | $178 | 2027-08-01 | charged | - | - | 2027-08-01 (saved card) |',
        '| 2027-09 | $178 | 2027-09-01 | charged | - | - | 2027-09-01 (saved card) |',
        '| 2027-10 | $178 | 2027-10-01 | charged | - | - | 2027-10-01 (saved card) |',
        '| 2027-11 | $178 | 2027-11-01 | charged | - | - | 2027-11-01 (saved card) |',
        '| 2027-12 | $178 | 2027-12-01 | charged | - | - | 2027-12-01 (saved card) |',
        '| 2028-01 | $178 | 2028-01-01 | charged | - | - | 2028-01-01 (saved card) |',
        '| 2028-02 | $178 | 2028-02-01 | failed, link e-mailed | $25 | 30 | 2028-03-06 (payment link) |',
        '| 2028-03 | $178 | 2028-03-01 | failed, link e-mailed | - | - | 2028-03-06 (payment link) |',
        '| 2028-04 | $178 | 2028-04-01 | charged | - | - | 2028-04-01 (saved card) |',
        '| 2028-05 | $178 | 2028-05-01 | charged | - | - | 2028-05-01 (saved card) |',
        '| 2028-06 | $178 | 2028-06-01 | charged | - | - | 2028-06-01 (saved card) |',
        '| 2028-07 | $57.42 | 2028-07-01 | charged | - | - | 2028-07-01 (saved card) |',
      ].join('\n'),
    )
    const invoices = await invoicesOf(morgan.id)
    const february = invoices.find((invoice) => invoice.month === '2028-02')
    expect(february).toMatchObject({ late_fee_cents: 2_500, total_cents: 20_300 })
    // exactly one charge per invoice made, and one Checkout per late month paid
    const rows = await db()
      .selectFrom('payments')
      .select(['status', 'actor'])
      .where('subject_id', '=', morgan.id)
      .execute()
    expect(rows.filter((row) => row.actor === 'job')).toHaveLength(14)
    expect(rows.filter((row) => row.actor === 'renter' && row.status === 'succeeded')).toHaveLength(
      2,
    )
    expect(await eventsOf(morgan.id, 'late_fee')).toHaveLength(1)
    expect(await eventsOf(morgan.id, 'delinquency')).toHaveLength(1)
    expect(await eventsOf(morgan.id, 'ended')).toHaveLength(1)
    expect(await mailsTo('morgan@example.com')).toEqual([
      'Your storage payment for February 2028 did not go through',
      'Your storage payment for March 2028 did not go through',
      'Your storage balance is 30 days past due',
      'Your storage ends on Monday, July 10, 2028',
    ])

    // Casey never paid: every step once, each e-mailed once, on the delinquency list's terms
    const caseySteps = await eventsOf(casey.id, 'delinquency')
    expect(caseySteps.map((event) => JSON.parse(event.detail ?? '{}').step)).toEqual([
      30, 60, 90, 120,
    ])
    const caseyMail = await mailsTo('casey@example.com')
    expect(caseyMail.filter((subject) => subject.includes('past due'))).toEqual([
      'Your storage balance is 30 days past due',
      'Access to your cart is suspended: storage 60 days past due',
      'Final notice: storage 90 days past due',
      'Storage 120 days past due: your cart may be sold',
    ])
    const caseyInvoices = await invoicesOf(casey.id)
    // each month's fee once, 10 days after its due day: August 2028's is not due yet
    expect(caseyInvoices.map((invoice) => invoice.late_fee_cents)).toEqual([
      ...Array<number>(14).fill(2_500),
      0,
    ])
    expect(await eventsOf(casey.id, 'late_fee')).toHaveLength(14)

    // one invoice per contract and month, however many servers passed
    const perMonth = await db()
      .selectFrom('storage_invoices')
      .select(['contract_id', 'month', (eb) => eb.fn.countAll<number>().as('made')])
      .groupBy(['contract_id', 'month'])
      .execute()
    expect(perMonth.every((row) => Number(row.made) === 1)).toBe(true)
  }, 180_000)

  it('turns a winter package’s preparation into one service job a week before the end, and e-mails 14 days before it, once', async () => {
    const winter = await insertStorageContract(db(), {
      plan: 'winter',
      start_day: '2027-10-15',
      end_day: '2028-04-15',
      price_cents: 65_000,
      preparation_cents: 15_000,
      billing_consent_at: null,
      first_name: 'Jordan',
      email: 'jordan@example.com',
    })
    await passAt('2028-03-15T12:00:00-04:00') // 31 days before the end
    expect(await db().selectFrom('service_jobs').select('id').execute()).toHaveLength(0)
    await passAt('2028-03-16T12:00:00-04:00')
    await passAt('2028-03-17T12:00:00-04:00')
    const jobs = await db()
      .selectFrom('service_jobs')
      .select(['kind', 'stage', 'visit_day', 'showroom', 'source'])
      .execute()
    expect(jobs).toEqual([
      {
        kind: 'seasonal',
        stage: 'booked',
        visit_day: '2028-04-08',
        showroom: 'pocono-pines',
        source: 'staff',
      },
    ])
    await passAt('2028-03-31T23:30:00-04:00') // 15 days before
    expect(await mailsTo('jordan@example.com')).toEqual([])
    for (const at of ['2028-04-01T08:00:00-04:00', '2028-04-02T08:00:00-04:00']) await passAt(at)
    expect(await mailsTo('jordan@example.com')).toEqual([
      'Your storage package ends on Saturday, April 15, 2028',
    ])
    // no monthly invoice for a package, and the season's end ends the contract
    await passAt('2028-04-16T08:00:00-04:00')
    expect(await invoicesOf(winter.id)).toEqual([])
    expect(await eventsOf(winter.id, 'ended')).toHaveLength(1)
  }, 60_000)

  it('invoices but never charges a saved card without the customer’s recorded consent', async () => {
    const unconsented = await insertStorageContract(db(), {
      start_day: '2027-06-17',
      billing_consent_at: null,
    })
    await saveTestCard(db(), stripe.noRetries, stripe.server, unconsented.id, good)
    await passAt('2027-06-17T09:00:00-04:00')
    expect(await invoicesOf(unconsented.id)).toMatchObject([
      { month: '2027-06', charge_payment_id: null, paid_at: null },
    ])
    expect(await db().selectFrom('payments').select('id').execute()).toEqual([])
  })
})
