import type Stripe from 'stripe'

/*
 * The writes the ledger makes at Stripe, as data: each is stored on its row
 * (stripe_request) before it is sent, so a retry sends exactly the same
 * request under the same idempotency key and Stripe answers as it did the
 * first time instead of moving money twice.
 */

export type StripeWrite =
  | { operation: 'checkout.sessions.create'; params: Stripe.Checkout.SessionCreateParams }
  | { operation: 'payment_intents.create'; params: Stripe.PaymentIntentCreateParams }
  | { operation: 'payment_intents.capture'; id: string; params: Stripe.PaymentIntentCaptureParams }
  | { operation: 'payment_intents.cancel'; id: string; params: Stripe.PaymentIntentCancelParams }
  | { operation: 'refunds.create'; params: Stripe.RefundCreateParams }

/** What Stripe answers a write with. */
export type StripeAnswer = Stripe.Checkout.Session | Stripe.PaymentIntent | Stripe.Refund

/** Sends a write under its row's idempotency key. */
export function sendStripeWrite(
  stripe: Stripe,
  write: StripeWrite,
  idempotencyKey: string,
): Promise<StripeAnswer> {
  const options = { idempotencyKey }
  switch (write.operation) {
    case 'checkout.sessions.create':
      return stripe.checkout.sessions.create(write.params, options)
    case 'payment_intents.create':
      return stripe.paymentIntents.create(write.params, options)
    case 'payment_intents.capture':
      return stripe.paymentIntents.capture(write.id, write.params, options)
    case 'payment_intents.cancel':
      return stripe.paymentIntents.cancel(write.id, write.params, options)
    case 'refunds.create':
      return stripe.refunds.create(write.params, options)
  }
}

/** Every object the ledger creates at Stripe names its row, so an event finds it even when the answer was lost. */
export const ledgerMetadata = (ledgerId: string) => ({ ledger_id: ledgerId })

/** A saved card charged (or only held, `hold`) without the renter on the page. */
export function offSessionPayment(
  ledgerId: string,
  input: {
    amountCents: number
    currency: string
    customer: string
    paymentMethod: string
    description: string
    hold?: boolean
  },
): StripeWrite {
  return {
    operation: 'payment_intents.create',
    params: {
      amount: input.amountCents,
      currency: input.currency,
      customer: input.customer,
      payment_method: input.paymentMethod,
      description: input.description,
      off_session: true,
      confirm: true,
      ...(input.hold ? { capture_method: 'manual' as const } : {}),
      metadata: ledgerMetadata(ledgerId),
    },
  }
}

/** A held payment taken, all of it or `amountCents` (the rest is released). */
export function capturePayment(paymentIntent: string, amountCents?: number): StripeWrite {
  return {
    operation: 'payment_intents.capture',
    id: paymentIntent,
    params: amountCents === undefined ? {} : { amount_to_capture: amountCents },
  }
}

/** A held payment let go. */
export function releasePayment(paymentIntent: string): StripeWrite {
  return { operation: 'payment_intents.cancel', id: paymentIntent, params: {} }
}

/** Money given back on a captured payment. */
export function refundPayment(
  ledgerId: string,
  paymentIntent: string,
  amountCents: number,
): StripeWrite {
  return {
    operation: 'refunds.create',
    params: {
      payment_intent: paymentIntent,
      amount: amountCents,
      metadata: ledgerMetadata(ledgerId),
    },
  }
}

/**
 * A payment on Stripe's hosted page (Checkout): paid at once, or held until
 * staff take it (`hold`); the card is saved for later charges when asked.
 */
export function checkoutPayment(
  ledgerId: string,
  input: {
    amountCents: number
    currency: string
    description: string
    successUrl: string
    cancelUrl: string
    email?: string
    hold?: boolean
    saveCard?: boolean
    /** seconds since the epoch; Stripe allows 30 minutes to 24 hours */
    expiresAt?: number
  },
): StripeWrite {
  const metadata = ledgerMetadata(ledgerId)
  return {
    operation: 'checkout.sessions.create',
    params: {
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: input.currency,
            unit_amount: input.amountCents,
            product_data: { name: input.description },
          },
        },
      ],
      payment_intent_data: {
        description: input.description,
        metadata,
        ...(input.hold ? { capture_method: 'manual' as const } : {}),
        ...(input.saveCard ? { setup_future_usage: 'off_session' as const } : {}),
      },
      ...(input.saveCard ? { customer_creation: 'always' as const } : {}),
      ...(input.email ? { customer_email: input.email } : {}),
      ...(input.expiresAt ? { expires_at: input.expiresAt } : {}),
      client_reference_id: ledgerId,
      metadata,
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
    },
  }
}
