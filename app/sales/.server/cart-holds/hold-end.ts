import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { CartHoldRow } from '#app/kernel/.server/db/schema.ts'
import { queueWrittenMail } from '#app/kernel/.server/mail/written-mail.ts'
import type { PaymentActor } from '#app/payments/ledger.ts'

import { freeHoldWindow } from './hold-delivery'
import { holdRefunded } from './hold-mail'
import { queueHoldRefund } from './hold-refunds'

/** Who ends a hold with a refund: the lapse job, or staff. */
export type HoldEnder = { kind: 'lapsed' } | { kind: 'staff'; userId: string; email: string }

const cartNameOf = async (trx: DB, vehicleId: string) =>
  (await trx.selectFrom('vehicles').select('name').where('id', '=', vehicleId).executeTakeFirst())
    ?.name ?? 'cart'

/**
 * Ends active holds with a full refund, in the caller's transaction: each
 * hold moves out of 'active' in one guarded UPDATE (so of two passes or two
 * clicks, one ends it and writes its refund), its cart goes back from "Sale
 * pending" to available (when it still is pending), its refund is written
 * ahead, and the buyer is told. Resolves to the holds ended, with their
 * refund rows' ids; the caller sends the refunds once committed.
 */
export async function endHoldsWithRefund(
  trx: DB,
  ids: string[],
  ender: HoldEnder,
  now: Date,
  onlyDue = false,
): Promise<{ hold: CartHoldRow; refundId: string }[]> {
  const at = now.toISOString()
  const status = ender.kind === 'lapsed' ? 'lapsed' : 'refunded'
  let update = trx
    .updateTable('cart_holds')
    .set({ status, ended_at: at })
    .where('id', 'in', ids)
    .where('status', '=', 'active')
  if (onlyDue) update = update.where('ends_at', '<=', at)
  const ended = await update.returningAll().execute()
  const actor: PaymentActor = ender.kind === 'lapsed' ? 'job' : 'staff'
  const note =
    ender.kind === 'lapsed' ? 'The hold lapsed: deposit refunded in full.' : 'Refunded by staff.'
  const done: { hold: CartHoldRow; refundId: string }[] = []
  for (const hold of ended) {
    await trx
      .updateTable('vehicles')
      .set({ status: 'available', updated_at: at })
      .where('id', '=', hold.vehicle_id)
      .where('status', '=', 'pending')
      .execute()
    await freeHoldWindow(
      trx,
      hold.id,
      now,
      ender.kind === 'staff' ? { id: ender.userId, email: ender.email } : null,
    )
    const refund = await queueHoldRefund(
      trx,
      hold,
      { actor, userId: ender.kind === 'staff' ? ender.userId : null, note },
      now,
    )
    const after = await trx
      .updateTable('cart_holds')
      .set({ refund_payment_id: refund.id })
      .where('id', '=', hold.id)
      .returningAll()
      .executeTakeFirstOrThrow()
    const name = await cartNameOf(trx, hold.vehicle_id)
    await queueWrittenMail(
      trx,
      holdRefunded(after, name, ender.kind === 'lapsed' ? 'lapsed' : 'staff'),
      now,
      'renter',
    )
    done.push({ hold: after, refundId: refund.id })
  }
  return done
}
