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
