import type { DB } from '#app/kernel/.server/db/connection.ts'
import { withTransaction } from '#app/kernel/.server/db/transaction.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { calendarDay } from '#app/kernel/zoned-time.ts'
import type { OnlinePayments } from '#app/payments/.server/stripe-client.ts'

import { holdDeposit, holdDepositAgain, keepHoldDetails } from './deposit-hold'
import { depositOnCard } from './deposit-on-card'
import {
  invalid,
  missedUpdate,
  recordStaffEvent,
  type StaffAction,
  type StaffActionResult,
} from './staff-actions'

/*
 * The desk's part in a deposit held on the card (record 064): held at
 * check-out when the scheduler has not held it yet, and held again before a
 * long rental's hold lapses.
 */

/**
 * Before a check-out: the deposit held on the renter's saved card when the
 * rental is confirmed and starts today or earlier (the scheduler holds it
 * the day before, unless it was reserved later). Resolves to whether it is
 * held, so the form's deposit fields are not asked for.
 */
export async function holdAtCheckOut(
  db: DB,
  online: OnlinePayments,
  action: StaffAction,
): Promise<boolean> {
  const row = await db
    .selectFrom('rental_reservations')
    .selectAll()
    .where('id', '=', action.id)
    .executeTakeFirst()
  if (row?.status !== 'confirmed' || row.version !== action.version) return false
  const zone = business.timeZone
  if (calendarDay(action.now, zone) < calendarDay(new Date(row.start_at), zone)) return false
  const outcome = await holdDeposit(db, online, row.id, {
    now: action.now,
    siteUrl: action.siteUrl,
    who: { actor: 'staff', userId: action.actor.id },
  })
  if (outcome !== 'held') return false
  // held through a payment link: the card's details are read once, here
  const state = await depositOnCard(db, row)
  if (state.state === 'held' && !state.captureBefore) {
    await keepHoldDetails(db, online.stripe, row.id, state.hold.stripe_payment_intent_id)
  }
  return true
}

/** A deposit hold about to lapse held again, with its history entry and audit row. */
export async function holdAgainAudited(
  db: DB,
  online: OnlinePayments,
  action: StaffAction,
): Promise<StaffActionResult> {
  const current = await db
    .selectFrom('rental_reservations')
    .select(['status', 'version', 'deposit_capture_before'])
    .where('id', '=', action.id)
    .executeTakeFirst()
  if (current?.version !== action.version || !['confirmed', 'out'].includes(current.status)) {
    return missedUpdate(db, action.id, action.version, 'hold the deposit again for', 'held again')
  }
  const outcome = await holdDepositAgain(db, online, action.id, {
    now: action.now,
    who: { actor: 'staff', userId: action.actor.id },
  })
  if (!outcome.ok) return invalid(outcome.message)
  await withTransaction(db, async (trx) => {
    const after = await trx
      .selectFrom('rental_reservations')
      .select('deposit_capture_before')
      .where('id', '=', action.id)
      .executeTakeFirstOrThrow()
    await recordStaffEvent(trx, {
      reservationId: action.id,
      actor: action.actor,
      now: action.now,
      kind: 'deposit-held-again',
      detail: { last4: outcome.last4, captureBefore: after.deposit_capture_before },
      action: 'rental.deposit-hold-again',
      before: { captureBefore: current.deposit_capture_before },
      after: { captureBefore: after.deposit_capture_before },
    })
  })
  return { ok: true }
}
