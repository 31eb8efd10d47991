import { describe, expect, it } from 'vitest'

import { eachTestDatabase } from '#tests/support/database.ts'
import { queryPlans, scansWhole, usesIndex } from '#tests/support/query-plan.ts'
import { holdRequest, hours, now } from '#tests/support/rental-requests.ts'

import { handovers } from './handovers'
import { placeHold } from './holds'

/* The day sheet's handovers, on both engines. */

const db = eachTestDatabase()

// Saturday 13 June 2026 on the dealer's clock (EDT)
const day = { from: new Date('2026-06-13T04:00:00Z'), until: new Date('2026-06-14T04:00:00Z') }

async function hold(request: ReturnType<typeof holdRequest>) {
  const placed = await placeHold(db(), request)
  if (!placed.ok) throw new Error('a cart should be free')
  return placed
}

describe('handovers', () => {
  it('lists the day’s pickups, deliveries, returns and collections in time order with what to collect', async () => {
    // a pickup at 10:00 on Saturday (Riley), a delivery at 14:00 (Dana)
    await hold(holdRequest('six-seater'))
    const delivery = holdRequest(
      'four-seater',
      new Date('2026-06-13T18:00:00Z'),
      new Date('2026-06-15T18:00:00Z'),
      now,
      'Dana',
    )
    await hold({
      ...delivery,
      handover: { kind: 'delivery', townSlug: 'hawley', address: '12 Lakeview Drive' },
    })
    // Thursday to Saturday 9:00: a return that morning (Cory)
    await hold(
      holdRequest(
        'utility',
        new Date('2026-06-11T13:00:00Z'),
        new Date('2026-06-13T13:00:00Z'),
        now,
        'Cory',
      ),
    )
    const list = await handovers(db(), day)
    expect(list.map((h) => [h.kind, h.at, h.firstName, h.cartName, h.showroomId])).toEqual([
      ['return', '2026-06-13T13:00:00.000Z', 'Cory', 'Utility no. 1', 'scranton'],
      ['pickup', '2026-06-13T14:00:00.000Z', 'Riley', '6-seater no. 1', 'scranton'],
      ['delivery', '2026-06-13T18:00:00.000Z', 'Dana', '4-seater no. 1', 'pocono-pines'],
    ])
    const [ret, pickup, drop] = list
    expect(pickup?.place).toBe('Scranton Showroom, 800 Keyser Avenue, Scranton')
    expect(pickup?.phone).toBe('5705550123')
    expect(pickup?.collect[0]).toMatch(/^\$[\d,]+ due \(rent and charges of the quote\)$/)
    expect(pickup?.collect[1]).toMatch(/^\$[\d,]+ deposit$/)
    expect(drop?.place).toMatch(/^12 Lakeview Drive, .+, PA$/)
    expect(drop?.area).not.toContain('Lakeview')
    expect(ret?.collect).toEqual([
      expect.stringMatching(/^Give back the \$[\d,]+ deposit if the cart returns as it left$/),
    ])
    // one showroom's only
    expect((await handovers(db(), day, 'pocono-pines')).map((h) => h.firstName)).toEqual(['Dana'])
    // the next day has none of them
    const sunday = {
      from: day.until,
      until: new Date(day.until.getTime() + hours(24)),
    }
    expect(await handovers(db(), sunday)).toEqual([])
  })

  it('finds the day’s rentals by their start and end times, not by reading every reservation', async () => {
    const plans = await queryPlans(db(), (d) => handovers(d, day))
    const [plan = ''] = plans.filter((p) => p.includes('rental_reservations'))
    expect(scansWhole(plan, 'rental_reservations'), plan).toBe(false)
    expect(usesIndex(plan, 'rental_reservations_start'), plan).toBe(true)
    expect(usesIndex(plan, 'rental_reservations_end'), plan).toBe(true)
  })
})
