import { describe, expect, it } from 'vitest'

import { business } from '#app/kernel/dealer/business.ts'
import { siteHoursOn } from '#tests/fixtures/hours.ts'

import { breadcrumbJsonLd, vehicleItemListJsonLd, withDealerJsonLd } from './structured-data.ts'

const siteUrl = 'https://carts.example'
const hours = siteHoursOn('2026-06-01').sets

describe('withDealerJsonLd', () => {
  it('adds the dealer with the showroom hours after the page’s own data', () => {
    const product = { '@type': 'Product', name: 'Cart' }
    const result = withDealerJsonLd(siteUrl, [product], hours.showroom)
    expect(result).toHaveLength(2)
    expect(result[0]).toBe(product)
    expect(result[1]).toMatchObject({
      '@type': 'AutoDealer',
      name: business.name,
      url: 'https://carts.example/',
      openingHours: ['Mo-Fr 09:00-17:00', 'Sa 09:00-17:00'],
    })
    expect((result[1] as { openingHours: unknown }).openingHours).toEqual(hours.showroom.schema)
  })

  it('adds the dealer to a page without JSON-LD', () => {
    expect(withDealerJsonLd(siteUrl, [], hours.showroom)).toEqual([
      expect.objectContaining({ '@type': 'AutoDealer' }),
    ])
  })

  it('leaves pages alone that describe a place of their own', () => {
    const town = { '@type': 'LocalBusiness', name: 'Golf carts in Milford' }
    expect(withDealerJsonLd(siteUrl, [town], hours.showroom)).toEqual([town])
    const dealer = { '@type': ['AutoDealer', 'Store'], name: 'Showroom' }
    expect(withDealerJsonLd(siteUrl, [dealer], hours.showroom)).toEqual([dealer])
    const graph = { '@graph': [{ '@type': 'WebPage' }, { '@type': 'AutoDealer' }] }
    expect(withDealerJsonLd(siteUrl, [graph], hours.showroom)).toEqual([graph])
  })

  it('does not count a dealer nested inside another object, such as an offer’s seller', () => {
    const product = { '@type': 'Product', offers: { seller: { '@type': 'AutoDealer' } } }
    expect(withDealerJsonLd(siteUrl, [product], hours.showroom)).toHaveLength(2)
  })
})

describe('breadcrumbJsonLd', () => {
  it('numbers the trail from 1 with absolute item URLs', () => {
    expect(
      breadcrumbJsonLd(siteUrl, [
        { name: 'Home', path: '/' },
        { name: 'Rental Policy', path: '/policies/rental-policy' },
      ]).itemListElement,
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://carts.example/' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Rental Policy',
        item: 'https://carts.example/policies/rental-policy',
      },
    ])
  })
})

describe('vehicleItemListJsonLd', () => {
  it('lists each vehicle page in order with its position', () => {
    const list = vehicleItemListJsonLd('https://carts.example', [
      { id: 'denago-ev-city', name: 'Denago EV City' },
      { id: 'evolution-d6-max-xt4', name: 'Evolution D6 Max XT4' },
    ])
    expect(list['@type']).toBe('ItemList')
    expect(list.numberOfItems).toBe(2)
    expect(list.itemListElement[1]).toEqual({
      '@type': 'ListItem',
      position: 2,
      name: 'Evolution D6 Max XT4',
      url: 'https://carts.example/vehicle/evolution-d6-max-xt4',
    })
  })
})
