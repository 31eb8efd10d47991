import { describe, expect, it } from 'vitest'

import { bookingLink } from './booking-link'

describe('the booking page filled in from a service request', () => {
  it('carries the name, e-mail and phone as the query, encoded', () => {
    const link = bookingLink({
      firstName: 'Dana',
      lastName: "O'Neil-Kowalski",
      email: 'dana+carts@example.com',
      phone: '(570) 555-0142',
    })
    expect(link.startsWith('/services/book?')).toBe(true)
    const query = new URL(link, 'https://example.com').searchParams
    expect(Object.fromEntries(query)).toEqual({
      name: "Dana O'Neil-Kowalski",
      email: 'dana+carts@example.com',
      phone: '(570) 555-0142',
    })
  })

  it('leaves out what the message did not give', () => {
    expect(
      bookingLink({ firstName: 'Dana', lastName: '', email: 'dana@example.com', phone: ' ' }),
    ).toBe('/services/book?name=Dana&email=dana%40example.com')
    expect(bookingLink({ firstName: '', lastName: '', email: '', phone: '' })).toBe(
      '/services/book',
    )
  })
})
