import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { StorageContractRow } from '#app/kernel/.server/db/schema.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { locationById } from '#app/kernel/dealer/locations.ts'
import { calendarDay } from '#app/kernel/zoned-time.ts'

import { nextSundays } from '../sunday-access.ts'
import { type TripOffer, tripsOf } from './book-trip.ts'
import { type CustomerBilling, customerBilling } from './customer-billing.ts'
import type { ContractTrip } from './trips.ts'

/** What the customer's contract page shows. */
export type ContractPage = {
  contract: Pick<
    StorageContractRow,
    | 'token'
    | 'status'
    | 'plan'
    | 'kind'
    | 'start_day'
    | 'end_day'
    | 'hold_expires_at'
    | 'first_name'
    | 'handover'
    | 'town'
    | 'cart_brand'
    | 'cart_model'
    | 'cart_serial'
    | 'price_cents'
    | 'maintenance_cents'
    | 'preparation_cents'
    | 'pickup_fee_cents'
    | 'terms_accepted_at'
    | 'policy_effective'
    | 'billing_consent_at'
    | 'notice_given_at'
  >
  showroom: { name: string; address: string }
  /** what was paid at booking, while the contract is not billed */
  payments: { at: string; cents: number; status: string }[]
  /** a started contract's invoices, payments, next charge and notice (record 076) */
  billing?: CustomerBilling
  /** its pickup and return on the trucks */
  trips: ContractTrip[]
  /** the trip the customer can book now */
  trip?: TripOffer
  sundays: string[]
  /** an open Stripe page to finish paying on */
  continueUrl?: string
  /** pending past its hold: the space has gone back */
  lapsed: boolean
}

export async function contractPage(
  db: DB,
  contract: StorageContractRow,
  now: Date,
  continueUrl?: string,
): Promise<ContractPage> {
  const today = calendarDay(now, business.timeZone)
  const place = locationById(contract.showroom)
  // a started contract is billed: its invoices and notice replace what was paid at booking
  const billed = contract.status === 'active' || contract.status === 'ended'
  const [payments, billing, trips] = await Promise.all([
    billed
      ? []
      : db
          .selectFrom('payments')
          .select(['created_at', 'settled_at', 'amount_cents', 'status', 'kind'])
          .where('subject_type', '=', 'storage_contract')
          .where('subject_id', '=', contract.id)
          .where('status', '=', 'succeeded')
          .orderBy('created_at')
          .execute(),
    billed ? customerBilling(db, contract, now) : undefined,
    tripsOf(db, contract, now),
  ])
  const { id: _id, ...shown } = contract
  return {
    contract: shown,
    showroom: {
      name: place?.name ?? contract.showroom,
      address: place ? `${place.street ?? ''}, ${place.city}` : '',
    },
    payments: payments.map((p) => ({
      at: p.settled_at ?? p.created_at,
      cents: p.kind === 'refund' ? -p.amount_cents : p.amount_cents,
      status: p.status,
    })),
    ...(billing ? { billing } : {}),
    ...trips,
    sundays: nextSundays(today),
    lapsed:
      contract.status === 'pending' &&
      (contract.hold_expires_at === null || contract.hold_expires_at <= now.toISOString()),
    ...(continueUrl ? { continueUrl } : {}),
  }
}
