import type Stripe from 'stripe'

import type { EnteredCard } from './cards'
import { attachPaymentMethod, createCardPaymentMethod, createCustomer } from './customers'
import { cancel, createPaymentIntent, decide, failAuthentication, settleAttempt } from './payments'
import { type CheckoutRecord, newId, type Store } from './state'

/** How one try at the hosted page ended. */
export type PayOutcome =
  | { outcome: 'complete' }
  | { outcome: 'requires_authentication' }
  | { outcome: 'declined'; message: string }

export type Payer = { email: string | null; name: string | null }

/** The Customer a completed session belongs to: the one given, or a new one when Stripe makes one. */
function customerFor(store: Store, record: CheckoutRecord, payer: Payer): string | null {
  const { session } = record
  if (typeof session.customer === 'string') return session.customer
  const needed =
    session.customer_creation === 'always' ||
    (session.mode === 'payment' && record.intent.setupFutureUsage !== null)
  if (!needed) return null
  const email = session.customer_email ?? payer.email
  return createCustomer(store, { email, name: payer.name }).id
}

function complete(
  store: Store,
  record: CheckoutRecord,
  payer: Payer,
  customer: string | null,
  paymentStatus: Stripe.Checkout.Session.PaymentStatus,
): PayOutcome {
  const { session } = record
  session.status = 'complete'
  session.payment_status = paymentStatus
  session.customer = customer
  session.url = null
  session.customer_details = {
    address: null,
    business_name: null,
    email: session.customer_email ?? payer.email,
    individual_name: null,
    name: payer.name,
    phone: null,
    tax_exempt: 'none',
    tax_ids: [],
  }
  record.pending = null
  store.emit('checkout.session.completed', session)
  return { outcome: 'complete' }
}

/**
 * The payer submits a card on the hosted page (or a test pays without a
 * browser): a PaymentIntent (payment mode) or SetupIntent (setup mode) is
 * confirmed with it, as Stripe's page does.
 */
export function payCheckout(
  store: Store,
  record: CheckoutRecord,
  card: EnteredCard,
  payer: Payer,
  authenticated = false,
): PayOutcome {
  const { session } = record
  const decision = decide(card, { offSession: false, authenticated, setUp: false })
  const paymentMethod = createCardPaymentMethod(store, card, session.customer_email ?? payer.email)
  if (session.mode === 'setup') return setUp(store, record, paymentMethod, decision, payer)

  let intent =
    typeof session.payment_intent === 'string'
      ? store.paymentIntents.get(session.payment_intent)
      : undefined
  if (!intent) {
    intent = createPaymentIntent(store, {
      amount: session.amount_total ?? 0,
      currency: session.currency ?? 'usd',
      customer: typeof session.customer === 'string' ? session.customer : null,
      paymentMethod: null,
      captureMethod: record.intent.captureMethod,
      setupFutureUsage: record.intent.setupFutureUsage,
      metadata: { ...record.intent.metadata },
      description: record.intent.description,
    })
    session.payment_intent = intent.id
  }
  // the Customer and the saved card exist before the payment succeeds, as in Stripe
  let customer: string | null = null
  if (decision.result === 'approved') {
    customer = customerFor(store, record, payer)
    intent.customer = customer
    if (customer && record.intent.setupFutureUsage) {
      attachPaymentMethod(
        store,
        paymentMethod,
        customer,
        record.intent.setupFutureUsage === 'off_session',
      )
    }
  }
  const error = settleAttempt(store, intent, paymentMethod, decision)
  if (decision.result === 'requires_action') {
    record.pending = { card, payer }
    return { outcome: 'requires_authentication' }
  }
  if (error) return { outcome: 'declined', message: error.message }
  return complete(
    store,
    record,
    payer,
    customer,
    intent.capture_method === 'manual' ? 'unpaid' : 'paid',
  )
}

function setUp(
  store: Store,
  record: CheckoutRecord,
  paymentMethod: Stripe.PaymentMethod,
  decision: ReturnType<typeof decide>,
  payer: Payer,
): PayOutcome {
  const { session } = record
  if (decision.result === 'requires_action') {
    const card = store.cards.get(paymentMethod.id)?.card
    record.pending = card ? { card, payer } : null
    return { outcome: 'requires_authentication' }
  }
  const saved = store.cards.get(paymentMethod.id)
  // saving a card makes no charge: only a card the issuer refuses outright fails
  if (decision.result === 'declined' && saved?.card.behaviour === 'declined') {
    return { outcome: 'declined', message: decision.message }
  }
  const customer = customerFor(store, record, payer)
  if (customer) attachPaymentMethod(store, paymentMethod, customer, true)
  else if (saved) saved.setUpForOffSession = true
  const intent = createSetupIntent(store, record, paymentMethod.id, customer)
  session.setup_intent = intent.id
  return complete(store, record, payer, customer, 'no_payment_required')
}

function createSetupIntent(
  store: Store,
  record: CheckoutRecord,
  paymentMethod: string,
  customer: string | null,
): Stripe.SetupIntent {
  const id = newId('seti_')
  const intent: Stripe.SetupIntent = {
    id,
    object: 'setup_intent',
    allowed_payment_method_types: null,
    application: null,
    automatic_payment_methods: null,
    cancellation_reason: null,
    client_secret: `${id}_secret_${newId('', 25)}`,
    created: store.now(),
    customer,
    customer_account: null,
    description: record.setup.description,
    excluded_payment_method_types: null,
    flow_directions: null,
    last_setup_error: null,
    latest_attempt: null,
    livemode: false,
    mandate: null,
    metadata: { ...record.setup.metadata },
    next_action: null,
    on_behalf_of: null,
    payment_method: paymentMethod,
    payment_method_configuration_details: null,
    payment_method_options: null,
    payment_method_types: ['card'],
    single_use_mandate: null,
    status: 'succeeded',
    usage: 'off_session',
  }
  store.setupIntents.set(id, intent)
  store.emit('setup_intent.succeeded', intent)
  return intent
}

/** The payer completes or fails the 3D Secure challenge of the card they entered. */
export function authenticate(store: Store, record: CheckoutRecord, success: boolean): PayOutcome {
  const pending = record.pending
  if (!pending) return { outcome: 'declined', message: 'There is no payment to authenticate.' }
  record.pending = null
  if (success) return payCheckout(store, record, pending.card, pending.payer, true)
  const intent =
    typeof record.session.payment_intent === 'string'
      ? store.paymentIntents.get(record.session.payment_intent)
      : undefined
  if (intent) return { outcome: 'declined', message: failAuthentication(store, intent) }
  return {
    outcome: 'declined',
    message:
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  }
}

/** Ends an open session: no payment can be made on it any more. */
export function expireCheckout(store: Store, record: CheckoutRecord): void {
  const { session } = record
  session.status = 'expired'
  session.url = null
  record.pending = null
  const intent =
    typeof session.payment_intent === 'string'
      ? store.paymentIntents.get(session.payment_intent)
      : undefined
  if (intent && intent.status !== 'canceled' && intent.status !== 'succeeded') {
    if (intent.status !== 'requires_capture') cancel(store, intent, 'automatic')
  }
  store.emit('checkout.session.expired', session)
}

/** Expires every open session whose `expires_at` has passed on the test clock. */
export function expireCheckouts(store: Store): void {
  for (const record of store.checkouts.values()) {
    if (record.session.status === 'open' && record.session.expires_at <= store.now()) {
      expireCheckout(store, record)
    }
  }
}
