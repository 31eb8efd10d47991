import { describe, expect, it } from 'vitest'

import type { Town } from '#app/kernel/dealer/types.ts'
import { towns } from '#app/site/content/towns.server.ts'
import { siteHoursOn } from '#tests/fixtures/hours.ts'

import { lookupTown } from './town-lookup.server.ts'
import {
  milesBetween,
  nearbyTowns,
  notFoundTitle,
  pageNotFound,
  placeKind,
  placePhrase,
  townBusinessJsonLd,
  townLandingText,
  townNotFound,
  townRentalText,
} from './town-page.ts'

function town(slug: string): Town {
  const found = towns.find((m) => m.slug === slug)
  if (!found) throw new Error(`no town ${slug}`)
  return found
}

describe('lookupTown', () => {
  it('finds a town by landing segment, /towns/ slug or alias', () => {
    expect(lookupTown({ landing: 'milford-golf-carts' })).toEqual({
      found: true,
      town: town('milford'),
    })
    expect(lookupTown({ slug: 'milford' })).toEqual({ found: true, town: town('milford') })
    expect(lookupTown({ slug: 'scranton-city' })).toEqual({
      found: true,
      town: town('scranton'),
    })
    expect(lookupTown({ landing: 'Dalton-Golf-Carts' })).toEqual({
      found: true,
      town: town('dalton'),
    })
  })

  it('says "Municipality not found" for an unknown town slug', () => {
    expect(lookupTown({ slug: 'nowhere' })).toEqual({ found: false, message: townNotFound })
    expect(lookupTown({ landing: 'nowhere-golf-carts' })).toEqual({
      found: false,
      message: townNotFound,
    })
    expect(lookupTown({ landing: '-golf-carts' })).toEqual({
      found: false,
      message: townNotFound,
    })
    expect(lookupTown({})).toEqual({ found: false, message: townNotFound })
  })

  it('treats a one-segment path that is not a landing slug as an unknown page', () => {
    expect(lookupTown({ landing: 'milford' })).toEqual({ found: false, message: pageNotFound })
    expect(lookupTown({ landing: 'golf-carts-milford' })).toEqual({
      found: false,
      message: pageNotFound,
    })
  })
})

describe('notFoundTitle', () => {
  it('takes the title from the 404 response, else "Page Not Found"', () => {
    // the shape React Router hands meta and the boundary for a thrown data('...', { status: 404 })
    const routeError = {
      status: 404,
      statusText: 'Not Found',
      internal: false,
      data: townNotFound,
    }
    expect(notFoundTitle(routeError)).toBe('Municipality not found')
    expect(notFoundTitle(new Error('boom'))).toBe('Page Not Found')
    expect(notFoundTitle(undefined)).toBe('Page Not Found')
  })
})

describe('placeKind and placePhrase', () => {
  it('names boroughs, cities and townships by their type', () => {
    expect(placePhrase(town('milford'))).toBe('Milford, a borough in Pike County')
    expect(placePhrase(town('scranton'))).toBe('Scranton, a city in Lackawanna County')
    expect(placePhrase(town('blooming-grove-township'))).toBe(
      'Blooming Grove Township in Pike County',
    )
    expect(placeKind(town('hawley'))).toBe('Borough')
  })

  it('does not call a village listed as a township a township', () => {
    expect(placeKind(town('chinchilla-township'))).toBe('Community')
    expect(placePhrase(town('fleetville-township'))).toBe(
      'Fleetville, a community in Lackawanna County',
    )
  })
})

describe('page text', () => {
  it('names the town, its county, the nearest location and the delivery terms', () => {
    const text = townLandingText(town('milford'), 'Lords Valley Main Office', { cost: 0 })
    expect(text.title).toBe('Golf Carts in Milford, PA: Sales, Rentals & Service')
    expect(text.description).toBe(
      'Electric golf carts for Milford, Pike County: Denago and Evolution sales, rentals and service from our Lords Valley Main Office, about 12 miles away. Free delivery to Milford.',
    )
    expect(text.keywords).toContain('golf carts Milford')
    const charged = townLandingText(town('carbondale'), 'Scranton Showroom', { cost: 12 })
    expect(charged.description).toMatch(/Delivery about \$12 to Carbondale\.$/)
  })

  it('gives the rental page the cheapest daily rate it is told', () => {
    const text = townRentalText(town('scranton'), 245)
    expect(text.title).toBe('Golf Cart Rentals in Scranton, PA: Delivered Free')
    expect(text.description).toContain(
      'from $245 a day, with free delivery within the Scranton area',
    )
  })

  it('gives every town its own title and description', () => {
    const landing = towns.map((m) => townLandingText(m, 'Showroom', { cost: 0 }))
    const rental = towns.map((m) => townRentalText(m, 245))
    for (const pages of [landing, rental]) {
      expect(new Set(pages.map((p) => p.title)).size).toBe(towns.length)
      expect(new Set(pages.map((p) => p.description)).size).toBe(towns.length)
    }
  })
})

describe('milesBetween', () => {
  it('measures one degree of latitude as about 69.09 miles', () => {
    // 3958.8 miles x pi / 180 = 69.094
    expect(milesBetween({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(69.094, 2)
    expect(milesBetween({ lat: 41, lng: -75 }, { lat: 41, lng: -75 })).toBe(0)
  })
})

describe('nearbyTowns', () => {
  const place = (slug: string, area: Town['area'], lng: number) => ({
    slug,
    area,
    coordinates: { lat: 0, lng },
  })
  const home = place('home', 'pike', 0)
  const list = [
    home,
    place('far', 'pike', 1),
    place('mid', 'pike', 0.5),
    place('near', 'pike', 0.1),
    place('other-area', 'lackawanna', 0.05),
  ]

  it('lists the nearest towns of the same area, nearest first, without the town itself', () => {
    expect(nearbyTowns(home, list, 2).map((m) => m.slug)).toEqual(['near', 'mid'])
    expect(nearbyTowns(home, list).map((m) => m.slug)).toEqual(['near', 'mid', 'far'])
  })

  it('keeps real towns within their own area', () => {
    const scranton = town('scranton')
    const near = nearbyTowns(scranton, towns)
    expect(near).toHaveLength(4)
    for (const m of near) expect(m.area).toBe('lackawanna')
  })
})

describe('townBusinessJsonLd', () => {
  it('describes the dealer serving the town, with the delivery hours the page shows', () => {
    const ld = townBusinessJsonLd(
      'https://example.test',
      town('milford'),
      '/milford-golf-carts',
      'About Milford',
      siteHoursOn('2026-06-01').sets.delivery,
    )
    expect(ld['@type']).toBe('AutoDealer')
    expect(ld.url).toBe('https://example.test/milford-golf-carts')
    expect(ld.description).toBe('About Milford')
    expect(ld.address).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Milford',
      addressRegion: 'PA',
      addressCountry: 'US',
    })
    expect(ld.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 41.3223, longitude: -74.8024 })
    expect(ld.areaServed).toEqual(['Milford, PA', 'Pike County, PA'])
    expect(ld.openingHours).toEqual(['Mo-Sa 08:00-18:00', 'Su 10:00-16:00'])
  })
})
