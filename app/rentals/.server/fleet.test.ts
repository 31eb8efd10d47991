import { describe, expect, it } from 'vitest'

import { eachTestDatabase } from '#tests/support/database.ts'
import { holdRequest, now, testOwner } from '#tests/support/rental-requests.ts'

import { addCart, changeCart, type FleetCart, listFleet, retireCart, updateCart } from './fleet'
import { placeHold } from './holds'

/* The owners' changes to the fleet, on the seeded five carts, on both engines. */

const db = eachTestDatabase()

const owner = testOwner

async function cart(name: string): Promise<FleetCart> {
  const found = (await listFleet(db(), now)).find((c) => c.name === name)
  if (!found) throw new Error(`no cart ${name}`)
  return found
}

const audit = () =>
  db().selectFrom('audit_log').select(['action', 'entity_id', 'before', 'after']).execute()

describe('the fleet', () => {
  it('starts as the five seeded carts, in service, with no reservations', async () => {
    const fleet = await listFleet(db(), now)
    expect(fleet.map((c) => [c.name, c.cartType, c.homeLocationId, c.state, c.upcoming])).toEqual([
      ['4-seater no. 1', 'four-seater', 'pocono-pines', 'in-service', 0],
      ['4-seater no. 2', 'four-seater', 'scranton', 'in-service', 0],
      ['6-seater no. 1', 'six-seater', 'pocono-pines', 'in-service', 0],
      ['6-seater no. 2', 'six-seater', 'scranton', 'in-service', 0],
      ['Utility no. 1', 'utility', 'pocono-pines', 'in-service', 0],
    ])
  })

  it('adds a cart, audited, and refuses a second cart of the same name in any case', async () => {
    const fields = {
      name: 'Utility no. 2',
      cartType: 'utility',
      homeLocationId: 'scranton',
    } as const
    const added = await addCart(db(), fields, owner)
    if (!added.ok) throw new Error(added.reason)
    expect((await cart('Utility no. 2')).state).toBe('in-service')
    expect(await addCart(db(), { ...fields, name: 'UTILITY NO. 2' }, owner)).toEqual({
      ok: false,
      reason: 'name-taken',
    })
    expect(await audit()).toEqual([
      {
        action: 'rental.cart.add',
        entity_id: added.id,
        before: null,
        after: JSON.stringify(fields),
      },
    ])
  })

  it('renames a cart from the version the owner saw, and refuses a stale version or a taken name', async () => {
    const four = await cart('4-seater no. 1')
    const fields = {
      name: 'Blue 4-seater',
      cartType: 'four-seater',
      homeLocationId: 'scranton',
    } as const
    expect(await changeCart(db(), four.id, four.version, updateCart(fields), owner)).toEqual({
      ok: true,
      id: four.id,
    })
    const renamed = await cart('Blue 4-seater')
    expect([renamed.homeLocationId, renamed.version]).toEqual(['scranton', four.version + 1])
    expect(
      await changeCart(db(), four.id, four.version, updateCart({ ...fields, name: 'Old' }), owner),
    ).toEqual({
      ok: false,
      reason: 'stale',
    })
    expect(
      await changeCart(
        db(),
        four.id,
        renamed.version,
        updateCart({ ...fields, name: '6-seater no. 2' }),
        owner,
      ),
    ).toEqual({ ok: false, reason: 'name-taken' })
    const rows = await audit()
    expect(rows.map((row) => row.action)).toEqual(['rental.cart.update'])
    expect(JSON.parse(rows[0]?.after ?? '{}')).toMatchObject({ name: 'Blue 4-seater' })
  })

  it('retires a cart only when no reservation is coming, and keeps it in the list', async () => {
    const held = await placeHold(db(), holdRequest('utility'))
    expect(held.ok).toBe(true)
    const utility = await cart('Utility no. 1')
    const refused = await changeCart(db(), utility.id, utility.version, retireCart, owner, now)
    expect(refused).toMatchObject({
      ok: false,
      reason: 'reserved',
      reservations: [{ renter: 'Riley Renter' }],
    })

    const four = await cart('4-seater no. 2')
    expect((await changeCart(db(), four.id, four.version, retireCart, owner, now)).ok).toBe(true)
    expect((await cart('4-seater no. 2')).state).toBe('retired')
    expect(await changeCart(db(), four.id, four.version + 1, retireCart, owner, now)).toEqual({
      ok: false,
      reason: 'retired',
    })
    // a type change would strand the reservation made for its type
    expect(
      await changeCart(
        db(),
        utility.id,
        utility.version,
        updateCart({
          name: 'Utility no. 1',
          cartType: 'four-seater',
          homeLocationId: 'pocono-pines',
        }),
        owner,
        now,
      ),
    ).toMatchObject({ ok: false, reason: 'reserved' })
    expect((await audit()).map((row) => row.action)).toEqual(['rental.cart.retire'])
  })
})
