import { describe, expect, it } from 'vitest'

import { freshDatabaseEachTest } from '#tests/support/database.ts'
import { holdRequest, now } from '#tests/support/rental-requests.ts'

import type { DB } from '../db/connection'
import {
  addCart,
  backInService,
  type CartChange,
  changeCart,
  type FleetCart,
  listFleet,
  retireCart,
  setMaintenance,
  updateCart,
} from './fleet'
import { placeHold } from './holds'

/* The owners' changes to the fleet, on the seeded five carts, on both engines. */

let db: DB
freshDatabaseEachTest((fresh) => {
  db = fresh
})

const owner = { id: 'owner-1', email: 'owner@example.com', ip: '203.0.113.4' }

async function cart(name: string): Promise<FleetCart> {
  const found = (await listFleet(db, now)).find((c) => c.name === name)
  if (!found) throw new Error(`no cart ${name}`)
  return found
}

const audit = () =>
  db.selectFrom('audit_log').select(['action', 'entity_id', 'before', 'after']).execute()

describe('the fleet', () => {
  it('starts as the five seeded carts, in service, with no reservations', async () => {
    const fleet = await listFleet(db, now)
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
    const added = await addCart(db, fields, owner)
    if (!added.ok) throw new Error(added.reason)
    expect((await cart('Utility no. 2')).state).toBe('in-service')
    expect(await addCart(db, { ...fields, name: 'UTILITY NO. 2' }, owner)).toEqual({
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
    expect(await changeCart(db, four.id, four.version, updateCart(fields), owner)).toEqual({
      ok: true,
      id: four.id,
    })
    const renamed = await cart('Blue 4-seater')
    expect([renamed.homeLocationId, renamed.version]).toEqual(['scranton', four.version + 1])
    expect(
      await changeCart(db, four.id, four.version, updateCart({ ...fields, name: 'Old' }), owner),
    ).toEqual({
      ok: false,
      reason: 'stale',
    })
    expect(
      await changeCart(
        db,
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

  it('sets maintenance on free days, refuses days a reservation holds (naming it), and back in service', async () => {
    // Riley's reservation takes 6-seater no. 1 from Sat Jun 13 to Mon Jun 15
    const held = await placeHold(db, holdRequest('six-seater'))
    expect(held.ok).toBe(true)
    const six = await cart('6-seater no. 1')
    expect(six.upcoming).toBe(1)
    const changeSix = (change: CartChange) =>
      changeCart(db, six.id, six.version, change, owner, now)

    const refused = await changeSix(setMaintenance({ from: '2026-06-15', to: '2026-06-20' }))
    expect(refused).toMatchObject({
      ok: false,
      reason: 'reserved',
      reservations: [{ renter: 'Riley Renter', firstDay: '2026-06-13', lastDay: '2026-06-15' }],
    })
    expect((await cart('6-seater no. 1')).state).toBe('in-service')

    const set = await changeSix(setMaintenance({ from: '2026-06-16', to: '2026-06-20' }))
    expect(set.ok).toBe(true)
    const out = await cart('6-seater no. 1')
    expect([out.state, out.maintenanceFrom, out.maintenanceTo]).toEqual([
      'maintenance',
      '2026-06-16',
      '2026-06-20',
    ])
    // a request for those days now takes the other 6-seater
    const during = await placeHold(
      db,
      holdRequest('six-seater', new Date('2026-06-17T14:00:00Z'), new Date('2026-06-18T14:00:00Z')),
    )
    expect(during.ok && during.cartId).toBe((await cart('6-seater no. 2')).id)

    expect((await changeCart(db, six.id, out.version, backInService, owner, now)).ok).toBe(true)
    const back = await cart('6-seater no. 1')
    expect([back.state, back.maintenanceFrom, back.maintenanceTo]).toEqual([
      'in-service',
      null,
      null,
    ])
    expect((await audit()).map((row) => row.action)).toEqual([
      'rental.cart.maintenance',
      'rental.cart.maintenance',
    ])
  })

  it('retires a cart only when no reservation is coming, and keeps it in the list', async () => {
    const held = await placeHold(db, holdRequest('utility'))
    expect(held.ok).toBe(true)
    const utility = await cart('Utility no. 1')
    const refused = await changeCart(db, utility.id, utility.version, retireCart, owner, now)
    expect(refused).toMatchObject({
      ok: false,
      reason: 'reserved',
      reservations: [{ renter: 'Riley Renter' }],
    })

    const four = await cart('4-seater no. 2')
    expect((await changeCart(db, four.id, four.version, retireCart, owner, now)).ok).toBe(true)
    expect((await cart('4-seater no. 2')).state).toBe('retired')
    expect(await changeCart(db, four.id, four.version + 1, retireCart, owner, now)).toEqual({
      ok: false,
      reason: 'retired',
    })
    // a type change would strand the reservation made for its type
    expect(
      await changeCart(
        db,
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
