import { afterAll, afterEach, expect, it, vi } from 'vitest'

import { validateVehicleForm } from '#app/sales/vehicle-form.ts'
import { staffTestFileContext } from '#tests/support/staff.ts'

import { createVehicle } from './vehicle-admin'
import { vehicleList } from './vehicle-list'
import { vehiclePage } from './vehicle-page'

/*
 * The inventory's times are on the dealer's clock, as the leads' are: a
 * cart saved at 21:33 UTC on July 4 was saved at 5:33 PM EDT in the showroom.
 */

const { db } = await staffTestFileContext()
afterEach(() => vi.useRealTimers())
afterAll(() => vi.useRealTimers())

const eveningOfJuly4 = /^Sat, Jul 4, 5:33\sPM EDT$/

it('the list and the price history say when, on the dealer clock', async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-07-04T21:33:00Z') })
  const checked = validateVehicleForm({
    name: 'Denago Rover Clock Test',
    brand: 'Denago',
    category: 'Rover',
    price: '13995',
    description: 'A six-seat lifted cart for the lake roads, lithium battery.',
    seatingCapacity: '6',
    version: '0',
  })
  if (!checked.ok) throw new Error(JSON.stringify(checked.fields))
  const vehicle = await createVehicle(db, checked.data, { id: null })

  const [row] = (await vehicleList(db, { search: 'clock test', status: '', brand: '', page: 1 }))
    .rows
  expect(row?.updated).toMatch(eveningOfJuly4)
  const page = await vehiclePage(db, vehicle.id)
  expect(page?.prices[0]?.changed).toMatch(eveningOfJuly4)
})
