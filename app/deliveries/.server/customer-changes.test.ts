import { describe, expect, it } from 'vitest'

import { withTransaction } from '#app/kernel/.server/db/transaction.ts'
import { eachTestDatabase } from '#tests/support/database.ts'

import { onTheDayMessage } from '../delivery-messages.ts'
import { bookDelivery } from './book-delivery.ts'
import { changeByCustomer } from './customer-changes.ts'

/* The customer's own changes on both engines: a sold cart delivered to Milford on Tuesday December 1 2026, 8-10 AM. */

const monday = new Date('2026-11-30T12:00:00Z')
const tuesday = new Date('2026-12-01T12:00:00Z')
const at = (now: Date) => ({
  online: undefined,
  siteUrl: 'https://www.keystone-golfcarts.example',
  now,
})

describe('changeByCustomer', () => {
  const db = eachTestDatabase()
  const booked = async (subjectType = 'cart_sale', window = '2026-12-01@480') => {
    const result = await withTransaction(db(), (trx) =>
      bookDelivery(
        trx,
        {
          kind: 'sale_delivery',
          subject: { type: subjectType, id: 's-1' },
          window,
          town: 'milford',
          address: '40 Broad Street',
          customer: { name: 'Sam Sold', email: 'sam@example.com', phone: '570-555-0177' },
          items: 'A 4-seat cart',
          accessConfirmed: true,
          leaveAt: 'Driveway',
          whiteGlove: false,
        },
        { now: monday },
      ),
    )
    if (!result.ok) throw new Error(result.error)
    return result.job.token
  }
  const counts = async () =>
    (
      await db()
        .selectFrom('delivery_window_counts')
        .select(['day', 'window_start', 'taken'])
        .orderBy('day')
        .orderBy('window_start')
        .execute()
    ).map((row) => `${row.day}@${row.window_start}:${Number(row.taken)}`)

  it('moves the window until the day before, checked again, and cancels giving the place back', async () => {
    const token = await booked()
    expect(
      await changeByCustomer(db(), token, { intent: 'move', window: '2026-12-02@600' }, at(monday)),
    ).toEqual({ ok: true })
    expect(await counts()).toEqual(['2026-12-01@480:0', '2026-12-02@600:1'])
    // today's windows are the phone's; a time outside the hours is refused, changing nothing
    expect(
      await changeByCustomer(db(), token, { intent: 'move', window: '2026-11-30@960' }, at(monday)),
    ).toMatchObject({ ok: false, status: 400 })
    expect(
      await changeByCustomer(
        db(),
        token,
        { intent: 'move', window: '2026-12-02@1080' },
        at(monday),
      ),
    ).toMatchObject({
      ok: false,
      error: 'That time is outside our delivery hours. Choose one of the windows offered.',
    })
    expect(await counts()).toEqual(['2026-12-01@480:0', '2026-12-02@600:1'])
    expect(await changeByCustomer(db(), token, { intent: 'cancel' }, at(monday))).toEqual({
      ok: true,
    })
    expect(await counts()).toEqual(['2026-12-01@480:0', '2026-12-02@600:0'])
  })

  it('refuses a move on the day itself, a cancel without the fee accepted, and a rental trip’s cancel here', async () => {
    const token = await booked()
    expect(
      await changeByCustomer(
        db(),
        token,
        { intent: 'move', window: '2026-12-02@600' },
        at(tuesday),
      ),
    ).toEqual({ ok: false, status: 409, error: onTheDayMessage })
    expect(onTheDayMessage).toMatch(/cancelling on the day costs \$75/)
    expect(await changeByCustomer(db(), token, { intent: 'cancel' }, at(tuesday))).toMatchObject({
      ok: false,
      status: 400,
      error: expect.stringMatching(/^Cancelling today costs \$75/),
    })
    const rental = await booked('rental_reservation', '2026-12-01@600')
    expect(await changeByCustomer(db(), rental, { intent: 'cancel' }, at(monday))).toMatchObject({
      ok: false,
      status: 400,
    })
  })
})
