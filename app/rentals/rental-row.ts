import type { ReservationStatusName } from './rental-filter.ts'

/** One line of the reservations list, as the server sends it (times already on the dealer's clock). */
export type RentalRow = {
  id: string
  renter: string
  cartType: string
  cart: string
  start: string
  startAt: string
  end: string
  handover: string
  total: number
  status: ReservationStatusName
  /** when a waiting request must be answered, on the dealer's clock */
  due: string | null
  /** business minutes past the due time while unanswered, else null */
  overdueMinutes: number | null
  /** out with the renter past its end: not back yet */
  returnOverdue: boolean
}
