import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startStripeServer, type StripeServer } from './index'

let server: StripeServer
let stripe: Stripe

beforeAll(async () => {
  server = await startStripeServer({ businessName: 'Keystone Electric Golf Carts' })
  stripe = new Stripe(server.secretKey, {
    host: '127.0.0.1',
    port: server.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  })
})
afterAll(() => server.stop())

/** A deposit on a cart, held (manual capture) and the card saved for later. */
function createDepositSession(overrides: Partial<Stripe.Checkout.SessionCreateParams> = {}) {
  return stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [
      {
        price_data: {
          currency: 'usd',
          unit_amount: 25_000,
          product_data: { name: 'Deposit on a Denago EV' },
        },
        quantity: 2,
      },
    ],
    payment_intent_data: {
      capture_method: 'manual',
      setup_future_usage: 'off_session',
      metadata: { order: 'order-42' },
      description: 'Cart deposit',
    },
    customer_creation: 'always',
    customer_email: 'buyer@example.com',
    client_reference_id: 'order-42',
    metadata: { order: 'order-42' },
    success_url: 'https://dealer.example/paid?session={CHECKOUT_SESSION_ID}',
    cancel_url: 'https://dealer.example/cart',
    ...overrides,
  })
}

async function hosted(url: string, form?: Record<string, string>) {
  const response = await fetch(url, {
    method: form ? 'POST' : 'GET',
    redirect: 'manual',
    ...(form ? { body: new URLSearchParams(form) } : {}),
  })
  return {
    status: response.status,
    location: response.headers.get('location'),
    html: await response.text(),
  }
}

const card = (number: string) => ({
  cardnumber: number,
  'exp-date': '12 / 34',
  cvc: '123',
  name: 'Pat Buyer',
})

