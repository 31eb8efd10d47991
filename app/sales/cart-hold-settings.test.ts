import { describe, expect, it } from 'vitest'

import { extendDaysSchema, holdDaysSchema, holdDepositSchema } from './cart-hold-settings'

describe('the hold forms', () => {
  it('keep the deposit typed in whole dollars as cents', () => {
    expect(holdDepositSchema.safeParse({ holdDepositDollars: '500' }).data).toEqual({
      holdDepositDollars: 50_000,
    })
    expect(holdDepositSchema.safeParse({ holdDepositDollars: '0' }).data).toEqual({
      holdDepositDollars: 0,
    })
    expect(holdDepositSchema.safeParse({ holdDepositDollars: '5001' }).success).toBe(false)
    expect(holdDepositSchema.safeParse({ holdDepositDollars: '12.5' }).success).toBe(false)
  })

  it('take days within bounds', () => {
    expect(holdDaysSchema.safeParse({ holdDays: '7' }).data).toEqual({ holdDays: 7 })
    expect(holdDaysSchema.safeParse({ holdDays: '0' }).success).toBe(false)
    expect(extendDaysSchema.safeParse({ days: '0' }).success).toBe(false)
    expect(extendDaysSchema.safeParse({ days: '31' }).success).toBe(false)
    expect(extendDaysSchema.safeParse({ days: '3' }).data).toEqual({ days: 3 })
  })
})
