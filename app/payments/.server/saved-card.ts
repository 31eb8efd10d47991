import type Stripe from 'stripe'

import type { DB } from '#app/kernel/.server/db/connection.ts'

/** A renter's card saved for later charges: Stripe's customer, the card, and its last digits. */
export type SavedCard = { customer: string; paymentMethod: string; last4: string | null }

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? undefined)

/**
 * The card a reservation's rent was paid with online, saved for off-session
 * use: read from the PaymentIntent of its succeeded rent authorisation at
 * Stripe (the ledger keeps no card details). Undefined when the rent was not
 * paid online, or the payment left no customer and card to charge later.
 */
export async function savedCard(
  db: DB,
  stripe: Stripe,
  reservationId: string,
): Promise<SavedCard | undefined> {
  const rent = await db
    .selectFrom('payments')
    .select('stripe_payment_intent_id')
    .where('subject_type', '=', 'reservation')
    .where('subject_id', '=', reservationId)
    .where('purpose', '=', 'rent')
    .where('kind', '=', 'authorisation')
    .where('status', '=', 'succeeded')
    .where('stripe_payment_intent_id', 'is not', null)
    .orderBy('created_at', 'desc')
    .executeTakeFirst()
  if (!rent?.stripe_payment_intent_id) return undefined
  const intent = await stripe.paymentIntents.retrieve(rent.stripe_payment_intent_id, {
    expand: ['payment_method'],
  })
  const customer = idOf(intent.customer)
  const paymentMethod = idOf(intent.payment_method)
  if (!customer || !paymentMethod) return undefined
  const card =
    typeof intent.payment_method === 'object' ? (intent.payment_method?.card ?? null) : null
  return { customer, paymentMethod, last4: card?.last4 ?? null }
}
