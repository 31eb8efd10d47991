import { randomUUID } from 'node:crypto'

import type { Actor } from '#app/kernel/.server/audit/actor.ts'
import { audited, auditedChange } from '#app/kernel/.server/audit/audited-change.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { StorageOfferRow } from '#app/kernel/.server/db/schema.ts'

import type { StorageOfferName, StorageOffers } from '../storage-offers.ts'

/** The offers as the rows hold them (the migration seeds all five). */
export async function loadStorageOffers(db: DB): Promise<StorageOffers> {
  const rows = await db.selectFrom('storage_offers').selectAll().execute()
  return offersOf(rows)
}

function offersOf(rows: StorageOfferRow[]): StorageOffers {
  const row = (offer: StorageOfferName) => {
    const found = rows.find((r) => r.offer === offer)
    if (!found) throw new Error(`The storage offer ${offer} is missing`)
    return found
  }
  const packageOf = (offer: 'winter' | 'summer') => {
    const r = row(offer)
    return {
      indoor: r.indoor_cents,
      outdoor: r.outdoor_cents,
      seasonStart: r.season_start ?? '01-01',
      seasonEnd: r.season_end ?? '12-31',
      lastStart: r.last_start ?? '12-31',
    }
  }
  return {
    monthly: { indoor: row('monthly').indoor_cents, outdoor: row('monthly').outdoor_cents },
    winter: packageOf('winter'),
    summer: packageOf('summer'),
    maintenanceCents: row('maintenance').indoor_cents,
    preparationCents: row('preparation').indoor_cents,
  }
}

/** The columns of each offer's row the offers hold. */
function rowsOf(offers: StorageOffers) {
  const add = (cents: number) => ({
    indoor_cents: cents,
    outdoor_cents: cents,
    season_start: null,
    season_end: null,
    last_start: null,
  })
  const pack = (offer: StorageOffers['winter']) => ({
    indoor_cents: offer.indoor,
    outdoor_cents: offer.outdoor,
    season_start: offer.seasonStart,
    season_end: offer.seasonEnd,
    last_start: offer.lastStart,
  })
  return {
    monthly: {
      ...add(0),
      indoor_cents: offers.monthly.indoor,
      outdoor_cents: offers.monthly.outdoor,
    },
    winter: pack(offers.winter),
    summer: pack(offers.summer),
    maintenance: add(offers.maintenanceCents),
    preparation: add(offers.preparationCents),
  } satisfies Record<StorageOfferName, Omit<StorageOfferRow, 'offer' | 'updated_at'>>
}

export type OfferChange = {
  offer: StorageOfferName
  field: string
  from: string | null
  to: string | null
}

/**
 * Saves the offers an owner sent: every field that differs becomes a line of
 * the history and the audit row lists them, in one transaction. `stamp` is
 * the latest `updated_at` the owner's form was made from: a save made
 * meanwhile by another owner refuses this one (nothing is overwritten).
 */
export async function saveStorageOffers(
  db: DB,
  offers: StorageOffers,
  stamp: string,
  actor: Actor,
  now = new Date(),
): Promise<{ ok: true; changes: OfferChange[] } | { ok: false; reason: 'stale' }> {
  return auditedChange(db, { actor, ip: actor.ip, now }, async (trx) => {
    // lock every offer row first (an UPDATE), so two saves queue and the second sees the first
    await trx
      .updateTable('storage_offers')
      .set((eb) => ({ updated_at: eb.ref('updated_at') }))
      .execute()
    const before = await trx.selectFrom('storage_offers').selectAll().execute()
    if (offersStamp(before) !== stamp) return { ok: false as const, reason: 'stale' as const }
    const after = rowsOf(offers)
    const at = now.toISOString()
    const changes: OfferChange[] = []
    for (const row of before) {
      const next = after[row.offer]
      const changed = (Object.keys(next) as (keyof typeof next)[]).filter((f) => row[f] !== next[f])
      if (changed.length === 0) continue
      // an add-on has one price, kept in both columns: its history says so once
      const addOn = row.offer === 'maintenance' || row.offer === 'preparation'
      await trx
        .updateTable('storage_offers')
        .set({ ...next, updated_at: at })
        .where('offer', '=', row.offer)
        .execute()
      for (const column of changed) {
        if (addOn && column === 'outdoor_cents') continue
        const field = addOn ? 'price_cents' : column
        const change = {
          offer: row.offer,
          field,
          from: row[column] === null ? null : String(row[column]),
          to: next[column] === null ? null : String(next[column]),
        }
        changes.push(change)
        await trx
          .insertInto('storage_offer_changes')
          .values({
            id: randomUUID(),
            offer: change.offer,
            field,
            old_value: change.from,
            new_value: change.to,
            changed_by: actor.id,
            changed_by_email: actor.email,
            changed_at: at,
          })
          .execute()
      }
    }
    if (changes.length === 0) return { ok: true as const, changes }
    return audited(
      { ok: true as const, changes },
      {
        action: 'storage.offers',
        entity: 'storage_offers',
        entityId: 'offers',
        before: Object.fromEntries(changes.map((c) => [`${c.offer}.${c.field}`, c.from])),
        after: Object.fromEntries(changes.map((c) => [`${c.offer}.${c.field}`, c.to])),
      },
    )
  })
}

/**
 * The offers' version: each offer's own last change, in the offers' order.
 * Any save changes it, whatever the saving server's clock says (the latest
 * change alone would not move when a server's clock is behind the last).
 */
export function offersStamp(rows: Pick<StorageOfferRow, 'offer' | 'updated_at'>[]): string {
  return [...rows]
    .sort((a, b) => a.offer.localeCompare(b.offer))
    .map((row) => `${row.offer}@${row.updated_at}`)
    .join(' ')
}

export async function currentOffersStamp(db: DB): Promise<string> {
  return offersStamp(
    await db.selectFrom('storage_offers').select(['offer', 'updated_at']).execute(),
  )
}

/** The offers' history, newest first. */
export function offerHistory(db: DB, limit = 50) {
  return db
    .selectFrom('storage_offer_changes')
    .selectAll()
    .orderBy('changed_at', 'desc')
    .orderBy('offer')
    .orderBy('field')
    .limit(limit)
    .execute()
}
