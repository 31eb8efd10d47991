import type Stripe from 'stripe'

import type { EnteredCard } from './cards'
import { newId, type Store } from './state'

/** A new Customer, as `POST /v1/customers` or a Checkout Session makes one. */
export function createCustomer(
  store: Store,
  fields: {
    email: string | null
    name: string | null
    description?: string | null
    phone?: string | null
    metadata?: Record<string, string>
  },
): Stripe.Customer {
  const customer: Stripe.Customer = {
    id: newId('cus_', 14),
    object: 'customer',
    address: null,
    balance: 0,
    created: store.now(),
    currency: null,
    default_source: null,
    delinquent: false,
    description: fields.description ?? null,
    discount: null,
    email: fields.email,
    invoice_prefix: newId('', 8).toUpperCase(),
    invoice_settings: {
      custom_fields: null,
      default_payment_method: null,
      footer: null,
      rendering_options: null,
    },
    livemode: false,
    metadata: fields.metadata ?? {},
    name: fields.name,
    next_invoice_sequence: 1,
    phone: fields.phone ?? null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  }
  store.customers.set(customer.id, customer)
  store.emit('customer.created', customer)
  return customer
}

/** A card PaymentMethod for a card the payer entered (not yet attached to anyone). */
export function createCardPaymentMethod(
  store: Store,
  card: EnteredCard,
  email: string | null,
): Stripe.PaymentMethod {
  const paymentMethod: Stripe.PaymentMethod = {
    id: newId('pm_'),
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: { address: null, email, name: card.name, phone: null, tax_id: null },
    card: {
      brand: card.brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
      country: 'US',
      display_brand: card.brand,
      exp_month: card.expMonth,
      exp_year: card.expYear,
      // the same card number always has the same fingerprint, as in Stripe
      fingerprint: Buffer.from(card.number).toString('base64url').slice(0, 16),
      funding: card.funding,
      generated_from: null,
      last4: card.last4,
      networks: { available: [card.brand], preferred: null },
      regulated_status: 'unregulated',
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: store.now(),
    customer: null,
    customer_account: null,
    livemode: false,
    metadata: {},
    type: 'card',
  }
  store.paymentMethods.set(paymentMethod.id, paymentMethod)
  store.cards.set(paymentMethod.id, { card, setUpForOffSession: false })
  return paymentMethod
}

/** Saves a card to a customer, for later payments (off session when `offSession`). */
export function attachPaymentMethod(
  store: Store,
  paymentMethod: Stripe.PaymentMethod,
  customerId: string,
  offSession: boolean,
): void {
  paymentMethod.customer = customerId
  const saved = store.cards.get(paymentMethod.id)
  if (saved && offSession) saved.setUpForOffSession = true
  store.emit('payment_method.attached', paymentMethod)
}
