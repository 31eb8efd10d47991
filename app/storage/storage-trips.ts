import type { DeliveryKind, DeliveryStatus } from '#app/deliveries/delivery-kinds.ts'
import { parseWindowValue } from '#app/deliveries/delivery-windows.ts'
import { addDays } from '#app/kernel/zoned-time.ts'

import type { StorageContractStatus, StorageHandover, StoragePlan } from './storage-plans.ts'

/*
 * When the trucks fetch a stored cart and bring it back (record 081): the
 * pickup on the contract's first day or in the few days before it, so the
 * cart is in its space when the space is held and billed, and a full or
 * closed first day still leaves windows; the return in the contract's last
 * weeks, up to its last day (a package: the two weeks before its season's
 * end; monthly: from the notice to the notice's end).
 */

/** How many days before its first day a contract's cart may be picked up. */
export const pickupDaysBefore = 3
/** How many days before a package's last day its cart may be brought back. */
export const returnDaysBefore = 14

export type TripKind = Extract<DeliveryKind, 'storage_pickup' | 'storage_return'>
export type TripDays = { first: string; last: string }

/** A contract's jobs on the trucks are named by its id. */
export const contractSubject = (id: string) => ({ type: 'storage_contract', id })

/** The days a pickup can take: up to three days before the first day, and the first day. */
export const pickupDays = (startDay: string): TripDays => ({
  first: addDays(startDay, -pickupDaysBefore),
  last: startDay,
})

/**
 * The days a return can take, or null while there is no last day (monthly
 * storage without notice): a package's last two weeks; monthly storage from
 * the day notice was given to its last day.
 */
export function returnDays(contract: {
  plan: StoragePlan
  endDay: string | null
  /** the dealer's calendar day notice was given */
  noticeDay: string | null
}): TripDays | null {
  if (!contract.endDay) return null
  if (contract.plan === 'monthly') {
    return contract.noticeDay ? { first: contract.noticeDay, last: contract.endDay } : null
  }
  return { first: addDays(contract.endDay, -returnDaysBefore), last: contract.endDay }
}

/** Whether a window the picker sent ("YYYY-MM-DD@minutes") falls on one of the days. */
export function windowWithin(window: string, days: TripDays): boolean {
  const value = parseWindowValue(window)
  return value !== null && value.day >= days.first && value.day <= days.last
}

/** A job that is or will be driven: a cancelled or failed one leaves the trip to book again. */
const stands = (status: DeliveryStatus) => status !== 'cancelled' && status !== 'failed'

/**
 * The trip a contract's page offers to book, if any: an active contract
 * picked up from the customer's address whose pickup has no job (its
 * window went back while the payment was late) before its first day, else
 * its return once it has a last day and none is booked.
 */
export function tripToBook(
  contract: {
    status: StorageContractStatus
    handover: StorageHandover
    plan: StoragePlan
    startDay: string
    endDay: string | null
    noticeDay: string | null
  },
  jobs: readonly { kind: string; status: DeliveryStatus }[],
  today: string,
): { kind: TripKind; days: TripDays } | null {
  if (contract.status !== 'active' || contract.handover !== 'pickup') return null
  const booked = (kind: TripKind) => jobs.some((job) => job.kind === kind && stands(job.status))
  if (!booked('storage_pickup') && today <= contract.startDay) {
    return { kind: 'storage_pickup', days: pickupDays(contract.startDay) }
  }
  if (booked('storage_return')) return null
  const days = returnDays(contract)
  return days && today <= days.last ? { kind: 'storage_return', days } : null
}

/** What the driver reads of the cart. */
export const tripItems = (contract: {
  cart_brand: string
  cart_model: string
  cart_serial: string | null
}) =>
  `Stored cart: ${contract.cart_brand} ${contract.cart_model}${contract.cart_serial ? `, serial ${contract.cart_serial}` : ''}`
