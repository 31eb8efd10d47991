import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { StorageContractRow } from '#app/kernel/.server/db/schema.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { locationById } from '#app/kernel/dealer/locations.ts'
import { calendarDay } from '#app/kernel/zoned-time.ts'

import { nextSundays } from '../sunday-access.ts'

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
  payments: { at: string; cents: number; status: string }[]
  /** monthly: the next 1st the card is charged */
  nextCharge: string | null
  sundays: string[]
  /** an open Stripe page to finish paying on */
  continueUrl?: string
  /** pending past its hold: the space has gone back */
  lapsed: boolean
}

/** The next 1st of a month after `day` (a contract starting later: its first day). */
function nextFirst(today: string, start: string): string {
  if (start > today) return start
  const [year, month] = today.split('-').map(Number) as [number, number]
  const next = month === 12 ? [year + 1, 1] : [year, month + 1]
  return `${next[0]}-${String(next[1]).padStart(2, '0')}-01`
}

export async function contractPage(
  db: DB,
  contract: StorageContractRow,
  now: Date,
  continueUrl?: string,
): Promise<ContractPage> {
  const today = calendarDay(now, business.timeZone)
  const place = locationById(contract.showroom)
  const payments = await db
    .selectFrom('payments')
    .select(['created_at', 'settled_at', 'amount_cents', 'status', 'kind'])
    .where('subject_type', '=', 'storage_contract')
    .where('subject_id', '=', contract.id)
    .where('status', '=', 'succeeded')
    .orderBy('created_at')
    .execute()
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
    nextCharge:
      contract.plan === 'monthly' && contract.status === 'active' && !contract.notice_given_at
        ? nextFirst(today, contract.start_day)
        : null,
    sundays: nextSundays(today),
    lapsed:
      contract.status === 'pending' &&
      (contract.hold_expires_at === null || contract.hold_expires_at <= now.toISOString()),
    ...(continueUrl ? { continueUrl } : {}),
  }
}
