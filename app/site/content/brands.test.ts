import { describe, expect, it } from 'vitest'

import { seedVehicles } from '#app/kernel/.server/db/seed-data.ts'

import { type Brand, type BrandId, brandIds, brands, modelPath, modelSlug } from './brands'

const cartImagePattern =
  /^\/images\/carts\/(denago|evolution)-(2|4|6|8)-(white|black|blue|red|green|silver)\.svg$/

/** Lowest and highest mile figures written in range texts like '40-50 miles'. */
function rangeBounds(ranges: string[]): [number, number] {
  const miles = ranges.flatMap((range) => (range.match(/\d+/g) ?? []).map(Number))
  return [Math.min(...miles), Math.max(...miles)]
}

function prices(brand: Brand): number[] {
  return brand.models.map((model) => model.price)
}

const seedIds = new Set(seedVehicles.map((vehicle) => vehicle.id))

describe('modelSlug', () => {
  it('lowercases and hyphenates, dropping "evolution" for Evolution only', () => {
    expect(modelSlug('evolution', 'Evolution D6 Max XT4')).toBe('d6-max-xt4')
    expect(modelSlug('evolution', 'Evolution D5 Maverick 4 Plus')).toBe('d5-maverick-4-plus')
    expect(modelSlug('denago', 'EV City')).toBe('ev-city')
    expect(modelSlug('denago', 'Rover XL6')).toBe('rover-xl6')
    expect(modelSlug('denago', '  Nomad   XL ')).toBe('nomad-xl')
  })

  it('builds the /vehicles link of a model card', () => {
    expect(modelPath('evolution', 'Evolution D6 Max XT4')).toBe('/vehicles/d6-max-xt4')
    const city = brands.denago.models.find((model) => model.name === 'EV City')
    expect(city).toBeDefined()
    if (city) expect(modelPath('denago', city)).toBe('/vehicles/ev-city')
  })
})

describe('brand pages', () => {
  it('are keyed by their id', () => {
    for (const id of brandIds) expect(brands[id].id).toBe(id)
  })

  it('Evolution has 7 series and 6 featured models', () => {
    expect(brands.evolution.series).toHaveLength(7)
    expect(brands.evolution.models).toHaveLength(6)
  })

  it('Denago has 3 series and 6 models', () => {
    expect(brands.denago.series).toHaveLength(3)
    expect(brands.denago.models).toHaveLength(6)
  })

  it('Denago models carry the published figures', () => {
    const figures = brands.denago.models.map((model) => [
      model.name,
      model.price,
      model.specs.seats,
    ])
    expect(figures).toEqual([
      ['EV City', 15000, 2],
      ['EV Nomad', 8495, 4],
      ['Nomad XL', 8495, 4],
      ['Rover XL', 9995, 6],
      ['Rover XL6', 11995, 6],
      ['Rover XXL', 11995, 8],
    ])
    expect(rangeBounds(brands.denago.models.map((model) => model.specs.range))).toEqual([40, 60])
    for (const model of brands.denago.models) expect(model.specs.topSpeed).toBe('25 mph')
  })

  it('Denago series start at the lowest price of their models', () => {
    for (const series of brands.denago.series) {
      const members = brands.denago.models.filter((model) => model.series === series.title)
      expect(series.startingPrice).toBe(Math.min(...members.map((model) => model.price)))
      expect(series.vehicles).toEqual(members.map((model) => model.name))
    }
    expect(brands.denago.series.map((series) => series.startingPrice)).toEqual([15000, 8495, 9995])
  })

  it('Evolution figures lie within the published ranges, both ends present', () => {
    const modelPrices = prices(brands.evolution)
    expect(Math.min(...modelPrices)).toBe(6995)
    expect(Math.max(...modelPrices)).toBe(15595)
    const starting = brands.evolution.series.map((series) => series.startingPrice)
    expect(Math.min(...starting)).toBe(6695)
    expect(Math.max(...starting)).toBe(13595)
    expect(rangeBounds(brands.evolution.models.map((model) => model.specs.range))).toEqual([35, 50])
    for (const model of brands.evolution.models) expect(model.specs.topSpeed).toBe('25 mph')
  })

  it.each(brandIds)(
    '%s models belong to a listed series and cost at least its starting price',
    (id) => {
      const brand = brands[id]
      for (const model of brand.models) {
        const series = brand.series.find((card) => card.title === model.series)
        expect(series, model.name).toBeDefined()
        expect(series?.vehicles).toContain(model.name)
        expect(model.price).toBeGreaterThanOrEqual(series?.startingPrice ?? Infinity)
      }
    },
  )

  it.each(brandIds)('%s artwork paths name drawn cart images', (id) => {
    const brand = brands[id]
    for (const image of [
      ...brand.series.map((s) => s.image),
      ...brand.models.map((m) => m.image),
    ]) {
      expect(image).toMatch(cartImagePattern)
      expect(image).toContain(`/${id}-`)
    }
    for (const model of brand.models) expect(model.image).toContain(`-${model.specs.seats}-`)
  })
})

