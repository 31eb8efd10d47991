import { describe, expect, it } from 'vitest'

import { formBody, type Matcher, policyFor } from './route-policy'

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
})
