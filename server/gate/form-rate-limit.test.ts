import { describe, expect, it } from 'vitest'

import { clientKey } from './form-rate-limit'

describe('clientKey: whom a form post is counted against', () => {
  it('counts an address, and an IPv6 address by its /56 subnet', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7')
    expect(clientKey('2001:db8:1:2ff::1')).toBe(clientKey('2001:db8:1:200::9'))
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
  })

  it('counts clients whose address is gone (a reset connection) together, never uncounted', () => {
    expect(clientKey(undefined)).toBe(clientKey(undefined))
    expect(typeof clientKey(undefined)).toBe('string')
    expect(clientKey(undefined)).not.toBe(clientKey('203.0.113.7'))
  })
})
