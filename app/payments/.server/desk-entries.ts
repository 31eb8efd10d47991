import type { Actor } from '#app/kernel/.server/audit/actor.ts'
import { audited, auditedChange } from '#app/kernel/.server/audit/audited-change.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { PaymentRow } from '#app/kernel/.server/db/schema.ts'
import type {
  PaymentKind,
  PaymentMethod,
  PaymentPurpose,
  PaymentSubject,
} from '#app/payments/ledger.ts'

import { insertPaymentOnce, newLedgerId } from './ledger-rows'

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

export type DeskEntryResult = { ok: true; row: PaymentRow } | { ok: false; reason: 'duplicate' }

/** A staff member records money taken or given back in person; audited. */
export function recordDeskEntry(
  db: DB,
  entry: DeskEntry,
  who: { actor: Actor; now?: Date },
): Promise<DeskEntryResult> {
  const now = who.now ?? new Date()
  return auditedChange(db, { actor: who.actor, ip: who.actor.ip, now }, async (trx) => {
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
        note: row.note,
      },
    })
  })
}
