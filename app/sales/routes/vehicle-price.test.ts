import { describe, expect, it } from 'vitest'

import { seedVehicles } from '#app/kernel/.server/db/seed-data.ts'
import { parseSettings } from '#app/kernel/.server/env.ts'
import { changeSetting } from '#app/kernel/.server/settings/app-settings.ts'
import type { BuyerPrice } from '#app/sales/.server/buyer-price/buyer-price.ts'
import { documentationFee } from '#app/sales/.server/buyer-price/price-settings.ts'
import { insertVehicles } from '#app/sales/.server/inventory/vehicles.ts'
import { eachTestDatabase } from '#tests/support/database.ts'

import { loader } from './vehicle.tsx'

// the Evolution D5 Maverick 4 Plus, $12,995
const cart = seedVehicles[0]!

describe('the price box on a cart page', () => {
  const db = eachTestDatabase()

  async function load(query: string) {
    await insertVehicles(db(), [cart], [])
    const answer = (await loader({
      request: new Request(`http://localhost/vehicle/${cart.id}${query}`),
      context: { db: db(), settings: parseSettings({}), cspNonce: '', requestTime: Date.now() },
      params: { id: cart.id },
    } as never)) as unknown as {
      data: { price: BuyerPrice }
      init: ResponseInit | null
    }
    return { status: answer.init?.status ?? 200, price: answer.data.price }
  }

  it('stays closed until the buyer picks a town', async () => {
    const { status, price } = await load('')
    expect(status).toBe(200)
    expect(price).toMatchObject({ asked: false, errors: {} })
    expect(price.outTheDoor).toBeUndefined()
  })

  it('prices the cart delivered outside the free zone, with the owners fee, and a 48-month estimate', async () => {
    await changeSetting(db(), documentationFee, { actor: null, ip: null, value: 14_900 })
    const { status, price } = await load('?town=middle-smithfield-township&term=48&down=2000')
    expect(status).toBe(200)
    expect(price.town).toEqual({
      slug: 'middle-smithfield-township',
      name: 'Middle Smithfield Township',
    })
    // $12,995 + 25 miles at $6 + $149 fee, and 6% of all three
    expect(price.outTheDoor).toMatchObject({
      kind: 'total',
      totalCents: 1_299_500 + 15_000 + 14_900 + 79_764,
    })
    expect(price.estimate).toMatchObject({
      downPaymentCents: 200_000,
      termMonths: 48,
      aprBasisPoints: 799,
      principalCents: 1_409_164 - 200_000,
    })
  })

  it.each([
    ['?town=pittsburgh', 'town', 'Choose your town from the list of towns we deliver to.'],
    ['?town=milford&term=72', 'term', 'Choose a term of 24, 36, 48 or 60 months.'],
    [
      '?town=milford&down=20000',
      'down',
      'The down payment must be less than the out-the-door price of $13,774.70.',
    ],
  ])('answers %s with a 400 and the message beside its field', async (query, field, message) => {
    const { status, price } = await load(query)
    expect(status).toBe(400)
    expect(price.errors).toEqual({ [field]: message })
  })
})
