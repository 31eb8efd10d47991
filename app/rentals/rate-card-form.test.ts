import { describe, expect, it } from 'vitest'

import { publishedRateCards } from '#tests/support/published-rates.ts'

import {
  cellName,
  parseRateCardForm,
  rateCardDifferences,
  rateCardValues,
  recommendedName,
} from './rate-card-form'

/** The form of the delivery card as the page fills it, changed by `edits`. */
function deliveryForm(edits: Record<string, string | null> = {}) {
  const form = new FormData()
  const values = rateCardValues(publishedRateCards.delivery)
  for (const [name, cell] of Object.entries(values)) {
    form.set(name, cell.price)
    if (cell.recommended) form.set(`${name}.recommended`, 'on')
  }
  for (const [name, value] of Object.entries(edits)) {
    if (value === null) form.delete(name)
    else form.set(name, value)
  }
  return form
}

describe('parseRateCardForm', () => {
  it('reads twelve prices and their recommended boxes, accepting "$1,299" as 1299', () => {
    const parsed = parseRateCardForm(
      'delivery',
      deliveryForm({
        [cellName('six-seater', 'weekly')]: ' $1,299 ',
        [recommendedName('utility', 'three-day')]: null,
        [recommendedName('utility', 'monthly')]: 'on',
      }),
    )
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.fields))
    expect(parsed.entries).toHaveLength(12)
    expect(parsed.entries).toContainEqual({
      cartType: 'six-seater',
      plan: 'weekly',
      price: 1299,
      recommended: true,
    })
    expect(
      parsed.entries.filter((e) => e.cartType === 'utility' && e.recommended).map((e) => e.plan),
    ).toEqual(['weekly', 'monthly'])
  })

  it.each(['0', '-5', '12.5', '100001', 'abc', '', '1 050'])(
    'names the cell of a price that is not whole dollars from 1 to 100,000: %j',
    (typed) => {
      const parsed = parseRateCardForm(
        'delivery',
        deliveryForm({ [cellName('four-seater', 'monthly')]: typed }),
      )
      expect(parsed.ok).toBe(false)
      if (parsed.ok) return
      expect(parsed.fields).toEqual({
        'delivery-four-seater-monthly': 'A price is whole dollars from $1 to $100,000.',
      })
      // what was typed stays in the form
      expect(parsed.values['four-seater.monthly'].price).toBe(typed)
    },
  )
})

describe('rateCardDifferences', () => {
  it('lists the cells an owner typed differently from the card saved meanwhile', () => {
    const theirs = rateCardValues(publishedRateCards.delivery)
    const mine = {
      ...theirs,
      'utility.daily': { price: '280', recommended: false },
      'six-seater.weekly': { price: '1260', recommended: false },
    }
    expect(rateCardDifferences('delivery', mine, theirs)).toEqual([
      {
        id: 'delivery-six-seater-weekly',
        cartType: 'six-seater',
        plan: 'weekly',
        mine: '1260',
        theirs: '1260, recommended',
      },
      {
        id: 'delivery-utility-daily',
        cartType: 'utility',
        plan: 'daily',
        mine: '280',
        theirs: '275',
      },
    ])
  })
})
