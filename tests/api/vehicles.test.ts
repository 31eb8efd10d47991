import { beforeAll, describe, expect, it } from 'vitest'

import { featuredSeedIds, seedVehicles } from '#app/kernel/.server/db/seed-data.ts'
import type { Vehicle } from '#app/sales/vehicle.ts'
import { sharedServer, type TestServer } from '#tests/support/server.ts'

let server: TestServer
beforeAll(async () => {
  server = await sharedServer()
})

describe('GET /api/vehicles', () => {
  it('lists the seeded inventory in a stable order, featured carts first', async () => {
    const response = await fetch(`${server.url}/api/vehicles`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/application\/json/)
    const vehicles = (await response.json()) as Vehicle[]
    // featured first, then (none has photos) the newest listed, then the seed's order
    const rest = seedVehicles
      .map((vehicle, index) => ({ vehicle, index }))
      .filter(({ vehicle }) => !featuredSeedIds.includes(vehicle.id))
      .sort(
        (a, b) =>
          (b.vehicle.updatedAt ?? '').localeCompare(a.vehicle.updatedAt ?? '') || a.index - b.index,
      )
      .map(({ vehicle }) => vehicle.id)
    expect(vehicles.map((v) => v.id)).toEqual([...featuredSeedIds, ...rest])
    expect(vehicles.slice(0, 3).map((v) => [v.id, v.price])).toEqual([
      ['evolution-d5-maverick-4-plus', 12995],
      ['evolution-d6-max-xt4', 16995],
      ['denago-ev-city', 11995],
    ])
    const again = (await (await fetch(`${server.url}/api/vehicles`)).json()) as Vehicle[]
    expect(again.map((v) => v.id)).toEqual(vehicles.map((v) => v.id))
  })

  it('gives every cart a numeric price, and flags the one quoted on request', async () => {
    const vehicles = (await (await fetch(`${server.url}/api/vehicles`)).json()) as Vehicle[]
    for (const vehicle of vehicles) {
      expect(typeof vehicle.price, vehicle.id).toBe('number')
      expect(typeof vehicle.priceOnRequest, vehicle.id).toBe('boolean')
    }
    expect(vehicles.filter((v) => v.priceOnRequest).map((v) => [v.id, v.price])).toEqual([
      ['evolution-d6-max-gt4', 17995],
    ])
  })

  it('serves every field of a vehicle with JSON columns decoded', async () => {
    const vehicles = (await (await fetch(`${server.url}/api/vehicles`)).json()) as Vehicle[]
    const cart = vehicles.find((v) => v.id === 'evolution-d6-max-xt4')
    expect(cart).toMatchObject({
      name: 'Evolution D6 Max XT4',
      brand: expect.stringMatching(/^evolution$/i),
      price: 16995,
      inStock: expect.any(Boolean),
      isNew: expect.any(Boolean),
    })
    expect(Array.isArray(cart?.images)).toBe(true)
    expect(Array.isArray(cart?.features)).toBe(true)
    expect(typeof cart?.specifications.seatingCapacity).toBe('number')
  })
})

describe('GET /api/vehicles/:id', () => {
  it('answers one vehicle by id', async () => {
    const response = await fetch(`${server.url}/api/vehicles/denago-ev-city`)
    expect(response.status).toBe(200)
    const vehicle = (await response.json()) as Vehicle
    expect(vehicle.id).toBe('denago-ev-city')
    expect(vehicle.price).toBe(11995)
  })

  it('finds a cart by its brand-less model slug', async () => {
    const response = await fetch(`${server.url}/api/vehicles/d6-max-xt4`)
    expect(response.status).toBe(200)
    expect(((await response.json()) as Vehicle).id).toBe('evolution-d6-max-xt4')
  })

  it('answers 404 with an error for an unknown id', async () => {
    for (const id of ['no-such-cart', 'UPPER%20and%20spaces', '%27%3B%20drop%20table']) {
      const response = await fetch(`${server.url}/api/vehicles/${id}`)
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ error: 'Vehicle not found' })
    }
  })
})

describe('the server frame', () => {
  it('answers /healthz', async () => {
    const response = await fetch(`${server.url}/healthz`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok' })
  })

  it('sends a strict Content-Security-Policy with a per-request nonce', async () => {
    const first = await fetch(`${server.url}/`)
    const second = await fetch(`${server.url}/`)
    const policy = first.headers.get('content-security-policy') ?? ''
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/)
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(second.headers.get('content-security-policy')).not.toBe(policy)
    const html = await first.text()
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1]
    expect(html).toContain(`nonce="${nonce}"`)
  })

  it('isolates from other windows the pages that show a person’s data, and only those', async () => {
    const token = 'A'.repeat(43)
    for (const path of [
      '/admin/sign-in',
      '/admin',
      `/rentals/reservation/${token}`,
      `/alerts/manage/${token}`,
      `/alerts/confirm/${token}`,
      `/alerts/unsubscribe/${token}`,
    ]) {
      const response = await fetch(`${server.url}${path}`, { redirect: 'manual' })
      expect(response.headers.get('cross-origin-opener-policy'), path).toBe('same-origin')
    }
    // a public page opened from a search result starts without a new browsing context group;
    // asked twice, so the cached answer is checked too
    for (const path of ['/', '/', '/inventory', '/inventory', '/rentals/reserve', '/administer']) {
      const response = await fetch(`${server.url}${path}`)
      expect(response.headers.get('cross-origin-opener-policy'), path).toBeNull()
    }
  })

  it('caches hashed assets for a year and compresses responses', async () => {
    // the home page loads no script: the inventory page hydrates
    const html = await (await fetch(`${server.url}/inventory`)).text()
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0]
    expect(asset).toBeTruthy()
    const response = await fetch(`${server.url}${asset}`, {
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const page = await fetch(`${server.url}/inventory`, { headers: { 'accept-encoding': 'gzip' } })
    expect(page.headers.get('content-encoding')).toBe('gzip')
  })

  it('answers an unknown page with 404', async () => {
    const response = await fetch(`${server.url}/no/such/page`)
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('Page Not Found')
  })
})
