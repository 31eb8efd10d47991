import { describe, expect, it } from 'vitest'

import { exampleSiteUrl } from './env'
import { pageLinkOrigin } from './local-address'

describe('pageLinkOrigin', () => {
  it('uses SITE_URL once it is set', () => {
    expect(
      pageLinkOrigin({ SITE_URL: 'https://carts.example' }, 'http://10.0.0.5:3000/admin/staff'),
    ).toEqual({ origin: 'https://carts.example', local: false })
  })

  it("uses the address the owner's browser used while SITE_URL is the example's", () => {
    expect(
      pageLinkOrigin({ SITE_URL: exampleSiteUrl }, 'http://10.0.0.5:3000/admin/staff'),
    ).toEqual({ origin: 'http://10.0.0.5:3000', local: true })
  })
})
