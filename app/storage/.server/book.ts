import { randomUUID } from 'node:crypto'

import { lockDeliveryWindows } from '#app/deliveries/.server/book-delivery.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { StorageContractRow } from '#app/kernel/.server/db/schema.ts'
import { withTransaction } from '#app/kernel/.server/db/transaction.ts'
import { readSetting } from '#app/kernel/.server/settings/app-settings.ts'
import { randomToken } from '#app/kernel/.server/tokens.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { placeById } from '#app/kernel/dealer/places.ts'
import { addDays, calendarDay } from '#app/kernel/zoned-time.ts'
import { salesTaxRate } from '#app/payments/.server/sales-tax-setting.ts'
import { servedTown, unknownTownMessage } from '#app/service/.server/served-towns.ts'

import {
  maxDaysAhead,
  type StorageFieldErrors,
  type StorageRequest,
  validateStorageBooking,
} from '../booking-form.ts'
import { kindLabels } from '../storage-plans.ts'
import { recordContractEvent } from './contract-history.ts'
import { loadStorageOffers } from './offers.ts'
import { storageQuote } from './quote.ts'
import { takeSpace } from './space-hold.ts'
import { takeTrip, TripRefused } from './trips.ts'

/** The storage policy's effective date, recorded with the terms a customer accepts. */
export const storagePolicyEffective = '2025-01-23'

/**
 * How long a booking holds its space while the customer is on Stripe's page:
 * the page closes after 31 minutes (Stripe's least), and the space is kept
 * a little longer so a payment made at its last moment still finds it.
 */
export const checkoutMinutes = 31
export const holdMinutes = 35

export type BookingRefusal = {
  ok: false
  reason: 'invalid' | 'full'
  error: string
  fields: StorageFieldErrors
}
export type Booked = { ok: true; contract: StorageContractRow; totalCents: number }

const refused = (
  field: keyof StorageFieldErrors,
  error: string,
  reason: 'invalid' | 'full' = 'invalid',
): BookingRefusal => ({ ok: false, reason, error, fields: { [field]: error } })

/** The message of a kind with no space left on the asked days. */
export function fullMessage(request: Pick<StorageRequest, 'kind' | 'showroom'>): string {
  const place = placeById(request.showroom)?.name ?? 'this showroom'
  return `Every ${kindLabels[request.kind].toLowerCase()} space at ${place} is taken for those dates. Choose the other kind, the other showroom or another start date, or call us to join the waiting list.`
}

/**
 * A customer's storage booking: the form checked against the offers and
 * today, the town of a pickup, then one transaction locks a pickup's
 * window first (record 077), takes a space of the kind for the contract's
 * days (record 074), writes the pending contract with its prices, the
 * terms accepted and its first history line, and takes the pickup's window
 * on the trucks (record 081). A refusal stores nothing. The payment (a
 * package) or the card (monthly) is asked for next, on Stripe's page; the
 * window is held as the space is, until the hold ends.
 */
export async function bookStorage(
  db: DB,
  form: Record<string, unknown>,
  options: { now: Date; ip: string | null },
): Promise<BookingRefusal | Booked> {
  const { now } = options
  const today = calendarDay(now, business.timeZone)
  const offers = await loadStorageOffers(db)
  const valid = validateStorageBooking(form, offers, today, addDays(today, maxDaysAhead))
  if (!valid.ok) {
    const typed = typeof form.town === 'string' ? form.town.trim() : ''
    // a town not served shows no pickup windows: its message comes first, and no window is asked
    if (form.handover === 'pickup' && typed !== '' && !servedTown(typed)) {
      const { deliveryWindow: _window, ...fields } = valid.fields
      return {
        ok: false,
        reason: 'invalid',
        error: unknownTownMessage,
        fields: { town: unknownTownMessage, ...fields },
      }
    }
    return { ok: false, reason: 'invalid', error: valid.error, fields: valid.fields }
  }
  const request = valid.data
  const town = request.address ? servedTown(request.address.town) : undefined
  if (request.address && !town) return refused('town', unknownTownMessage)
  const quote = storageQuote(
    offers,
    { ...request, today, town: town ?? null },
    await readSetting(db, salesTaxRate),
  )
  const at = now.toISOString()
  const contract: StorageContractRow = {
    id: randomUUID(),
    token: randomToken(24),
    status: 'pending',
    plan: request.plan,
    kind: request.kind,
    showroom: request.showroom,
    source: 'online',
    start_day: request.startDay,
    end_day: quote.endDay,
    hold_expires_at: new Date(now.getTime() + holdMinutes * 60_000).toISOString(),
    first_name: request.customer.firstName,
    last_name: request.customer.lastName,
    email: request.customer.email,
    phone: request.customer.phone,
    handover: request.handover,
    street: request.address?.street ?? null,
    town: town?.name ?? null,
    zip: request.address?.zip ?? null,
    cart_brand: request.cart.brand,
    cart_model: request.cart.model,
    cart_serial: request.cart.serial,
    battery_type: request.cart.battery,
    price_cents: quote.priceCents,
    maintenance_cents: quote.maintenanceCents,
    preparation_cents: quote.preparationCents,
    pickup_fee_cents: quote.pickupFeeCents,
    terms_accepted_at: at,
    terms_ip: options.ip,
    policy_effective: storagePolicyEffective,
    billing_consent_at: request.plan === 'monthly' ? at : null,
    notice_given_at: null,
    booked_at: at,
    activated_at: null,
    ended_at: null,
    cancelled_at: null,
    updated_at: at,
    card_customer: null,
    card_payment_method: null,
  }
  const pickup = request.pickup && town ? { ...request.pickup, town: town.slug } : null
  const taken = await withTransaction(db, async (trx) => {
    if (pickup) await lockDeliveryWindows(trx, pickup.town, [pickup.window])
    const held = await takeSpace(trx, contract, now)
    if (!held.ok) return held
    if (pickup) {
      const choice = { ...pickup, accessConfirmed: true, whiteGlove: false }
      await takeTrip(trx, contract, { kind: 'storage_pickup', choice }, { now, actor: null })
    }
    await recordContractEvent(trx, {
      contractId: contract.id,
      kind: 'booked',
      actor: null,
      at,
      detail: {
        plan: contract.plan,
        kind: contract.kind,
        total: quote.charges.totalCents,
        ...(pickup ? { pickup: pickup.window } : {}),
      },
    })
    return held
  }).catch((error: unknown) => {
    if (error instanceof TripRefused) return error
    throw error
  })
  if (taken instanceof TripRefused)
    return refused(taken.field, taken.error, taken.reason === 'full' ? 'full' : 'invalid')
  if (!taken.ok) return refused('kind', fullMessage(request), 'full')
  return { ok: true, contract, totalCents: quote.charges.totalCents }
}
