import { describe, expect, it } from 'vitest'

import { testLead } from '#tests/fixtures/test-lead.ts'

import { buildDealerEmail } from './dealer-email'

describe('buildDealerEmail', () => {
  it('names the interest and the visitor in the subject and replies to the visitor', () => {
    const mail = buildDealerEmail(testLead())
    expect(mail.subject).toBe('Website lead - Sales Inquiry from Dana Kowalski')
    expect(mail.replyTo).toEqual({ name: 'Dana Kowalski', address: 'dana@example.com' })
  })

  it('lists every field, the page, the vehicle and the local time in the text part', () => {
    const { text } = buildDealerEmail(testLead())
    for (const expected of [
      'Name:      Dana Kowalski',
      'E-mail:    dana@example.com',
      'Phone:     570-555-0188',
      'Interest:  Sales Inquiry',
      'Vehicle:   2025 Evolution D6 Max XT4',
      'Sent from: https://www.keystone-golfcarts.example/vehicle/evolution-d6-max-xt4',
      'Received:  Friday, July 4, 2025 at 12:05 PM EDT (2025-07-04T16:05:00.000Z)',
      'Reference: 3f2a9c1b-0000-4000-8000-000000000001',
      'Is the D6 Max still available?\nI could come Saturday.',
      'The website told Dana: “We answer every message within 1 business hour.”',
    ]) {
      expect(text).toContain(expected)
    }
  })

  it('says when the page is not known and leaves out the vehicle line without a vehicle', () => {
    const { text } = buildDealerEmail(testLead({ pageUrl: null, sourcePage: null, vehicle: null }))
    expect(text).toContain('Sent from: page not known')
    expect(text).not.toContain('Vehicle:')
  })

  it('escapes every value in the HTML part and links e-mail and phone', () => {
    const lead = testLead({
      firstName: '<script>alert(1)</script>',
      message: 'Price & "terms" <b>now</b>',
    })
    const { html, subject } = buildDealerEmail(lead)
    expect(html).not.toContain('<script>')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Kowalski')
    expect(html).toContain('Price &amp; &quot;terms&quot; &lt;b&gt;now&lt;/b&gt;')
    expect(html).toContain('<a href="mailto:dana@example.com">dana@example.com</a>')
    expect(html).toContain('<a href="tel:5705550188">570-555-0188</a>')
    // the subject is a header, not HTML: kept as typed but on one line
    expect(subject).toBe('Website lead - Sales Inquiry from <script>alert(1)</script> Kowalski')
  })
})
