import { describe, expect, it } from 'vitest'

import { readyLine } from './ready-line'

// Saturday 13 June 2026, 11:05 EDT
const now = new Date('2026-06-13T15:05:00Z')

describe('readyLine', () => {
  it('names the cart and the time of its next handover today, on the dealer’s clock', () => {
    expect(
      readyLine(
        {
          name: '4-seater no. 2',
          since: '2026-06-13T14:40:00Z',
          next: { at: '2026-06-13T18:00:00Z', kind: 'pickup', renter: 'Riley Renter' },
        },
        now,
      ),
    ).toEqual({
      text: 'Ready 4-seater no. 2 for the 2:00 PM pickup (Riley Renter)',
      since: 'back since 10:40 AM',
    })
  })

  it('says the day of a handover on another day, and when none is booked', () => {
    const returnedYesterday = '2026-06-12T21:30:00Z'
    expect(
      readyLine(
        {
          name: 'Utility no. 1',
          since: returnedYesterday,
          next: { at: '2026-06-15T13:00:00Z', kind: 'delivery', renter: 'Dana Renter' },
        },
        now,
      ).text,
    ).toBe('Ready Utility no. 1 for the Mon, Jun 15, 9:00 AM delivery (Dana Renter)')
    expect(readyLine({ name: 'Utility no. 1', since: returnedYesterday, next: null }, now)).toEqual(
      {
        text: 'Ready Utility no. 1: no rental booked on it yet',
        since: 'back since Fri, Jun 12, 5:30 PM',
      },
    )
  })
})
