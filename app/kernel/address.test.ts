import { describe, expect, it } from 'vitest'

import { addressLine } from './address.ts'

describe('addressLine', () => {
  it('joins street, city, region and postal code', () => {
    expect(
      addressLine({ street: '1 Main St', city: 'Milford', region: 'PA', postalCode: '18337' }),
    ).toBe('1 Main St, Milford, PA 18337')
  })
  it('leaves out the parts an address does not have', () => {
    expect(addressLine({ city: 'Scranton', region: 'PA' })).toBe('Scranton, PA')
  })
})
