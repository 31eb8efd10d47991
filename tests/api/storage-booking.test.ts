import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { openDatabase } from '#app/kernel/.server/db/connection.ts'
import { startServer, type TestServer } from '#tests/support/server.ts'
import { postStorage } from '#tests/support/storage-booking.ts'
import { startStripeServer, type StripeServer } from '#tests/support/stripe-server/index.ts'

/*
 * Storage booked against the real server and a local Stripe: the total
 * asked for stores nothing; a refusal stores nothing; monthly storage saves
 * the card in setup mode and is active with it, no money moved; a package
 * is paid and active from Stripe's event alone; the contract page is the
 * token's, takes a Sunday access request and refuses a day that is no
 * Sunday.
 */

let server: TestServer
let stripe: StripeServer

beforeAll(async () => {
  stripe = await startStripeServer({ webhookRetryDelaysMs: [10, 20] })
  server = await startServer({
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_BASE: stripe.url,
  })
  stripe.setWebhookUrl(`${server.url}/webhooks/stripe`)
}, 120_000)
afterAll(async () => {
  await server.stop()
  await stripe.stop()
})

const words = async (response: Response) => (await response.text()).replaceAll('<!-- -->', '')
const count = async (sql: string) => Number((await server.query<{ n: number }>(sql))[0]?.n ?? -1)
const contractOf = (email: string) =>
  server.query<{
    id: string
    token: string
    status: string
    plan: string
    billing_consent_at: string | null
    card_customer: string | null
    card_payment_method: string | null
  }>(
    'select id, token, status, plan, billing_consent_at, card_customer, card_payment_method from storage_contracts where email = ?',
    email,
  )
const sessionUrl = (response: Response) => response.headers.get('location') ?? ''
const sessionOf = (response: Response) =>
  /\/(cs_\w+)/.exec(response.headers.get('location') ?? '')?.[1] ?? ''

describe('the storage booking page', () => {
  it('shows the total asked for and stores nothing', async () => {
    const response = await postStorage(server.url, { intent: 'quote', terms: '' })
    expect(response.status).toBe(200)
    const html = await words(response)
    expect(html).toContain('Your total, paid now')
    expect(html).toContain('Pre-season preparation')
    expect(html).toContain('value="12 Lake Road"')
    expect(await count('select count(*) as n from storage_contracts')).toBe(0)
  })

  it('refuses a town it does not serve with the towns it does, and stores nothing', async () => {
    const response = await postStorage(server.url, { handover: 'pickup', town: 'Philadelphia' })
    expect(response.status).toBe(400)
    const html = await words(response)
    expect(html).toContain('We do not come to that town. We serve:')
    expect(html).toContain('value="Philadelphia"')
    expect(await count('select count(*) as n from storage_contracts')).toBe(0)
  })
})

describe('monthly storage', () => {
  it('saves the card on Stripe’s page with the consent recorded, and moves no money', async () => {
    const email = 'monthly@example.com'
    const response = await postStorage(server.url, {
      email,
      plan: 'monthly',
      consent: 'yes',
      preparation: '',
      maintenance: 'yes',
    })
    expect(response.status).toBe(303)
    expect(stripe.payWithCard(sessionOf(response), '4242424242424242')).toMatchObject({
      outcome: 'complete',
    })
    await stripe.webhooksIdle()
    const [contract] = await contractOf(email)
    expect(contract).toMatchObject({ status: 'active', plan: 'monthly' })
    expect(contract?.billing_consent_at).toBeTruthy()
    expect(contract?.card_customer).toMatch(/^cus_/)
    expect(contract?.card_payment_method).toMatch(/^pm_/)
    expect(
      await count(`select count(*) as n from payments where subject_id = '${contract?.id}'`),
    ).toBe(0)
    const page = await words(await fetch(`${server.url}/storage/${contract?.token}`))
    expect(page).toContain('your space is booked')
    expect(page).toContain('Next charge:')
    expect(page).toContain('to your saved card.')
  })
})

