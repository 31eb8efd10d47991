import { describe, expect, it } from 'vitest'

import { outTheDoor, type OutTheDoorInput } from './out-the-door.ts'

const place = (
  county: string,
  nearestLocationId: string,
  distanceMiles: number,
): OutTheDoorInput['place'] => ({ name: 'Town', county, nearestLocationId, distanceMiles }) as never

const cart = { price: 10_000, priceOnRequest: false, sale: null }

function total(input: Partial<OutTheDoorInput> & Pick<OutTheDoorInput, 'place'>) {
  const result = outTheDoor({
    vehicle: cart,
    documentationFeeCents: 0,
    stateTaxBasisPoints: 600,
    ...input,
  })
  if (result.kind !== 'total') throw new Error('no total')
  const cents = Object.fromEntries(result.lines.map((line) => [line.key, line.cents]))
  return { ...cents, total: result.totalCents, rate: result.taxBasisPoints, lines: result.lines }
}

describe('outTheDoor', () => {
  it.each([
    // case, place, delivery, tax, total (cents)
    ['home county (Pike), any distance', place('Pike', 'lords-valley', 40), 0, 60_000, 1_060_000],
    ['inside a free zone', place('Lackawanna', 'scranton', 15), 0, 60_000, 1_060_000],
    [
      'beyond a free zone, per started mile',
      place('Lackawanna', 'scranton', 29.2),
      9_000,
      60_540,
      1_069_540,
    ],
    ['Allegheny: 1% on top', place('Allegheny', 'scranton', 290), 165_000, 81_550, 1_246_550],
    [
      'Philadelphia: 2% on top',
      place('Philadelphia', 'lords-valley', 120),
      60_000,
      84_800,
      1_144_800,
    ],
  ])('%s', (_case, where, delivery, tax, sum) => {
    const result = total({ place: where })
    expect(result).toMatchObject({ price: 1_000_000, delivery, tax, total: sum })
  })

  it('charges every mile below the sales minimum, even where delivery is otherwise free', () => {
    const result = total({
      vehicle: { ...cart, price: 4_000 },
      place: place('Pike', 'lords-valley', 12),
    })
    expect(result).toMatchObject({ delivery: 7_200, tax: 24_432, total: 431_632 })
    expect(result.lines[1]?.source).toBe(
      'Free delivery needs a purchase of $5,000 or more: 12 miles to Town at $6 per mile.',
    )
  })

  it('prices a cart on sale at its sale price', () => {
    const sale = { price: 9_000, startsAt: '2026-11-01T00:00:00Z', endsAt: null }
    const result = total({ vehicle: { ...cart, sale }, place: place('Pike', 'lords-valley', 5) })
    expect(result).toMatchObject({ price: 900_000, tax: 54_000, total: 954_000 })
    expect(result.lines[0]).toMatchObject({
      label: 'Sale price',
      source: 'Our sale price (regular price $10,000).',
    })
  })

  it('taxes the documentation fee with the cart', () => {
    const result = total({ documentationFeeCents: 19_900, place: place('Pike', 'lords-valley', 5) })
    expect(result).toMatchObject({ documentation: 19_900, tax: 61_194, total: 1_081_094 })
  })

  it('says where the tax comes from', () => {
    expect(total({ place: place('Allegheny', 'scranton', 290) }).lines[3]).toMatchObject({
      label: 'Sales tax (7%)',
      source:
        "Pennsylvania's 6% and Allegheny County's 1% on the price, delivery and fee, collected by us.",
    })
    expect(total({ place: place('Wayne', 'lords-valley', 18) }).lines[3]?.source).toBe(
      "Pennsylvania's 6% on the price, delivery and fee, collected by us; Wayne County adds no local rate.",
    )
  })

  it('gives no total for a cart priced on request: a call instead', () => {
    expect(
      outTheDoor({
        vehicle: { ...cart, priceOnRequest: true },
        place: place('Pike', 'lords-valley', 5),
        documentationFeeCents: 0,
        stateTaxBasisPoints: 600,
      }),
    ).toEqual({ kind: 'call' })
  })
})
