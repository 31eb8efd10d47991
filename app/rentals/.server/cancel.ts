import { randomUUID } from 'node:crypto'

import type { Selectable } from 'kysely'
import type Stripe from 'stripe'

import { cancelDeliveriesOf } from '#app/deliveries/.server/job-changes.ts'
import type { Actor } from '#app/kernel/.server/audit/actor.ts'
import { recordAudit } from '#app/kernel/.server/audit/audit.ts'
import { changedRow } from '#app/kernel/.server/db/changed-rows.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { PaymentRow, RentalReservationRow } from '#app/kernel/.server/db/schema.ts'
import { withTransaction } from '#app/kernel/.server/db/transaction.ts'
import { queueWrittenMail } from '#app/kernel/.server/mail/written-mail.ts'
import { formatCents } from '#app/kernel/format.ts'
import type { WriteOutcome } from '#app/payments/.server/write-ahead.ts'
import { chargesOf, type RentRefund, rentRefund } from '#app/rentals/rent-charges.ts'
import { type CancellationTerms, cancellationTerms } from '#app/rentals/rental-cancellation.ts'
import { reservationSubject } from '#app/rentals/rental-trips.ts'

import { bookedStatuses } from './holds'
import {
  type MoneyActor,
  type RentMoney,
  rentMoneyOf,
  sendStaged,
  stageRentRefund,
  stageRentRelease,
} from './rent-money'
import { renterMail, rentOf, storedQuote } from './renter-mail'

/** Who cancels: the renter from their reservation's page, or staff with a reason (and, if they choose, a refund in full). */
export type Canceller =
  | { kind: 'renter'; ip: string | null }
  | { kind: 'staff'; actor: Actor; reason: string; fullRefund?: boolean }

export type CancelResult =
  | { ok: true; terms: CancellationTerms; refundCents: number; refund?: WriteOutcome }
  /**
   * changed: staff saw an older version of the reservation than the one
   * stored; busy: the rent's capture is on its way to Stripe; over: the
   * refund would be more than was captured
   */
  | { ok: false; reason: 'not-found' | 'not-active' | 'changed' | 'busy' | 'over' }

/** A cancellation refused inside its transaction, which it rolls back. */
class MoneyRefusal extends Error {
  constructor(readonly reason: 'busy' | 'over') {
    super(reason)
  }
}

/**
 * What cancelling now gives back of the rent paid online, by the rule (or
 * in full, staff's choice): what the renter reads before pressing cancel.
 * Zero when nothing was captured (a held card is released, nothing charged).
 */
export function refundDue(
  reservation: Pick<Selectable<RentalReservationRow>, 'start_at' | 'quote'>,
  money: RentMoney,
  now: Date,
  full = false,
): { terms: CancellationTerms; refund: RentRefund } {
  const quote = storedQuote(reservation)
  const terms = cancellationTerms(
    { start: new Date(reservation.start_at), rent: rentOf(quote) },
    now,
  )
  const left = money.capturedCents - money.refundedCents
  const refund =
    money.capturedCents === 0
      ? ({ ok: true, refundCents: 0, basis: 'policy' } as const)
      : rentRefund(chargesOf(quote), terms, left, { full })
  return { terms, refund }
}

/**
 * Cancels a held or confirmed reservation: frees its cart, applies the
 * cancellation rule as of `now`, writes the history (and, for staff, the
 * audit log) and queues the renter's e-mail, all in one transaction. The
 * status is checked by the update itself, so two cancels (or a cancel and a
 * confirmation) cannot both win.
 */
