import { describe, expect, it } from 'vitest'

import { lastDayOf, monthlyInvoice, monthsDue, nextMonth, prorated } from './monthly-invoice'

const terms = {
  kind: 'indoor' as const,
  startDay: '2027-06-17',
  endDay: null,
  rateCents: 12_500,
  maintenanceCents: 5_000,
  pickupFeeCents: 0,
  taxBasisPoints: 600,
}

describe('a monthly storage invoice', () => {
  it('prorates the first month by the days held, half up, due on the start day; the space untaxed', () => {
    expect(monthlyInvoice(terms, '2027-06')).toEqual({
      month: '2027-06',
      firstDay: '2027-06-17',
      lastDay: '2027-06-30',
      dueDay: '2027-06-17',
      lines: [
        { label: 'Indoor storage, June 2027 (14 of 30 days)', cents: 5_833, taxable: false },
        { label: 'Maintenance add-on, June 2027 (14 of 30 days)', cents: 2_333, taxable: true },
      ],
      subtotalCents: 8_166,
      taxCents: 140,
      totalCents: 8_306,
    })
  })

  it('bills a whole month in full on the 1st, February of a leap year included', () => {
    expect(monthlyInvoice(terms, '2028-02')).toMatchObject({
      firstDay: '2028-02-01',
      lastDay: '2028-02-29',
      dueDay: '2028-02-01',
      subtotalCents: 17_500,
      taxCents: 300,
      totalCents: 17_800,
    })
  })

  it('bills the last month up to the notice’s end day only, and nothing after it', () => {
    const ending = { ...terms, endDay: '2028-07-10' }
    expect(monthlyInvoice(ending, '2028-07')).toMatchObject({
      lastDay: '2028-07-10',
      subtotalCents: 4_032 + 1_613,
      taxCents: 97,
    })
    expect(monthlyInvoice(ending, '2028-08')).toBeUndefined()
    expect(monthsDue(ending, '2028-09-15').at(-1)).toBe('2028-07')
  })

  it('puts a pickup on the first month, taxed', () => {
    const picked = { ...terms, maintenanceCents: 0, pickupFeeCents: 4_000 }
    expect(monthlyInvoice(picked, '2027-06')?.lines.at(-1)).toEqual({
      label: 'Pickup from your address',
      cents: 4_000,
      taxable: true,
    })
    expect(monthlyInvoice(picked, '2027-06')?.taxCents).toBe(240)
    expect(monthlyInvoice(picked, '2027-07')?.lines).toHaveLength(1)
  })

  it('rounds a half cent up and walks the calendar across a year', () => {
    expect(prorated(1, 1, 2)).toBe(1)
    expect(prorated(7_500, 15, 30)).toBe(3_750)
    expect(nextMonth('2027-12')).toBe('2028-01')
    expect(lastDayOf('2100-02')).toBe('2100-02-28')
    expect(monthsDue(terms, '2027-08-01')).toEqual(['2027-06', '2027-07', '2027-08'])
  })
})
