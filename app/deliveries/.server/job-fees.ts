import { randomUUID } from 'node:crypto'

import { changedRow } from '#app/kernel/.server/db/changed-rows.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { DeliveryFeeRow, DeliveryJobRow, PaymentRow } from '#app/kernel/.server/db/schema.ts'
import { withTransaction } from '#app/kernel/.server/db/transaction.ts'
import { queueWrittenMail } from '#app/kernel/.server/mail/written-mail.ts'
import type { OnlinePayments } from '#app/payments/.server/stripe-client.ts'
import { offSessionPayment } from '#app/payments/.server/stripe-writes.ts'
import { resendPending, writeAheadOnce } from '#app/payments/.server/write-ahead.ts'

import { jobFeeCents, type JobFeeKind, jobFeeLabels } from '../delivery-fees.ts'
import type { FeeCard } from './fee-cards.ts'
import { feeMail } from './fee-mail.ts'
import { type DeliveryActor, recordDeliveryEvent } from './job-history.ts'

/*
 * A job's policy fees (record 078): made once per job and kind (the unique
 * key), in the transaction of the change that calls for them (the cancel on
 * the day, the missed appointment), with the charge to the customer's saved
 * card written ahead under the fee's own key; sent once that transaction is
 * committed, and settled from the ledger row Stripe's answer decides.
 */

export type FeeContext = { online: OnlinePayments | undefined; siteUrl: string; now: Date }

/**
 * The fee of a job's change, in the caller's transaction: the fee row (none
 * when the job has one of this kind already), the charge to `card` written
 * ahead, a line in the job's history and the customer's e-mail (charged to
 * the card, or how to pay). Resolves to the charge to send after commit.
 */
export async function imposeFee(
  trx: DB,
  job: DeliveryJobRow,
  kind: JobFeeKind,
  options: FeeContext & { card: FeeCard | undefined; actor: DeliveryActor },
): Promise<PaymentRow | undefined> {
  const at = options.now.toISOString()
  const cents = jobFeeCents[kind]
  const id = randomUUID()
  const inserted = await trx
    .insertInto('delivery_fees')
    .values({
      id,
      job_id: job.id,
      kind,
      cents,
      status: 'due',
      charge_payment_id: null,
      checkout_payment_id: null,
      charge_failed_at: null,
      payment_id: null,
      waive_reason: null,
      created_at: at,
      settled_at: null,
      updated_at: at,
    })
    .onConflict((oc) => oc.columns(['job_id', 'kind']).doNothing())
    .returning('id')
    .executeTakeFirst()
  if (!inserted) return undefined
  const { card, online } = options
  const charge =
    card && online
      ? await writeAheadOnce(
          trx,
          {
            kind: 'charge',
            method: 'card_online',
            amountCents: cents,
            subject: { type: 'delivery_job', id: job.id },
            purpose: 'delivery',
            actor: options.actor ? 'staff' : 'renter',
            actorUserId: options.actor?.id ?? null,
            note: jobFeeLabels[kind],
          },
          `delivery-fee-${id}`,
          (ledgerId) =>
            offSessionPayment(ledgerId, {
              amountCents: cents,
              currency: 'usd',
              customer: card.customer,
              paymentMethod: card.paymentMethod,
              description: `${jobFeeLabels[kind]} fee`,
            }),
          options.now,
        )
      : undefined
  if (charge) {
    await trx
      .updateTable('delivery_fees')
      .set({ charge_payment_id: charge.id })
      .where('id', '=', id)
      .execute()
  }
  await recordDeliveryEvent(trx, {
    jobId: job.id,
    kind: 'fee',
    actor: options.actor,
    at,
    detail: { fee: kind, cents, to: charge ? 'saved card' : 'due' },
  })
  await queueWrittenMail(
    trx,
    feeMail(job, { kind, cents }, charge ? 'charging' : 'due', options.siteUrl),
    options.now,
    'renter',
  )
  return charge
}

