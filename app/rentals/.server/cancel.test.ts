import { describe, expect, it } from 'vitest'

import { eachTestDatabase } from '#tests/support/database.ts'
import { holdRequest, hours, now, siteUrl, weekendStart } from '#tests/support/rental-requests.ts'

import { cancelReservation } from './cancel'
import { placeHold } from './holds'
import { reservationPage } from './reservation-page'

/* The one way a reservation is cancelled, by its renter or by staff, on both engines. */

const db = eachTestDatabase()

const staff = { id: 'u1', email: 'sam@example.com', ip: '198.51.100.4' }

async function held() {
  const hold = await placeHold(db(), holdRequest('utility'))
  if (!hold.ok) throw new Error('the seeded utility cart should be free')
  return hold
}

const renterMails = () =>
  db().selectFrom('outbox').select(['recipient', 'payload']).where('kind', '=', 'renter').execute()

describe('cancelReservation', () => {
  it('frees the cart, says nothing is due a week ahead, and tells the renter', async () => {
    const hold = await held()
    const result = await cancelReservation(db(), {
      id: hold.id,
      by: { kind: 'renter', ip: '203.0.113.7' },
      now,
      siteUrl,
    })
    expect(result).toMatchObject({ ok: true, terms: { kind: 'free', dueCents: 0 } })
    // the cart is free again for the same weekend
    expect((await placeHold(db(), holdRequest('utility'))).ok).toBe(true)
    const events = await db()
      .selectFrom('rental_reservation_events')
      .select(['kind', 'actor_email', 'detail'])
      .where('reservation_id', '=', hold.id)
      .orderBy('at')
      .execute()
    expect(events.map((e) => e.kind)).toEqual(['requested', 'cancelled'])
    expect(JSON.parse(events[1]?.detail ?? '{}')).toEqual({
      by: 'renter',
      terms: 'free',
      dueCents: 0,
      ip: '203.0.113.7',
    })
    const [mail] = await renterMails()
    expect(mail?.recipient).toBe('riley@example.com')
    const content = JSON.parse(mail?.payload ?? '{}') as { subject: string; text: string }
    expect(content.subject).toMatch(/^Your reservation is cancelled - /)
    expect(content.text).toContain('Nothing is due.')
    expect(content.text).toContain(`${siteUrl}/rentals/reservation/${hold.token}`)
  })

  it('within 24 hours of the start half the rent stays due; staff cancels are audited', async () => {
    const hold = await held()
    const late = new Date(weekendStart.getTime() - hours(3))
    const result = await cancelReservation(db(), {
      id: hold.id,
      by: { kind: 'staff', actor: staff, reason: 'The cart failed its safety check.' },
      now: late,
      siteUrl,
    })
    // two days of the utility cart at the pickup card's daily rate: 2 × $245
    expect(result).toMatchObject({
      ok: true,
      terms: { kind: 'late', refundPercent: 50, refundCents: 24_500, dueCents: 24_500 },
    })
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'actor_email', 'entity_id', 'after'])
      .execute()
    expect(audit).toMatchObject([
      { action: 'rental.cancel', actor_email: 'sam@example.com', entity_id: hold.id },
    ])
    const content = JSON.parse((await renterMails())[0]?.payload ?? '{}') as { text: string }
    expect(content.text).toContain('The cart failed its safety check.')
    expect(content.text).toContain('$245 of the rent stays due')
  })

  it('within 24 hours a day’s $245 rent gives back $122.50 and keeps $122.50, to the cent', async () => {
    const oneDay = holdRequest(
      'utility',
      weekendStart,
      new Date(weekendStart.getTime() + hours(24)),
    )
    const hold = await placeHold(db(), oneDay)
    if (!hold.ok) throw new Error('the seeded utility cart should be free')
    const late = new Date(weekendStart.getTime() - hours(3))
    const result = await cancelReservation(db(), {
      id: hold.id,
      by: { kind: 'renter', ip: null },
      now: late,
      siteUrl,
    })
    expect(result).toMatchObject({ ok: true, terms: { refundCents: 12_250, dueCents: 12_250 } })
    const content = JSON.parse((await renterMails())[0]?.payload ?? '{}') as { text: string }
    expect(content.text).toContain(
      '50% of the rent is given back ($122.50), so $122.50 of the rent stays due',
    )
    const page = await reservationPage(db(), hold.id, late)
    expect(page?.events.map((e) => e.what)).toContain(
      'Cancelled by the renter ($122.50 of the rent due)',
    )
  })

  it('cancels once: the second of two at the same time finds it no longer active', async () => {
    const hold = await held()
    const cancel = () =>
      cancelReservation(db(), { id: hold.id, by: { kind: 'renter', ip: null }, now, siteUrl })
    const results = await Promise.all([cancel(), cancel()])
    expect(results.filter((r) => r.ok)).toHaveLength(1)
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, reason: 'not-active' }])
    expect(await renterMails()).toHaveLength(1)
    expect(
      await cancelReservation(db(), { id: 'nope', by: { kind: 'renter', ip: null }, now, siteUrl }),
    ).toEqual({ ok: false, reason: 'not-found' })
  })

  it('staff cancelling from an older page is told it changed, and nothing is cancelled', async () => {
    const hold = await held()
    const by = { kind: 'staff', actor: staff, reason: 'Double-booked.' } as const
    expect(await cancelReservation(db(), { id: hold.id, by, now, siteUrl, version: 2 })).toEqual({
      ok: false,
      reason: 'changed',
    })
    expect(await renterMails()).toHaveLength(0)
    expect(
      await cancelReservation(db(), { id: hold.id, by, now, siteUrl, version: 1 }),
    ).toMatchObject({
      ok: true,
    })
  })
})
