import { describe, expect, it } from 'vitest'

import { business } from '#app/kernel/dealer/business.ts'
import { rentalRules } from '#app/rentals/content/rentals.ts'
import { eachTestDatabase } from '#tests/support/database.ts'
import { checkedIn, rentalOut } from '#tests/support/rental-desk.ts'
import { cartIdNamed, holdRequest, testOwner } from '#tests/support/rental-requests.ts'

import { fleetNumbers } from './fleet-numbers'
import { addMaintenance } from './maintenance'

/* The dashboard's fleet numbers from seeded rentals, on both engines. */

const db = eachTestDatabase()

const zone = business.timeZone
/** Saturday 20 June 2026, noon EDT */
const now = new Date('2026-06-20T16:00:00Z')
const at = (iso: string) => new Date(iso)

/**
 * The fleet since New Year, with a utility cart added on 11 June and a
 * 6-seater retired on 10 June; a utility rental from 30 May back a day late
 * on 2 June with a cleaning fee, its cart then blocked 1 to 5 June; a
 * 4-seater out since 18 June and overdue since the 19th.
 */
async function seed() {
  await db().updateTable('rental_carts').set({ created_at: '2026-01-01T05:00:00.000Z' }).execute()
  await db()
    .updateTable('rental_carts')
    .set({ state: 'retired', updated_at: '2026-06-10T16:00:00.000Z' })
    .where('name', '=', '6-seater no. 2')
    .execute()
  await db()
    .insertInto('rental_carts')
    .values({
      id: 'utility-2',
      cart_type: 'utility',
      name: 'Utility no. 2',
      home_location_id: 'scranton',
      created_at: '2026-06-11T16:00:00.000Z',
      updated_at: '2026-06-11T16:00:00.000Z',
    })
    .execute()

  const utility = holdRequest(
    'utility',
    at('2026-05-30T14:00:00Z'),
    at('2026-06-01T14:00:00Z'),
    at('2026-05-20T12:00:00Z'),
  )
  const weekend = await rentalOut(db(), utility)
  await checkedIn(db(), weekend.id, {
    now: at('2026-06-02T15:00:00Z'),
    returnedAt: '2026-06-02T10:00',
    fees: [{ kind: 'cleaning', amount: 60, note: '' }],
    depositChoice: 'apply',
  })
  const blocked = await addMaintenance(
    db(),
    {
      cartId: await cartIdNamed(db(), 'Utility no. 1'),
      firstDay: '2026-06-01',
      lastDay: '2026-06-05',
      reason: 'New batteries',
    },
    testOwner,
    at('2026-05-25T12:00:00Z'),
  )
  if (!blocked.ok) throw new Error('the block should be added')

  await rentalOut(
    db(),
    holdRequest(
      'four-seater',
      at('2026-06-18T14:00:00Z'),
      at('2026-06-19T14:00:00Z'),
      at('2026-06-10T12:00:00Z'),
    ),
  )
  return utility.quote
}

describe('fleetNumbers', () => {
  it('counts days out of days available per type and month, and the kept rent and fees by return month', async () => {
    const quote = await seed()
    const numbers = await fleetNumbers(db(), now, zone)
    expect(numbers.months).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
    ])
    const cell = (month: string, cartType: string) =>
      numbers.utilisation.find((c) => c.month === month && c.cartType === cartType)
    // May: 30 and 31 out, of 31 days of the one utility cart
    expect(cell('2026-05', 'utility')).toMatchObject({ out: 2, available: 31 })
    // June to the 20th: no. 1 out on the 1st and 2nd, blocked the 3rd to 5th (17 days);
    // no. 2 from the 11th (10 days)
    expect(cell('2026-06', 'utility')).toMatchObject({ out: 2, available: 27 })
    // two 4-seaters for 20 days; one out from the 18th and still out today
    expect(cell('2026-06', 'four-seater')).toMatchObject({ out: 3, available: 40 })
    // one 6-seater for 20 days, the retired one until the 10th
    expect(cell('2026-06', 'six-seater')).toMatchObject({ out: 0, available: 30 })
    expect(cell('2026-02', 'six-seater')).toMatchObject({ out: 0, available: 56 })

    const rent = quote.lines.filter((l) => l.key === 'rent').reduce((s, l) => s + l.amount, 0)
    const extras = quote.total - rent
    // back 24 hours after the agreed end
    const late = 24 * rentalRules.lateFeePerHour
    expect(numbers.revenue).toEqual([
      {
        month: '2026-06',
        cartType: 'utility',
        rentals: 1,
        rent,
        extras,
        late,
        fees: { cleaning: 60, recharge: 0, 'smoke-odor': 0, 'pet-hair': 0, 'minor-damage': 0 },
        total: quote.total + late + 60,
      },
    ])
    expect(rent).toBeGreaterThan(0)
  })

  it('shows nothing out and no money without rentals, and no days before the carts joined', async () => {
    await db().updateTable('rental_carts').set({ created_at: '2026-06-01T12:00:00.000Z' }).execute()
    const numbers = await fleetNumbers(db(), now, zone)
    expect(numbers.revenue).toEqual([])
    expect(numbers.utilisation.map((c) => [c.month, c.cartType, c.out, c.available])).toEqual([
      ['2026-06', 'four-seater', 0, 40],
      ['2026-06', 'six-seater', 0, 40],
      ['2026-06', 'utility', 0, 20],
    ])
  })
})