describe('Checkout Sessions', () => {
  it('are created open, with the total, and a url on the fake', async () => {
    const session = await createDepositSession()
    expect(session).toMatchObject({
      object: 'checkout.session',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 50_000,
      currency: 'usd',
      livemode: false,
      client_reference_id: 'order-42',
      payment_intent: null,
    })
    expect(session.id).toMatch(/^cs_test_/)
    expect(session.url).toBe(`${server.url}/c/pay/${session.id}`)
    const items = await stripe.checkout.sessions.listLineItems(session.id)
    expect(items.data.map((item) => [item.description, item.quantity, item.amount_total])).toEqual([
      ['Deposit on a Denago EV', 2, 50_000],
    ])
  })

  it('refuse bad parameters as Stripe does', async () => {
    await expect(
      stripe.checkout.sessions.create({
        mode: 'payment',
        success_url: 'https://dealer.example/paid',
      }),
    ).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'parameter_missing',
      param: 'line_items',
    })
    await expect(
      createDepositSession({ unknown_thing: 'x' } as Partial<Stripe.Checkout.SessionCreateParams>),
    ).rejects.toMatchObject({ type: 'StripeInvalidRequestError', code: 'parameter_unknown' })
    await expect(stripe.checkout.sessions.retrieve('cs_test_nope')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    })
  })

  it('need the secret key', async () => {
    const stranger = new Stripe('sk_test_wrong', {
      host: '127.0.0.1',
      port: server.port,
      protocol: 'http',
    })
    await expect(stranger.customers.create({})).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
      statusCode: 401,
    })
  })

  it('paid with 4242 hold the amount on a saved card, and say so when retrieved expanded', async () => {
    const session = await createDepositSession()
    expect(server.payWithCard(session.id, '4242 4242 4242 4242')).toEqual({ outcome: 'complete' })
    const paid = await stripe.checkout.sessions.retrieve(session.id, {
      expand: ['payment_intent', 'payment_intent.latest_charge'],
    })
    // a held payment is not paid yet: real Stripe says unpaid until it is captured
    expect(paid).toMatchObject({ status: 'complete', payment_status: 'unpaid', url: null })
    const intent = paid.payment_intent as Stripe.PaymentIntent
    expect(intent).toMatchObject({
      status: 'requires_capture',
      amount: 50_000,
      amount_capturable: 50_000,
      capture_method: 'manual',
      metadata: { order: 'order-42' },
      description: 'Cart deposit',
    })
    const charge = intent.latest_charge as Stripe.Charge
    expect(charge.captured).toBe(false)
    expect(charge.payment_method_details?.card?.capture_before).toBe(
      server.now() + 7 * 24 * 60 * 60,
    )
    const customer = await stripe.customers.retrieve(paid.customer as string)
    expect(customer).toMatchObject({ email: 'buyer@example.com' })
    const cards = await stripe.paymentMethods.list({ customer: customer.id, type: 'card' })
    expect(cards.data.map((method) => [method.card?.brand, method.card?.last4])).toEqual([
      ['visa', '4242'],
    ])
    expect(server.events().map((event) => event.type)).toEqual(
      expect.arrayContaining([
        'payment_intent.amount_capturable_updated',
        'checkout.session.completed',
      ]),
    )
  })

  it('paid with automatic capture are paid at once', async () => {
    const session = await createDepositSession({
      payment_intent_data: { capture_method: 'automatic' },
    })
    server.payWithCard(session.id, '4242424242424242')
    const paid = await stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] })
    expect(paid.payment_status).toBe('paid')
    expect((paid.payment_intent as Stripe.PaymentIntent).status).toBe('succeeded')
  })

  it('stay payable when 0002 is declined, and take another card after', async () => {
    const session = await createDepositSession()
    expect(server.payWithCard(session.id, '4000 0000 0000 0002')).toEqual({
      outcome: 'declined',
      message: 'Your card was declined.',
    })
    const open = await stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] })
    expect(open.status).toBe('open')
    const intent = open.payment_intent as Stripe.PaymentIntent
    expect(intent.status).toBe('requires_payment_method')
    expect(intent.last_payment_error).toMatchObject({
      code: 'card_declined',
      decline_code: 'generic_decline',
    })
    expect(server.payWithCard(session.id, '4242 4242 4242 4242')).toEqual({ outcome: 'complete' })
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('requires_capture')
  })

  it('ask for 3D Secure with 3155, paid once authenticated or declined when not', async () => {
    const authenticated = await createDepositSession()
    expect(server.payWithCard(authenticated.id, '4000 0025 0000 3155')).toEqual({
      outcome: 'complete',
    })
    const failed = await createDepositSession()
    expect(
      server.payWithCard(failed.id, '4000 0025 0000 3155', { authenticate: false }),
    ).toMatchObject({
      outcome: 'declined',
      message: expect.stringContaining('unable to authenticate'),
    })
    expect((await stripe.checkout.sessions.retrieve(failed.id)).status).toBe('open')
  })

  it('can be found by their PaymentIntent, and expired while open', async () => {
    const session = await createDepositSession()
    server.payWithCard(session.id, '4242424242424242')
    const { payment_intent } = await stripe.checkout.sessions.retrieve(session.id)
    const found = await stripe.checkout.sessions.list({ payment_intent: payment_intent as string })
    expect(found.data.map((item) => item.id)).toEqual([session.id])
    await expect(stripe.checkout.sessions.expire(session.id)).rejects.toMatchObject({
      statusCode: 400,
    })
    const other = await createDepositSession()
    expect((await stripe.checkout.sessions.expire(other.id)).status).toBe('expired')
    expect(
      server.events('checkout.session.expired').map((event) => event.data.object.id),
    ).toContain(other.id)
  })

  it('in setup mode save the card to the customer for later', async () => {
    const customer = await stripe.customers.create({ email: 'renter@example.com' })
    const session = await stripe.checkout.sessions.create({
      mode: 'setup',
      currency: 'usd',
      customer: customer.id,
      success_url: 'https://dealer.example/saved',
    })
    expect(server.payWithCard(session.id, '4000 0000 0000 0002')).toMatchObject({
      outcome: 'declined',
    })
    expect(server.payWithCard(session.id, '5555 5555 5555 4444')).toEqual({ outcome: 'complete' })
    const done = await stripe.checkout.sessions.retrieve(session.id, { expand: ['setup_intent'] })
    expect(done.payment_status).toBe('no_payment_required')
    const setup = done.setup_intent as Stripe.SetupIntent
    expect(setup.status).toBe('succeeded')
    const method = await stripe.paymentMethods.retrieve(setup.payment_method as string)
    expect(method).toMatchObject({
      customer: customer.id,
      card: { brand: 'mastercard', last4: '4444' },
    })
  })
})

