import { describe, expect, it } from 'vitest'

import {
  isBuyableNow,
  isListed,
  isPublic,
  schemaAvailability,
  type VehicleStatus,
  vehicleStatuses,
} from './vehicle-status.ts'

describe('vehicle status rules', () => {
  it('shows what each status makes public', () => {
    const table = vehicleStatuses.map((s) => [s, isPublic(s), isListed(s)])
    expect(table).toEqual([
      ['draft', false, false],
      ['available', true, true],
      ['pending', true, true],
      ['sold', true, false],
      ['archived', false, false],
    ])
  })

  it('gives one availability for the page, its structured data and the feeds', () => {
    const at = (status: VehicleStatus, inStock: boolean) => schemaAvailability({ status, inStock })
    expect(at('available', true)).toBe('InStock')
    expect(at('available', false)).toBe('OutOfStock')
    expect(at('pending', true)).toBe('OutOfStock')
    expect(at('sold', true)).toBe('SoldOut')
    expect(isBuyableNow({ status: 'available', inStock: true })).toBe(true)
    expect(isBuyableNow({ status: 'pending', inStock: true })).toBe(false)
  })
})
