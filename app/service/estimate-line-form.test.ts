import { describe, expect, it } from 'vitest'

import { type LineForm, parseLineForm, tenthsOfHours } from './estimate-line-form'

const form = (fields: Partial<LineForm>): LineForm => ({
  kind: 'labour',
  description: 'Brake adjustment',
  hours: '',
  quantity: '',
  unitPrice: '',
  claimNumber: '',
  ...fields,
})

describe('an estimate line as staff type it', () => {
  it.each([
    ['1.5', 15],
    ['0.1', 1],
    ['2', 20],
    ['99.9', 999],
    ['0', undefined],
    ['1.25', undefined],
    ['-1', undefined],
    ['1000', undefined],
    ['soon', undefined],
  ])('hours %s are %s tenths', (text, tenths) => {
    expect(tenthsOfHours(text)).toBe(tenths)
  })

  it('reads labour, parts and warranty lines', () => {
    expect(parseLineForm(form({ hours: '1.5' }))).toEqual({
      ok: true,
      line: { kind: 'labour', description: 'Brake adjustment', tenths: 15 },
    })
    expect(
      parseLineForm(
        form({ kind: 'part', description: 'Brake pads', quantity: '2', unitPrice: '$12.99' }),
      ),
    ).toEqual({
      ok: true,
      line: { kind: 'part', description: 'Brake pads', quantity: 2, unitCents: 1_299 },
    })
    expect(
      parseLineForm(form({ kind: 'warranty', description: 'Controller', claimNumber: ' WC-7 ' })),
    ).toEqual({
      ok: true,
      line: { kind: 'warranty', description: 'Controller', claimNumber: 'WC-7', tenths: null },
    })
  })

  it('says what is wrong with each field', () => {
    expect(parseLineForm(form({ description: ' ', hours: '1.25' }))).toEqual({
      ok: false,
      problems: {
        description: 'Describe the work or the part.',
        hours: 'Enter hours in tenths, like 0.5 or 1.2 (at most 99.9).',
      },
    })
    expect(parseLineForm(form({ kind: 'part', quantity: '0', unitPrice: '1.999' }))).toMatchObject({
      ok: false,
      problems: { quantity: expect.any(String), unitPrice: expect.any(String) },
    })
    expect(parseLineForm(form({ kind: 'warranty' }))).toMatchObject({
      ok: false,
      problems: { claimNumber: 'Enter the maker’s warranty claim number.' },
    })
    expect(parseLineForm(form({ kind: 'fee' }))).toMatchObject({ ok: false })
  })
})
