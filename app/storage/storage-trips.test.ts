import { describe, expect, it } from 'vitest'

import { pickupDays, returnDays, tripToBook, windowWithin } from './storage-trips.ts'

const contract = {
  status: 'active' as const,
  handover: 'pickup' as const,
  plan: 'winter' as const,
  startDay: '2026-12-05',
  endDay: '2027-04-15',
  noticeDay: null,
}

describe('storage trips', () => {
  it('picks the cart up on the start date or the three days before', () => {
    expect(pickupDays('2026-12-05')).toEqual({ first: '2026-12-02', last: '2026-12-05' })
    expect(windowWithin('2026-12-02@480', pickupDays('2026-12-05'))).toBe(true)
    expect(windowWithin('2026-12-06@480', pickupDays('2026-12-05'))).toBe(false)
    expect(windowWithin('2026-12-01@480', pickupDays('2026-12-05'))).toBe(false)
    expect(windowWithin('not a window', pickupDays('2026-12-05'))).toBe(false)
  })

  it('brings it back in a package’s last two weeks, or from monthly storage’s notice to its end', () => {
    expect(returnDays(contract)).toEqual({ first: '2027-04-01', last: '2027-04-15' })
    expect(returnDays({ plan: 'monthly', endDay: null, noticeDay: null })).toBeNull()
    expect(returnDays({ plan: 'monthly', endDay: '2027-02-09', noticeDay: '2027-01-10' })).toEqual({
      first: '2027-01-10',
      last: '2027-02-09',
    })
  })

  it('offers the pickup while none stands before the start, then the return once', () => {
    expect(tripToBook(contract, [], '2026-11-29')?.kind).toBe('storage_pickup')
    expect(
      tripToBook(contract, [{ kind: 'storage_pickup', status: 'cancelled' }], '2026-11-29')?.kind,
    ).toBe('storage_pickup')
    const picked = [{ kind: 'storage_pickup', status: 'done' as const }]
    expect(tripToBook(contract, picked, '2026-12-10')).toEqual({
      kind: 'storage_return',
      days: { first: '2027-04-01', last: '2027-04-15' },
    })
    expect(
      tripToBook(
        contract,
        [...picked, { kind: 'storage_return', status: 'scheduled' }],
        '2027-04-02',
      ),
    ).toBeNull()
    // past the last day, dropped off, or not active: nothing to book
    expect(tripToBook(contract, picked, '2027-04-16')).toBeNull()
    expect(tripToBook({ ...contract, handover: 'drop_off' }, [], '2026-11-29')).toBeNull()
    expect(tripToBook({ ...contract, status: 'pending' }, [], '2026-11-29')).toBeNull()
  })
})
