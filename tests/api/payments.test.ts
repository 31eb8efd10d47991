import { randomUUID } from 'node:crypto'

import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { PaymentRow } from '#app/kernel/.server/db/schema.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { calendarDay } from '#app/kernel/zoned-time.ts'
import type { PaymentKind, PaymentMethod, PaymentStatus } from '#app/payments/ledger.ts'
import { getPage, invitePath, postForm, sessionPair, withDatabase } from '#tests/support/admin.ts'
import { sharedServer, startServer, type TestServer } from '#tests/support/server.ts'
import { startStripeServer, type StripeServer } from '#tests/support/stripe-server/index.ts'

/*
 * Online payment against the real server and a local Stripe: the webhook
 * endpoint (raw body, signature, the gate's rules, one handling of an event
 * however it comes), the owners' payments page and its CSV export.
 */

let server: TestServer
let stripe: StripeServer
let client: Stripe
let sam: string
let olga: string

const get = (path: string, cookie?: string) => getPage(server.url, path, cookie)

async function join(email: string, name: string, role: 'owner' | 'staff') {
  const invite = await invitePath(server.databaseUrl, email, role)
  const accepted = await postForm(server.url, invite, {
    name,
    password: 'harbor lantern quiet meadow',
  })
  expect(accepted.status).toBe(302)
  return sessionPair(accepted.headers.get('set-cookie'))
}

beforeAll(async () => {
  stripe = await startStripeServer({ webhookRetryDelaysMs: [10, 20] })
  server = await startServer({
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_BASE: stripe.url,
  })
  stripe.setWebhookUrl(`${server.url}/webhooks/stripe`)
  client = new Stripe(stripe.secretKey, {
    host: '127.0.0.1',
    port: stripe.port,
    protocol: 'http',
  })
  sam = await join('sam@example.com', 'Sam Staff', 'staff')
  olga = await join('olga@example.com', 'Olga Owner', 'owner')
})
afterAll(async () => {
  await server.stop()
  await stripe.stop()
})

