import type { RentalReservationRow } from '#app/kernel/.server/db/schema.ts'
import type { WrittenMail } from '#app/kernel/.server/mail/written-mail.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { locationById } from '#app/kernel/dealer/locations.ts'
import { calendarFile } from '#app/kernel/ics.ts'
import { cartInfo, type CartType } from '#app/rentals/content/rentals.ts'
import { findTown } from '#app/site/town-lookup.server.ts'

import { reservationPath } from './renter-mail'

type CalendarReservation = Pick<
  RentalReservationRow,
  'id' | 'token' | 'cart_type' | 'start_at' | 'end_at' | 'handover' | 'location_id' | 'town_slug'
> & { version: number }

/**
 * Where the calendar entry says the rental happens: the showroom's address
 * for a pickup, the town for a delivery (never the street the renter typed).
 */
export function calendarLocation(reservation: CalendarReservation): string {
  if (reservation.handover === 'pickup') {
    const place = locationById(reservation.location_id ?? '')
    if (place?.street)
      return `${place.name}, ${place.street}, ${place.city}, PA ${place.postalCode ?? ''}`.trim()
    return business.name
  }
  const town = findTown(reservation.town_slug ?? '')
  return town ? `${town.name}, PA` : business.serviceAreaText
}

/**
 * The renter's calendar entry for a reservation, attached to the e-mails that
 * confirm or change it. Its UID is the reservation's, and its sequence the
 * row's version, so a changed reservation replaces the entry already saved.
 */
export function reservationCalendar(
  reservation: CalendarReservation,
  options: { siteUrl: string; now: Date },
): NonNullable<WrittenMail['calendar']> {
  const title = cartInfo[reservation.cart_type as CartType].title
  const content = calendarFile(
    {
      uid: `rental-${reservation.id}@${business.website}`,
      sequence: reservation.version,
      stamp: options.now,
      start: new Date(reservation.start_at),
      end: new Date(reservation.end_at),
      summary: `Golf cart rental: ${title} (${business.name})`,
      location: calendarLocation(reservation),
      description: `Your reservation: ${options.siteUrl}${reservationPath(reservation.token)}`,
    },
    `-//${business.name}//Rentals//EN`,
  )
  return { filename: 'reservation.ics', content }
}
