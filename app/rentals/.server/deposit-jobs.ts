import type { DB } from '#app/kernel/.server/db/connection.ts'
import { skipLocked } from '#app/kernel/.server/db/engine.ts'
import { withTransaction } from '#app/kernel/.server/db/transaction.ts'
import type { Settings } from '#app/kernel/.server/env.ts'
import {
  claimLockedBatches,
  defaultBatchSize,
  inBatches,
} from '#app/kernel/.server/jobs/batches.ts'
import { queueWrittenMail, type WrittenMail } from '#app/kernel/.server/mail/written-mail.ts'
import { readableTime } from '#app/kernel/dealer-clock.ts'
import type { OnlinePayments } from '#app/payments/.server/stripe-client.ts'
import { depositLapseWarningMs } from '#app/rentals/deposit-ledger.ts'

import { holdDeposit, type HoldOutcome } from './deposit-hold'

/*
 * The scheduler's part in deposits held on the card (record 064): the hold
 * made the day before pickup, and staff warned a day before a hold lapses.
 * Each reservation is claimed by one server's pass (the claim's UPDATE, on
 * rows locked and skipped on PostgreSQL), in bounded batches.
 */

/** How long before pickup the deposit is held: a day. */
export const depositHoldLeadMs = 24 * 3_600_000

/**
 * Holds the deposit of confirmed rentals starting within a day whose rent
 * was paid online, each claimed once; resolves to what became of each.
 */
export async function holdDepositsDue(
  db: DB,
  online: OnlinePayments,
  options: { now: Date; siteUrl: string; batchSize?: number },
): Promise<Record<HoldOutcome, number>> {
  const { now, siteUrl, batchSize = defaultBatchSize } = options
  const at = now.toISOString()
  const before = new Date(now.getTime() + depositHoldLeadMs).toISOString()
  const counts: Record<HoldOutcome, number> = { held: 0, 'link-sent': 0, 'no-card': 0, pending: 0 }
  const claim = () =>
    withTransaction(db, async (trx) => {
      const due = await skipLocked(
        trx,
        trx
          .selectFrom('rental_reservations as r')
          .select('r.id')
          .where('r.deposit_hold_claimed_at', 'is', null)
          .where('r.status', '=', 'confirmed')
          .where('r.start_at', '<=', before)
          .where((eb) =>
            eb.exists(
              eb
                .selectFrom('payments as p')
                .select('p.id')
                .where('p.subject_type', '=', 'reservation')
                .whereRef('p.subject_id', '=', 'r.id')
                .where('p.purpose', '=', 'rent')
                .where('p.kind', '=', 'authorisation')
                .where('p.status', '=', 'succeeded'),
            ),
          )
          .orderBy('r.start_at')
          .limit(batchSize),
      ).execute()
      if (due.length === 0) return []
      return trx
        .updateTable('rental_reservations')
        .set({ deposit_hold_claimed_at: at })
        .where(
          'id',
          'in',
          due.map((row) => row.id),
        )
        .where('deposit_hold_claimed_at', 'is', null)
        .returning('id')
        .execute()
    })
  // the claim is committed before Stripe is asked, so no transaction waits on the network
  for await (const batch of inBatches(claim)) {
    for (const { id } of batch) {
      counts[await holdDeposit(db, online, id, { now, siteUrl, who: { actor: 'job' } })]++
    }
  }
  return counts
}

/**
 * Staff are e-mailed once for each deposit hold that lapses within a day,
 * on a rental not yet returned; resolves to how many.
 */
export function warnOfLapsingDeposits(
  db: DB,
  options: {
    now: Date
    settings: Pick<Settings, 'MAIL_TO_SALES' | 'SITE_URL'>
    batchSize?: number
  },
): Promise<number> {
  const { now, settings, batchSize = defaultBatchSize } = options
  const at = now.toISOString()
  const soon = new Date(now.getTime() + depositLapseWarningMs).toISOString()
  return claimLockedBatches(
    db,
    (trx) =>
      trx
        .selectFrom('rental_reservations')
        .select('id')
        .where('deposit_lapse_warned_at', 'is', null)
        .where('deposit_capture_before', '<=', soon)
        .where('status', 'in', ['confirmed', 'out'])
        .orderBy('deposit_capture_before')
        .limit(batchSize),
    async (trx, ids) => {
      const claimed = await trx
        .updateTable('rental_reservations')
        .set({ deposit_lapse_warned_at: at })
        .where('id', 'in', ids)
        .where('deposit_lapse_warned_at', 'is', null)
        .returning(['id', 'first_name', 'last_name', 'deposit_capture_before'])
        .execute()
      for (const row of claimed) await queueWrittenMail(trx, lapseMail(row, settings), now)
      return claimed
    },
  )
}

function lapseMail(
  row: { id: string; first_name: string; last_name: string; deposit_capture_before: string | null },
  settings: Pick<Settings, 'MAIL_TO_SALES' | 'SITE_URL'>,
): WrittenMail {
  const name = `${row.first_name} ${row.last_name}`.trim()
  return {
    to: settings.MAIL_TO_SALES,
    subject: `Deposit hold lapsing: ${name}'s rental`,
    text: [
      `The deposit of ${name}'s rental is held on their card until ${readableTime(new Date(row.deposit_capture_before ?? ''))}; after that the bank lets it go.`,
      '',
      `Hold it again from the reservation: ${settings.SITE_URL}/admin/rentals/${row.id}`,
    ].join('\n'),
  }
}
