import { describe, expect, it } from 'vitest'

import { instantInZone, localInputValue } from '#app/kernel/zoned-time.ts'

import { parseRentalFilter } from './rental-filter'

describe('parseRentalFilter', () => {
  it('reads the known values and drops the rest', () => {
    expect(
      parseRentalFilter(new URLSearchParams('status=held&type=utility&from=2026-06-01&to=bad')),
    ).toEqual({ status: 'held', cartType: 'utility', from: '2026-06-01', to: '' })
    expect(parseRentalFilter(new URLSearchParams('status=toString&type=tank'))).toEqual({
      status: '',
      cartType: '',
      from: '',
      to: '',
    })
  })
})

describe('instantInZone', () => {
  const zone = 'America/New_York'
  it('reads a wall-clock time in summer and in winter', () => {
    expect(instantInZone('2026-06-13T10:00', zone)?.toISOString()).toBe('2026-06-13T14:00:00.000Z')
    expect(instantInZone('2026-12-05T09:30', zone)?.toISOString()).toBe('2026-12-05T14:30:00.000Z')
    expect(instantInZone('2026-02-30T09:30', zone)).toBeNull()
    expect(instantInZone('tomorrow', zone)).toBeNull()
  })

  it('gives back what localInputValue shows', () => {
    const at = new Date('2026-11-01T05:15:00Z')
    expect(instantInZone(localInputValue(at, zone), zone)?.toISOString()).toBe(at.toISOString())
  })
})
