import { describe, expect, it } from 'vitest'

import { customerPhone } from './phone.ts'

describe('customerPhone', () => {
  it.each([
    '5705550123',
    '570-555-0123',
    '570.555.0123',
    '(570) 555-0123',
    '(570)555-0123',
    '+1 570 555 0123',
    '1-570-555-0123',
    ' 570 555 0123 ',
  ])('reads %j as the dealer writes its own numbers', (typed) => {
    expect(customerPhone(typed)).toEqual({ display: '(570) 555-0123', tel: '+15705550123' })
  })

  it('shows an extension as typed and dials the number without it', () => {
    expect(customerPhone('570-555-0123 ext 12')).toEqual({
      display: '570-555-0123 ext 12',
      tel: '5705550123',
    })
  })

  it('keeps a foreign number as typed, with its plus to dial', () => {
    expect(customerPhone('+44 20 7946 0958')).toEqual({
      display: '+44 20 7946 0958',
      tel: '+442079460958',
    })
  })

  it('does not take eleven digits for a North American number', () => {
    expect(customerPhone('57055501234').display).toBe('57055501234')
  })
})
