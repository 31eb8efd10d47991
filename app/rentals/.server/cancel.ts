import { randomUUID } from 'node:crypto'

import type { Actor } from '#app/kernel/.server/audit/actor.ts'
import { recordAudit } from '#app/kernel/.server/audit/audit.ts'
import { changedRow } from '#app/kernel/.server/db/changed-rows.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import { withTransaction } from '#app/kernel/.server/db/transaction.ts'
import { queueWrittenMail } from '#app/kernel/.server/mail/written-mail.ts'
import { formatCents } from '#app/kernel/format.ts'
import { type CancellationTerms, cancellationTerms } from '#app/rentals/rental-cancellation.ts'

import { bookedStatuses } from './holds'
import { renterMail, rentOf, storedQuote } from './renter-mail'

/** Who cancels: the renter from their reservation's page, or staff with a reason. */
export type Canceller =
  { kind: 'renter'; ip: string | null } | { kind: 'staff'; actor: Actor; reason: string }

export type CancelResult =
  | { ok: true; terms: CancellationTerms }
  /** changed: staff saw an older version of the reservation than the one stored */
  | { ok: false; reason: 'not-found' | 'not-active' | 'changed' }

/**
 * Cancels a held or confirmed reservation: frees its cart, applies the
 * cancellation rule as of `now`, writes the history (and, for staff, the
 * audit log) and queues the renter's e-mail, all in one transaction. The
 * status is checked by the update itself, so two cancels (or a cancel and a
 * confirmation) cannot both win.
 */
export async function cancelReservation(
  db: DB,
  input: { id: string; by: Canceller; now: Date; siteUrl: string; version?: number },
): Promise<CancelResult> {
  const { id, by, now, version } = input
  const at = now.toISOString()
  return withTransaction(db, async (trx) => {
    const reservation = await trx
      .selectFrom('rental_reservations')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst()
    if (!reservation) return { ok: false, reason: 'not-found' } as const
    const changed = await trx
      .updateTable('rental_reservations')
      .set((eb) => ({
        status: 'cancelled',
        updated_at: at,
        version: eb('version', '+', 1),
        hold_expires_at: null,
        first_response_at: reservation.first_response_at ?? (by.kind === 'staff' ? at : null),
      }))
      .where('id', '=', id)
      .where('status', 'in', bookedStatuses)
      .$if(version !== undefined, (q) => q.where('version', '=', version ?? 0))
      .executeTakeFirst()
    if (!changedRow(changed)) {
      const stale = version !== undefined && reservation.version !== version
      return { ok: false, reason: stale ? 'changed' : 'not-active' } as const
    }

    const terms = cancellationTerms(
      { start: new Date(reservation.start_at), rent: rentOf(storedQuote(reservation)) },
      now,
    )
    const detail = {
      by: by.kind,
      terms: terms.kind,
      dueCents: terms.dueCents,
      ...(by.kind === 'staff' ? { reason: by.reason } : { ip: by.ip }),
    }
    await trx
      .insertInto('rental_reservation_events')
      .values({
        id: randomUUID(),
        reservation_id: id,
        at,
        actor_id: by.kind === 'staff' ? by.actor.id : null,
        actor_email: by.kind === 'staff' ? by.actor.email : null,
        kind: 'cancelled',
        detail: JSON.stringify(detail),
      })
      .execute()
    if (by.kind === 'staff') {
      await recordAudit(
        trx,
        {
          actor: by.actor,
          action: 'rental.cancel',
          entity: 'rental_reservation',
          entityId: id,
          before: { status: reservation.status },
          after: { status: 'cancelled', reason: by.reason, dueCents: terms.dueCents },
          ip: by.actor.ip,
        },
        now,
      )
    }
    const why =
      by.kind === 'staff'
        ? `We have cancelled your reservation. ${by.reason}`
        : 'Your reservation is cancelled, as you asked.'
    const owed =
      terms.dueCents === 0
        ? 'Nothing is due.'
        : `Under the cancellation terms ${terms.refundPercent}% of the rent is given back (${formatCents(terms.refundCents)}), so ${formatCents(terms.dueCents)} of the rent stays due at the showroom.`
    await queueWrittenMail(
      trx,
      renterMail(reservation, {
        subject: 'Your reservation is cancelled',
        paragraphs: [why, owed],
        siteUrl: input.siteUrl,
      }),
      now,
      'renter',
    )
    return { ok: true, terms } as const
  })
}
