import { describe, expect, it } from 'vitest'

import {
  canonicalEstimate,
  type EstimateLine,
  estimateTotals,
  hoursText,
  labourCents,
} from './service-estimate'

const labour = (tenths: number): EstimateLine => ({ kind: 'labour', description: 'Work', tenths })
const part = (quantity: number, unitCents: number): EstimateLine => ({
  kind: 'part',
  description: 'Part',
  quantity,
  unitCents,
})
const warranty = (tenths: number): EstimateLine => ({
  kind: 'warranty',
  description: 'Controller replaced under warranty',
  claimNumber: 'WC-2211',
  tenths,
})

describe('labour in tenths of an hour', () => {
  it.each([
    // tenths, rate, cents
    [1, 15_500, 1_550],
    [10, 15_500, 15_500],
    [15, 15_500, 23_250],
    [3, 15_555, 4_667], // 4666.5 rounds half up
    [1, 15_554, 1_555], // 1555.4 rounds down
    [7, 9_999, 6_999], // 6999.3
    [0, 15_500, 0],
  ])('%i tenths at %i cents an hour is %i cents', (tenths, rate, cents) => {
    expect(labourCents(tenths, rate)).toBe(cents)
  })

  it('refuses what is not whole tenths', () => {
    expect(() => labourCents(1.5, 15_500)).toThrow(RangeError)
    expect(() => labourCents(-1, 15_500)).toThrow(RangeError)
  })
})

describe('an estimate’s totals', () => {
  it.each([
    {
      name: 'labour and parts at 6%',
      lines: [labour(15), part(2, 1_299)],
      fee: 0,
      rate: 15_500,
      tax: 600,
      want: { labour: 23_250, parts: 2_598, subtotal: 25_848, taxCents: 1_551, total: 27_399 },
    },
    {
      name: 'a warranty line charges nothing and adds no tax',
      lines: [labour(10), warranty(20)],
      fee: 0,
      rate: 15_500,
      tax: 600,
      want: { labour: 15_500, parts: 0, subtotal: 15_500, taxCents: 930, total: 16_430 },
    },
    {
      name: 'the mobile visit fee is charged and taxed',
      lines: [part(1, 4_500)],
      fee: 7_500,
      rate: 15_500,
      tax: 600,
      want: { labour: 0, parts: 4_500, subtotal: 12_000, taxCents: 720, total: 12_720 },
    },
    {
      name: 'tax rounds half up once on the sum, not per line',
      // 3 × 0.06 per line would round 0.18 to 0 each; on 75 cents it is 4.5 → 5
      lines: [part(1, 25), part(1, 25), part(1, 25)],
      fee: 0,
      rate: 15_500,
      tax: 600,
      want: { labour: 0, parts: 75, subtotal: 75, taxCents: 5, total: 80 },
    },
    {
      name: 'an odd rate rounds each labour line to the cent',
      lines: [labour(3), labour(3)],
      fee: 0,
      rate: 15_555,
      tax: 625,
      want: { labour: 9_334, parts: 0, subtotal: 9_334, taxCents: 583, total: 9_917 },
    },
    {
      name: 'a tax rate of 0 leaves the total at the subtotal',
      lines: [labour(2), part(4, 899)],
      fee: 0,
      rate: 15_500,
      tax: 0,
      want: { labour: 3_100, parts: 3_596, subtotal: 6_696, taxCents: 0, total: 6_696 },
    },
    {
      name: 'only warranty work: nothing to pay',
      lines: [warranty(12)],
      fee: 0,
      rate: 15_500,
      tax: 600,
      want: { labour: 0, parts: 0, subtotal: 0, taxCents: 0, total: 0 },
    },
  ])('$name', ({ lines, fee, rate, tax, want }) => {
    const totals = estimateTotals({
      lines,
      labourRateCents: rate,
      feeCents: fee,
      taxBasisPoints: tax,
    })
    expect({
      labour: totals.labourCents,
      parts: totals.partsCents,
      subtotal: totals.subtotalCents,
      taxCents: totals.taxCents,
      total: totals.totalCents,
    }).toEqual(want)
    expect(totals.lines.map((line) => line.amountCents).reduce((a, b) => a + b, 0) + fee).toBe(
      totals.subtotalCents,
    )
  })
})

describe('what the customer decides on', () => {
  const base = {
    lines: [labour(10), part(1, 500)],
    labourRateCents: 15_500,
    feeCents: 0,
    taxBasisPoints: 600,
  }

  it('changes with any line, the rate or the fee', () => {
    const first = canonicalEstimate(base)
    expect(canonicalEstimate({ ...base })).toBe(first)
    expect(canonicalEstimate({ ...base, lines: [labour(11), part(1, 500)] })).not.toBe(first)
    expect(canonicalEstimate({ ...base, labourRateCents: 16_000 })).not.toBe(first)
    expect(canonicalEstimate({ ...base, feeCents: 100 })).not.toBe(first)
  })

  it('prints hours in tenths', () => {
    expect(hoursText(15)).toBe('1.5 h')
    expect(hoursText(10)).toBe('1.0 h')
  })
})
