import type { DB } from '#app/kernel/.server/db/connection.ts'
import { savedCard } from '#app/payments/.server/saved-card.ts'
import type { OnlinePayments } from '#app/payments/.server/stripe-client.ts'
import { contractCard } from '#app/storage/.server/saved-cards.ts'

/** A card the business saved for the customer, charged off session. */
export type FeeCard = { customer: string; paymentMethod: string }

/**
 * The card a job's fee is charged to, as the business the job serves saved
 * it: a rental's card its rent was paid with, a monthly storage contract's
 * card. Undefined when there is none, online payment is off, or Stripe
 * cannot be asked (the fee is then due and paid online or at the desk).
 */
export async function feeCard(
  db: DB,
  online: OnlinePayments | undefined,
  subject: { type: string; id: string },
): Promise<FeeCard | undefined> {
  if (!online) return undefined
  if (subject.type === 'storage_contract') return contractCard(db, subject.id)
  if (subject.type !== 'rental_reservation') return undefined
  try {
    const card = await savedCard(db, online.stripe, subject.id)
    return card && { customer: card.customer, paymentMethod: card.paymentMethod }
  } catch {
    return undefined
  }
}
