import { describe, expect, it } from 'vitest'

import { findTown } from '#app/site/town-lookup.server.ts'

import {
  changeRule,
  deliveryFeeLines,
  distanceCents,
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
