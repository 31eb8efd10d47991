import type { Actor } from '#app/kernel/.server/audit/actor.ts'
import { audited, auditedChange } from '#app/kernel/.server/audit/audited-change.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import { engineOf } from '#app/kernel/.server/db/engine.ts'
import type { PaymentRow } from '#app/kernel/.server/db/schema.ts'
import type {
  PaymentKind,
  PaymentMethod,
  PaymentPurpose,
  PaymentSubject,
} from '#app/payments/ledger.ts'
import { refundableCents } from '#app/payments/ledger-totals.ts'

import { insertPaymentOnce, newLedgerId, paymentsFor } from './ledger-rows'

/**
 * Money taken or given back in person: in cash, by check or by card on the
 * desk's terminal, where a card may also be held (authorisation), the hold
 * taken in part (capture) and the rest let go (release).
 */
export type DeskEntry = {
  kind: Exclude<PaymentKind, 'charge' | 'refund'>
  method: Exclude<PaymentMethod, 'card_online'>
  amountCents: number
  subject: { type: PaymentSubject; id: string }
  purpose?: PaymentPurpose
  /**
   * unique to this entry: the form's key, or what the entry is (a
   * reservation's deposit), so a form sent twice records it once
   */
  key: string
  note?: string | null
}

/**
 * Writes a desk entry inside the caller's transaction, which audits the
 * action it belongs to (the desk's check-out writes its deposit so).
 * Resolves to the row, or undefined when an entry with this key is there
 * already.
 */
export async function addDeskEntry(
  trx: DB,
  entry: DeskEntry,
  by: { userId: string },
  now: Date,
): Promise<PaymentRow | undefined> {
  return insertPaymentOnce(
    trx,
    {
      ...entry,
      id: newLedgerId(),
      status: 'succeeded',
      idempotencyKey: entry.key,
      actor: 'staff',
      actorUserId: by.userId,
    },
    now,
  )
}

export type DeskEntryResult =
  | { ok: true; row: PaymentRow }
  | { ok: false; reason: 'duplicate' }
  /** a desk refund above what the subject was paid, less what went back: at most `refundableCents` */
  | { ok: false; reason: 'more-than-paid'; refundableCents: number }

/**
 * What a subject may still be given back at the desk, read after its rows
 * are locked on PostgreSQL (SQLite has one writer at a time), so two desk
 * refunds at once are weighed one after the other. The locking read counts
 * the rows it waited for as they were: the second read, a statement of its
 * own, sees the refund that went first.
 */
async function refundableNow(trx: DB, subject: DeskEntry['subject']): Promise<number> {
  if (engineOf(trx) === 'postgres') {
    await trx
      .selectFrom('payments')
      .select('id')
      .where('subject_type', '=', subject.type)
      .where('subject_id', '=', subject.id)
      .forUpdate()
      .execute()
  }
  return refundableCents(await paymentsFor(trx, subject))
}

/**
 * A staff member records money taken or given back in person; audited. A
 * desk refund gives back at most what the subject was paid (its check and
 * its row in one transaction); a form sent again records nothing.
 */
export function recordDeskEntry(
  db: DB,
  entry: DeskEntry,
  who: { actor: Actor; now?: Date },
): Promise<DeskEntryResult> {
  const now = who.now ?? new Date()
  return auditedChange(db, { actor: who.actor, ip: who.actor.ip, now }, async (trx) => {
    if (entry.kind === 'desk_refund') {
      const refundable = await refundableNow(trx, entry.subject)
      const sent = await trx
        .selectFrom('payments')
        .select('id')
        .where('idempotency_key', '=', entry.key)
        .executeTakeFirst()
      if (sent) return { ok: false, reason: 'duplicate' } as const
      if (entry.amountCents > refundable)
        return { ok: false, reason: 'more-than-paid', refundableCents: refundable } as const
    }
    const row = await addDeskEntry(trx, entry, { userId: who.actor.id }, now)
    if (!row) return { ok: false, reason: 'duplicate' } as const
    return audited({ ok: true, row } as const, {
      action: `payment.${entry.kind.replace('_', '-')}`,
      entity: 'payment',
      entityId: row.id,
      after: {
        method: row.method,
        amountCents: row.amount_cents,
        subject: `${row.subject_type}:${row.subject_id}`,
        purpose: row.purpose,
        note: row.note,
      },
    })
  })
}
