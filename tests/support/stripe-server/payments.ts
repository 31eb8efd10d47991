import type Stripe from 'stripe'

import type { TestCard } from './cards'
import { invalidRequest, type StripeErrorBody, StripeFailure } from './errors'
import { newId, type Store } from './state'

/** Seven days: how long Stripe holds an online card authorization before releasing it. */
export const authorizationSeconds = 7 * 24 * 60 * 60

export type CaptureMethod = 'automatic' | 'automatic_async' | 'manual'

export function createPaymentIntent(
  store: Store,
  fields: {
    amount: number
    currency: string
    customer: string | null
    paymentMethod: string | null
    captureMethod: CaptureMethod
    setupFutureUsage: 'off_session' | 'on_session' | null
    metadata: Record<string, string>
    description: string | null
    receiptEmail?: string | null
  },
): Stripe.PaymentIntent {
  const id = newId('pi_')
  const intent: Stripe.PaymentIntent = {
    id,
    object: 'payment_intent',
    allowed_payment_method_types: null,
    amount: fields.amount,
    amount_capturable: 0,
    amount_details: { tip: {} },
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: fields.captureMethod,
    client_secret: `${id}_secret_${newId('', 25)}`,
    confirmation_method: 'automatic',
    created: store.now(),
    currency: fields.currency,
    customer: fields.customer,
    customer_account: null,
    description: fields.description,
    excluded_payment_method_types: null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    managed_payments: null,
    metadata: fields.metadata,
    next_action: null,
    on_behalf_of: null,
    payment_method: fields.paymentMethod,
    payment_method_configuration_details: null,
    payment_method_options: {
      card: {
        installments: null,
        mandate_options: null,
        network: null,
        request_three_d_secure: 'automatic',
      },
    },
    payment_method_types: ['card'],
    payment_record: null,
    processing: null,
    receipt_email: fields.receiptEmail ?? null,
    review: null,
    setup_future_usage: fields.setupFutureUsage,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: fields.paymentMethod ? 'requires_confirmation' : 'requires_payment_method',
    transfer_data: null,
    transfer_group: null,
  }
  store.paymentIntents.set(id, intent)
  store.emit('payment_intent.created', intent)
  return intent
}

/** What the card network says to one payment attempt with a test card. */
export type Decision =
  | { result: 'approved' }
  | { result: 'requires_action' }
  | { result: 'declined'; code: string; decline_code: string; message: string }

const declined = { result: 'declined', code: 'card_declined' } as const
const authenticationRequired = {
  result: 'declined',
  code: 'authentication_required',
  decline_code: 'authentication_required',
  message: 'Your card was declined. This transaction requires authentication.',
} as const

/**
 * How a test card answers a payment: on session (the payer at the hosted page,
 * `authenticated` once they passed 3D Secure) or off session (a saved card
 * charged without them; `setUp` when it was saved for that).
 */
export function decide(
  card: TestCard,
  attempt: { offSession: boolean; authenticated: boolean; setUp: boolean },
): Decision {
  switch (card.behaviour) {
    case 'succeeds':
      return { result: 'approved' }
    case 'declined':
    case 'declined_after_attaching':
      return { ...declined, decline_code: 'generic_decline', message: 'Your card was declined.' }
    case 'insufficient_funds':
      return {
        ...declined,
        decline_code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      }
    case 'authenticate_unless_set_up':
      if (attempt.offSession) return attempt.setUp ? { result: 'approved' } : authenticationRequired
      return attempt.authenticated ? { result: 'approved' } : { result: 'requires_action' }
    case 'authenticate_always':
      if (attempt.offSession) return authenticationRequired
      return attempt.authenticated ? { result: 'approved' } : { result: 'requires_action' }
  }
}

