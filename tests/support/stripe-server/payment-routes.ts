import type Stripe from 'stripe'

import { type ApiContext, limitOf, list, type Route } from './api'
import { badParam, invalidRequest, missing, StripeFailure } from './errors'
import { allowOnly } from './form'
import { cancel, capture, createPaymentIntent, decide, refund, settleAttempt } from './payments'
import type { Store } from './state'

function intentOf(store: Store, id: string, param = 'intent'): Stripe.PaymentIntent {
  const found = store.paymentIntents.get(id)
  if (!found) throw missing('payment_intent', id, param)
  return found
}

/** Confirms an intent with its saved card: Stripe answers a refusal with 402 and the intent. */
function confirm(store: Store, intent: Stripe.PaymentIntent, offSession: boolean): void {
  const paymentMethod =
    typeof intent.payment_method === 'string'
      ? store.paymentMethods.get(intent.payment_method)
      : undefined
  const saved = paymentMethod ? store.cards.get(paymentMethod.id) : undefined
  if (!paymentMethod || !saved) {
    throw invalidRequest(
      "You cannot confirm this PaymentIntent because it's missing a payment method. To confirm the PaymentIntent with a payment method, pass its id in `payment_method`.",
      { code: 'payment_intent_unexpected_state' },
    )
  }
  const decision = decide(saved.card, {
    offSession,
    authenticated: false,
    setUp: saved.setUpForOffSession,
  })
  const error = settleAttempt(store, intent, paymentMethod, decision)
  if (error) throw new StripeFailure(402, error)
}

function create({ store, params }: ApiContext): Stripe.PaymentIntent {
  allowOnly(params.params, [
    'amount',
    'currency',
    'customer',
    'payment_method',
    'payment_method_types',
    'off_session',
    'confirm',
    'capture_method',
    'setup_future_usage',
    'metadata',
    'description',
    'receipt_email',
    'statement_descriptor_suffix',
  ])
  const amount = params.requiredInteger('amount')
  if (amount < 50) {
    throw invalidRequest('Amount must be at least $0.50 usd', {
      param: 'amount',
      code: 'amount_too_small',
      saved: false,
    })
  }
  const currency = params.requiredString('currency').toLowerCase()
  const customer = params.string('customer') ?? null
  if (customer && !store.customers.has(customer)) throw missing('customer', customer, 'customer')
  const paymentMethodId = params.string('payment_method') ?? null
  const paymentMethod = paymentMethodId ? store.paymentMethods.get(paymentMethodId) : undefined
  if (paymentMethodId && !paymentMethod) {
    throw missing('PaymentMethod', paymentMethodId, 'payment_method')
  }
  if (paymentMethod?.customer && paymentMethod.customer !== customer) {
    throw badParam(
      `The provided PaymentMethod ${paymentMethod.id} does not belong to the Customer ${customer ?? '(none)'}. Pass the Customer the PaymentMethod is attached to.`,
      'payment_method',
      'payment_intent_invalid_parameter',
    )
  }
  const confirmNow = params.boolean('confirm') ?? false
  const offSessionParam = params.string('off_session')
  const offSession =
    offSessionParam === 'true' || offSessionParam === 'recurring' || offSessionParam === 'one_off'
  if (offSessionParam !== undefined && !confirmNow) {
    throw badParam('off_session can only be used with confirm=true.', 'off_session')
  }
  const intent = createPaymentIntent(store, {
    amount,
    currency,
    customer,
    paymentMethod: paymentMethodId,
    captureMethod:
      params.oneOf('capture_method', ['automatic', 'automatic_async', 'manual']) ??
      'automatic_async',
    setupFutureUsage: params.oneOf('setup_future_usage', ['off_session', 'on_session']) ?? null,
    metadata: params.metadata(),
    description: params.string('description') ?? null,
    receiptEmail: params.string('receipt_email') ?? null,
  })
  if (confirmNow) confirm(store, intent, offSession)
  return intent
}

const cancellationReasons = [
  'abandoned',
  'duplicate',
  'fraudulent',
  'requested_by_customer',
] as const

export const paymentRoutes: Route[] = [
  { method: 'POST', path: /^\/v1\/payment_intents$/, handle: create },
  {
    method: 'GET',
    path: /^\/v1\/payment_intents\/([^/]+)$/,
    handle({ store, params }, id) {
      allowOnly(params.params, ['client_secret'])
      return intentOf(store, id)
    },
  },
  {
    method: 'GET',
    path: /^\/v1\/payment_intents$/,
    handle({ store, params }) {
      allowOnly(params.params, ['customer', 'limit'])
      const customer = params.string('customer')
      const intents = [...store.paymentIntents.values()].filter(
        (intent) => !customer || intent.customer === customer,
      )
      return list('/v1/payment_intents', intents, limitOf(params))
    },
  },
  {
    method: 'POST',
    path: /^\/v1\/payment_intents\/([^/]+)\/capture$/,
    handle({ store, params }, id) {
      allowOnly(params.params, ['amount_to_capture', 'metadata', 'final_capture'])
      const intent = intentOf(store, id)
      capture(store, intent, params.integer('amount_to_capture'))
      intent.metadata = params.metadata('metadata', intent.metadata)
      return intent
    },
  },
  {
    method: 'POST',
    path: /^\/v1\/payment_intents\/([^/]+)\/cancel$/,
    handle({ store, params }, id) {
      allowOnly(params.params, ['cancellation_reason'])
      const intent = intentOf(store, id)
      cancel(store, intent, params.oneOf('cancellation_reason', cancellationReasons) ?? null)
      return intent
    },
  },
  {
    method: 'GET',
    path: /^\/v1\/charges\/([^/]+)$/,
    handle({ store, params }, id) {
      allowOnly(params.params, [])
      const charge = store.charges.get(id)
      if (!charge) throw missing('charge', id)
      return charge
    },
  },
  {
    method: 'POST',
    path: /^\/v1\/refunds$/,
    handle({ store, params }) {
      allowOnly(params.params, ['payment_intent', 'charge', 'amount', 'metadata', 'reason'])
      const chargeId = params.string('charge')
      const charge = chargeId ? store.charges.get(chargeId) : undefined
      if (chargeId && !charge) throw missing('charge', chargeId, 'charge')
      const intentId =
        params.string('payment_intent') ?? (charge?.payment_intent as string | undefined)
      if (!intentId) {
        throw badParam(
          'One of the following params should be provided for this request: payment_intent or charge.',
          'payment_intent',
          'parameter_missing',
        )
      }
      const amount = params.integer('amount')
      return refund(store, intentOf(store, intentId, 'payment_intent'), {
        ...(amount === undefined ? {} : { amount }),
        metadata: params.metadata(),
        reason:
          params.oneOf('reason', ['duplicate', 'fraudulent', 'requested_by_customer']) ?? null,
      })
    },
  },
  {
    method: 'GET',
    path: /^\/v1\/refunds\/([^/]+)$/,
    handle({ store, params }, id) {
      allowOnly(params.params, [])
      const found = store.refunds.get(id)
      if (!found) throw missing('refund', id)
      return found
    },
  },
  {
    method: 'GET',
    path: /^\/v1\/refunds$/,
    handle({ store, params }) {
      allowOnly(params.params, ['payment_intent', 'charge', 'limit'])
      const paymentIntent = params.string('payment_intent')
      const charge = params.string('charge')
      const refunds = [...store.refunds.values()].filter(
        (item) =>
          (!paymentIntent || item.payment_intent === paymentIntent) &&
          (!charge || item.charge === charge),
      )
      return list('/v1/refunds', refunds, limitOf(params))
    },
  },
]
