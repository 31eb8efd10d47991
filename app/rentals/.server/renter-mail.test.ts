import { describe, expect, it } from 'vitest'

import { type MailReservation, renterMail } from './renter-mail.ts'

const reservation = (start_at: string, end_at: string): MailReservation => ({
  token: 'a-renters-token-0123456789',
  cart_type: 'four-seater',
  start_at,
  end_at,
  handover: 'pickup',
  location_id: null,
  town_slug: null,
  quote: JSON.stringify({ lines: [], total: 24500, deposit: 20000 }),
  first_name: 'Riley',
  email: 'riley@example.com',
})

const mail = (row: MailReservation) =>
  renterMail(row, { subject: 'Test', paragraphs: [], siteUrl: 'https://carts.example' })

describe('the times of a renter’s e-mail', () => {
  it('say the dealer’s time zone, summer time in June and standard time in December', () => {
    // 10:00 AM on the dealer's clock both times: UTC-4 in June, UTC-5 in December
    const june = mail(reservation('2026-06-05T14:00:00.000Z', '2026-06-06T14:00:00.000Z'))
    expect(june.text).toContain('From: Friday, June 5 at 10:00 AM EDT')
    expect(june.text).toContain('To: Saturday, June 6 at 10:00 AM EDT')
    expect(june.html).toContain('<li>From: Friday, June 5 at 10:00 AM EDT</li>')
    const december = mail(reservation('2026-12-04T15:00:00.000Z', '2026-12-05T15:00:00.000Z'))
    expect(december.text).toContain('From: Friday, December 4 at 10:00 AM EST')
    expect(december.text).toContain('To: Saturday, December 5 at 10:00 AM EST')
  })
})
