import { describe, expect, it } from 'vitest'

import { seedVehicles } from '#app/kernel/.server/db/seed-data.ts'
import { parseSettings } from '#app/kernel/.server/env.ts'
import { insertVehicles } from '#app/sales/.server/inventory/vehicles.ts'
import { eachTestDatabase } from '#tests/support/database.ts'

import { action } from './cart-hold.tsx'

/*
 * The hold form's post with a delivery: "Show windows for my town" answers
 * with the windows of a sold cart's kind from its first day; a town not
 * served, a missing address or a window outside the hours is refused with
 * 400, every value kept and nothing stored. Stripe is never reached: its
 * address here answers nothing.
 */

const cart = seedVehicles[0]!
const settings = parseSettings({
  SITE_URL: 'http://localhost:3000',
  STRIPE_SECRET_KEY: 'sk_test_unreachable',
  STRIPE_WEBHOOK_SECRET: 'whsec_unreachable',
  STRIPE_API_BASE: 'http://127.0.0.1:9',
})
// Monday November 30 2026, 7 AM in New York: a cart in stock goes out from Wednesday
const requestTime = Date.parse('2026-11-30T12:00:00Z')

type Answer = {
  data: {
    values: Record<string, unknown>
    fields: Record<string, string>
    picker?: { town?: string; days: { day: string }[]; distanceCents: number }
    error?: string
  }
  init: ResponseInit | null
}

describe('the hold form with a delivery', () => {
  const db = eachTestDatabase()

  async function post(fields: Record<string, string>) {
    await insertVehicles(db(), [cart], [])
    const answer = (await action({
      request: new Request(`http://localhost/vehicle/${cart.id}/hold`, {
        method: 'POST',
        body: new URLSearchParams(fields),
      }),
      context: { db: db(), settings, cspNonce: '', requestTime },
      params: { id: cart.id },
    } as never)) as unknown as Answer
    return { status: answer.init?.status ?? 200, ...answer.data }
  }

  const buyer = {
    firstName: 'Dana',
    lastName: 'Reyes',
    email: 'dana@example.com',
    phone: '570-555-0142',
  }
  const delivered = {
    ...buyer,
    handover: 'delivery',
    town: 'milford',
    address: '12 Lake Road, Milford PA',
    accessConfirmed: 'yes',
    leaveAt: 'By the garage',
  }

  it('shows the windows for the town from the sold cart’s first day, keeping the values', async () => {
    const answer = await post({ ...buyer, town: 'milford', intent: 'windows' })
    expect(answer.status).toBe(200)
    expect(answer.values).toMatchObject({ ...buyer, handover: 'delivery', town: 'milford' })
    expect(answer.picker?.town).toBe('Milford')
    expect(answer.picker?.days[0]?.day).toBe('2026-12-02')
    expect(await db().selectFrom('cart_holds').select('id').execute()).toEqual([])
  })

  it('asks for the town before showing windows', async () => {
    const answer = await post({ ...buyer, intent: 'windows' })
    expect(answer.fields).toEqual({ town: 'Choose your town to see its delivery windows.' })
  })

  it.each([
    [
      'a town not served',
      { town: 'pittsburgh', deliveryWindow: '2026-12-02@480' },
      'town',
      'We do not deliver to that town.',
    ],
    [
      'no address',
      { address: '', deliveryWindow: '2026-12-02@480' },
      'address',
      'Enter the street address to deliver to.',
    ],
    [
      'a window outside the hours',
      { deliveryWindow: '2026-12-02@1260' },
      'deliveryWindow',
      'That time is outside our delivery hours.',
    ],
    [
      'a window that has passed',
      { deliveryWindow: '2026-11-27@480' },
      'deliveryWindow',
      'That delivery window has passed.',
    ],
    [
      'the access path not confirmed',
      { accessConfirmed: '', deliveryWindow: '2026-12-02@480' },
      'accessConfirmed',
      'Confirm the path to where the cart goes is at least 8 ft wide with 10 ft of clearance',
    ],
  ])(
    'refuses %s with a 400, every value kept and nothing stored',
    async (_, change, field, message) => {
      const answer = await post({ ...delivered, ...change })
      expect(answer.status).toBe(400)
      expect(answer.fields[field]).toContain(message)
      const kept: Record<string, string | undefined> = change
      expect(answer.values).toMatchObject({
        ...buyer,
        handover: 'delivery',
        town: kept.town ?? 'milford',
        address: kept.address ?? delivered.address,
        window: kept.deliveryWindow,
        accessConfirmed: kept.accessConfirmed !== '',
        leaveAt: 'By the garage',
      })
      expect(await db().selectFrom('cart_holds').select('id').execute()).toEqual([])
      expect(await db().selectFrom('payments').select('id').execute()).toEqual([])
      expect(await db().selectFrom('delivery_jobs').select('id').execute()).toEqual([])
    },
  )
})
