import Stripe from 'stripe'

import type { Settings } from '#app/kernel/.server/env.ts'

/** The settings online payment needs; without both secrets it is off. */
export type StripeSettings = Pick<
  Settings,
  'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_BASE'
>

/** Online payment, when it is on: the client and the webhook's signing secret. */
export type OnlinePayments = { stripe: Stripe; webhookSecret: string; testMode: boolean }

const clients = new Map<string, Stripe>()

/**
 * The one way the site reaches Stripe: the stripe package, on api.stripe.com
 * or on the test server STRIPE_API_BASE names (a test-mode key only, as the
 * settings check). Undefined when online payment is off. One client per key
 * and address, kept for the process. Network retries are the package's own,
 * safe because every write carries its ledger row's idempotency key.
 */
export function onlinePayments(settings: StripeSettings): OnlinePayments | undefined {
  const key = settings.STRIPE_SECRET_KEY
  const webhookSecret = settings.STRIPE_WEBHOOK_SECRET
  if (!key || !webhookSecret) return undefined
  const base = settings.STRIPE_API_BASE
  const cacheKey = `${key} ${base ?? ''}`
  let stripe = clients.get(cacheKey)
  if (!stripe) {
    stripe = new Stripe(key, { ...stripeAddress(base), maxNetworkRetries: 2, timeout: 20_000 })
    clients.set(cacheKey, stripe)
  }
  return { stripe, webhookSecret, testMode: /^(sk|rk)_test_/.test(key) }
}

/** Host, port and protocol of a Stripe-compatible server's address, for the package's options. */
export function stripeAddress(base: string | undefined): Stripe.StripeConfig {
  if (!base) return {}
  const url = new URL(base)
  const protocol = url.protocol === 'http:' ? 'http' : 'https'
  return {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  }
}

/**
 * Where a form may send the browser besides the site (the pages' CSP
 * `form-action`, which Chromium also applies to a form's redirect): Stripe's
 * hosted payment page while online payment is on, or the Stripe-compatible
 * server STRIPE_API_BASE names, which serves that page in tests.
 */
export function checkoutOrigins(settings: StripeSettings): string[] {
  if (!settings.STRIPE_SECRET_KEY || !settings.STRIPE_WEBHOOK_SECRET) return []
  const base = settings.STRIPE_API_BASE
  return base ? [new URL(base).origin] : ['https://checkout.stripe.com']
}
