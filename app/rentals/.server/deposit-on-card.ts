import type { DB } from '#app/kernel/.server/db/connection.ts'
import { engineOf } from '#app/kernel/.server/db/engine.ts'
import type { PaymentRow } from '#app/kernel/.server/db/schema.ts'
import { depositLapseWarningMs } from '#app/rentals/deposit-ledger.ts'

/*
 * The deposit held on the renter's card, as the ledger has it (record 064):
 * the one hold still open, or a payment link waiting for the renter.
 */

/** The deposit as the desk sees it. */
export type DepositOnCard =
  | {
      state: 'held'
      /** the authorisation's ledger row */
      hold: PaymentRow & { stripe_payment_intent_id: string }
      last4: string | null
      /** when the card's authorisation lapses, when known */
      captureBefore: string | null
    }
  | { state: 'link-sent' }
  | { state: 'none' }

const ending = ['pending', 'succeeded'] as const

/** The reservation's deposit rows, oldest first. */
const depositRows = (db: DB, reservationId: string) =>
  db
    .selectFrom('payments')
    .selectAll()
    .where('subject_type', '=', 'reservation')
    .where('subject_id', '=', reservationId)
    .where('purpose', '=', 'deposit')
    .orderBy('created_at')
    .orderBy('id')

/** Whether a hold was taken or let go already (or is being): a capture or release not failed. */
async function holdEnded(db: DB, paymentIntent: string): Promise<boolean> {
  const ended = await db
    .selectFrom('payments')
    .select('id')
    .where('stripe_payment_intent_id', '=', paymentIntent)
    .where('kind', 'in', ['capture', 'release'])
    .where('status', 'in', ending)
    .executeTakeFirst()
  return ended !== undefined
}

/** The deposit held on the card and still open, a link waiting for the renter, or none. */
export async function depositOnCard(
  db: DB,
  reservation: {
    id: string
    deposit_card_last4: string | null
    deposit_capture_before: string | null
  },
): Promise<DepositOnCard> {
  const rows = await depositRows(db, reservation.id).execute()
  const hold = rows.findLast((row) => row.kind === 'authorisation' && row.status === 'succeeded')
  const intent = hold?.stripe_payment_intent_id
  if (hold && intent && !(await holdEnded(db, intent))) {
    return {
      state: 'held',
      hold: { ...hold, stripe_payment_intent_id: intent },
      last4: reservation.deposit_card_last4,
      captureBefore: reservation.deposit_capture_before,
    }
  }
  const link = rows.some(
    (row) =>
      row.kind === 'authorisation' &&
      row.status === 'pending' &&
      row.stripe_checkout_session_id !== null,
  )
  return link ? { state: 'link-sent' } : { state: 'none' }
}

/**
 * The open hold, locked for the caller's transaction, so of any number of
 * simultaneous captures or releases of it exactly one is written: PostgreSQL
 * locks the authorisation's row (the others wait, then find it ended);
 * SQLite's transactions take the write lock when they begin. Undefined when
 * there is no hold or it was taken or let go already.
 */
export async function lockOpenHold(
  trx: DB,
  reservationId: string,
  /** that hold, not the newest (an old hold let go once a new one is made) */
  paymentIntent?: string,
): Promise<(PaymentRow & { stripe_payment_intent_id: string }) | undefined> {
  let query = depositRows(trx, reservationId)
    .where('kind', '=', 'authorisation')
    .where('status', '=', 'succeeded')
    .where('stripe_payment_intent_id', 'is not', null)
  if (paymentIntent) query = query.where('stripe_payment_intent_id', '=', paymentIntent)
  const latest = await query
    .clearOrderBy()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst()
  const intent = latest?.stripe_payment_intent_id
  if (!latest || !intent) return undefined
  if (engineOf(trx) === 'postgres') {
    await trx.selectFrom('payments').select('id').where('id', '=', latest.id).forUpdate().execute()
  }
  if (await holdEnded(trx, intent)) return undefined
  return { ...latest, stripe_payment_intent_id: intent }
}

/** Rentals not yet returned whose deposit hold on the card lapses within a day (or has): the day sheet's warning. */
export function lapsingDepositHolds(db: DB, now: Date) {
  const soon = new Date(now.getTime() + depositLapseWarningMs).toISOString()
  return db
    .selectFrom('rental_reservations')
    .select(['id', 'first_name', 'last_name', 'deposit_capture_before'])
    .where('deposit_capture_before', '<=', soon)
    .where('status', 'in', ['confirmed', 'out'])
    .orderBy('deposit_capture_before')
    .execute()
}
