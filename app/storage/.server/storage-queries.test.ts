import { describe, expect, it } from 'vitest'

import { eachTestDatabase } from '#tests/support/database.ts'
import { queryPlans, scansWhole } from '#tests/support/query-plan.ts'
import { insertStorageContract } from '#tests/support/storage-contracts.ts'

import { contractByToken } from './contract-by-token.ts'
import { staffContractPage } from './contract-page.ts'
import { storageDashboard } from './dashboard.ts'
import { storageOverview } from './staff-overview.ts'

/*
 * Storage's pages stay fast with years of ended contracts and paid invoices:
 * the staff overview, a contract's page, the customer's link and the
 * dashboard seek an index, never walking every contract or invoice, on both
 * engines.
 */

const db = eachTestDatabase()
const now = new Date('2026-11-30T12:00:00Z')

describe('storage’s queries', () => {
  it('seek an index, never walking all the contracts or invoices', async () => {
    const contract = await insertStorageContract(db(), { start_day: '2026-06-01' })
    const plans = await queryPlans(db(), async (recorded) => {
      await storageOverview(recorded, '2026-11-30', now)
      await staffContractPage(recorded, contract.id)
      await contractByToken(recorded, contract.token)
      await storageDashboard(recorded, now)
    })
    expect(plans.length).toBeGreaterThanOrEqual(6)
    const whole = plans.filter(
      (plan) => scansWhole(plan, 'storage_contracts') || scansWhole(plan, 'storage_invoices'),
    )
    expect(whole).toEqual([])
  })
})