export async function cancelReservation(
  db: DB,
  input: {
    id: string
    by: Canceller
    now: Date
    siteUrl: string
    version?: number
    /** online payment's client: the release or refund is sent once the cancellation commits */
    stripe?: Stripe | undefined
  },
): Promise<CancelResult> {
  const { id, by, now, version } = input
  const at = now.toISOString()
  const moneyBy: MoneyActor =
    by.kind === 'staff' ? { actor: 'staff', userId: by.actor.id } : { actor: 'renter' }
  let result: { outcome: CancelResult; staged?: PaymentRow | undefined }
  try {
    result = await withTransaction(db, async (trx) => {
      const reservation = await trx
        .selectFrom('rental_reservations')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst()
      if (!reservation) return { outcome: { ok: false, reason: 'not-found' } as const }
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
        // the status read above is the one moved from: the rent's rows read below agree with it
        .where('version', '=', version ?? reservation.version)
        .executeTakeFirst()
      if (!changedRow(changed)) {
        const stale = version !== undefined && reservation.version !== version
        return { outcome: { ok: false, reason: stale ? 'changed' : 'not-active' } as const }
      }

      // the rent paid online: a held card is let go; a captured rent is refunded by the rule
      const money = await rentMoneyOf(trx, id)
      const full = by.kind === 'staff' && by.fullRefund === true
      const { terms, refund } = refundDue(reservation, money, now, full)
      if (!refund.ok) throw new MoneyRefusal('over')
      let staged: PaymentRow | undefined
      if (reservation.status === 'held') {
        staged = await stageRentRelease(trx, id, moneyBy, now)
      } else {
        const refunded = await stageRentRefund(trx, money, refund.refundCents, moneyBy, now)
        if (!refunded.ok) throw new MoneyRefusal(refunded.reason)
        staged = refunded.row
      }
      const refundCents = staged?.kind === 'refund' ? staged.amount_cents : 0
      const detail = {
        by: by.kind,
        terms: terms.kind,
        dueCents: terms.dueCents,
        ...(refundCents > 0
          ? { refundCents, refundBasis: refund.ok ? refund.basis : 'policy' }
          : {}),
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
      await cancelDeliveriesOf(trx, reservationSubject(id), {
        now,
        actor: by.kind === 'staff' ? by.actor : null,
      })
      if (by.kind === 'staff') {
        await recordAudit(
          trx,
          {
            actor: by.actor,
            action: 'rental.cancel',
            entity: 'rental_reservation',
            entityId: id,
            before: { status: reservation.status },
            after: {
              status: 'cancelled',
              reason: by.reason,
              dueCents: terms.dueCents,
              ...(refundCents > 0 ? { refundCents, fullRefund: full } : {}),
            },
            ip: by.actor.ip,
          },
          now,
        )
      }
      const why =
        by.kind === 'staff'
          ? `We have cancelled your reservation. ${by.reason}`
          : 'Your reservation is cancelled, as you asked.'
      const owed = paidOnline(money)
        ? moneyWords(reservation.status, refundCents)
        : terms.dueCents === 0
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
      return { outcome: { ok: true, terms, refundCents } as const, staged }
    })
  } catch (error) {
    if (error instanceof MoneyRefusal) return { ok: false, reason: error.reason }
    throw error
  }
  const sent = await sendStaged(db, input.stripe, result.staged, now)
  if (result.outcome.ok && sent?.row.kind === 'refund' && sent.row.status === 'succeeded') {
    await queueWrittenMail(
      db,
      renterMail(await reservationRow(db, id), {
        subject: 'Your refund is on its way',
        paragraphs: [
          `We have refunded ${formatCents(sent.row.amount_cents)} to the card you paid with. Your bank shows it within 5 to 10 business days.`,
        ],
        siteUrl: input.siteUrl,
      }),
      now,
      'renter',
    )
  }
  return result.outcome.ok && sent ? { ...result.outcome, refund: sent } : result.outcome
}

const paidOnline = (money: RentMoney) => money.hold?.status === 'succeeded'

/** What the cancellation did with the rent paid online, as the renter's e-mail says it. */
function moneyWords(status: string, refundCents: number): string {
  if (status === 'held') return 'The hold on your card is released: nothing is charged.'
  return refundCents > 0
    ? `Under the cancellation terms ${formatCents(refundCents)} is refunded to your card; we e-mail you when the refund is done.`
    : 'Under the cancellation terms nothing of the rent is refunded.'
}

function reservationRow(db: DB, id: string) {
  return db
    .selectFrom('rental_reservations')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
}
