import { randomUUID } from 'node:crypto'

import type { DB } from '#app/kernel/.server/db/connection.ts'
import { queueWrittenMail } from '#app/kernel/.server/mail/written-mail.ts'
import type { Vehicle } from '#app/sales/vehicle.ts'
import { cartPlaceholderImage } from '#app/site/content/brands.ts'

import { rasterOf } from '../feeds/feed-images'
import { digestMail, type DigestVehicle } from './alert-mail'
import { recordAlertEvent } from './events'
import { mintLink } from './links'
import type { Match } from './matching'

/*
 * One address's digest, claimed in the database in the transaction that
 * queues the e-mail: the digest's row (one per address and day, unique), each
 * cart told of (one per alert and cart, unique) and each price told of (only
 * below the last). A server whose claim lands second queues nothing, so no
 * address gets two digests a day, nor the same news twice, however many
 * servers run the pass.
 */

export type DigestOptions = { now: Date; siteUrl: string; mailbox: string }

class NothingLeft extends Error {}

function digestVehicle(match: Match, vehicle: Vehicle, siteUrl: string): DigestVehicle {
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
export async function sendDigest(
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
      const lowered = await lowerPrices(
        trx,
        matches.filter((m) => m.reason === 'price'),
        at,
      )
      const seen = await noteSeen(
        trx,
        matches.filter((m) => m.reason !== 'price'),
        digestId,
        at,
      )
      const told = matches.filter((m) =>
        m.reason === 'price' ? lowered.has(m.subscriptionId) : seen.has(seenKey(m)),
      )
      // one cart matched by two alerts is named once
      const carts = [...new Map(told.map((m) => [m.vehicleId, m])).values()].flatMap((m) => {
        const vehicle = context.vehicles.get(m.vehicleId)
        return vehicle ? [digestVehicle(m, vehicle, context.siteUrl)] : []
      })
      // another server told of these meanwhile: no digest, and no claim of the day
      if (carts.length === 0) throw new NothingLeft()
      await trx
        .updateTable('alert_digests')
        .set({ carts: carts.length })
        .where('id', '=', digestId)
        .execute()
      const token = await mintLink(trx, email, now)
      await queueWrittenMail(
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

/** The price alerts whose price seen was lowered to the match's (only below the last): one statement each, a cart each. */
async function lowerPrices(trx: DB, matches: Match[], at: string): Promise<Set<string>> {
  const lowered = new Set<string>()
  for (const match of matches) {
    const row = await trx
      .updateTable('alert_subscriptions')
      .set({ price_seen: match.price, updated_at: at })
      .where('id', '=', match.subscriptionId)
      .where('status', '=', 'active')
      .where('price_seen', '>', match.price)
      .returning('id')
      .executeTakeFirst()
    if (row) lowered.add(row.id)
  }
  return lowered
}

/** Rows of alert_seen a statement writes: four values each, far below both engines' caps. */
const seenBatch = 500

const seenKey = (m: { subscriptionId: string; vehicleId: string }) =>
  `${m.subscriptionId} ${m.vehicleId}`

/**
 * Records the carts told of, for the alerts still active; resolves to those
 * recorded now (the keys of seenKey). A few statements for a digest however
 * many carts its searches match (a search told of nothing yet matches every
 * listed cart): one each once held a pass for minutes. The ones recorded
 * already (by another server's digest) are not told again.
 */
async function noteSeen(
  trx: DB,
  matches: Match[],
  digestId: string,
  at: string,
): Promise<Set<string>> {
  const written = new Set<string>()
  if (matches.length === 0) return written
  const active = new Set(
    (
      await trx
        .selectFrom('alert_subscriptions')
        .select('id')
        .where('id', 'in', [...new Set(matches.map((m) => m.subscriptionId))])
        .where('status', '=', 'active')
        .execute()
    ).map((row) => row.id),
  )
  const fresh = matches.filter((m) => active.has(m.subscriptionId))
  for (let from = 0; from < fresh.length; from += seenBatch) {
    const rows = await trx
      .insertInto('alert_seen')
      .values(
        fresh.slice(from, from + seenBatch).map((m) => ({
          subscription_id: m.subscriptionId,
          vehicle_id: m.vehicleId,
          digest_id: digestId,
          at,
        })),
      )
      .onConflict((oc) => oc.columns(['subscription_id', 'vehicle_id']).doNothing())
      .returning(['subscription_id', 'vehicle_id'])
      .execute()
    for (const row of rows)
      written.add(seenKey({ subscriptionId: row.subscription_id, vehicleId: row.vehicle_id }))
  }
  return written
}
