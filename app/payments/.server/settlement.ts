import type Stripe from 'stripe'

import type { PaymentKind, PaymentStatus } from '#app/payments/ledger.ts'

import type { StripeAnswer } from './stripe-writes'

/** What Stripe's answer (or an event) says of a ledger row: its status and the Stripe ids learnt. */
export type Settlement = {
  status: PaymentStatus
  ids?: {
    checkoutSession?: string | null
    paymentIntent?: string | null
    charge?: string | null
    refund?: string | null
  }
  failure?: string | null
}

/** A Stripe id, whether the field holds it or the object it was expanded to. */
export const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null)

/**
 * A PaymentIntent's status as the row of `kind` reads it. A payment begun on
 * the hosted page (`fromCheckout`) is not failed by a declined card: the
 * payer may try another on the same page; it ends when the session does.
 */
export function intentSettlement(
  kind: PaymentKind,
  intent: Stripe.PaymentIntent,
  options: { fromCheckout?: boolean } = {},
): Settlement {
  const ids = { paymentIntent: intent.id, charge: idOf(intent.latest_charge) }
  const settled = (status: PaymentStatus, failure?: string | null): Settlement => ({
    status,
    ids,
    ...(failure ? { failure } : {}),
  })
  switch (intent.status) {
    case 'requires_payment_method':
    case 'requires_confirmation':
      if (options.fromCheckout || !intent.last_payment_error) return settled('pending')
      return settled('failed', intent.last_payment_error.message ?? 'The card was declined.')
    case 'requires_capture':
      return settled(kind === 'authorisation' ? 'succeeded' : 'pending')
    case 'succeeded':
      if (kind === 'release') return settled('failed', 'The payment was captured, not released.')
      return settled('succeeded')
    case 'canceled':
      return settled(kind === 'release' ? 'succeeded' : 'canceled')
    default:
      // requires_action, processing: the payer or the bank has still to answer
      return settled('pending')
  }
}

export function refundSettlement(refund: Stripe.Refund): Settlement {
  const ids = {
    refund: refund.id,
    paymentIntent: idOf(refund.payment_intent),
    charge: idOf(refund.charge),
  }
  switch (refund.status) {
    case 'succeeded':
      return { status: 'succeeded', ids }
    case 'failed':
      return { status: 'failed', ids, failure: refund.failure_reason ?? 'The refund failed.' }
    case 'canceled':
      return { status: 'canceled', ids }
    default:
      return { status: 'pending', ids }
  }
}

/** A Checkout Session: open (waiting for the payer), expired, or complete with its payment. */
export function sessionSettlement(kind: PaymentKind, session: Stripe.Checkout.Session): Settlement {
  const intent = session.payment_intent
  if (intent && typeof intent === 'object' && session.status !== 'expired') {
    const read = intentSettlement(kind, intent, { fromCheckout: true })
    return { ...read, ids: { ...read.ids, checkoutSession: session.id } }
  }
  const ids = { checkoutSession: session.id, paymentIntent: idOf(intent) }
  if (session.status === 'expired') return { status: 'canceled', ids }
  if (session.status === 'complete' && session.payment_status === 'paid' && kind === 'charge') {
    return { status: 'succeeded', ids }
  }
  return { status: 'pending', ids }
}

/** What a write's answer says of its row. */
export function answerSettlement(kind: PaymentKind, answer: StripeAnswer): Settlement {
  switch (answer.object) {
    case 'payment_intent':
      return intentSettlement(kind, answer)
    case 'refund':
      return refundSettlement(answer)
    case 'checkout.session':
      return sessionSettlement(kind, answer)
  }
}

/**
 * A refusal that is Stripe's final word on a write (a declined card, a
 * request it will never carry out): the row fails. Anything else (the
 * network, Stripe's own errors, a rate limit) leaves it pending for a retry
 * with the same key.
 */
export function refusalSettlement(error: unknown): Settlement | undefined {
  if (!(error instanceof Error) || !('type' in error)) return undefined
  const { type, message } = error as Stripe.errors.StripeError
  if (type === 'StripeCardError') {
    const intent = (error as Stripe.errors.StripeCardError).payment_intent
    return { status: 'failed', failure: message, ids: { paymentIntent: intent?.id ?? null } }
  }
  if (type === 'StripeInvalidRequestError') return { status: 'failed', failure: message }
  return undefined
}
