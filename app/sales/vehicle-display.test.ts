import { describe, expect, it } from 'vitest'

import type { Vehicle } from './vehicle.ts'
import {
  brandLabel,
  priceText,
  priceToday,
  productJsonLd,
  productMetaTags,
  publishedPrice,
  specificationLabel,
  specificationRows,
  vehicleAccentHue,
  vehicleBackgroundStyle,
  vehicleBadge,
  vehicleImage,
} from './vehicle-display.ts'

const cart: Vehicle = {
  id: 'denago-rover-xl',
  name: 'Denago Rover XL',
  brand: 'Denago',
  category: 'Rover',
  price: 10995,
  priceOnRequest: false,
  status: 'available',
  description: 'Six seats.',
  images: ['/images/carts/denago-6-black.svg', '/images/carts/denago-6-red.svg'],
  specifications: { seatingCapacity: 6, topSpeed: '25 mph' },
  features: [],
  inStock: true,
  isNew: false,
}

describe('priceText', () => {
  it('shows whole US dollars with a thousands separator', () => {
    const priced = (price: number) => ({ price, priceOnRequest: false })
    expect(priceText(priced(12995))).toBe('$12,995')
    expect(priceText(priced(1000000))).toBe('$1,000,000')
    expect(priceText(priced(0))).toBe('$0')
  })

  it('rounds cents away', () => {
    expect(priceText({ price: 16994.6, priceOnRequest: false })).toBe('$16,995')
  })

  it('asks the visitor to call when the price is on request, never showing the number', () => {
    expect(priceText({ price: 17995, priceOnRequest: true })).toBe('Call for Price')
    expect(publishedPrice({ price: 17995, priceOnRequest: true })).toBeUndefined()
    expect(publishedPrice({ price: 12995, priceOnRequest: false })).toBe(12995)
  })
})

describe('vehicleBadge', () => {
  const available = 'available' as const
  it('says NEW for a new cart, whatever the stock', () => {
    expect(vehicleBadge({ isNew: true, inStock: true, status: available })).toBe('NEW')
    expect(vehicleBadge({ isNew: true, inStock: false, status: available })).toBe('NEW')
  })

  it('otherwise follows the stock', () => {
    expect(vehicleBadge({ isNew: false, inStock: true, status: available })).toBe('In Stock')
    expect(vehicleBadge({ isNew: false, inStock: false, status: available })).toBe('Out of Stock')
  })

  it('puts a sale in progress or done before everything else', () => {
    expect(vehicleBadge({ isNew: true, inStock: true, status: 'pending' })).toBe('Sale pending')
    expect(vehicleBadge({ isNew: true, inStock: true, status: 'sold' })).toBe('Sold')
  })
})

describe('a sale on the cart page and in structured data', () => {
  const sale = {
    price: 11995,
    startsAt: '2026-12-01T05:00:00.000Z',
    endsAt: '2027-01-01T05:00:00.000Z',
  }

  it("gives the sale price as today's price while a sale runs, else the regular price", () => {
    expect(priceToday({ price: 12995, sale })).toBe(11995)
    expect(priceToday({ price: 12995, sale: null })).toBe(12995)
  })

  it("offers the sale price, valid until the dealer's last day of the sale", () => {
    const offer = productJsonLd({ ...cart, price: 12995, sale }, 'https://example.com').offers
    expect(offer).toHaveProperty('price', 11995)
    expect(offer).toMatchObject({ priceValidUntil: '2026-12-31' })
    const open = productJsonLd({ ...cart, sale: { ...sale, endsAt: null } }, 'https://x.example')
    expect(open.offers).not.toHaveProperty('priceValidUntil')
  })
})

describe('vehicleImage and brandLabel', () => {
  it('uses the first image, or the placeholder when there is none', () => {
    expect(vehicleImage(cart)).toBe('/images/carts/denago-6-black.svg')
    expect(vehicleImage({ images: [] })).toBe('/images/carts/placeholder.svg')
  })

  it('upper-cases the brand', () => {
    expect(brandLabel('Evolution')).toBe('EVOLUTION')
  })
})

describe('per-vehicle accent', () => {
  it('derives a stable hue from the id (djb2 modulo 360)', () => {
    // djb2("a") = 5381 * 33 + 97 = 177670; 177670 % 360 = 190
    expect(vehicleAccentHue('a')).toBe(190)
    expect(vehicleAccentHue('denago-rover-xl')).toBe(vehicleAccentHue('denago-rover-xl'))
  })

  it('puts the hue into the background style', () => {
    const style = vehicleBackgroundStyle('a')
    expect(style['--vehicle-accent']).toBe('hsl(190 60% 30%)')
    expect(style.backgroundImage).toContain('hsl(190 70% 95%)')
  })
})

describe('specifications', () => {
  // the known keys by name; other camelCase, snake_case and acronym keys humanised
  it.each([
    ['topSpeed', 'Top Speed'],
    ['seatingCapacity', 'Seating Capacity'],
    ['batteryType', 'Battery Type'],
    ['chargingTime', 'Charging Time'],
    ['payload', 'Payload'],
    ['range', 'Range'],
    ['groundClearance', 'Ground Clearance'],
    ['motor', 'Motor'],
    ['wheel_size', 'Wheel Size'],
    ['usbPorts', 'Usb Ports'],
    ['LEDLights', 'LED Lights'],
  ])('labels %s as %s', (key, label) => {
    expect(specificationLabel(key)).toBe(label)
  })

  it('lists every key with a value, numbers as text', () => {
    expect(
      specificationRows({ seatingCapacity: 4, range: '40 miles', color: undefined, tires: '' }),
    ).toEqual([
      { key: 'seatingCapacity', label: 'Seating Capacity', value: '4' },
      { key: 'range', label: 'Range', value: '40 miles' },
    ])
  })
})

describe('product metadata', () => {
  it('gives Open Graph product tags for a priced used cart', () => {
    expect(productMetaTags(cart)).toEqual([
      { property: 'product:price:amount', content: '10995' },
      { property: 'product:price:currency', content: 'USD' },
      { property: 'product:availability', content: 'in stock' },
      { property: 'product:condition', content: 'used' },
      { property: 'product:brand', content: 'Denago' },
    ])
  })

  it('leaves the amount out when the price is on request', () => {
    const tags = productMetaTags({ ...cart, priceOnRequest: true, inStock: false, isNew: true })
    expect(tags).not.toContainEqual(expect.objectContaining({ property: 'product:price:amount' }))
    expect(tags).toContainEqual({ property: 'product:availability', content: 'out of stock' })
    expect(tags).toContainEqual({ property: 'product:condition', content: 'new' })
  })

  it('builds a Product with an Offer sold by the dealer, on the canonical /vehicle URL', () => {
    const ld = productJsonLd(cart, 'https://carts.example')
    expect(ld['@type']).toBe('Product')
    expect(ld.url).toBe('https://carts.example/vehicle/denago-rover-xl')
    expect(ld.image).toEqual([
      'https://carts.example/images/carts/denago-6-black.svg',
      'https://carts.example/images/carts/denago-6-red.svg',
    ])
    expect(ld.offers).toMatchObject({
      '@type': 'Offer',
      price: 10995,
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/UsedCondition',
      seller: { '@type': 'AutoDealer', url: 'https://carts.example/' },
    })
  })
})
