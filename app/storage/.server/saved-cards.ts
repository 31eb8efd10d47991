import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { StorageSavedCardRow } from '#app/kernel/.server/db/schema.ts'
import type { SavedCard } from '#app/payments/.server/saved-card.ts'

/**
 * The card a monthly contract is charged on the 1st (saved by the booking's
 * Checkout in setup mode, with the customer's consent): kept, or replaced,
 * in the caller's transaction.
 */
export async function saveContractCard(
  db: DB,
  contractId: string,
  card: SavedCard,
  now: Date,
): Promise<void> {
  const values = {
    customer: card.customer,
    payment_method: card.paymentMethod,
    last4: card.last4,
    saved_at: now.toISOString(),
  }
  await db
    .insertInto('storage_saved_cards')
    .values({ contract_id: contractId, ...values })
    .onConflict((oc) => oc.column('contract_id').doUpdateSet(values))
    .execute()
}

export const contractCard = (
  db: DB,
  contractId: string,
): Promise<StorageSavedCardRow | undefined> =>
  db
    .selectFrom('storage_saved_cards')
    .selectAll()
    .where('contract_id', '=', contractId)
    .executeTakeFirst()