const postWebhook = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/webhooks/stripe`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body,
  })

const storedEvents = () =>
  server.query<{ id: string; handled_at: string | null }>(
    'select id, handled_at from stripe_events',
  )

/** A pending payment on the hosted page, its row written as the ledger writes it. */
async function pendingCheckout(cents: number) {
  const id = randomUUID()
  const session = await client.checkout.sessions.create({
    mode: 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: { currency: 'usd', unit_amount: cents, product_data: { name: 'Rental' } },
      },
    ],
    payment_intent_data: { metadata: { ledger_id: id } },
    metadata: { ledger_id: id },
    success_url: 'https://dealer.example/paid',
  })
  const now = new Date()
  await insertRows([
    {
      ...ledgerRow(id, 'charge', 'card_online', cents, 'pending', now),
      stripe_checkout_session_id: session.id,
      idempotency_key: `ledger-${id}`,
      actor: 'renter',
      recheck_at: new Date(now.getTime() + 300_000).toISOString(),
    },
  ])
  return { id, session }
}

/** A ledger row as the ledger writes it, settled now unless pending. */
const ledgerRow = (
  id: string,
  kind: PaymentKind,
  method: PaymentMethod,
  cents: number,
  status: PaymentStatus,
  now: Date,
): PaymentRow => ({
  id,
  kind,
  method,
  amount_cents: cents,
  currency: 'usd',
  status,
  subject_type: 'reservation',
  subject_id: 'r-1',
  purpose: 'rent',
  stripe_checkout_session_id: null,
  stripe_payment_intent_id: null,
  stripe_charge_id: null,
  stripe_refund_id: null,
  stripe_request: null,
  idempotency_key: `seed-${id}`,
  actor: 'staff',
  actor_user_id: null,
  created_at: now.toISOString(),
  settled_at: status === 'pending' ? null : now.toISOString(),
  recheck_at: null,
  failure: null,
  note: null,
})

const insertRows = (rows: PaymentRow[]) =>
  withDatabase(server.databaseUrl, (db) => db.insertInto('payments').values(rows).execute())

const statusOf = async (id: string) =>
  (await server.query<{ status: string }>('select status from payments where id = ?', id))[0]
    ?.status

describe('the Stripe webhook endpoint', () => {
  it('settles a payment from Stripe’s signed events, read from the raw body', async () => {
    const { id, session } = await pendingCheckout(12_550)
    stripe.payWithCard(session.id, '4242424242424242')
    await stripe.webhooksIdle()
    expect(await statusOf(id)).toBe('succeeded')
    const delivered = stripe.deliveries().filter((one) => one.status !== 200)
    expect(delivered).toEqual([])
  })

  it('answers a bad or missing signature with 400 and stores nothing', async () => {
    const before = await storedEvents()
    const event = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: {} },
    })
    const signatures: Record<string, string>[] = [{}, { 'Stripe-Signature': 't=1,v1=00' }]
    for (const headers of signatures) {
      const response = await postWebhook(event, headers)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        error: 'The Stripe-Signature header is missing or does not match the body.',
      })
    }
    expect(await storedEvents()).toEqual(before)
  })

  it('handles an event delivered five times at once exactly once', async () => {
    const { id, session } = await pendingCheckout(4_000)
    stripe.holdWebhooks()
    stripe.payWithCard(session.id, '4242424242424242')
    const event = stripe
      .events('payment_intent.succeeded')
      .find((one) => (one.data.object as { amount?: number }).amount === 4_000)
    const body = JSON.stringify(event)
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: stripe.webhookSecret,
    })
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => postWebhook(body, { 'Stripe-Signature': signature })),
    )
    const bodies = await Promise.all(answers.map((answer) => answer.json() as Promise<object>))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200])
    expect(bodies.filter((one) => !('duplicate' in one))).toEqual([{ received: true }])
    const stored = (await storedEvents()).filter((one) => one.id === event?.id)
    expect(stored).toHaveLength(1)
    expect(stored[0]?.handled_at).not.toBeNull()
    expect(await statusOf(id)).toBe('succeeded')
    await stripe.releaseWebhooks()
  })

  it('takes POST only, JSON only, and a bounded body', async () => {
    const read = await fetch(`${server.url}/webhooks/stripe`)
    expect(read.status).toBe(405)
    expect(read.headers.get('allow')).toContain('POST')
    const text = await fetch(`${server.url}/webhooks/stripe`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'hello',
    })
    expect(text.status).toBe(415)
    const huge = await postWebhook(JSON.stringify({ pad: 'x'.repeat(65 * 1024) }))
    expect(huge.status).toBe(413)
  })

  it('answers 503 with a clear error where online payment is off', async () => {
    const off = await sharedServer()
    const response = await fetch(`${off.url}/webhooks/stripe`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': 't=1,v1=00' },
      body: '{}',
    })
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({
      error:
        'Online payment is off on this site: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are not set.',
    })
  })
})

describe('the payments page', () => {
  const today = calendarDay(new Date(), business.timeZone)

  async function seed(
    rows: [kind: PaymentKind, method: PaymentMethod, cents: number, status: PaymentStatus][],
  ) {
    const now = new Date()
    await insertRows(
      rows.map(([kind, method, cents, status]) => ({
        ...ledgerRow(randomUUID(), kind, method, cents, status, now),
        subject_id: 'r-2',
      })),
    )
  }

  it('gives owners the day’s and month’s totals, equal to the ledger’s sum to the cent', async () => {
    await seed([
      ['desk_payment', 'check', 45_075, 'succeeded'],
      ['refund', 'card_online', 2_025, 'succeeded'],
      ['desk_refund', 'cash', 1_001, 'succeeded'],
      ['charge', 'card_online', 99_999, 'failed'],
      ['authorisation', 'card_online', 60_000, 'succeeded'],
    ])
    const sums = await server.query<{ kind: string; cents: number }>(
      `select kind, sum(amount_cents) as cents from payments
       where status = 'succeeded' and settled_at >= ? group by kind`,
      new Date(Date.now() - 3_600_000).toISOString(),
    )
    const sign = (kind: string) =>
      ['refund', 'desk_refund'].includes(kind)
        ? -1
        : ['authorisation', 'release'].includes(kind)
          ? 0
          : 1
    const net = sums.reduce((total, row) => total + sign(row.kind) * Number(row.cents), 0)
    const money = (cents: number) =>
      new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100)
    const response = await get(`/admin/payments?day=${today}`, olga)
    expect(response.status).toBe(200)
    const html = await response.text()
    // the payments of the webhook tests (paid online today) and the seeded ones
    expect(net).toBe(12_550 + 4_000 + 45_075 - 2_025 - 1_001)
    expect(html).toContain(
      `<dt class="font-semibold">Net</dt><dd class="tabular-nums">${money(net)}</dd>`,
    )
    expect(html).toContain(money(12_550 + 4_000 + 45_075))
    expect(html).toContain('Check')
    expect(html).toContain('href="/admin/rentals/r-2"')
    expect(html).toContain('Online payment is in Stripe’s test mode: no real money moves')
  })

  it('is linked in the owners’ navigation and refused to staff', async () => {
    expect(await (await get('/admin', olga)).text()).toContain('href="/admin/payments"')
    expect(await (await get('/admin', sam)).text()).not.toContain('href="/admin/payments"')
    for (const url of ['/admin/payments', '/admin/payments/export.csv']) {
      expect((await get(url, sam)).status, url).toBe(403)
    }
  })

  it('exports every movement as CSV, streamed, and records the export', async () => {
    const response = await get('/admin/payments/export.csv', olga)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/)
    expect(response.headers.get('content-length')).toBeNull()
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="payments-${today}.csv"`,
    )
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toMatch(
      /^id,created_at,created_local,settled_at,kind,purpose,method,status,amount,/,
    )
    const ids = await server.query<{ id: string }>(
      'select id from payments order by created_at desc, id desc',
    )
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(ids.map((row) => row.id))
    expect(lines.some((line) => line.includes(',desk_payment,rent,check,succeeded,450.75,'))).toBe(
      true,
    )
    const audit = await server.query<{ actor_email: string }>(
      "select actor_email from audit_log where action = 'payment.export'",
    )
    expect(audit).toEqual([{ actor_email: 'olga@example.com' }])
  })
})
