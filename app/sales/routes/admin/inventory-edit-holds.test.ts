import { describe, expect, it } from 'vitest'

import { insertPayment } from '#app/payments/.server/ledger-rows.ts'
import { createVehicle, findStaffVehicle } from '#app/sales/.server/inventory/vehicle-admin.ts'
import { validateVehicleForm } from '#app/sales/vehicle-form.ts'
import { createStaffUser, staffTestFileContext, startTestSession } from '#tests/support/staff.ts'

import { action, loader } from './inventory-edit'

/*
 * A held cart's page in the back office: the hold, its buyer and end;
 * a bad number of days is refused with 400, an extension and applying the
 * deposit are audited, and an action on a hold that has ended changes
 * nothing (409).
 */

const { db, context } = await staffTestFileContext()
const site = 'http://localhost:3000'
const staff = await createStaffUser(db, { email: 'sam@example.com', role: 'staff' })
const { token } = await startTestSession(db, staff.id, { limits: context.settings })
const cookie = `staff_session=${token}`
const now = new Date()

/** A cart "Sale pending" under an active hold, as a paid deposit leaves it. */
async function heldCart(name: string) {
  const checked = validateVehicleForm({
    name,
    brand: 'Denago',
    category: 'Rover',
    price: '13995',
    description: 'A six-seat lifted cart for the lake roads, lithium battery.',
    seatingCapacity: '6',
    status: 'pending',
  })
  if (!checked.ok) throw new Error(JSON.stringify(checked.fields))
  const cart = await createVehicle(db, checked.data, { id: staff.id })
  await db.updateTable('vehicles').set({ status: 'pending' }).where('id', '=', cart.id).execute()
  const paymentId = crypto.randomUUID()
  await insertPayment(
    db,
    {
      id: paymentId,
      kind: 'charge',
      method: 'card_online',
      amountCents: 50_000,
      subject: { type: 'vehicle', id: cart.id },
      purpose: 'cart_hold',
      actor: 'renter',
      status: 'succeeded',
      idempotencyKey: `test-${paymentId}`,
      ids: { paymentIntent: `pi_${paymentId}` },
    },
    now,
  )
  const holdId = crypto.randomUUID()
  await db
    .insertInto('cart_holds')
    .values({
      id: holdId,
      vehicle_id: cart.id,
      status: 'active',
      first_name: 'Ada',
      last_name: 'Buyer',
      email: 'ada@example.com',
      phone: '570-555-0199',
      amount_cents: 50_000,
      payment_id: paymentId,
      refund_payment_id: null,
      lead_id: null,
      created_at: now.toISOString(),
      paid_at: now.toISOString(),
      ends_at: new Date(now.getTime() + 7 * 86_400_000).toISOString(),
      ended_at: null,
    })
    .execute()
  return { cartId: cart.id, holdId }
}

async function post(id: string, fields: Record<string, string>) {
  const request = new Request(`${site}/admin/inventory/${id}`, {
    method: 'POST',
    headers: { cookie, origin: site, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  })
  const result = await action({ request, context, params: { id } } as unknown as Parameters<
    typeof action
  >[0])
  if (result instanceof Response) return { status: result.status }
  return { status: result.init?.status ?? 200, ...result.data }
}

async function pageOf(id: string) {
  const request = new Request(`${site}/admin/inventory/${id}`, { headers: { cookie } })
  return loader({ request, context, params: { id } } as unknown as Parameters<typeof loader>[0])
}

const audits = () =>
  db
    .selectFrom('audit_log')
    .select(['action', 'actor_id'])
    .where('action', 'like', 'cart-hold.%')
    .orderBy('at')
    .orderBy('id')
    .execute()

describe('a held cart’s page', () => {
  it('lists the hold with its buyer, deposit and end', async () => {
    const { cartId, holdId } = await heldCart('Held Cart Page Test')
    const [hold] = (await pageOf(cartId)).holds
    expect(hold).toMatchObject({
      id: holdId,
      status: 'active',
      buyer: 'Ada Buyer',
      email: 'ada@example.com',
      amountCents: 50_000,
    })
    expect(hold?.ends).toMatch(/\d{1,2}:\d{2} [AP]M E[SD]T$/)
  })

  it('extends by days within bounds, audited; applies the deposit, sold; then the hold is gone', async () => {
    const { cartId, holdId } = await heldCart('Held Cart Actions Test')
    for (const days of ['0', '31', 'soon']) {
      const refused = await post(cartId, { intent: 'hold-extend', holdId, days })
      expect(refused).toMatchObject({ status: 400, error: 'Enter a number of days from 1 to 30.' })
    }
    expect((await post(cartId, { intent: 'hold-extend', holdId, days: '3' })).status).toBe(302)
    const [hold] = (await pageOf(cartId)).holds
    expect(hold?.status).toBe('active')
    expect((await post(cartId, { intent: 'hold-apply', holdId })).status).toBe(302)
    expect((await findStaffVehicle(db, cartId))?.status).toBe('sold')
    const late = await post(cartId, { intent: 'hold-refund', holdId })
    expect(late.status).toBe(409)
    expect((await post(cartId, { intent: 'hold-apply', holdId })).status).toBe(409)
    expect(await audits()).toEqual([
      { action: 'cart-hold.extend', actor_id: staff.id },
      { action: 'cart-hold.apply', actor_id: staff.id },
    ])
  })
})
