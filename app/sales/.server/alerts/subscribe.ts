import { randomUUID } from 'node:crypto'

import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { AlertKind, AlertSubscriptionRow } from '#app/kernel/.server/db/schema.ts'
import { withTransaction } from '#app/kernel/.server/db/transaction.ts'
import { queueWrittenMail } from '#app/kernel/.server/mail/written-mail.ts'
import { hashToken, randomToken } from '#app/kernel/.server/tokens.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { formatPrice } from '#app/kernel/format.ts'
import { countHit } from '#app/leads/.server/contact/rate-limits.ts'
import {
  type AlertForm,
  describeFilters,
  maxAlertsPerAddress,
  searchOf,
} from '#app/sales/alert-form.ts'
import { alertPaths } from '#app/sales/alert-paths.ts'
import { parseFilters } from '#app/sales/inventory-filters.ts'
import { priceToday } from '#app/sales/vehicle-display.ts'
import { isListed } from '#app/sales/vehicle-status.ts'

import { findVehicle } from '../inventory/vehicles'
import { confirmationMail } from './alert-mail'
import { recordAlertEvent } from './events'
import { mailboxOf } from './mailbox'

/** Days an unconfirmed alert is kept before it is deleted. */
export const confirmDays = 7

export type SubscribeResult = { ok: true } | { ok: false; fields: Record<string, string> }

type Wanted = {
  kind: AlertKind
  filters: string
  vehicleId: string | null
  priceSeen: number | null
  cartName?: string
}

export type AddressLimit = { limit: number; windowMinutes: number }

/** An alert in words: what the buyer asked for. */
export function alertText(
  alert: Pick<AlertSubscriptionRow, 'kind' | 'filters' | 'price_seen'> & { cartName?: string },
): string {
  const search = describeFilters(parseFilters(new URLSearchParams(alert.filters)))
  if (alert.kind === 'price') {
    return `A price drop on ${alert.cartName ?? 'a cart'} (below ${formatPrice(alert.price_seen ?? 0)})`
  }
  if (alert.kind === 'stock') return `A cart like ${alert.cartName ?? 'yours'} in stock: ${search}`
  return `New carts matching: ${search}`
}

/** What the form asks for, checked against the inventory; a field message when it cannot be. */
async function wantedOf(
  db: DB,
  form: AlertForm,
): Promise<Wanted | { field: string; message: string }> {
  if (form.kind === 'search') {
    const search = searchOf(form.filters ?? '')
    if ('message' in search) return { field: 'filters', message: search.message }
    return { kind: 'search', filters: search.filters, vehicleId: null, priceSeen: null }
  }
  const vehicle = form.vehicle ? await findVehicle(db, form.vehicle) : undefined
  if (!vehicle) return { field: 'vehicle', message: 'That cart is not in our inventory' }
  if (form.kind === 'price') {
    if (!isListed(vehicle.status) || vehicle.priceOnRequest) {
      return { field: 'vehicle', message: 'That cart has no published price to watch' }
    }
    return {
      kind: 'price',
      filters: '',
      vehicleId: vehicle.id,
      priceSeen: priceToday(vehicle),
      cartName: vehicle.name,
    }
  }
  if (vehicle.status === 'available') {
    return {
      field: 'vehicle',
      message: 'That cart is for sale now: no need to wait for one like it',
    }
  }
  const filters = new URLSearchParams({
    brand: vehicle.brand,
    category: vehicle.category.toLowerCase(),
  })
  return {
    kind: 'stock',
    filters: filters.toString(),
    vehicleId: vehicle.id,
    priceSeen: null,
    cartName: vehicle.name,
  }
}

/**
 * Stores an alert as pending and queues its confirmation. The answer is the
 * same whether the address is new, known, at its limit or asked too often
 * (nothing is stored or sent then), so it tells no one who has alerts. The
 * address's row is written first: it locks that address, so two requests at
 * once cannot both pass the limit of 10.
 */
export async function subscribe(
  db: DB,
  form: AlertForm,
  options: { now: Date; siteUrl: string; addressLimit: AddressLimit },
): Promise<SubscribeResult> {
  const wanted = await wantedOf(db, form)
  if ('field' in wanted) return { ok: false, fields: { [wanted.field]: wanted.message } }
  const { now } = options
  const at = now.toISOString()
  const email = form.email
  // per mailbox, whoever asks and however it is spelled: one cannot be flooded with confirmations
  const { limit, windowMinutes } = options.addressLimit
  const mailbox = hashToken(mailboxOf(email))
  const count = await countHit(db, `alert-address:${mailbox}`, windowMinutes * 60_000, now)
  if (count.hits > limit) return { ok: true }
  await withTransaction(db, async (trx) => {
    await trx
      .insertInto('alert_addresses')
      .values({ email, created_at: at, updated_at: at })
      .onConflict((oc) => oc.column('email').doUpdateSet({ updated_at: at }))
      .execute()
    const held = await trx
      .selectFrom('alert_subscriptions')
      .select(['id', 'kind', 'filters', 'vehicle_id', 'status'])
      .where('email', '=', email)
      .execute()
    const same = held.find(
      (row) =>
        row.kind === wanted.kind &&
        row.filters === wanted.filters &&
        row.vehicle_id === wanted.vehicleId,
    )
    // already confirmed: nothing to do; already asked: a fresh confirmation link
    if (same?.status === 'active' || same?.status === 'paused') return
    if (!same && held.length >= maxAlertsPerAddress) return
    const token = randomToken()
    if (same) {
      await trx
        .updateTable('alert_subscriptions')
        .set({ confirm_token_hash: hashToken(token), updated_at: at })
        .where('id', '=', same.id)
        .execute()
    } else {
      await trx
        .insertInto('alert_subscriptions')
        .values({
          id: randomUUID(),
          email,
          kind: wanted.kind,
          filters: wanted.filters,
          vehicle_id: wanted.vehicleId,
          price_seen: wanted.priceSeen,
          status: 'pending',
          confirm_token_hash: hashToken(token),
          created_at: at,
          confirmed_at: null,
          updated_at: at,
        })
        .execute()
      await recordAlertEvent(trx, 'subscribed', now)
    }
    const what = alertText({
      kind: wanted.kind,
      filters: wanted.filters,
      price_seen: wanted.priceSeen,
      cartName: wanted.cartName,
    })
    await queueWrittenMail(
      trx,
      confirmationMail({
        to: email,
        what: `${what}, from ${business.name}.`,
        confirmUrl: `${options.siteUrl}${alertPaths.confirm(token)}`,
        expiresDays: confirmDays,
      }),
      now,
      'alert',
    )
  })
  return { ok: true }
}
