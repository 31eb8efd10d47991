import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { DB } from '#app/kernel/.server/db/connection.ts'
import { seedIfEmpty } from '#app/kernel/.server/db/seed.ts'
import { validateVehicleForm, type VehicleForm } from '#app/sales/vehicle-form.ts'
import { openTestDatabase } from '#tests/support/database.ts'

import { priceHistory } from './price-history'
import {
  createVehicle,
  deleteVehicle,
  duplicateVehicle,
  setVehicleStatus,
  updateVehicle,
} from './vehicle-admin'
import { vehicleList } from './vehicle-list'
import { findVehicle, listVehicles } from './vehicles'

let db: DB
let close: () => Promise<void>
beforeAll(async () => {
  ;({ db, close } = await openTestDatabase())
  await seedIfEmpty(db)
})
afterAll(() => close())

const staff = { id: 'user-1' }

function form(changes: Record<string, unknown> = {}): VehicleForm {
  const result = validateVehicleForm({
    name: 'Evolution Classic 4 Pro',
    brand: 'Evolution',
    category: 'Classic',
    year: '2026',
    isNew: 'on',
    inStock: 'on',
    price: '10995',
    description: 'A four-seat Classic with a lithium battery and a fresh warranty.',
    features: 'LED lights\nUSB ports',
    seatingCapacity: '4',
    topSpeed: '19 mph',
    color: 'Sky Blue',
    otherSpecifications: 'Motor: 5 kW AC',
    externalUrl: '',
    locationId: 'scranton',
    version: '0',
    ...changes,
  })
  if (!result.ok) throw new Error(JSON.stringify(result.fields))
  return result.data
}

describe('staff inventory', () => {
  it('creates a draft that the public cannot see, then publishes it', async () => {
    const cart = await createVehicle(db, form(), staff)
    expect(cart.id).toBe('evolution-classic-4-pro')
    expect(cart.status).toBe('draft')
    expect(cart.specifications).toMatchObject({
      seatingCapacity: 4,
      motor: '5 kW AC',
      color: 'Sky Blue',
    })
    expect(await findVehicle(db, cart.id)).toBeUndefined()
    const published = await setVehicleStatus(db, cart.id, 'available', 'draft')
    expect(published.ok).toBe(true)
    expect((await listVehicles(db)).map((v) => v.id)).toContain(cart.id)
    const again = await createVehicle(db, form(), staff)
    expect(again.id).toBe('evolution-classic-4-pro-2')
  })

  it('refuses a stale save instead of overwriting the other editor', async () => {
    const cart = await createVehicle(
      db,
      form({ name: 'Denago Rover Test', brand: 'Denago' }),
      staff,
    )
    const first = await updateVehicle(
      db,
      cart.id,
      { ...form({ price: '9995' }), version: cart.version },
      staff,
    )
    expect(first.ok).toBe(true)
    const stale = await updateVehicle(
      db,
      cart.id,
      { ...form({ price: '8995' }), version: cart.version },
      staff,
    )
    expect(stale).toMatchObject({ ok: false, reason: 'conflict', current: { price: 9995 } })
  })

  it('changes the status only from the one the page showed, leaving the version to saves', async () => {
    const cart = await createVehicle(db, form({ name: 'Evolution Status Test' }), staff)
    const published = await setVehicleStatus(db, cart.id, 'available', 'draft')
    expect(published).toMatchObject({ ok: true, after: { status: 'available', version: 1 } })
    const late = await setVehicleStatus(db, cart.id, 'archived', 'draft')
    expect(late).toMatchObject({ ok: false, reason: 'conflict', current: { status: 'available' } })
    // a form opened before the status changed still saves, and keeps the status
    const saved = await updateVehicle(
      db,
      cart.id,
      { ...form({ price: '9995' }), version: 1 },
      staff,
    )
    expect(saved).toMatchObject({ ok: true, after: { status: 'available', price: 9995 } })
  })

  it('records a changed price as a correction, with nothing struck through', async () => {
    const cart = await createVehicle(db, form({ name: 'Evolution Price Test' }), staff)
    const lower = await updateVehicle(
      db,
      cart.id,
      { ...form({ price: '9995' }), version: 1 },
      { id: 'user-2' },
    )
    expect(lower.ok && lower.after.sale).toBeNull()
    expect(lower.ok && lower.after.saleSchedule).toBeNull()
    const history = await priceHistory(db, cart.id)
    expect(history.map((h) => [h.kind, h.price, h.changedBy])).toEqual([
      ['correction', 9995, 'user-2'],
      ['price', 10995, 'user-1'],
    ])
  })

  it('puts a cart on sale from today, shows it publicly, and records the sale and its early end', async () => {
    const cart = await createVehicle(db, form({ name: 'Evolution Sale Test' }), staff)
    await setVehicleStatus(db, cart.id, 'available', 'draft')
    const onSale = await updateVehicle(
      db,
      cart.id,
      { ...form({ onSale: 'on', salePrice: '9500', saleEnds: '' }), version: 1 },
      staff,
    )
    expect(onSale.ok && onSale.after.sale?.price).toBe(9500)
    expect((await findVehicle(db, cart.id))?.sale).toMatchObject({ price: 9500, endsAt: null })
    const ended = await updateVehicle(db, cart.id, { ...form(), version: 2 }, staff)
    expect(ended.ok && ended.after.saleSchedule).toBeNull()
    const kinds = (await priceHistory(db, cart.id)).map((h) => [h.kind, h.price])
    expect(kinds).toContainEqual(['sale', 9500])
    expect(kinds).toContainEqual(['sale-ended', 10995])
  })

  it('duplicates as a draft copy, searches, and deletes', async () => {
    const copy = await duplicateVehicle(db, 'denago-ev-city', staff)
    expect(copy?.name).toBe('Denago EV City (copy)')
    expect(copy?.status).toBe('draft')
    const found = await vehicleList(db, { search: 'ev city', status: 'draft', brand: '', page: 1 })
    expect(found.rows.map((c) => c.id)).toEqual([copy?.id])
    expect((await deleteVehicle(db, copy!.id))?.id).toBe(copy?.id)
    const gone = await vehicleList(db, { search: 'ev city (copy)', status: '', brand: '', page: 1 })
    expect(gone.rows).toEqual([])
  })
})

describe('cart form', () => {
  it('explains each mistake next to its field', () => {
    const result = validateVehicleForm({ name: 'X', brand: 'Other', price: '12.5' })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.fields).toMatchObject({
      name: 'Name the cart',
      brand: 'Choose the brand',
      price: 'Enter the price in whole dollars, without cents',
    })
  })

  it('refuses free specifications that are not "Name: value"', () => {
    const result = validateVehicleForm({ ...form(), otherSpecifications: 'just text' })
    expect(result.ok ? undefined : result.fields.otherSpecifications).toBe(
      'Write other specifications as "Name: value", one per line',
    )
  })
})
