import { randomUUID } from 'node:crypto'

import { cartPlaceholderImage } from '#app/content/brands.ts'
import { business } from '#app/content/business.ts'
import type { Vehicle } from '#app/lib/vehicle.ts'
import { calendarDay, wallClockHour } from '#app/lib/zoned-time.ts'

import { readSetting } from '../auth/app-settings'
import type { DB } from '../db/connection'
import type { AlertSubscriptionRow } from '../db/schema'
import { rasterOf } from '../feeds/feed-images'
import { queueStaffMail } from '../mail/staff-mail'
import { withPublicPhotos } from '../photos/public-photos'
import { type DigestCart, digestMail } from './alert-mail'
import { listedCarts } from './carts'
import { deleteUnconfirmed } from './confirm'
import { digestHour } from './digest-hour'
import { recordAlertEvent } from './events'
import { mintLink } from './links'
import { type Candidate, candidateOf, type Match, matchesOf } from './matching'
import { notePricedOut, pricedOutOf } from './priced-out'
import { alertText } from './subscribe'

/*
 * The daily alert pass, run by the lead scheduler on every server: for each
 * address with confirmed alerts and no digest yet today (the dealer's day),
 * what its alerts match, in one e-mail through the outbox. Sending is
 * claimed in the database, in the transaction that queues the e-mail: the
 * digest's row (one per address and day, unique), each cart told of (one
 * per alert and cart, unique) and each price told of (only below the last).
 * A server whose claim lands second queues nothing, so no address gets two
 * digests a day, nor the same news twice, however many servers run the pass.
 * Nothing is sent before the owners' hour of the dealer's day (record 050):
 * news found earlier stays untold until the first pass at or after it.
 */

export type DigestOptions = { now: Date; siteUrl: string; mailbox: string }

class NothingLeft extends Error {}

function digestCart(match: Match, vehicle: Vehicle, siteUrl: string): DigestCart {
  const image = rasterOf(vehicle.images[0] ?? cartPlaceholderImage)
  return {
    id: vehicle.id,
    name: vehicle.name,
    price: match.price,
    image: `${siteUrl}${image}`,
    reason: match.reason,
    ...(match.was !== undefined ? { was: match.was } : {}),
  }
}

/** Claims what is still untold of `matches` and queues the digest; how many carts it names (0: none). */
async function sendDigest(
  db: DB,
  email: string,
  matches: Match[],
  context: DigestOptions & { day: string; vehicles: Map<string, Vehicle>; alerts: string[] },
): Promise<number> {
  const { now, day } = context
  const at = now.toISOString()
  const digestId = randomUUID()
  try {
    return await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto('alert_digests')
        .values({ id: digestId, email, day, carts: 0, created_at: at })
        .onConflict((oc) => oc.columns(['email', 'day']).doNothing())
        .returning('id')
        .executeTakeFirst()
      if (!claimed) return 0
      const told: Match[] = []
      for (const match of matches) {
        if (match.reason === 'price') {
          const lowered = await trx
            .updateTable('alert_subscriptions')
            .set({ price_seen: match.price, updated_at: at })
            .where('id', '=', match.subscriptionId)
            .where('status', '=', 'active')
            .where('price_seen', '>', match.price)
            .returning('id')
            .executeTakeFirst()
          if (lowered) told.push(match)
          continue
        }
        const seen = await trx
          .insertInto('alert_seen')
          .columns(['subscription_id', 'vehicle_id', 'digest_id', 'at'])
          .expression((eb) =>
            eb
              .selectFrom('alert_subscriptions')
              .select([
                'id',
                eb.val(match.vehicleId).as('vehicle_id'),
                eb.val(digestId).as('digest_id'),
                eb.val(at).as('at'),
              ])
              .where('id', '=', match.subscriptionId)
              .where('status', '=', 'active'),
          )
          .onConflict((oc) => oc.columns(['subscription_id', 'vehicle_id']).doNothing())
          .returning('vehicle_id')
          .executeTakeFirst()
        if (seen) told.push(match)
      }
      // one cart matched by two alerts is named once
      const carts = [...new Map(told.map((m) => [m.vehicleId, m])).values()].flatMap((m) => {
        const vehicle = context.vehicles.get(m.vehicleId)
        return vehicle ? [digestCart(m, vehicle, context.siteUrl)] : []
      })
      // another server told of these meanwhile: no digest, and no claim of the day
      if (carts.length === 0) throw new NothingLeft()
      await trx
        .updateTable('alert_digests')
        .set({ carts: carts.length })
        .where('id', '=', digestId)
        .execute()
      const token = await mintLink(trx, email, now)
      await queueStaffMail(
        trx,
        digestMail({
          to: email,
          carts,
          alerts: context.alerts,
          links: { siteUrl: context.siteUrl, token, mailbox: context.mailbox },
        }),
        now,
        'alert',
      )
      await recordAlertEvent(trx, 'digest', now)
      return carts.length
    })
  } catch (error) {
    if (error instanceof NothingLeft) return 0
    throw error
  }
}

