import { describe, expect, it } from 'vitest'

import { createVehicle } from '#app/sales/.server/inventory/vehicle-admin.ts'
import { validateVehicleForm } from '#app/sales/vehicle-form.ts'
import { createStaffUser, staffTestFileContext, startTestSession } from '#tests/support/staff.ts'

import { action, loader } from './inventory-edit'

/*
 * A cart sold at the showroom, delivered: staff's one form on the cart's
 * page shows the windows free for the buyer's town from the sold cart's
 * first day, refuses a bad window with 400 and every value kept, books a
 * window for the cart (audited, in the trucks' schedule), then shows the
 * delivery instead of the form and refuses a second one.
 */

const { db, context } = await staffTestFileContext()
const site = 'http://localhost:3000'
const staff = await createStaffUser(db, { email: 'sam@example.com', role: 'staff' })
const { token } = await startTestSession(db, staff.id, { limits: context.settings })
const cookie = `staff_session=${token}`

async function soldCart(name: string) {
  const checked = validateVehicleForm({
    name,
    brand: 'Denago',
    category: 'Rover',
    price: '13995',
    description: 'A six-seat lifted cart for the lake roads, lithium battery.',
    seatingCapacity: '6',
    status: 'sold',
  })
  if (!checked.ok) throw new Error(JSON.stringify(checked.fields))
  const cart = await createVehicle(db, checked.data, { id: staff.id })
  await db.updateTable('vehicles').set({ status: 'sold' }).where('id', '=', cart.id).execute()
  return cart.id
}

type Posted = {
  status: number
  error?: string
  delivery?: {
    values: Record<string, unknown>
    fields: Record<string, string>
    picker?: { town?: string; days: { day: string; windows: { value: string; free: number }[] }[] }
  }
}

async function post(id: string, fields: Record<string, string>): Promise<Posted> {
  const request = new Request(`${site}/admin/inventory/${id}`, {
    method: 'POST',
    headers: { cookie, origin: site, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  })
  const result = await action({ request, context, params: { id } } as unknown as Parameters<
    typeof action
  >[0])
  if (result instanceof Response) return { status: result.status }
  return { status: result.init?.status ?? 200, ...(result.data as Omit<Posted, 'status'>) }
}

const pageOf = (id: string) =>
  loader({
    request: new Request(`${site}/admin/inventory/${id}`, { headers: { cookie } }),
    context,
    params: { id },
  } as unknown as Parameters<typeof loader>[0])

const walkIn = {
  firstName: 'Wade',
  lastName: 'Walker',
  email: 'wade@example.com',
  phone: '570-555-0177',
  handover: 'delivery',
  town: 'milford',
  address: '8 Harbor Lane, Milford PA',
  accessConfirmed: 'yes',
  leaveAt: 'In the carport',
}

describe('a sold cart’s delivery booked by staff', () => {
  it('shows the town’s windows, refuses a bad window, books one audited, then shows it', async () => {
    const id = await soldCart('Sold Cart Delivery Test')
    const shown = await post(id, { ...walkIn, intent: 'delivery-book', show: 'windows' })
    expect(shown.status).toBe(200)
    expect(shown.delivery?.picker?.town).toBe('Milford')
    const firstDay = shown.delivery?.picker?.days[0]
    const window = firstDay?.windows.find((w) => w.free > 0)?.value ?? ''
    expect(window).toMatch(/^\d{4}-\d{2}-\d{2}@\d+$/)

    const outside = await post(id, {
      ...walkIn,
      intent: 'delivery-book',
      deliveryWindow: `${firstDay?.day}@1260`,
    })
    expect(outside.status).toBe(400)
    expect(outside.delivery?.fields).toEqual({
      deliveryWindow: 'That time is outside our delivery hours. Choose one of the windows offered.',
    })
    expect(outside.delivery?.values).toMatchObject({ firstName: 'Wade', leaveAt: 'In the carport' })
    expect(await db.selectFrom('delivery_jobs').select('id').execute()).toEqual([])

    const booked = await post(id, { ...walkIn, intent: 'delivery-book', deliveryWindow: window })
    expect(booked.status).toBe(302)
    const jobs = await db
      .selectFrom('delivery_jobs')
      .select(['kind', 'subject_type', 'subject_id', 'customer_name', 'status'])
      .execute()
    expect(jobs).toEqual([
      {
        kind: 'sale_delivery',
        subject_type: 'vehicle',
        subject_id: id,
        customer_name: 'Wade Walker',
        status: 'scheduled',
      },
    ])
    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'entity_id'])
      .where('action', '=', 'cart-delivery.book')
      .execute()
    expect(audit).toEqual([{ action: 'cart-delivery.book', actor_id: staff.id, entity_id: id }])
    expect((await pageOf(id)).saleDelivery).toMatchObject({
      address: '8 Harbor Lane, Milford PA, Milford',
    })

    const again = await post(id, { ...walkIn, intent: 'delivery-book', deliveryWindow: window })
    expect(again).toMatchObject({ status: 409 })
    expect(again.error).toContain('already has a delivery booked')
  })

  it('books no delivery for a cart not sold', async () => {
    const id = await soldCart('Unsold Cart Delivery Test')
    await db.updateTable('vehicles').set({ status: 'available' }).where('id', '=', id).execute()
    const shown = await post(id, { ...walkIn, intent: 'delivery-book', show: 'windows' })
    const window = shown.delivery?.picker?.days[0]?.windows[0]?.value ?? ''
    const refused = await post(id, { ...walkIn, intent: 'delivery-book', deliveryWindow: window })
    expect(refused.status).toBe(409)
    expect(refused.error).toContain('mark the cart sold first')
    expect(
      await db.selectFrom('delivery_jobs').select('id').where('subject_id', '=', id).execute(),
    ).toEqual([])
  })
})
