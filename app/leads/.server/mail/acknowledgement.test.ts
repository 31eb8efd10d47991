import { describe, expect, it } from 'vitest'

import { siteHoursOn } from '#tests/fixtures/hours.ts'
import { testLead } from '#tests/fixtures/test-lead.ts'

import { buildAcknowledgement } from './acknowledgement'

const options = {
  siteUrl: 'https://www.keystone-golfcarts.example',
  hours: siteHoursOn('2026-06-01').sets,
}

describe('buildAcknowledgement', () => {
  it('confirms receipt with the response promise and the showroom phone and hours', () => {
    const mail = buildAcknowledgement(testLead(), options)
    expect(mail.subject).toBe('We received your message - Keystone Electric Golf Carts')
    expect(mail.text).toContain('Hi Dana,')
    expect(mail.text).toContain(
      'We received your message (Sales Inquiry) on Friday, July 4, 2025 at 12:05 PM EDT.',
    )
    expect(mail.text).toContain('We answer every message within 1 business hour.')
    // the promise is the lead's, read from the response clock's setting when it is mailed
    expect(
      buildAcknowledgement(
        testLead({ responsePromise: 'We answer every message within 2 business hours.' }),
        options,
      ).text,
    ).toContain('within 2 business hours.')
    expect(mail.text).toContain('call us at (570) 555-0100. Showroom & Sales Hours:')
    expect(mail.text).toContain('Monday - Friday: 9:00 AM - 5:00 PM')
    expect(mail.html).toContain('<a href="tel:+15705550100">(570) 555-0100</a>')
  })

  it('points service requests at the service desk', () => {
    const mail = buildAcknowledgement(
      testLead({ interest: 'service', interestLabel: 'Service Request' }),
      options,
    )
    expect(mail.text).toContain('call us at (570) 555-0101. Service Department Hours:')
    expect(mail.text).toContain('Saturday: 9:00 AM - 3:00 PM')
  })

  it('repeats none of the message and escapes the name in HTML', () => {
    const mail = buildAcknowledgement(
      testLead({ firstName: "D'Angelo", message: 'Buy cheap pills at spam.example' }),
      options,
    )
    expect(mail.text).not.toContain('spam.example')
    expect(mail.html).not.toContain('spam.example')
    expect(mail.html).toContain('Hi D&#39;Angelo,')
    const marked = buildAcknowledgement(testLead({ firstName: '<b>Dana</b>' }), options)
    expect(marked.html).not.toContain('Dana')
  })

  it('greets by a name only when it reads as one, never with a stranger-bound link or broken line', () => {
    // the address may be a stranger's: the name must not add words, lines or reorder them
    const hostile = `Dana\u2028Confirm: https://evil.example\u202e\u200b ${'x'.repeat(80)}`
    const mail = buildAcknowledgement(testLead({ firstName: hostile }), options)
    expect(mail.text.startsWith('Hello,\n')).toBe(true)
    expect(mail.html).toContain('<p>Hello,</p>')
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toMatch(/[\u2028\u202e\u200b]/)
      expect(part).not.toContain('evil.example')
    }
    for (const firstName of ['Zoë', 'Mary-Jo', "D'Angelo", 'J. R.', 'Ngọc']) {
      const named = buildAcknowledgement(testLead({ firstName }), options)
      expect(named.text.startsWith(`Hi ${firstName},\n`)).toBe(true)
    }
    for (const firstName of ['Dana2', 'www.evil.example', 'x'.repeat(41)]) {
      const unnamed = buildAcknowledgement(testLead({ firstName }), options)
      expect(unnamed.text.startsWith('Hello,\n')).toBe(true)
    }
  })
})
