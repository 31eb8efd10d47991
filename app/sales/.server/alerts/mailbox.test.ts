import { describe, expect, it } from 'vitest'

import { mailboxOf } from './mailbox'

describe('mailboxOf', () => {
  it('counts case and plus-tag variants as one mailbox', () => {
    for (const typed of ['Victim@Example.com', 'victim+1@example.com', 'VICTIM+a+b@EXAMPLE.COM'])
      expect(mailboxOf(typed), typed).toBe('victim@example.com')
    expect(mailboxOf('other@example.com')).toBe('other@example.com')
    // other providers may treat dots as part of the name
    expect(mailboxOf('v.ictim@example.com')).toBe('v.ictim@example.com')
  })

  it("ignores Gmail's dots and its two domains", () => {
    expect(mailboxOf('Vic.Tim+news@googlemail.com')).toBe('victim@gmail.com')
    expect(mailboxOf('victim@gmail.com')).toBe('victim@gmail.com')
  })
})