describe('a package', () => {
  it('is paid and active from Stripe’s event alone, with both e-mails', async () => {
    const email = 'package@example.com'
    const response = await postStorage(server.url, { email })
    expect(response.status).toBe(303)
    expect(stripe.payWithCard(sessionOf(response), '4242424242424242')).toMatchObject({
      outcome: 'complete',
    })
    await stripe.webhooksIdle()
    const [contract] = await contractOf(email)
    expect(contract?.status).toBe('active')
    const [payment] = await server.query<{ status: string; purpose: string }>(
      `select status, purpose from payments where subject_type = 'storage_contract' and subject_id = '${contract?.id}'`,
    )
    expect(payment).toEqual({ status: 'succeeded', purpose: 'storage' })
    expect(await count(`select count(*) as n from outbox where recipient = '${email}'`)).toBe(1)
    expect(
      await count(
        `select count(*) as n from storage_contract_events where contract_id = '${contract?.id}' and kind = 'paid'`,
      ),
    ).toBe(1)
  })
})

describe('a booking left unpaid', () => {
  it('holds its space until its hold ends, then says it lapsed and frees the space', async () => {
    const email = 'unpaid@example.com'
    const response = await postStorage(server.url, { email, showroom: 'pocono-pines' })
    expect(response.status).toBe(303)
    const [contract] = await contractOf(email)
    const path = `${server.url}/storage/${contract?.token}`
    const waiting = await words(await fetch(path))
    expect(waiting).toContain('We have not received your payment yet. Your space is held until')
    expect(waiting).toContain(`href="${sessionUrl(response)}"`)
    const db = openDatabase(server.databaseUrl, { poolSize: 1 })
    try {
      await db
        .updateTable('storage_contracts')
        .set({ hold_expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('email', '=', email)
        .execute()
    } finally {
      await db.destroy()
    }
    const lapsed = await words(await fetch(path))
    expect(lapsed).toContain('its space has gone back and nothing was charged')
    expect(lapsed).not.toContain('Pay now')
  })
})

describe('the contract page', () => {
  it('is the token’s alone, never indexed, and takes a Sunday access request', async () => {
    expect((await fetch(`${server.url}/storage/no-such-contract-token-here`)).status).toBe(404)
    const [contract] = await contractOf('package@example.com')
    const path = `/storage/${contract?.token}`
    const shown = await fetch(`${server.url}${path}`)
    expect(shown.headers.get('x-robots-tag')).toBe('noindex')
    const html = await words(shown)
    const sunday = /<option value="(\d{4}-\d{2}-\d{2})"/.exec(html)?.[1] ?? ''
    const post = (fields: Record<string, string>) =>
      fetch(`${server.url}${path}`, {
        method: 'POST',
        body: new URLSearchParams({ intent: 'sunday', ...fields }),
        headers: { origin: server.url, 'content-type': 'application/x-www-form-urlencoded' },
      })
    const monday = new Date(`${sunday}T12:00:00Z`)
    monday.setUTCDate(monday.getUTCDate() + 1)
    const refused = await post({
      day: monday.toISOString().slice(0, 10),
      time: '11:00 AM',
      note: '',
    })
    expect(refused.status).toBe(400)
    expect(await words(refused)).toContain('Choose a Sunday for your visit')
    const asked = await post({ day: sunday, time: '11:00 AM', note: 'Picking up the charger.' })
    expect(asked.status).toBe(200)
    expect(await words(asked)).toContain('We call you to confirm.')
    expect(
      await count(
        `select count(*) as n from storage_contract_events where contract_id = '${contract?.id}' and kind = 'sunday_access'`,
      ),
    ).toBe(1)
    expect(
      await count(
        `select count(*) as n from outbox where kind = 'staff' and payload like '%Sunday%'`,
      ),
    ).toBe(1)
  })
})

describe('one address', () => {
  it('books at most the limit, however often it asks for its total', async () => {
    const limited = await startServer({
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_BASE: stripe.url,
      BOOKING_RATE_LIMIT: '2',
    })
    try {
      for (let i = 0; i < 3; i++) {
        expect((await postStorage(limited.url, { intent: 'quote' })).status).toBe(200)
      }
      expect((await postStorage(limited.url, { terms: '' })).status).toBe(400)
      for (const email of ['one@example.com', 'two@example.com']) {
        expect((await postStorage(limited.url, { email, kind: 'outdoor' })).status).toBe(303)
      }
      const refused = await postStorage(limited.url, { email: 'three@example.com' })
      expect(refused.status).toBe(429)
      expect(await words(refused)).toContain('Too many storage bookings from this address.')
    } finally {
      await limited.stop()
    }
  }, 60_000)
})
