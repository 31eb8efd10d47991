import { randomBytes } from 'node:crypto'

import type Stripe from 'stripe'

import type { EnteredCard } from './cards'

export type StripeObject =
  | Stripe.Checkout.Session
  | Stripe.Charge
  | Stripe.Customer
  | Stripe.LineItem
  | Stripe.PaymentIntent
  | Stripe.PaymentMethod
  | Stripe.Refund
  | Stripe.SetupIntent

/** An event as Stripe sends it to a webhook endpoint. */
export type StripeEvent = {
  id: string
  object: 'event'
  api_version: string
  created: number
  data: { object: StripeObject }
  livemode: false
  pending_webhooks: number
  request: { id: string | null; idempotency_key: string | null }
  type: string
}

/** A Checkout Session and what the hosted page needs beside it. */
export type CheckoutRecord = {
  session: Stripe.Checkout.Session
  lineItems: Stripe.LineItem[]
  /** payment mode: what the PaymentIntent is created with when the payer pays */
  intent: {
    captureMethod: 'automatic' | 'automatic_async' | 'manual'
    setupFutureUsage: 'off_session' | 'on_session' | null
    metadata: Record<string, string>
    description: string | null
  }
  /** setup mode: what the SetupIntent is created with */
  setup: { metadata: Record<string, string>; description: string | null }
  /** a card waiting for the payer to authenticate it, and who entered it */
  pending: { card: EnteredCard; payer: { email: string | null; name: string | null } } | null
}

/** The test card behind a saved PaymentMethod, and whether it was set up for off-session use. */
export type SavedCard = { card: EnteredCard; setUpForOffSession: boolean }

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** An id like Stripe's: its prefix, then random letters and digits. */
export function newId(prefix: string, length = 24): string {
  const bytes = randomBytes(length)
  return prefix + [...bytes].map((byte) => alphabet[byte % alphabet.length]).join('')
}

/** Everything the fake account holds, in memory, and its test clock. */
export class Store {
  readonly customers = new Map<string, Stripe.Customer>()
  readonly paymentMethods = new Map<string, Stripe.PaymentMethod>()
  readonly cards = new Map<string, SavedCard>()
  readonly paymentIntents = new Map<string, Stripe.PaymentIntent>()
  readonly charges = new Map<string, Stripe.Charge>()
  readonly refunds = new Map<string, Stripe.Refund>()
  readonly setupIntents = new Map<string, Stripe.SetupIntent>()
  readonly checkouts = new Map<string, CheckoutRecord>()
  /** the API request being answered, named in the events it causes */
  request: StripeEvent['request'] = { id: null, idempotency_key: null }
  private offsetSeconds = 0

  constructor(
    readonly apiVersion: string,
    /** where every new event goes (the webhook deliveries) */
    private readonly onEvent: (event: StripeEvent) => void,
  ) {}

  /** Seconds since the epoch on the test clock. */
  now(): number {
    return Math.floor(Date.now() / 1000) + this.offsetSeconds
  }

  advance(seconds: number): void {
    this.offsetSeconds += seconds
  }

  /** Records an event with a copy of the object as it is now. */
  emit(type: string, object: StripeObject): void {
    this.onEvent({
      id: newId('evt_'),
      object: 'event',
      api_version: this.apiVersion,
      created: this.now(),
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { ...this.request },
      type,
    })
  }

  /** Any object by its id, for `expand`. */
  find(id: string): StripeObject | undefined {
    const maps: [string, Map<string, StripeObject>][] = [
      ['cs_', new Map([...this.checkouts].map(([key, record]) => [key, record.session]))],
      ['ch_', this.charges],
      ['cus_', this.customers],
      ['pi_', this.paymentIntents],
      ['pm_', this.paymentMethods],
      ['re_', this.refunds],
      ['seti_', this.setupIntents],
    ]
    return maps.find(([prefix]) => id.startsWith(prefix))?.[1].get(id)
  }
}
