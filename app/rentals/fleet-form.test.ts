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
  const block = (from: string, to: string, reason = 'New batteries') =>
    parseMaintenance(form({ from, to, reason }), today)

  it('takes one day or several, both inclusive, with a reason', () => {
    expect(block('2026-06-01', '2026-06-01', '  New   batteries ')).toEqual({
      ok: true,
      from: '2026-06-01',
      to: '2026-06-01',
      reason: 'New batteries',
    })
    expect(block('2026-06-02', '2026-06-09').ok).toBe(true)
  })

  it('refuses a period that ends before it starts, starts in the past, or is no real day', () => {
    expect(block('2026-06-09', '2026-06-02')).toEqual({
      ok: false,
      fields: { to: 'The last day cannot be before the first.' },
    })
    expect(block('2026-05-31', '2026-06-02')).toEqual({
      ok: false,
      fields: { from: 'The first day cannot be in the past.' },
    })
    expect(block('2026-02-30', '')).toEqual({
      ok: false,
      fields: {
        from: 'Enter the first day out of service.',
        to: 'Enter the last day out of service.',
      },
    })
  })

  it('requires a reason of at most 200 characters', () => {
    expect(block('2026-06-02', '2026-06-03', '   ')).toEqual({
      ok: false,
      fields: { reason: 'Say why the cart is out, such as "new batteries".' },
    })
    expect(block('2026-06-02', '2026-06-03', 'x'.repeat(201))).toEqual({
      ok: false,
      fields: { reason: 'A reason is at most 200 characters.' },
    })
    expect(block('2026-06-02', '2026-06-03', 'x'.repeat(200)).ok).toBe(true)
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