describe('brand page links resolve to inventory', () => {
  const cases: [BrandId, string][] = brandIds.flatMap((id) =>
    brands[id].series
      .flatMap((series) => series.vehicles)
      .map((name): [BrandId, string] => [id, name]),
  )

  it.each(cases)('%s %s has a seed vehicle with id brand-slug', (id, name) => {
    const vehicleId = `${id}-${modelSlug(id, name)}`
    expect(seedIds.has(vehicleId), vehicleId).toBe(true)
  })

  it.each(brandIds)('every %s model card resolves to a cart of the same brand and seats', (id) => {
    for (const model of brands[id].models) {
      const vehicle = seedVehicles.find((v) => v.id === `${id}-${modelSlug(id, model.name)}`)
      expect(vehicle, model.name).toBeDefined()
      expect(vehicle?.brand.toLowerCase()).toBe(id)
      expect(vehicle?.specifications.seatingCapacity).toBe(model.specs.seats)
      expect(vehicle?.isNew).toBe(true)
    }
  })

  it('no slug is claimed by both brands', () => {
    const slugs = brandIds.map((id) => brands[id].models.map((model) => modelSlug(id, model.name)))
    const [evolutionSlugs = [], denagoSlugs = []] = slugs
    expect(evolutionSlugs.filter((slug) => denagoSlugs.includes(slug))).toEqual([])
  })
})

describe('seed inventory', () => {
  const inBucket = {
    under15000: (price: number) => price < 15000,
    from15000to25000: (price: number) => price >= 15000 && price <= 25000,
    over25000: (price: number) => price > 25000,
  }

  it('is large, with unique slug ids', () => {
    expect(seedVehicles.length).toBeGreaterThanOrEqual(16)
    expect(seedIds.size).toBe(seedVehicles.length)
    for (const vehicle of seedVehicles)
      expect(vehicle.id).toMatch(/^(evolution|denago)-[a-z0-9]+(-[a-z0-9]+)*$/)
  })

  it('starts with the three featured carts at their prices', () => {
    expect(seedVehicles.slice(0, 3).map((v) => [v.id, v.name, v.price])).toEqual([
      ['evolution-d5-maverick-4-plus', 'Evolution D5 Maverick 4 Plus', 12995],
      ['evolution-d6-max-xt4', 'Evolution D6 Max XT4', 16995],
      ['denago-ev-city', 'Denago EV City', 11995],
    ])
  })

  it('covers both brands and the five filter categories', () => {
    const brandNames = new Set(seedVehicles.map((v) => v.brand.toLowerCase()))
    expect([...brandNames].sort()).toEqual(['denago', 'evolution'])
    const categories = new Set(seedVehicles.map((v) => v.category))
    for (const category of ['Ranger', 'Maverick', 'Forester', 'Turfman', 'Rover']) {
      expect(categories.has(category), category).toBe(true)
    }
  })

  it('fills all three price buckets and has a call-for-price cart', () => {
    const priced = seedVehicles.flatMap((v) => (v.priceOnRequest ? [] : [v.price]))
    for (const [bucket, test] of Object.entries(inBucket)) {
      expect(priced.some(test), bucket).toBe(true)
    }
    expect(seedVehicles.some((v) => v.priceOnRequest)).toBe(true)
  })

  it('has carts out of stock, without images, used, and with and without manufacturer links', () => {
    expect(seedVehicles.some((v) => !v.inStock)).toBe(true)
    expect(seedVehicles.some((v) => v.images.length === 0)).toBe(true)
    expect(seedVehicles.some((v) => !v.isNew)).toBe(true)
    expect(seedVehicles.some((v) => v.externalUrl)).toBe(true)
    expect(seedVehicles.some((v) => !v.externalUrl)).toBe(true)
  })

  it.each(seedVehicles.map((v) => [v.id, v] as const))(
    '%s is complete and consistent',
    (_id, vehicle) => {
      const brand = vehicle.brand.toLowerCase()
      const seats = vehicle.specifications.seatingCapacity
      expect(['evolution', 'denago']).toContain(brand)
      expect(vehicle.id.startsWith(`${brand}-`)).toBe(true)
      expect(vehicle.description.length).toBeGreaterThan(20)
      expect(vehicle.features.length).toBeGreaterThanOrEqual(4)
      expect(vehicle.features.length).toBeLessThanOrEqual(7)
      for (const key of ['topSpeed', 'range', 'batteryType', 'chargingTime', 'payload'] as const) {
        expect(vehicle.specifications[key], key).toBeTruthy()
      }
      expect([2, 4, 6, 8]).toContain(seats)
      for (const image of vehicle.images) {
        expect(image).toMatch(cartImagePattern)
        expect(image.startsWith(`/images/carts/${brand}-${seats}-`)).toBe(true)
      }
      if (vehicle.externalUrl) {
        expect(vehicle.externalUrl).toBe(
          brands[brand === 'denago' ? 'denago' : 'evolution'].websiteUrl,
        )
      }
      if (vehicle.isNew) {
        expect(vehicle.year).toBeGreaterThanOrEqual(2024)
        expect(vehicle.year).toBeLessThanOrEqual(2026)
      } else {
        expect(vehicle.year).toBeGreaterThanOrEqual(2021)
        expect(vehicle.year).toBeLessThanOrEqual(2024)
        expect(vehicle.description).toMatch(/\b(used|pre-owned)\b/i)
      }
      expect(Number.isInteger(vehicle.price) && vehicle.price > 0).toBe(true)
    },
  )
})
