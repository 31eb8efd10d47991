import { describe, expect, it } from 'vitest'

import { policyStorageOffers } from './storage-offers.ts'
import { storagePolicyPlaceholders } from './storage-policy-tables.ts'

describe('the storage policy’s tables', () => {
  it('show the offers as the owners set them', () => {
    const tables = storagePolicyPlaceholders({
      ...policyStorageOffers,
      winter: { ...policyStorageOffers.winter, indoor: 69_550, seasonStart: '10-01' },
    })
    expect(tables.storagePackages).toContain('| Winter | October 1 - April 15 | $695.50 | $400 |')
    expect(tables.storageRates).toContain('| Indoor storage | $125 per month |')
    expect(tables.storageAddOns).toContain('| Pre-season preparation | $150 |')
  })
})
