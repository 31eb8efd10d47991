import { describe, expect, it } from 'vitest'

import { monthCharges, packageCharges } from './storage-charges.ts'

describe('a package paid at booking', () => {
  it('taxes the work and the pickup, never the space', () => {
    const charges = packageCharges(
      {
        label: 'Winter package, indoor',
        priceCents: 65_000,
        maintenanceCents: 5_000,
        months: 6,
        preparationCents: 15_000,
        pickupFeeCents: 4_000,
      },
      600,
    )
    expect(charges.lines.map((line) => [line.label, line.cents])).toEqual([
      ['Winter package, indoor', 65_000],
      ['Maintenance add-on, 6 months', 30_000],
      ['Pre-season preparation', 15_000],
      ['Pickup from your address', 4_000],
    ])
    expect(charges.subtotalCents).toBe(114_000)
    // 6% of 490.00
    expect(charges.taxCents).toBe(2_940)
    expect(charges.totalCents).toBe(116_940)
  })

  it('is the package alone, untaxed, with nothing added', () => {
    const charges = packageCharges(
      {
        label: 'Summer package, covered outdoor',
        priceCents: 35_000,
        maintenanceCents: 0,
        months: 5,
        preparationCents: 0,
        pickupFeeCents: 0,
      },
      600,
    )
    expect(charges.lines).toHaveLength(1)
    expect(charges.taxCents).toBe(0)
    expect(charges.totalCents).toBe(35_000)
  })
})

describe('a month of monthly storage', () => {
  it('rounds the tax on the add-on half up', () => {
    const charges = monthCharges(
      { label: 'Indoor storage', rateCents: 12_500, maintenanceCents: 5_025 },
      625,
    )
    // 6.25% of 50.25 = 3.140625
    expect(charges.taxCents).toBe(314)
    expect(charges.totalCents).toBe(12_500 + 5_025 + 314)
  })
})
