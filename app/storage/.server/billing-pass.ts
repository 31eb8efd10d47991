import type { DB } from '#app/kernel/.server/db/connection.ts'
import { readSetting } from '#app/kernel/.server/settings/app-settings.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { calendarDay } from '#app/kernel/zoned-time.ts'
import { salesTaxRate } from '#app/payments/.server/sales-tax-setting.ts'
import type { OnlinePayments } from '#app/payments/.server/stripe-client.ts'

import { addLateFees, takeDelinquencySteps } from './delinquency'
import { issueContractInvoices, sendCharges, settleCharges } from './invoices'
import { endFinishedContracts, mailPackagesEnding } from './notice'
import { openPreparationJobs } from './preparation'

export type BillingCounts = {
  storageInvoices: number
  storagePaymentLinks: number
  storageLateFees: number
  storageSteps: number
  storageEnded: number
  storagePackagesEnding: number
  storagePreparationJobs: number
}

/**
 * One pass of storage billing at `now` (record 076), in the order the
 * policy's clock runs: the months due are invoiced and charged, the
 * charges answered decide their invoices, late fees and delinquency steps
 * follow, contracts past their last day end, packages ending soon are
 * announced and their pre-season preparation becomes a service job.
 * Every step is claimed in the database, so any number of servers may run
 * it at once and each thing happens once.
 */
export async function runStorageBilling(
  db: DB,
  input: { online: OnlinePayments | undefined; siteUrl: string; now: Date; batchSize: number },
): Promise<BillingCounts> {
  const { now, online, siteUrl } = input
  const today = calendarDay(now, business.timeZone)
  const context = {
    online,
    siteUrl,
    now,
    today,
    taxBasisPoints: await readSetting(db, salesTaxRate),
  }
  let storageInvoices = 0
  for (let after = ''; ;) {
    const contracts = await db
      .selectFrom('storage_contracts')
      .selectAll()
      .where('status', '=', 'active')
      .where('plan', '=', 'monthly')
      .where('start_day', '<=', today)
      // a contract billed for this month has every earlier month too: after the
      // 1st's pass, the walk reads only contracts started since
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('storage_invoices')
              .select('storage_invoices.id')
              .whereRef('storage_invoices.contract_id', '=', 'storage_contracts.id')
              .where('storage_invoices.month', '=', today.slice(0, 7)),
          ),
        ),
      )
      .where('id', '>', after)
      .orderBy('id')
      .limit(input.batchSize)
      .execute()
    for (const contract of contracts) {
      const charges = await issueContractInvoices(db, contract, context)
      storageInvoices += charges.length
      await sendCharges(db, online, charges, now)
    }
    const last = contracts.at(-1)
    if (!last || contracts.length < input.batchSize) break
    after = last.id
  }
  const clock = { now, today, siteUrl }
  return {
    storageInvoices,
    storagePaymentLinks: await settleCharges(db, context),
    storageLateFees: await addLateFees(db, clock),
    storageSteps: await takeDelinquencySteps(db, clock),
    storageEnded: await endFinishedContracts(db, now, today),
    storagePackagesEnding: await mailPackagesEnding(db, clock),
    storagePreparationJobs: await openPreparationJobs(db, clock),
  }
}
