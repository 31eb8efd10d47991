import { randomUUID } from 'node:crypto'

import type { Actor } from '#app/kernel/.server/audit/actor.ts'
import { audited, auditedChange } from '#app/kernel/.server/audit/audited-change.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import { hashToken, randomToken } from '#app/kernel/.server/tokens.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { locationById } from '#app/kernel/dealer/locations.ts'
import { calendarFeed } from '#app/kernel/ics.ts'

import { type Handover, handoverKindLabels, handovers } from './handovers'

/*
 * A showroom's private calendar feed of its handovers, for the desk's phones
 * and calendar programs. Its address holds a random secret, of which only
 * the hash is kept (as for sessions): shown once when made, revoked by an
 * owner, and then answered 404 like any unknown address.
 */

/** The feed's address for a secret. */
export const deskFeedPath = (token: string) => `/feeds/rental-desk/${token}.ics`

export type DeskFeed = { id: string; showroomId: string; createdAt: string }

/** The feeds not revoked, oldest first. */
export async function activeDeskFeeds(db: DB): Promise<DeskFeed[]> {
  const rows = await db
    .selectFrom('rental_calendar_feeds')
    .select(['id', 'location_id', 'created_at'])
    .where('revoked_at', 'is', null)
    .orderBy('created_at')
    .execute()
  return rows.map((row) => ({ id: row.id, showroomId: row.location_id, createdAt: row.created_at }))
}

/** Makes a showroom's feed, audited; the secret is returned this once. */
export async function createDeskFeed(
  db: DB,
  showroomId: string,
  actor: Actor,
  now = new Date(),
): Promise<{ ok: true; token: string } | { ok: false }> {
  if (!locationById(showroomId)?.storeCode) return { ok: false }
  const token = randomToken()
  const id = randomUUID()
  await auditedChange(db, { actor, ip: actor.ip, now }, async (trx) => {
    await trx
      .insertInto('rental_calendar_feeds')
      .values({
        id,
        location_id: showroomId,
        token_hash: hashToken(token),
        created_by: actor.id,
        created_at: now.toISOString(),
        revoked_at: null,
      })
      .execute()
    return audited(undefined, {
      action: 'rental.feed.create',
      entity: 'rental_calendar_feed',
      entityId: id,
      after: { showroomId },
    })
  })
  return { ok: true, token }
}

/** Revokes a feed, audited; false when it was already revoked or never was. */
export async function revokeDeskFeed(
  db: DB,
  id: string,
  actor: Actor,
  now = new Date(),
): Promise<boolean> {
  return auditedChange(db, { actor, ip: actor.ip, now }, async (trx) => {
    const revoked = await trx
      .updateTable('rental_calendar_feeds')
      .set({ revoked_at: now.toISOString() })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .returning('location_id')
      .executeTakeFirst()
    if (!revoked) return false
    return audited(true, {
      action: 'rental.feed.revoke',
      entity: 'rental_calendar_feed',
      entityId: id,
      before: { showroomId: revoked.location_id },
    })
  })
}

/** How far back and ahead the feed lists handovers. */
const pastDays = 14
const aheadDays = 180
const dayMs = 86_400_000
/** a handover's event lasts half an hour */
const eventMs = 30 * 60_000

/** "Riley R.": all a feed says of the renter. */
const shortName = (handover: Handover) =>
  `${handover.firstName} ${handover.lastName.trim().charAt(0).toUpperCase()}.`.trim()

/** The calendar file a feed's secret opens, or undefined when it opens none. */
export async function deskFeedFile(
  db: DB,
  token: string,
  options: { now: Date; siteUrl: string },
): Promise<string | undefined> {
  const feed = await db
    .selectFrom('rental_calendar_feeds')
    .select('location_id')
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .executeTakeFirst()
  if (!feed) return undefined
  const { now, siteUrl } = options
  const list = await handovers(
    db,
    {
      from: new Date(now.getTime() - pastDays * dayMs),
      until: new Date(now.getTime() + aheadDays * dayMs),
    },
    feed.location_id,
  )
  const showroom = locationById(feed.location_id)?.name ?? business.name
  return calendarFeed(
    list.map((handover) => ({
      uid: `${handover.kind}-${handover.reservationId}@${business.website}`,
      sequence: handover.version,
      stamp: now,
      start: new Date(handover.at),
      end: new Date(new Date(handover.at).getTime() + eventMs),
      summary: `${handoverKindLabels[handover.kind]}: ${shortName(handover)}, ${handover.cartName}`,
      location: handover.area,
      description: `${siteUrl}/admin/rentals/${handover.reservationId}`,
    })),
    `-//${business.name}//Rental desk//EN`,
    `Rentals: ${showroom}`,
  )
}
