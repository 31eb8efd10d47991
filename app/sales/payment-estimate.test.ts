import { describe, expect, it } from 'vitest'

import {
  estimateChoice,
  type FinancingTerms,
  monthlyPaymentCents,
  paymentEstimate,
  termsText,
} from './payment-estimate.ts'

const terms: FinancingTerms = {
  aprBasisPoints: 799,
  termsMonths: [24, 36, 48, 60],
  defaultTermMonths: 48,
  downPaymentPercent: 10,
}

describe('monthlyPaymentCents', () => {
  it.each([
    // principal, APR (bp), months, payment: P·r/(1−(1+r)^−n) rounded up to the cent
    [1_000_000, 600, 48, 23_486],
    [1_000_000, 799, 60, 20_272],
    [1_000_000, 1, 36, 27_783],
    // 0% APR: the principal over the months, rounded up
    [1_000_000, 0, 48, 20_834],
    [960_000, 0, 48, 20_000],
    [0, 799, 48, 0],
  ])('%i cents at %i bp over %i months is %i a month', (principal, apr, months, payment) => {
    expect(monthlyPaymentCents(principal, apr, months)).toBe(payment)
  })

  it('refuses amounts that are not whole cents and terms that are not whole months', () => {
    expect(() => monthlyPaymentCents(100.5, 600, 48)).toThrow(RangeError)
    expect(() => monthlyPaymentCents(-1, 600, 48)).toThrow(RangeError)
    expect(() => monthlyPaymentCents(1000, 600, 0)).toThrow(RangeError)
  })
})

describe('paymentEstimate', () => {
  it('at 0% repays exactly what was financed, the last payment taking the rounding', () => {
    expect(paymentEstimate(1_000_000, 0, 48, 0)).toEqual({
      principalCents: 1_000_000,
      downPaymentCents: 0,
      termMonths: 48,
      aprBasisPoints: 0,
      monthlyCents: 20_834,
      lastPaymentCents: 20_802,
      totalOfPaymentsCents: 1_000_000,
      financeChargeCents: 0,
    })
  })

  it('finances the price less the down payment, and says what the credit costs', () => {
    const estimate = paymentEstimate(1_060_000, 106_000, 48, 799)
    expect(estimate.principalCents).toBe(954_000)
    expect(estimate.monthlyCents).toBe(23_286)
    expect(estimate.lastPaymentCents).toBe(23_258)
    expect(estimate.totalOfPaymentsCents).toBe(23_286 * 47 + 23_258)
    expect(estimate.financeChargeCents).toBe(estimate.totalOfPaymentsCents - 954_000)
  })
})

describe('estimateChoice', () => {
  it('starts from the owners defaults: their term, their share down in whole dollars', () => {
    expect(estimateChoice({}, terms, 1_081_094)).toEqual({
      ok: true,
      termMonths: 48,
      downPaymentCents: 108_100,
    })
  })

  it.each([
    [
      { term: '36', down: '2,500' },
      { ok: true, termMonths: 36, downPaymentCents: 250_000 },
    ],
    [
      { term: '60', down: '$0' },
      { ok: true, termMonths: 60, downPaymentCents: 0 },
    ],
    [{ down: '9999' }, { ok: true, termMonths: 48, downPaymentCents: 999_900 }],
  ])('takes %o', (query, choice) => {
    expect(estimateChoice(query, terms, 1_000_000)).toEqual(choice)
  })

  it.each([
    [{ term: '72' }, 'term', 'Choose a term of 24, 36, 48 or 60 months.'],
    [{ term: 'abc' }, 'term', 'Choose a term of 24, 36, 48 or 60 months.'],
    [
      { down: '10000' },
      'down',
      'The down payment must be less than the out-the-door price of $10,000.',
    ],
    [
      { down: '12000' },
      'down',
      'The down payment must be less than the out-the-door price of $10,000.',
    ],
    [{ down: '-5' }, 'down', 'Enter the down payment in whole dollars.'],
    [{ down: '10.50' }, 'down', 'Enter the down payment in whole dollars.'],
  ])('refuses %o in the %s field', (query, field, message) => {
    expect(estimateChoice(query, terms, 1_000_000)).toEqual({ ok: false, field, message })
  })

  it('lists the terms as a sentence', () => {
    expect(termsText([48])).toBe('48 months')
    expect(termsText([36, 48])).toBe('36 or 48 months')
  })
})
