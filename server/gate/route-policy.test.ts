import { describe, expect, it } from 'vitest'

import {
  formBody,
  inventoryImportBody,
  type Matcher,
  policyFor as policyForPath,
  serviceBookingBody,
  tradeInBody,
  webhookBody,
} from './route-policy'
import { routedPath } from './routed-path'

const policyFor = (target: string, match: Matcher, isAsset: boolean) =>
  policyForPath(routedPath(target), match, isAsset)

// a route table with one page that has an action, and the not-found splat
const matcher: Matcher = (pathname) =>
  pathname === '/admin/inventory/abc'
    ? { id: 'edit', hasAction: true, hasLoader: true, splat: false }
    : { id: 'not-found', hasAction: false, hasLoader: true, splat: true }

describe('policyFor: the photo upload', () => {
  it('takes POST as an API route without a body policy (the handler streams and limits its body)', () => {
    expect(policyFor('/admin/inventory/abc/photos', matcher, false)).toEqual({
      kind: 'api',
      methods: ['POST'],
    })
  })

  it('leaves the edit page itself a form page', () => {
    expect(policyFor('/admin/inventory/abc', matcher, false)).toEqual({
      kind: 'page',
      methods: ['GET', 'HEAD', 'POST'],
      body: formBody,
    })
  })

  it('does not open deeper or other paths', () => {
    expect(policyFor('/admin/inventory/abc/photos/x', matcher, false).unknown).toBe(true)
    expect(policyFor('/admin/inventory//photos', matcher, false).unknown).toBe(true)
    expect(policyFor('/admin/staff/abc/photos', matcher, false).unknown).toBe(true)
  })

  it('is the same however the address is spelled', () => {
    for (const target of [
      '/admin/inventory/abc/%70hotos',
      '/ADMIN/Inventory/abc/photos',
      '/admin/inventory/abc/photos/',
      '/admin/inventory/x/../abc/photos',
    ]) {
      expect(policyFor(target, matcher, false), target).toEqual({ kind: 'api', methods: ['POST'] })
    }
  })
})

describe('policyFor: the one-click unsubscribe', () => {
  const alerts: Matcher = (pathname) =>
    pathname.startsWith('/alerts/')
      ? { id: 'alerts', hasAction: true, hasLoader: true, splat: false }
      : { id: 'not-found', hasAction: false, hasLoader: true, splat: true }
  const token = 'A'.repeat(43)

  it('lets any site post to the unsubscribe link (RFC 8058), and only there', () => {
    expect(policyFor(`/alerts/unsubscribe/${token}`, alerts, false)).toEqual({
      kind: 'page',
      methods: ['GET', 'HEAD', 'POST'],
      body: formBody,
      crossSite: true,
    })
    for (const path of [
      `/alerts/manage/${token}`,
      `/alerts/confirm/${token}`,
      `/alerts/unsubscribe/${token}.data`,
      `/alerts/unsubscribe/${token}x`,
    ]) {
      expect(policyFor(path, alerts, false).crossSite, path).toBeUndefined()
    }
    expect(policyFor(`/%61lerts/UNSUBSCRIBE/${token}`, alerts, false).crossSite).toBe(true)
  })
})

describe('policyFor: the inventory import', () => {
  const pages: Matcher = (pathname) => ({
    id: pathname,
    hasAction: true,
    hasLoader: true,
    splat: false,
  })

  it('takes a form as large as its file (5 MB) there, and only there', () => {
    expect(inventoryImportBody.limit).toBe(5 * 1024 * 1024 + formBody.limit)
    expect(inventoryImportBody.tooLarge).toBe(
      'The file must be at most 5 MB: split it into smaller files.',
    )
    for (const path of ['/admin/inventory/import', '/admin/inventory/import.data']) {
      expect(policyFor(path, pages, false).body, path).toEqual(inventoryImportBody)
    }
    for (const path of ['/admin/inventory/new', '/admin/inventory/import-x']) {
      expect(policyFor(path, pages, false).body, path).toEqual(formBody)
    }
  })
})

describe('policyFor: a service booking', () => {
  const pages: Matcher = (pathname) => ({
    id: pathname,
    hasAction: true,
    hasLoader: true,
    splat: false,
  })

  it('takes five 8 MB photos with the form from anyone, there and only there', () => {
    expect(serviceBookingBody).toMatchObject({
      limit: 40 * 1024 * 1024 + formBody.limit,
      tooLarge: 'The photos are too large: send at most 5 photos of at most 8 MB each.',
      anyone: true,
    })
    for (const path of ['/services/book', '/services/book.data', '/SERVICES/book']) {
      expect(policyFor(path, pages, false).body, path).toEqual(serviceBookingBody)
    }
    for (const path of ['/services', '/service/abc', '/services/book/x']) {
      expect(policyFor(path, pages, false).body, path).toEqual(formBody)
    }
  })
})

describe('policyFor: the trade-in request', () => {
  const pages: Matcher = (pathname) => ({
    id: pathname,
    hasAction: true,
    hasLoader: true,
    splat: false,
  })

  it('takes up to 40 MB of multipart photos from anyone there, and only there', () => {
    expect(tradeInBody).toEqual({
      types: ['multipart/form-data'],
      limit: 40 * 1024 * 1024,
      tooLarge: 'The photos together must be at most 40 MB: send smaller ones.',
      anyone: true,
    })
    for (const path of ['/trade-in', '/trade-in.data', '/Trade-In/']) {
      expect(policyFor(path, pages, false).body, path).toEqual(tradeInBody)
    }
    expect(policyFor('/contact', pages, false).body).toEqual(formBody)
  })
})

describe('policyFor: Stripe’s webhook', () => {
  const webhook: Matcher = (pathname) =>
    pathname === '/webhooks/stripe'
      ? { id: 'stripe', hasAction: true, hasLoader: false, splat: false }
      : { id: 'not-found', hasAction: false, hasLoader: true, splat: true }

  it('takes a POST of JSON from any site, answered as an API, no larger than a form', () => {
    expect(policyFor('/webhooks/stripe', webhook, false)).toEqual({
      kind: 'api',
      methods: ['POST'],
      body: webhookBody,
      crossSite: true,
    })
    expect(webhookBody).toEqual({ types: ['application/json'], limit: formBody.limit })
  })

  it('is the only such path', () => {
    expect(policyFor('/webhooks/stripe.data', webhook, false).kind).toBe('page')
    expect(policyFor('/webhooks/other', webhook, false).unknown).toBe(true)
  })
})
