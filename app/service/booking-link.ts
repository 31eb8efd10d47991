import { bookPath } from './service-paths'

/** Who a booking is for, as a message sent through the contact form names them. */
export type BookingPerson = { firstName: string; lastName: string; email: string; phone: string }

/**
 * The booking page filled in for someone who asked for service another way
 * (the contact form's "Service Request"): staff open it and book for them.
 * `name`, `email` and `phone` carry what is known; empty ones are left out.
 */
export function bookingLink(person: BookingPerson): string {
  const query = new URLSearchParams()
  const name = `${person.firstName} ${person.lastName}`.trim()
  for (const [key, value] of [
    ['name', name],
    ['email', person.email.trim()],
    ['phone', person.phone.trim()],
  ] as const) {
    if (value) query.set(key, value)
  }
  const text = query.toString()
  return text ? `${bookPath}?${text}` : bookPath
}