type ActiveAlert = Pick<
  AlertSubscriptionRow,
  'id' | 'email' | 'kind' | 'filters' | 'vehicle_id' | 'price_seen'
>

/** Everything an address's alerts match now; the carts its searches see above their range are noted. */
async function matchesOfAddress(
  db: DB,
  alerts: ActiveAlert[],
  carts: Candidate[],
  now: Date,
): Promise<Match[]> {
  const pricedOut = await pricedOutOf(
    db,
    alerts.map((a) => a.id),
  )
  for (const alert of alerts) await notePricedOut(db, alert, carts, now, pricedOut.get(alert.id))
  const told = await db
    .selectFrom('alert_seen')
    .select(['subscription_id', 'vehicle_id'])
    .where(
      'subscription_id',
      'in',
      alerts.map((a) => a.id),
    )
    .execute()
  return alerts.flatMap((alert) => {
    const mine = new Set(
      told.filter((t) => t.subscription_id === alert.id).map((t) => t.vehicle_id),
    )
    return matchesOf(alert, carts, mine, pricedOut.get(alert.id))
  })
}

/** One pass: expired confirmations deleted, then today's digests queued. */
export async function sendAlertDigests(
  db: DB,
  options: DigestOptions,
): Promise<{ expired: number; digests: number }> {
  const { now } = options
  const expired = await deleteUnconfirmed(db, now)
  const day = calendarDay(now, business.timeZone)
  const due = wallClockHour(now, business.timeZone) >= (await readSetting(db, digestHour))
  const alerts = await db
    .selectFrom('alert_subscriptions')
    .leftJoin('vehicles', 'vehicles.id', 'alert_subscriptions.vehicle_id')
    .select([
      'alert_subscriptions.id',
      'alert_subscriptions.email',
      'alert_subscriptions.kind',
      'alert_subscriptions.filters',
      'alert_subscriptions.vehicle_id',
      'alert_subscriptions.price_seen',
      'vehicles.name as cartName',
    ])
    .where('alert_subscriptions.status', '=', 'active')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('alert_digests')
            .select('alert_digests.id')
            .whereRef('alert_digests.email', '=', 'alert_subscriptions.email')
            .where('alert_digests.day', '=', day),
        ),
      ),
    )
    .orderBy('alert_subscriptions.email')
    .execute()
  if (alerts.length === 0) return { expired, digests: 0 }
  const listed = await listedCarts(db, now)
  // the e-mail shows a cart's first photo, as the feeds do (its artwork when it has none)
  const shown = (await withPublicPhotos(db, listed)).vehicles
  const vehicles = new Map(shown.map((v) => [v.id, v]))
  const carts = listed.map(candidateOf)
  const byAddress = new Map<string, typeof alerts>()
  for (const alert of alerts)
    byAddress.set(alert.email, [...(byAddress.get(alert.email) ?? []), alert])
  let digests = 0
  for (const [email, mine] of byAddress) {
    const matches = await matchesOfAddress(db, mine, carts, now)
    if (matches.length === 0 || !due) continue
    const alertsText = mine.map((a) => alertText({ ...a, cartName: a.cartName ?? undefined }))
    const named = await sendDigest(db, email, matches, {
      ...options,
      day,
      vehicles,
      alerts: alertsText,
    })
    if (named > 0) digests += 1
  }
  return { expired, digests }
}
