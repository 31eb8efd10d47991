import { describe, expect, it } from 'vitest'

import { parseTradeInCart, type TradeInFieldName, tradeInSummary } from './trade-in-form.ts'

const sent: Record<TradeInFieldName, string> = {
  brand: ' Club Car ',
  model: 'Onward',
  year: '2019',
  serial: '',
  battery: 'lead-acid',
  batteryAge: '',
  charger: 'no',
  modifications: '',
  condition: 'fair',
  payoff: '$1,250',
}
const parse = (changes: Partial<typeof sent> = {}) =>
  parseTradeInCart((name) => ({ ...sent, ...changes })[name], 2026)

describe('parseTradeInCart', () => {
  it('reads the cart, the optional fields empty as none and the payoff in cents', () => {
    expect(parse()).toEqual({
      ok: true,
      cart: {
        brand: 'Club Car',
        model: 'Onward',
        year: 2019,
        serial: null,
        battery: 'lead-acid',
        batteryAgeYears: null,
        charger: false,
        modifications: null,
        condition: 'fair',
        payoffCents: 125_000,
      },
    })
  })

  it.each([
    [{ brand: '' }, 'brand', 'Enter the brand of your cart (up to 60 characters).'],
    [{ model: 'x'.repeat(61) }, 'model', 'Enter the model of your cart (up to 60 characters).'],
    [{ year: '2028' }, 'year', 'Enter the model year, from 1980 to 2027.'],
    [{ year: 'old' }, 'year', 'Enter the model year, from 1980 to 2027.'],
    [{ serial: 'S'.repeat(41) }, 'serial', 'The serial number is at most 40 characters.'],
    [{ battery: 'nuclear' }, 'battery', 'Choose the battery type.'],
    [{ batteryAge: '31' }, 'batteryAge', "Enter the battery's age in whole years, from 0 to 30."],
    [{ charger: '' }, 'charger', 'Say whether the charger comes with it.'],
    [{ condition: 'mint' }, 'condition', 'Choose the condition that fits best.'],
    [{ payoff: '12.50' }, 'payoff', 'Enter the loan payoff in whole dollars, or leave it empty.'],
  ])('refuses %o in the %s field', (changes, field, message) => {
    expect(parse(changes)).toEqual({ ok: false, fields: { [field]: message } })
  })
})

describe('tradeInSummary', () => {
  it('says the cart in the lead message', () => {
    const parsed = parse({
      serial: 'AB12',
      batteryAge: '3',
      charger: 'yes',
      modifications: 'Lift kit',
    })
    if (!parsed.ok) throw new Error('refused')
    expect(tradeInSummary(parsed.cart)).toBe(
      [
        'Trade-in: 2019 Club Car Onward, lead-acid battery (3 years old), with its charger, condition fair.',
        'Serial number: AB12.',
        'Modifications: Lift kit',
        'Loan payoff: $1,250.',
      ].join('\n'),
    )
  })
})
