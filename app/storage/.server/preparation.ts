import type { DB } from '#app/kernel/.server/db/connection.ts'
import { withTransaction } from '#app/kernel/.server/db/transaction.ts'
import { addDays } from '#app/kernel/zoned-time.ts'
import { openStoredCartJob } from '#app/service/.server/stored-cart-job.ts'

import { preparationDaysBeforeEnd, preparationLeadDays } from '../billing-rules'
import { recordContractEvent } from './contract-history'

/**
 * Pre-season preparation booked with a package becomes a service job once
 * (record 076: the key 'preparation-job' in storage_contract_once, written
 * in the job's transaction), 30 days before the package ends, booked for a
 * week before the end. Counts the jobs opened.
 */
export async function openPreparationJobs(
  db: DB,
  clock: { now: Date; today: string },
): Promise<number> {
  const due = await db
    .selectFrom('storage_contracts')
    .selectAll()
    .where('status', '=', 'active')
    .where('plan', 'in', ['winter', 'summer'])
    .where('preparation_cents', '>', 0)
    .where('end_day', '>=', clock.today)
    .where('end_day', '<=', addDays(clock.today, preparationLeadDays))
    .execute()
  let opened = 0
  for (const contract of due) {
    const endDay = contract.end_day
    if (!endDay) continue
    await withTransaction(db, async (trx) => {
      const once = await trx
        .insertInto('storage_contract_once')
        .values({ contract_id: contract.id, what: 'preparation-job', at: clock.now.toISOString() })
        .onConflict((oc) => oc.columns(['contract_id', 'what']).doNothing())
        .returning('what')
        .executeTakeFirst()
      if (!once) return
      const workDay = [addDays(endDay, -preparationDaysBeforeEnd), clock.today].sort().at(-1)
      const jobId = await openStoredCartJob(
        trx,
        {
          firstName: contract.first_name,
          lastName: contract.last_name,
          email: contract.email,
          phone: contract.phone,
          showroom: contract.showroom,
          cartBrand: contract.cart_brand,
          cartModel: contract.cart_model,
          cartSerial: contract.cart_serial,
          batteryType: contract.battery_type,
          workDay: workDay ?? clock.today,
          description: `Pre-season preparation of a stored cart (paid with the storage package): ready before the package ends on ${endDay}.`,
        },
        clock.now,
      )
      await recordContractEvent(trx, {
        contractId: contract.id,
        kind: 'preparation',
        actor: null,
        at: clock.now.toISOString(),
        detail: { jobId, workDay },
      })
      opened += 1
    })
  }
  return opened
}