/** Sends a fee's charge written ahead (its transaction committed) and settles the fee from the answer. */
export async function sendFeeCharge(
  db: DB,
  charge: PaymentRow | undefined,
  context: FeeContext,
): Promise<void> {
  if (!charge || !context.online) return
  await resendPending(db, context.online.stripe, charge, context.now)
  await settleFeeCharges(db, context, charge.id)
}

/**
 * The fees whose card charge Stripe has answered (one, or all): succeeded
 * charges the fee; refused e-mails the customer how to pay it, once (the
 * guarded `charge_failed_at`). Counts the fees settled.
 */
export async function settleFeeCharges(
  db: DB,
  context: Pick<FeeContext, 'siteUrl' | 'now'>,
  chargeId?: string,
): Promise<number> {
  let query = db
    .selectFrom('delivery_fees as f')
    .innerJoin('payments as p', 'p.id', 'f.charge_payment_id')
    .selectAll('f')
    .select(['p.status as charge_status'])
    .where('f.status', '=', 'due')
    .where('f.charge_failed_at', 'is', null)
    .where('p.status', 'in', ['succeeded', 'failed', 'canceled'])
  if (chargeId) query = query.where('p.id', '=', chargeId)
  const answered = await query.execute()
  let settled = 0
  const at = context.now.toISOString()
  for (const fee of answered) {
    await withTransaction(db, async (trx) => {
      const paid = fee.charge_status === 'succeeded'
      const changed = changedRow(
        await trx
          .updateTable('delivery_fees')
          .set(
            paid
              ? {
                  status: 'charged',
                  payment_id: fee.charge_payment_id,
                  settled_at: at,
                  updated_at: at,
                }
              : { charge_failed_at: at, updated_at: at },
          )
          .where('id', '=', fee.id)
          .where('status', '=', 'due')
          .where('charge_failed_at', 'is', null)
          .executeTakeFirst(),
      )
      if (!changed) return
      settled += 1
      await recordDeliveryEvent(trx, {
        jobId: fee.job_id,
        kind: paid ? 'fee_charged' : 'fee_card_refused',
        actor: null,
        at,
        detail: { fee: fee.kind, cents: fee.cents },
      })
      if (paid) return
      const job = await trx
        .selectFrom('delivery_jobs')
        .selectAll()
        .where('id', '=', fee.job_id)
        .executeTakeFirstOrThrow()
      await queueWrittenMail(
        trx,
        feeMail(job, fee, 'refused', context.siteUrl),
        context.now,
        'renter',
      )
    })
  }
  return settled
}

/** A job's fees, oldest first, with their card charge's ledger status. */
export function feesOf(db: DB, jobIds: readonly string[]) {
  if (jobIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('delivery_fees as f')
    .leftJoin('payments as p', 'p.id', 'f.charge_payment_id')
    .selectAll('f')
    .select(['p.status as charge_status'])
    .where('f.job_id', 'in', jobIds)
    .orderBy('f.created_at')
    .execute()
}

export type JobFee = Awaited<ReturnType<typeof feesOf>>[number]

/**
 * Marks a payable fee paid by a ledger row (a Checkout, the desk), once: the
 * one guarded statement, in the caller's transaction. A fee whose card
 * charge is still waiting for Stripe is not payable.
 */
export async function claimFee(
  trx: DB,
  fee: Pick<DeliveryFeeRow, 'id' | 'job_id' | 'kind' | 'cents'>,
  payment: Pick<PaymentRow, 'id' | 'method'>,
  now: Date,
  actor: DeliveryActor,
): Promise<boolean> {
  const at = now.toISOString()
  const claimed = changedRow(
    await trx
      .updateTable('delivery_fees')
      .set({ status: 'paid', payment_id: payment.id, settled_at: at, updated_at: at })
      .where('id', '=', fee.id)
      .where('status', '=', 'due')
      .where((eb) =>
        eb.or([eb('charge_payment_id', 'is', null), eb('charge_failed_at', 'is not', null)]),
      )
      .executeTakeFirst(),
  )
  if (claimed) {
    await recordDeliveryEvent(trx, {
      jobId: fee.job_id,
      kind: 'fee_paid',
      actor,
      at,
      detail: { fee: fee.kind, cents: fee.cents, method: payment.method },
    })
  }
  return claimed
}
