import { describe, expect, it } from 'vitest'

import { findTown } from '#app/site/town-lookup.server.ts'

import {
  cancelRule,
  changeRule,
  deliveryFeeLines,
  distanceCents,
  feeState,
  jobFeeCents,
  missedAppointmentCents,
  rushCents,
  sameDayCancellationCents,
  whiteGloveCents,
} from './delivery-fees.ts'

const tz = 'America/New_York'

describe('the delivery policy’s fees', () => {
  it('are the policy’s amounts in cents', () => {
    expect({
      rushCents,
      whiteGloveCents,
      sameDayCancellationCents,
      missedAppointmentCents,
    }).toEqual({
      rushCents: 5000,
      whiteGloveCents: 15000,
      sameDayCancellationCents: 7500,
      missedAppointmentCents: 10000,
    })
  })

  it('lists the rush, white glove and distance a customer confirms', () => {
    expect(deliveryFeeLines({ rush: true, whiteGlove: true, distanceCents: 4200 })).toEqual([
      { key: 'rush', label: 'Same-day rush delivery', cents: 5000 },
      { key: 'white_glove', label: 'White glove (placed where you want it)', cents: 15000 },
      { key: 'distance', label: 'Distance', cents: 4200 },
    ])
    expect(deliveryFeeLines({ rush: false, whiteGlove: false, distanceCents: 0 })).toEqual([])
  })

  it('charges distance by the delivery rules, a rental’s trip free within the town area', () => {
    const milford = findTown('milford')
    if (!milford) throw new Error('Milford is served')
    expect(distanceCents('sale_delivery', milford)).toBe(0)
    expect(distanceCents('rental_delivery', milford)).toBe(0)
    const far = findTown('carbondale')
    if (!far) throw new Error('Carbondale is served')
    expect(distanceCents('sale_delivery', far)).toBe(1200)
    expect(distanceCents('rental_collection', far)).toBe(0)
  })
})

describe('moving or cancelling a window', () => {
  it('is free until the day before, costs the same-day fee on the day, and is closed after', () => {
    // 11:59 PM Eastern on the day before, then 12:01 AM on the day (fall back: EST)
    expect(changeRule('2026-11-02', new Date('2026-11-02T04:59:00Z'), tz)).toEqual({ kind: 'free' })
    expect(changeRule('2026-11-02', new Date('2026-11-02T05:01:00Z'), tz)).toEqual({
      kind: 'same-day',
      cancellationCents: 7500,
    })
    expect(changeRule('2026-11-02', new Date('2026-11-03T12:00:00Z'), tz)).toEqual({
      kind: 'passed',
    })
  })
})

describe('the customer’s own cancel', () => {
  const job = { day: '2026-07-04', window_start: 600 }
  it('is free until the day before, costs $75 on the day until the window starts, and is closed from its start', () => {
    // 11:59 PM Eastern (EDT) the day before, 9:59 AM on the day, 10:00 AM when the window starts
    expect(cancelRule(job, new Date('2026-07-04T03:59:00Z'), tz)).toEqual({ kind: 'free' })
    expect(cancelRule(job, new Date('2026-07-04T13:59:00Z'), tz)).toEqual({
      kind: 'same-day',
      feeCents: 7500,
    })
    expect(cancelRule(job, new Date('2026-07-04T14:00:00Z'), tz)).toEqual({ kind: 'closed' })
    expect(cancelRule(job, new Date('2026-07-05T12:00:00Z'), tz)).toEqual({ kind: 'closed' })
  })
})

describe('a fee after booking', () => {
  it('costs the policy’s amount: $75 for a cancellation on the day, $100 for a missed appointment', () => {
    expect(jobFeeCents).toEqual({ same_day_cancellation: 7500, missed_appointment: 10000 })
  })

  it('waits for the saved card’s answer, and is payable another way only when refused or without a card', () => {
    const due = { status: 'due' as const, charge_payment_id: 'p-1' }
    expect(feeState(due, 'pending')).toBe('charging')
    expect(feeState(due, 'succeeded')).toBe('charging')
    expect(feeState(due, 'failed')).toBe('payable')
    expect(feeState(due, 'canceled')).toBe('payable')
    expect(feeState({ status: 'due', charge_payment_id: null }, null)).toBe('payable')
    expect(feeState({ status: 'charged', charge_payment_id: 'p-1' }, 'succeeded')).toBe('charged')
    expect(feeState({ status: 'paid', charge_payment_id: null }, null)).toBe('paid')
    expect(feeState({ status: 'waived', charge_payment_id: null }, null)).toBe('waived')
  })
})
