import type Stripe from 'stripe'

import { type ApiContext, type ApiList, limitOf, list, type Route } from './api'
import { expireCheckout } from './checkout'
import { badParam, invalidRequest, missing } from './errors'
import { allowOnly, type Reader } from './form'
import { type CheckoutRecord, newId, type Store } from './state'

const createParams = [
  'mode',
  'line_items',
  'payment_intent_data',
  'setup_intent_data',
  'customer',
  'customer_creation',
  'customer_email',
  'client_reference_id',
  'metadata',
  'success_url',
  'cancel_url',
  'expires_at',
  'payment_method_types',
  'currency',
  'locale',
  'submit_type',
] as const

function record(store: Store, id: string): CheckoutRecord {
  const found = store.checkouts.get(id)
  if (!found) throw missing('checkout.session', id, 'session')
  return found
}

function lineItemsOf(context: ApiContext, mode: string): Stripe.LineItem[] {
  const items = context.params.list('line_items', ['price_data', 'quantity'])
  if (mode === 'setup') {
    if (items.length > 0) {
      throw badParam('You cannot pass `line_items` in `setup` mode.', 'line_items')
    }
    return []
  }
  if (items.length === 0) {
    throw badParam('Missing required param: line_items.', 'line_items', 'parameter_missing')
  }
  return items.map((item) => {
    const price = item.hash('price_data', ['currency', 'unit_amount', 'product_data', 'product'])
    if (!price) {
      throw badParam(
        'Missing required param: line_items[][price_data].',
        'line_items',
        'parameter_missing',
      )
    }
    const currency = price.requiredString('currency').toLowerCase()
    const unitAmount = price.requiredInteger('unit_amount')
    if (unitAmount < 0) throw badParam('Invalid non-negative integer', 'unit_amount')
    const product = price.hash('product_data', ['name', 'description', 'metadata'])
    if (!product) {
      throw badParam('Missing required param: product_data.', 'product_data', 'parameter_missing')
    }
    const name = product.requiredString('name')
    const quantity = item.requiredInteger('quantity')
    if (quantity < 1) throw badParam('Quantity must be at least 1.', 'quantity')
    const created = context.store.now()
    const lineItem: Stripe.LineItem = {
      id: newId('li_'),
      adjustable_quantity: null,
      object: 'item',
      amount_discount: 0,
      amount_subtotal: unitAmount * quantity,
      amount_tax: 0,
      amount_total: unitAmount * quantity,
      currency,
      description: name,
      metadata: {},
      price: {
        id: newId('price_'),
        object: 'price',
        active: false,
        billing_scheme: 'per_unit',
        created,
        currency,
        custom_unit_amount: null,
        livemode: false,
        lookup_key: null,
        metadata: {},
        nickname: null,
        product: newId('prod_', 14),
        recurring: null,
        tax_behavior: 'unspecified',
        tiers_mode: null,
        transform_quantity: null,
        type: 'one_time',
        unit_amount: unitAmount,
        // Stripe sends the decimal string; the package types it as its Decimal class
        unit_amount_decimal: null,
      },
      quantity,
    }
    return lineItem
  })
}

