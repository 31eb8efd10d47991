import { describe, expect, it } from 'vitest'

import { formatPrice } from '#app/kernel/format.ts'
import { deliveryRules } from '#app/site/content/delivery.ts'
import { towns } from '#app/site/content/towns.server.ts'
import { townRentalText } from '#app/site/town-page.ts'
import { publishedRateCards } from '#tests/support/published-rates.ts'

import { deliveryStatement, rentalDeliveryTerms } from './rental-delivery.ts'
import { quoteRental } from './rental-quote.ts'

/** The quote's delivery line for a day's 4-seater delivered to the town. */
function deliveryLine(town: (typeof towns)[number], rules = deliveryRules) {
  const quote = quoteRental(
    {
      cartType: 'four-seater',
      days: 1,
      handover: { kind: 'delivery', town },
      extraDrivers: 0,
      sameDay: false,
    },
    publishedRateCards,
    undefined,
    rules,
  )
  return quote.lines.find((line) => line.key === 'handover')
}

const perMile = { ...deliveryRules, rentalFreeWithinTownArea: false }

describe('a town rental page’s delivery terms and the quote', () => {
  it('deliver a rental free within every town area, as the delivery policy says', () => {
    for (const town of towns) {
      expect(deliveryLine(town)?.amount, town.slug).toBe(0)
      expect(deliveryStatement(rentalDeliveryTerms(town))).toBe(
        `Free delivery within the ${town.name} area`,
      )
    }
    const carbondale = towns.find((town) => town.slug === 'carbondale')
    expect(carbondale && deliveryLine(carbondale)).toMatchObject({
      label: 'Delivery to Carbondale',
      amount: 0,
    })
  })

  it.each([
    ['free within town areas', deliveryRules],
    ['charged by the mile', perMile],
  ])('agree for every town when rentals are %s', (_, rules) => {
    for (const town of towns) {
      const line = deliveryLine(town, rules)
      const terms = rentalDeliveryTerms(town, rules)
      expect(line?.amount, town.slug).toBe(terms.cost)
      if (terms.cost === 0) {
        expect(deliveryStatement(terms)).toBe(`Free delivery within the ${town.name} area`)
      } else {
        expect(deliveryStatement(terms)).toBe(
          `Delivery to ${town.name} for ${formatPrice(terms.cost)}`,
        )
        expect(line?.detail).toContain(formatPrice(terms.cost))
      }
    }
  })

  it('says in the page’s title and description what the quote charges', () => {
    for (const town of towns) {
      const text = townRentalText(town, 245)
      const terms = rentalDeliveryTerms(town)
      expect(text.description, town.slug).toContain(terms.phrase)
      expect(text.title.endsWith('Delivered Free')).toBe(terms.cost === 0)
    }
    const carbondale = towns.find((town) => town.slug === 'carbondale')
    expect(carbondale && deliveryStatement(rentalDeliveryTerms(carbondale, perMile))).toBe(
      'Delivery to Carbondale for $12',
    )
  })
})
