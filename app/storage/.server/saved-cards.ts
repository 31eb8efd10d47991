import type { DB } from '#app/kernel/.server/db/connection.ts'

/** The Stripe customer and card a monthly contract's months are charged to. */
export type ContractCard = { customer: string; paymentMethod: string }

/**
 * The card saved by the booking's Checkout in setup mode (kept on the
 * contract by Stripe's events, whichever comes first), or undefined while
 * Stripe has not yet told both.
 */
export async function contractCard(db: DB, contractId: string): Promise<ContractCard | undefined> {
  const row = await db
    .selectFrom('storage_contracts')
    .select(['card_customer', 'card_payment_method'])
    .where('id', '=', contractId)
    .executeTakeFirst()
  if (!row?.card_customer || !row.card_payment_method) return undefined
  return { customer: row.card_customer, paymentMethod: row.card_payment_method }
}
