import { randomUUID } from 'node:crypto'

import type { DB } from '#app/kernel/.server/db/connection.ts'
import { withTransaction } from '#app/kernel/.server/db/transaction.ts'
import { claimLockedBatches, defaultBatchSize } from '#app/kernel/.server/jobs/batches.ts'
import { queueWrittenMail } from '#app/kernel/.server/mail/written-mail.ts'
import { formatCents } from '#app/kernel/format.ts'
import { cancellationTerms } from '#app/rentals/rental-cancellation.ts'

import { renterMail, rentOf, storedQuote } from './renter-mail'
import {
  invalid,
  missedUpdate,
  notFound,
  recordStaffEvent,
  type Reservation,
  type StaffAction,
  type StaffActionResult,
} from './staff-actions'

/*
 * A confirmed rental nobody collected: marked a no-show by the scheduler
 * some hours after its start (the owners' setting), or by staff by hand once
 * it has started. Its cart is free again, the cancellation rule's no-show
 * outcome is recorded (no refund: the rent stays due; no deposit was taken,
 * as nothing was handed over), and the renter is told.
 */

const hourMs = 3_600_000

/** The rule's outcome, for the history and the renter's e-mail. */
function outcome(row: Reservation, now: Date) {
  const terms = cancellationTerms(
    { start: new Date(row.start_at), rent: rentOf(storedQuote(row)) },
    now,
  )
  return { terms: terms.kind, refundPercent: terms.refundPercent, dueCents: terms.dueCents }
}

function noShowMail(row: Reservation, dueCents: number, siteUrl: string) {
  return renterMail(row, {
    subject: 'Your rental was not collected',
    paragraphs: [
      'Your rental has started and the cart was not collected, so we have recorded it as a no-show and the cart is no longer kept for you.',
      dueCents > 0
        ? `Under the cancellation terms a no-show gets no refund: ${formatCents(dueCents)} of the rent stays due. Call us if something went wrong.`
        : 'Nothing is due.',
    ],
    siteUrl,
  })
}

const historyEntry = (id: string, at: string, detail: Record<string, unknown>) => ({
  id: randomUUID(),
  reservation_id: id,
  at,
  actor_id: null,
  actor_email: null,
  kind: 'no-show',
  detail: JSON.stringify(detail),
})

/**
 * Marks every confirmed rental not collected `hours` after its start as a
 * no-show, a batch at a time, each in its own transaction, yielding to
 * requests between batches. Each batch's UPDATE claims its rows (locked rows
 * skipped on PostgreSQL, its WHERE checked again on each row), so two
 * servers running the pass at once never both mark, or e-mail, the same one;
 * a marked rental leaves the set, so a pass cut short is carried on by the
 * next.
 */
export function markNoShows(
  db: DB,
  options: { now: Date; hours: number; siteUrl: string; batchSize?: number },
): Promise<number> {
  const { now, hours, siteUrl, batchSize = defaultBatchSize } = options
  const at = now.toISOString()
  const startedBefore = new Date(now.getTime() - hours * hourMs).toISOString()
  return claimLockedBatches(
    db,
    (trx) =>
      trx
        .selectFrom('rental_reservations')
        .select('id')
        .where('status', '=', 'confirmed')
        .where('start_at', '<=', startedBefore)
        .orderBy('start_at')
        .limit(batchSize),
    async (trx, ids) => {
      const claimed = await trx
        .updateTable('rental_reservations')
        .set((eb) => ({ status: 'no_show', updated_at: at, version: eb('version', '+', 1) }))
        .where('id', 'in', ids)
        .where('status', '=', 'confirmed')
        .where('start_at', '<=', startedBefore)
        .returningAll()
        .execute()
      for (const row of claimed) {
        const result = outcome(row, now)
        await trx
          .insertInto('rental_reservation_events')
          .values(historyEntry(row.id, at, { by: 'clock', hours, ...result }))
          .execute()
        await queueWrittenMail(trx, noShowMail(row, result.dueCents, siteUrl), now, 'renter')
      }
      return claimed
    },
  )
}

/** Staff mark a confirmed rental a no-show by hand, once its start has passed. */
export function markNoShow(db: DB, action: StaffAction): Promise<StaffActionResult> {
  const { id, version, now } = action
  const at = now.toISOString()
  return withTransaction(db, async (trx) => {
    const before = await trx
      .selectFrom('rental_reservations')
      .select(['start_at', 'status'])
      .where('id', '=', id)
      .executeTakeFirst()
    if (!before) return notFound
    if (before.status === 'confirmed' && before.start_at > at) {
      return invalid('The rental has not started yet: it is a no-show only after its start.')
    }
    const row = await trx
      .updateTable('rental_reservations')
      .set((eb) => ({ status: 'no_show', updated_at: at, version: eb('version', '+', 1) }))
      .where('id', '=', id)
      .where('status', '=', 'confirmed')
      .where('version', '=', version)
      .where('start_at', '<=', at)
      .returningAll()
      .executeTakeFirst()
    if (!row) {
      return missedUpdate(trx, id, version, 'mark', 'marked a no-show')
    }
    const result = outcome(row, now)
    await recordStaffEvent(trx, {
      reservationId: id,
      actor: action.actor,
      now,
      kind: 'no-show',
      detail: { by: 'staff', ...result },
      action: 'rental.no-show',
      before: { status: 'confirmed' },
      after: { status: 'no_show', dueCents: result.dueCents },
    })
    await queueWrittenMail(trx, noShowMail(row, result.dueCents, action.siteUrl), now, 'renter')
    return { ok: true } as const
  })
}