function newCharge(
  store: Store,
  intent: Stripe.PaymentIntent,
  paymentMethod: Stripe.PaymentMethod,
  decision: Decision,
): Stripe.Charge {
  const card = paymentMethod.card
  const approved = decision.result === 'approved'
  const captured = approved && intent.capture_method !== 'manual'
  const created = store.now()
  const charge: Stripe.Charge = {
    id: newId('ch_'),
    object: 'charge',
    amount: intent.amount,
    amount_captured: captured ? intent.amount : 0,
    amount_refunded: 0,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: captured ? newId('txn_') : null,
    billing_details: paymentMethod.billing_details,
    calculated_statement_descriptor: 'STRIPE* TEST',
    captured,
    created,
    currency: intent.currency,
    customer: typeof intent.customer === 'string' ? intent.customer : null,
    description: intent.description,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: decision.result === 'declined' ? decision.code : null,
    failure_message: decision.result === 'declined' ? decision.message : null,
    fraud_details: {},
    livemode: false,
    metadata: { ...intent.metadata },
    on_behalf_of: null,
    outcome: approved
      ? {
          advice_code: null,
          network_advice_code: null,
          network_decline_code: null,
          network_status: 'approved_by_network',
          reason: null,
          risk_level: 'normal',
          risk_score: 32,
          seller_message: 'Payment complete.',
          type: 'authorized',
        }
      : {
          advice_code: 'try_again_later',
          network_advice_code: null,
          network_decline_code: null,
          network_status: 'declined_by_network',
          reason: decision.result === 'declined' ? decision.decline_code : null,
          risk_level: 'normal',
          risk_score: 32,
          seller_message: 'The bank did not return any further details with this decline.',
          type: 'issuer_declined',
        },
    paid: approved,
    payment_intent: intent.id,
    payment_method: paymentMethod.id,
    payment_method_details: {
      type: 'card',
      card: {
        amount_authorized: approved ? intent.amount : null,
        authorization_code: approved ? newId('', 6) : null,
        brand: card?.brand ?? null,
        ...(approved && intent.capture_method === 'manual'
          ? { capture_before: created + authorizationSeconds }
          : {}),
        checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
        country: 'US',
        electronic_commerce_indicator: null,
        exp_month: card?.exp_month ?? 12,
        exp_year: card?.exp_year ?? 2030,
        funding: card?.funding ?? 'credit',
        installments: null,
        last4: card?.last4 ?? null,
        mandate: null,
        network: card?.brand ?? null,
        network_transaction_id: approved ? newId('', 15) : null,
        regulated_status: 'unregulated',
        three_d_secure: null,
        transaction_link_id: null,
        wallet: null,
      },
    },
    receipt_email: intent.receipt_email,
    receipt_number: null,
    receipt_url: null,
    refunded: false,
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: approved ? 'succeeded' : 'failed',
    transfer_data: null,
    transfer_group: null,
  }
  store.charges.set(charge.id, charge)
  return charge
}

/**
 * Applies a card network's answer to a PaymentIntent: a charge (succeeded or
 * failed), the intent's new status, and the events Stripe sends for them.
 * Returns the error Stripe answers a declined confirmation with.
 */
export function settleAttempt(
  store: Store,
  intent: Stripe.PaymentIntent,
  paymentMethod: Stripe.PaymentMethod,
  decision: Decision,
): StripeErrorBody | null {
  if (decision.result === 'requires_action') {
    intent.status = 'requires_action'
    intent.payment_method = paymentMethod.id
    intent.next_action = { type: 'use_stripe_sdk', use_stripe_sdk: {} }
    store.emit('payment_intent.requires_action', intent)
    return null
  }
  intent.next_action = null
  const charge = newCharge(store, intent, paymentMethod, decision)
  intent.latest_charge = charge.id
  if (decision.result === 'approved') {
    intent.payment_method = paymentMethod.id
    intent.last_payment_error = null
    store.emit('charge.succeeded', charge)
    if (intent.capture_method === 'manual') {
      intent.status = 'requires_capture'
      intent.amount_capturable = intent.amount
      store.emit('payment_intent.amount_capturable_updated', intent)
    } else {
      intent.status = 'succeeded'
      intent.amount_received = intent.amount
      store.emit('payment_intent.succeeded', intent)
    }
    return null
  }
  const error = {
    type: 'card_error',
    code: decision.code,
    decline_code: decision.decline_code,
    message: decision.message,
    charge: charge.id,
    doc_url: `https://stripe.com/docs/error-codes/${decision.code.replaceAll('_', '-')}`,
  } as const
  // a failed attempt leaves the intent without a payment method, as in Stripe
  intent.status = 'requires_payment_method'
  intent.payment_method = null
  intent.last_payment_error = { ...error, payment_method: structuredClone(paymentMethod) }
  store.emit('charge.failed', charge)
  store.emit('payment_intent.payment_failed', intent)
  return {
    ...error,
    payment_intent: structuredClone(intent),
    payment_method: structuredClone(paymentMethod),
  }
}

/** A failed 3D Secure challenge: the intent needs another payment method. */
export function failAuthentication(store: Store, intent: Stripe.PaymentIntent): string {
  const message =
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.'
  const paymentMethod = intent.payment_method
  intent.status = 'requires_payment_method'
  intent.next_action = null
  intent.payment_method = null
  intent.last_payment_error = {
    type: 'invalid_request_error',
    code: 'payment_intent_authentication_failure',
    doc_url: 'https://stripe.com/docs/error-codes/payment-intent-authentication-failure',
    message,
    ...(typeof paymentMethod === 'string' && store.paymentMethods.get(paymentMethod)
      ? { payment_method: structuredClone(store.paymentMethods.get(paymentMethod)) }
      : {}),
  }
  store.emit('payment_intent.payment_failed', intent)
  return message
}

