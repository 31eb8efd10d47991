import { type CartType, cartTypes } from '#app/rentals/content/rentals.ts'

/** Reservation statuses as staff read them. */
export const reservationStatusLabels = {
  held: 'Waiting',
  confirmed: 'Confirmed',
  out: 'Out',
  returned: 'Returned',
  no_show: 'No-show',
  declined: 'Declined',
  cancelled: 'Cancelled',
  expired: 'Expired',
} as const

export type ReservationStatusName = keyof typeof reservationStatusLabels

/**
 * The reservations list's filter, read from the URL. The default view ('')
 * is the work at hand: requests waiting for an answer, then the confirmed
 * rentals still to come. Anything unknown falls back to the default.
 */
export type RentalFilter = {
  status: ReservationStatusName | 'all' | ''
  cartType: CartType | ''
  /** rentals running on or after this day (YYYY-MM-DD, dealer's time) */
  from: string
  /** rentals starting on or before this day */
  to: string
}

/** The list shows this many at most; filters narrow it. */
export const rentalListLimit = 200

const day = /^\d{4}-\d{2}-\d{2}$/
const dayParam = (query: URLSearchParams, name: string) => {
  const value = query.get(name) ?? ''
  return day.test(value) ? value : ''
}

export function parseRentalFilter(query: URLSearchParams): RentalFilter {
  const status = query.get('status') ?? ''
  const type = query.get('type') ?? ''
  return {
    status:
      status === 'all' || Object.hasOwn(reservationStatusLabels, status)
        ? (status as RentalFilter['status'])
        : '',
    cartType: cartTypes.find((t) => t === type) ?? '',
    from: dayParam(query, 'from'),
    to: dayParam(query, 'to'),
  }
}
