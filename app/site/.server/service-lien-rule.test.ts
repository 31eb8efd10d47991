import { describe, expect, it } from 'vitest'

import { serviceLienRule } from './service-lien-rule'

describe('the terms’ rule on carts left after service', () => {
  it('is read, in its published words, from the terms’ service section', () => {
    const rule = serviceLienRule()
    expect(rule.name).toBe('Collection')
    expect(rule.text).toMatch(
      /^Please collect your cart promptly when we tell you the work is done\./,
    )
    expect(rule.text).toContain(
      'more than 30 days after that notice is treated as abandoned and becomes subject to a lien for the charges owed',
    )
    expect(rule.text).not.toContain('**')
    expect(rule).toMatchObject({ title: 'Terms & Conditions', path: '/policies/terms-conditions' })
  })
})