function latestCharge(store: Store, intent: Stripe.PaymentIntent): Stripe.Charge | undefined {
  return typeof intent.latest_charge === 'string'
    ? store.charges.get(intent.latest_charge)
    : undefined
}

const cancelable = [
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
  'processing',
]

/** Captures an authorization, all of it or `amount`; the rest is released at once. */
export function capture(store: Store, intent: Stripe.PaymentIntent, amount?: number): void {
  if (intent.status !== 'requires_capture') {
    throw invalidRequest(
      `This PaymentIntent could not be captured because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`,
      { code: 'payment_intent_unexpected_state' },
    )
  }
  const captured = amount ?? intent.amount_capturable
  if (captured < 1 || captured > intent.amount_capturable) {
    throw invalidRequest(
      `The amount_to_capture (${captured}) must be between 1 and the amount capturable (${intent.amount_capturable}).`,
      { param: 'amount_to_capture', code: 'amount_too_large' },
    )
  }
  const charge = latestCharge(store, intent)
  if (!charge)
    throw new StripeFailure(500, { type: 'api_error', message: 'The charge is missing.' })
  charge.captured = true
  charge.amount_captured = captured
  // Stripe shows the released part of a partial capture as refunded
  charge.amount_refunded = charge.amount - captured
  charge.balance_transaction = newId('txn_')
  intent.amount_received = captured
  intent.amount_capturable = 0
  intent.status = 'succeeded'
  store.emit('charge.captured', charge)
  store.emit('payment_intent.succeeded', intent)
}

/** Cancels an intent that is not done; an authorization on it is released. */
export function cancel(
  store: Store,
  intent: Stripe.PaymentIntent,
  reason: Stripe.PaymentIntent.CancellationReason | null,
): void {
  if (!cancelable.includes(intent.status)) {
    throw invalidRequest(
      `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${cancelable.join(', ')}.`,
      { code: 'payment_intent_unexpected_state' },
    )
  }
  const wasAuthorized = intent.status === 'requires_capture'
  intent.status = 'canceled'
  intent.canceled_at = store.now()
  intent.cancellation_reason = reason
  intent.amount_capturable = 0
  intent.next_action = null
  const charge = latestCharge(store, intent)
  if (wasAuthorized && charge) {
    charge.amount_refunded = charge.amount
    charge.refunded = true
    if (reason === 'automatic') store.emit('charge.expired', charge)
  }
  store.emit('payment_intent.canceled', intent)
}

/** Releases every authorization whose `capture_before` has passed on the test clock. */
export function expireAuthorizations(store: Store): void {
  for (const intent of store.paymentIntents.values()) {
    if (intent.status !== 'requires_capture') continue
    const captureBefore = latestCharge(store, intent)?.payment_method_details?.card?.capture_before
    if (captureBefore !== undefined && captureBefore <= store.now())
      cancel(store, intent, 'automatic')
  }
}

/** Refunds a captured payment, all that is left of it or `amount`. */
export function refund(
  store: Store,
  intent: Stripe.PaymentIntent,
  fields: {
    amount?: number
    metadata: Record<string, string>
    reason: Stripe.Refund.Reason | null
  },
): Stripe.Refund {
  const charge = latestCharge(store, intent)
  if (!charge || intent.status !== 'succeeded') {
    throw invalidRequest(
      `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
      { code: 'charge_not_refundable' },
    )
  }
  const left = charge.amount - charge.amount_refunded
  if (left === 0) {
    throw invalidRequest(`Charge ${charge.id} has already been refunded.`, {
      code: 'charge_already_refunded',
    })
  }
  const amount = fields.amount ?? left
  if (amount > left) {
    const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`
    throw invalidRequest(
      `Refund amount (${dollars(amount)}) is greater than unrefunded amount on charge (${dollars(left)})`,
      { param: 'amount', code: 'amount_too_large' },
    )
  }
  if (amount < 1) {
    throw invalidRequest('Amount must be at least 1 cent.', {
      param: 'amount',
      code: 'amount_too_small',
    })
  }
  const created: Stripe.Refund = {
    id: newId('re_'),
    object: 'refund',
    amount,
    balance_transaction: newId('txn_'),
    charge: charge.id,
    created: store.now(),
    currency: charge.currency,
    customer: charge.customer,
    customer_account: null,
    destination_details: {
      type: 'card',
      card: {
        reference_status: 'pending',
        reference_type: 'acquirer_reference_number',
        type: 'refund',
      },
    },
    metadata: fields.metadata,
    payment_intent: intent.id,
    payment_method: charge.payment_method,
    reason: fields.reason,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  }
  store.refunds.set(created.id, created)
  charge.amount_refunded += amount
  charge.refunded = charge.amount_refunded === charge.amount
  store.emit('refund.created', created)
  store.emit('charge.refunded', charge)
  return created
}