describe('the hosted page', () => {
  it('shows the order and a labelled card form, and a Back link', async () => {
    const session = await createDepositSession()
    const { status, html } = await hosted(session.url ?? '')
    expect(status).toBe(200)
    expect(html).toContain('<html lang="en">')
    expect(html).toContain('<h1>Pay Keystone Electric Golf Carts</h1>')
    expect(html).toContain('Deposit on a Denago EV')
    expect(html).toContain('$500.00')
    for (const [id, label] of [
      ['cardnumber', 'Card number'],
      ['exp-date', 'Expiration (MM / YY)'],
      ['cvc', 'CVC'],
      ['name', 'Name on card'],
      ['email', 'Email'],
    ]) {
      expect(html).toContain(`<label for="${id}">${label}</label>`)
      expect(html).toContain(`id="${id}"`)
    }
    expect(html).toContain('<button type="submit">Pay</button>')
    expect(html).toContain('<a href="https://dealer.example/cart">Back</a>')
  })

  it('pays with 4242 and sends the payer to success_url with the session id', async () => {
    const session = await createDepositSession()
    const answer = await hosted(session.url ?? '', card('4242 4242 4242 4242'))
    expect(answer.status).toBe(303)
    expect(answer.location).toBe(`https://dealer.example/paid?session=${session.id}`)
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('complete')
    const again = await hosted(session.url ?? `${server.url}/c/pay/${session.id}`)
    expect(again.html).toContain('This checkout session is complete')
  })

  it('says a declined card was declined and stays payable', async () => {
    const session = await createDepositSession()
    const answer = await hosted(session.url ?? '', card('4000 0000 0000 0002'))
    expect(answer.status).toBe(200)
    expect(answer.html).toContain('role="alert" id="payment-error">Your card was declined.</p>')
    expect(answer.html).toContain('<button type="submit">Pay</button>')
    const invalid = await hosted(session.url ?? '', card('4242 4242 4242 4241'))
    expect(invalid.html).toContain('Your card number is invalid.')
    const past = await hosted(session.url ?? '', {
      ...card('4242424242424242'),
      'exp-date': '01 / 20',
    })
    expect(past.html).toContain('expiration date is in the past.')
  })

  it('asks for authentication with 3155: failing returns to the form, completing pays', async () => {
    const session = await createDepositSession()
    const url = session.url ?? ''
    const first = await hosted(url, card('4000 0025 0000 3155'))
    expect(first.status).toBe(303)
    expect(first.location).toBe(`/c/pay/${session.id}/authenticate`)
    const challenge = await hosted(`${server.url}${first.location}`)
    expect(challenge.html).toContain('Complete authentication')
    expect(challenge.html).toContain('Fail authentication')
    const failed = await hosted(`${server.url}${first.location}`, { outcome: 'fail' })
    expect(failed.html).toContain('We are unable to authenticate your payment method.')
    await hosted(url, card('4000 0025 0000 3155'))
    const passed = await hosted(`${server.url}${first.location}`, { outcome: 'complete' })
    expect(passed.location).toBe(`https://dealer.example/paid?session=${session.id}`)
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('complete')
  })

  it('says an expired session has expired', async () => {
    const session = await createDepositSession({ expires_at: server.now() + 31 * 60 })
    server.advanceTime(32 * 60)
    const page = await hosted(session.url ?? '')
    expect(page.html).toContain('This checkout session has expired')
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('expired')
  })
})
