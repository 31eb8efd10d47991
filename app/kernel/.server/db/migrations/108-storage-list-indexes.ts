import type { Kysely, Migration } from 'kysely'

import { addIndex } from './helpers'

// Storage's staff overview and dashboard at years of ended contracts: the
// spaces held by month and the contract list read the pending and active
// contracts (and the latest ended) by status and first day, one index range
// per status; the spaces index leads with the showroom and kind a booking
// locks, which these pages do not name.
export const storageListIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    await addIndex(db, 'storage_contracts_status_start', 'storage_contracts', [
      'status',
      'start_day',
    ])
  },
}
