import type { DB } from '#app/kernel/.server/db/connection.ts'
import { claimLockedBatches, defaultBatchSize } from '#app/kernel/.server/jobs/batches.ts'

/*
 * Stripe's events as received hold payers' names and e-mails. They are kept
 * whole 30 days, for support (what Stripe said, when), then cut to what
 * shows the event was had: its id, its type and the id of its object. A
 * privacy request cuts a person's events at once. The ledger's rows are not
 * touched: they are the dealer's accounting record and name no one.
 */

export const stripeEventKeptDays = 30

type StoredEvent = { id: string; type: string; payload: string }

/** What stays of an event: `{ id, type, data: { object: { id } } }`, the object's id when it had one. */
export function trimmedPayload(event: StoredEvent): string {
  let objectId: string | null = null
  try {
    const parsed = JSON.parse(event.payload) as { data?: { object?: { id?: unknown } } }
    const id = parsed.data?.object?.id
    if (typeof id === 'string') objectId = id
  } catch {
    // a payload that is not JSON keeps nothing of itself
  }
  return JSON.stringify({ id: event.id, type: event.type, data: { object: { id: objectId } } })
}

/** Cuts the named events still whole, in the caller's transaction; resolves to the ids it cut. */
export async function trimStripeEvents(trx: DB, ids: string[], now: Date): Promise<string[]> {
  if (ids.length === 0) return []
  const events = await trx
    .selectFrom('stripe_events')
    .select(['id', 'type', 'payload'])
    .where('id', 'in', ids)
    .where('trimmed_at', 'is', null)
    .execute()
  for (const event of events) {
    await trx
      .updateTable('stripe_events')
      .set({ payload: trimmedPayload(event), trimmed_at: now.toISOString() })
      .where('id', '=', event.id)
      .execute()
  }
  return events.map((event) => event.id)
}

/**
 * Cuts every event received more than 30 days ago that is still whole, a
 * batch of the oldest at a time, each batch claimed by locking its rows
 * (PostgreSQL skips those another server's batch holds; SQLite has one
 * writer), through the index of whole events, which the cut ones leave.
 * Resolves to how many were cut.
 */
export function trimOldStripeEvents(
  db: DB,
  now: Date,
  batchSize = defaultBatchSize,
): Promise<number> {
  const before = new Date(now.getTime() - stripeEventKeptDays * 86_400_000).toISOString()
  return claimLockedBatches(
    db,
    (trx) =>
      trx
        .selectFrom('stripe_events')
        .select('id')
        .where('trimmed_at', 'is', null)
        .where('received_at', '<', before)
        .orderBy('received_at')
        .orderBy('id')
        .limit(batchSize),
    (trx, ids) => trimStripeEvents(trx, ids, now),
  )
}
