import { describe, expect, it } from 'vitest'

import { isCalendarDay, parseCartFields, parseMaintenance } from './fleet-form'

const form = (fields: Record<string, string>) => (name: string) => fields[name] ?? ''

describe('parseCartFields', () => {
  it('takes a name with its spaces tidied, a known type and a showroom', () => {
    expect(
      parseCartFields(
        form({ name: '  6-seater   no. 3 ', cartType: 'six-seater', homeLocationId: 'scranton' }),
      ),
    ).toEqual({
      ok: true,
      data: { name: '6-seater no. 3', cartType: 'six-seater', homeLocationId: 'scranton' },
    })
  })

  it('names every missing or unknown field', () => {
    expect(
      parseCartFields(form({ name: ' ', cartType: 'limousine', homeLocationId: 'lords-valley-x' })),
    ).toEqual({
      ok: false,
      fields: {
        name: 'Enter a name or number, such as "6-seater no. 3".',
        cartType: 'Choose the cart type.',
        homeLocationId: 'Choose the home showroom.',
      },
    })
    const long = parseCartFields(
      form({ name: 'x'.repeat(61), cartType: 'utility', homeLocationId: 'scranton' }),
    )
    expect(long).toEqual({ ok: false, fields: { name: 'A name is at most 60 characters.' } })
  })
})

describe('parseMaintenance', () => {
  const today = '2026-06-01'

  it('takes one day or several, both inclusive', () => {
    expect(parseMaintenance('2026-06-01', '2026-06-01', today)).toEqual({
      ok: true,
      from: '2026-06-01',
      to: '2026-06-01',
    })
    expect(parseMaintenance('2026-06-02', '2026-06-09', today).ok).toBe(true)
  })

  it('refuses a period that ends before it starts, starts in the past, or is no real day', () => {
    expect(parseMaintenance('2026-06-09', '2026-06-02', today)).toEqual({
      ok: false,
      fields: { to: 'The last day cannot be before the first.' },
    })
    expect(parseMaintenance('2026-05-31', '2026-06-02', today)).toEqual({
      ok: false,
      fields: { from: 'The first day cannot be in the past.' },
    })
    expect(parseMaintenance('2026-02-30', '', today)).toEqual({
      ok: false,
      fields: {
        from: 'Enter the first day out of service.',
        to: 'Enter the last day out of service.',
      },
    })
  })

  it.each([
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-6-1', false],
    ['', false],
  ])('isCalendarDay(%j) is %s', (day, real) => {
    expect(isCalendarDay(day)).toBe(real)
  })
})