function create(context: ApiContext): Stripe.Checkout.Session {
  const { store, params } = context
  allowOnly(params.params, createParams)
  const mode = params.oneOf('mode', ['payment', 'setup', 'subscription'])
  if (!mode) throw badParam('Missing required param: mode.', 'mode', 'parameter_missing')
  if (mode === 'subscription')
    throw badParam('This fake supports only payment and setup mode.', 'mode')
  const lineItems = lineItemsOf(context, mode)
  const currencies = new Set(lineItems.map((item) => item.currency))
  if (currencies.size > 1) {
    throw badParam('All line items must use the same currency.', 'line_items')
  }
  const amount = lineItems.reduce((sum, item) => sum + item.amount_total, 0)
  const currency = lineItems[0]?.currency ?? params.string('currency')?.toLowerCase() ?? null
  if (mode === 'payment' && amount < 50) {
    throw badParam(
      "The Checkout Session's total amount due must add up to at least $0.50 usd",
      'line_items',
      'amount_too_small',
    )
  }

  const customer = params.string('customer') ?? null
  if (customer && !store.customers.has(customer)) throw missing('customer', customer, 'customer')
  const customerEmail = params.string('customer_email') ?? null
  if (customer && customerEmail) {
    throw badParam(
      'You may only specify one of these parameters: customer, customer_email.',
      'customer_email',
      'parameters_exclusive',
    )
  }
  const customerCreation = params.oneOf('customer_creation', ['always', 'if_required']) ?? null
  if (customer && customerCreation) {
    throw badParam(
      'You may only specify one of these parameters: customer, customer_creation.',
      'customer_creation',
      'parameters_exclusive',
    )
  }

  const intentData = params.hash('payment_intent_data', [
    'capture_method',
    'setup_future_usage',
    'metadata',
    'description',
    'receipt_email',
  ])
  if (intentData && mode !== 'payment') {
    throw badParam(
      'You can only pass `payment_intent_data` in `payment` mode.',
      'payment_intent_data',
    )
  }
  const setupData = params.hash('setup_intent_data', ['metadata', 'description'])

  const now = store.now()
  const expiresAt = params.integer('expires_at') ?? now + 24 * 60 * 60
  if (expiresAt < now + 30 * 60 || expiresAt > now + 24 * 60 * 60) {
    throw badParam(
      'The `expires_at` timestamp must be at least 30 minutes and less than 24 hours from Checkout Session creation.',
      'expires_at',
    )
  }
  for (const key of ['success_url', 'cancel_url']) {
    const url = params.string(key)
    if (url !== undefined && !/^https?:\/\//.test(url)) {
      throw badParam('Not a valid URL', key, 'url_invalid')
    }
  }

  const id = newId('cs_test_', 58)
  const session = {
    id,
    object: 'checkout.session',
    adaptive_pricing: null,
    after_expiration: null,
    allow_promotion_codes: null,
    allowed_payment_method_types: null,
    amount_subtotal: mode === 'payment' ? amount : null,
    amount_total: mode === 'payment' ? amount : null,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: params.string('cancel_url') ?? null,
    client_reference_id: params.string('client_reference_id') ?? null,
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created: now,
    currency,
    currency_conversion: null,
    custom_fields: [],
    custom_text: {
      after_submit: null,
      shipping_address: null,
      submit: null,
      terms_of_service_acceptance: null,
    },
    customer,
    customer_account: null,
    customer_creation: customer
      ? null
      : (customerCreation ?? (mode === 'payment' ? 'if_required' : null)),
    customer_details: null,
    customer_email: customerEmail,
    discounts: [],
    expires_at: expiresAt,
    integration_identifier: null,
    invoice: null,
    invoice_creation: null,
    livemode: false,
    locale: null,
    managed_payments: null,
    metadata: params.metadata(),
    mode,
    origin_context: null,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: mode === 'setup' ? 'always' : 'if_required',
    payment_method_configuration_details: null,
    payment_method_options: {},
    payment_method_types: ['card'],
    payment_status: mode === 'setup' ? 'no_payment_required' : 'unpaid',
    permissions: null,
    phone_number_collection: { enabled: false },
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: 'open',
    submit_type: null,
    subscription: null,
    success_url: params.string('success_url') ?? null,
    total_details:
      mode === 'payment' ? { amount_discount: 0, amount_shipping: 0, amount_tax: 0 } : null,
    ui_mode: 'hosted',
    url: `${context.origin}/c/pay/${id}`,
    wallet_options: null,
  } satisfies Stripe.Checkout.Session
  store.checkouts.set(id, {
    session,
    lineItems,
    intent: {
      captureMethod:
        intentData?.oneOf('capture_method', ['automatic', 'automatic_async', 'manual']) ??
        'automatic_async',
      setupFutureUsage:
        intentData?.oneOf('setup_future_usage', ['off_session', 'on_session']) ?? null,
      metadata: intentData?.metadata() ?? {},
      description: intentData?.string('description') ?? null,
    },
    setup: {
      metadata: setupData?.metadata() ?? {},
      description: setupData?.string('description') ?? null,
    },
    pending: null,
  })
  return session
}

function lineItemsList(store: Store, id: string, params: Reader): ApiList {
  const found = record(store, id)
  const items = found.lineItems
  return {
    object: 'list' as const,
    data: items.slice(0, limitOf(params)),
    has_more: items.length > limitOf(params),
    url: `/v1/checkout/sessions/${id}/line_items`,
  }
}

export const checkoutRoutes: Route[] = [
  { method: 'POST', path: /^\/v1\/checkout\/sessions$/, handle: create },
  {
    method: 'GET',
    path: /^\/v1\/checkout\/sessions$/,
    handle({ store, params }) {
      allowOnly(params.params, ['payment_intent', 'customer', 'status', 'limit'])
      const paymentIntent = params.string('payment_intent')
      const customer = params.string('customer')
      const status = params.string('status')
      const sessions = [...store.checkouts.values()]
        .map((found) => found.session)
        .filter(
          (session) =>
            (!paymentIntent || session.payment_intent === paymentIntent) &&
            (!customer || session.customer === customer) &&
            (!status || session.status === status),
        )
      return list('/v1/checkout/sessions', sessions, limitOf(params))
    },
  },
  {
    method: 'GET',
    path: /^\/v1\/checkout\/sessions\/([^/]+)$/,
    handle({ store, params }, id) {
      allowOnly(params.params, [])
      return record(store, id).session
    },
  },
  {
    method: 'GET',
    path: /^\/v1\/checkout\/sessions\/([^/]+)\/line_items$/,
    handle: ({ store, params }, id) => lineItemsList(store, id, params),
  },
  {
    method: 'POST',
    path: /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/,
    handle({ store, params }, id) {
      allowOnly(params.params, [])
      const found = record(store, id)
      if (found.session.status !== 'open') {
        throw invalidRequest(
          `Only Checkout Sessions with a status in ["open"] can be expired (this one is ${found.session.status}).`,
          { code: 'checkout_session_unexpected_state' },
        )
      }
      expireCheckout(store, found)
      return found.session
    },
  },
]
