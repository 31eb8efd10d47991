import { describe, expect, it } from 'vitest'

import { checkHoldBuyer, extendedEnd, holdEndsAt } from './cart-hold'

describe('the hold form', () => {
  it('takes the contact form’s names, e-mail and phone', () => {
    expect(
      checkHoldBuyer({
        firstName: ' Ada ',
        lastName: 'Byron',
        email: 'ada@example.com',
        phone: '570-555-0199',
      }),
    ).toEqual({
      ok: true,
      buyer: {
        firstName: 'Ada',
        lastName: 'Byron',
        email: 'ada@example.com',
        phone: '570-555-0199',
      },
    })
  })

  it('refuses what the contact form refuses, field by field', () => {
    const check = checkHoldBuyer({ firstName: '', lastName: 'B', email: 'nope', phone: '12' })
    expect(check).toMatchObject({
      ok: false,
      fields: {
        firstName: 'First name is required',
        email: 'Invalid email address',
        phone: 'Phone number is required',
      },
    })
  })
})

describe('a hold’s end', () => {
  it('comes whole days after it was paid, and moves on by whole days', () => {
    const paid = new Date('2026-11-29T10:00:00Z')
    expect(holdEndsAt(paid, 7).toISOString()).toBe('2026-12-06T10:00:00.000Z')
    expect(extendedEnd('2026-12-06T10:00:00.000Z', 3)).toBe('2026-12-09T10:00:00.000Z')
  })
})
