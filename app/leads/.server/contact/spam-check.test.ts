import { describe, expect, it } from 'vitest'

import { spamReason } from './spam-check'

const now = 1_750_000_000_000

describe('spamReason', () => {
  it('lets a person through: empty honeypot, form shown a minute ago', () => {
    expect(spamReason({ company: '', formStartedAt: now - 60_000 }, now, 3)).toBeNull()
  })

  it('flags a filled honeypot, even with a slow fill', () => {
    expect(spamReason({ company: 'Acme SEO', formStartedAt: now - 60_000 }, now, 3)).toBe(
      'honeypot: the hidden "company" field was filled',
    )
    expect(spamReason({ company: 1 }, now, 3)).toMatch(/^honeypot/)
    expect(spamReason({ company: '   ' }, now, 3)).toBeNull()
  })

  it('flags a form sent faster than the minimum, from a number or a form string', () => {
    expect(spamReason({ formStartedAt: now - 800 }, now, 3)).toBe(
      'too fast: sent 0.8 s after the form was shown (minimum 3 s)',
    )
    expect(spamReason({ formStartedAt: String(now - 2_999) }, now, 3)).toMatch(
      /^too fast: sent 3\.0 s/,
    )
    expect(spamReason({ formStartedAt: now - 3_000 }, now, 3)).toBeNull()
  })

  it('does not judge without a usable start time or with a clock running ahead', () => {
    expect(spamReason({}, now, 3)).toBeNull()
    expect(spamReason({ formStartedAt: 'yesterday' }, now, 3)).toBeNull()
    expect(spamReason({ formStartedAt: now + 5_000 }, now, 3)).toBeNull()
    expect(spamReason(null, now, 3)).toBeNull()
  })

  it('turns the time check off at 0 seconds', () => {
    expect(spamReason({ formStartedAt: now }, now, 0)).toBeNull()
  })
})
