import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { postForm } from '#tests/support/admin.ts'
import { sharedServer, startServer, type TestServer } from '#tests/support/server.ts'
import { startStripeServer, type StripeServer } from '#tests/support/stripe-server/index.ts'

/*
 * Holding a cart against the real server and a local Stripe: the button and
 * its form only with online payment on; the deposit is the owners' setting
 * whatever the form says; a cart held shows "Sale pending" and takes no
 * more money; with online payment off the cart's page is as it was.
 */

let server: TestServer
let stripe: StripeServer
let client: Stripe
let cartId = ''

const buyer = {
  firstName: 'Ada',
  lastName: 'Buyer',
  email: 'ada.buyer@example.com',
  phone: '570-555-0199',
}

beforeAll(async () => {
  stripe = await startStripeServer({ webhookRetryDelaysMs: [10, 20] })
  server = await startServer({
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_BASE: stripe.url,
    // two holds started an hour from one address (the last test uses it up)
    HOLD_RATE_LIMIT: '2',
  })
  stripe.setWebhookUrl(`${server.url}/webhooks/stripe`)
  client = new Stripe(stripe.secretKey, { host: '127.0.0.1', port: stripe.port, protocol: 'http' })
  const [cart] = await server.query<{ id: string }>(
    "select id from vehicles where status = 'available' and in_stock = 1 order by id limit 1",
  )
  cartId = cart?.id ?? ''
})
afterAll(async () => {
  await server.stop()
  await stripe.stop()
})

const page = async (path: string, on = server) => {
  const response = await fetch(`${on.url}${path}`, { redirect: 'manual' })
  // React separates adjacent texts with empty comments: read the words as a visitor would
  return { status: response.status, html: (await response.text()).replaceAll('<!-- -->', '') }
}
const ledger = () =>
  server.query<{ kind: string; amount_cents: number; purpose: string; status: string }>(
    "select kind, amount_cents, purpose, status from payments where subject_type = 'vehicle' order by created_at",
  )

describe('with online payment off', () => {
  it('the cart’s page has no hold button and the hold page does not exist', async () => {
    const off = await sharedServer()
    const [cart] = await off.query<{ id: string }>(
      "select id from vehicles where status = 'available' order by id limit 1",
    )
    const shown = await page(`/vehicle/${cart?.id}`, off)
    expect(shown.status).toBe(200)
    expect(shown.html).not.toContain('Hold this cart')
    expect((await page(`/vehicle/${cart?.id}/hold`, off)).status).toBe(404)
  })
})

describe('with online payment on', () => {
  it('the cart’s page offers a hold with the owners’ deposit, a plain form and no script', async () => {
    const shown = await page(`/vehicle/${cartId}`)
    expect(shown.html).toContain('Hold this cart')
    expect(shown.html).toContain('refundable deposit of $500')
    expect(shown.html).toContain(`action="/vehicle/${cartId}/hold"`)
    expect(shown.html).not.toMatch(/<script[^>]*src=/)
  })

  it('refuses a buyer the contact form would refuse, with 400 and the field’s message', async () => {
    const answer = await postForm(server.url, `/vehicle/${cartId}/hold`, {
      ...buyer,
      email: 'not an address',
    })
    expect(answer.status).toBe(400)
    expect(await answer.text()).toContain('Invalid email address')
    expect(await ledger()).toEqual([])
  })

  it('charges the owners’ deposit whatever the form says, and holds the cart once paid', async () => {
    const answer = await postForm(server.url, `/vehicle/${cartId}/hold`, {
      ...buyer,
      amount: '1',
      amountCents: '1',
      depositCents: '1',
    })
    // on to Stripe's page
    expect(answer.status).toBe(303)
    const url = answer.headers.get('location') ?? ''
    expect(url.startsWith(stripe.url)).toBe(true)
    const sessionId = /cs_test_\w+/.exec(url)?.[0] ?? ''
    const session = await client.checkout.sessions.retrieve(sessionId)
    expect(session.amount_total).toBe(50_000)
    expect(await ledger()).toEqual([
      { kind: 'charge', amount_cents: 50_000, purpose: 'cart_hold', status: 'pending' },
    ])

    const paid = stripe.payWithCard(sessionId, '4242424242424242')
    expect(paid).toEqual({ outcome: 'complete' })
    // the success address Stripe sends the buyer to, its session id filled in
    const back = new URL((session.success_url ?? '').replace('{CHECKOUT_SESSION_ID}', sessionId))
    expect(back.pathname).toMatch(/^\/holds\/[0-9a-f-]{36}$/)
    const returned = await page(back.pathname)
    expect(returned.status).toBe(200)
    expect(returned.html).toContain('Your cart is on hold')

    const cart = await page(`/vehicle/${cartId}`)
    expect(cart.html).toContain('Sale pending')
    expect(cart.html).not.toContain('Hold this cart')
    const api = (await (await fetch(`${server.url}/api/vehicles/${cartId}`)).json()) as {
      status?: string
    }
    expect(JSON.stringify(api)).toContain('pending')

    // another buyer: the cart is on hold, and no money is asked for
    const again = await postForm(server.url, `/vehicle/${cartId}/hold`, {
      ...buyer,
      email: 'bea@example.com',
    })
    expect(again.status).toBe(409)
    expect(await again.text()).toContain('This cart is on hold')
    const form = await page(`/vehicle/${cartId}/hold`)
    expect(form.html).toContain('This cart is on hold')
    expect((await ledger()).map((row) => row.kind)).toEqual(['charge'])
  })

  it('starts at most the limit of holds from one address, details refused for their input not counted', async () => {
    // one hold started above, and one refused for its address, which does not count
    const others = await server.query<{ id: string }>(
      "select id from vehicles where status = 'available' and in_stock = 1 and id != ? order by id limit 2",
      cartId,
    )
    expect(others).toHaveLength(2)
    const second = await postForm(server.url, `/vehicle/${others[0]?.id}/hold`, buyer)
    expect(second.status).toBe(303)
    const before = (await ledger()).length
    const third = await postForm(server.url, `/vehicle/${others[1]?.id}/hold`, buyer)
    expect(third.status).toBe(429)
    expect(((await third.json()) as { error: string }).error).toMatch(
      /^Too many carts held from this address\./,
    )
    expect(await ledger()).toHaveLength(before)
  })
})
