import type { Actor } from '#app/kernel/.server/audit/actor.ts'
import { audited, auditedChange } from '#app/kernel/.server/audit/audited-change.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import { showroomPlaces } from '#app/kernel/dealer/places.ts'

import { type StorageKind, storageKinds } from '../storage-plans.ts'
import { holdingNow } from './space-hold.ts'

export type SpacesRow = { showroom: string; kind: StorageKind; spaces: number; heldToday: number }

/** Each showroom's spaces of each kind, with how many contracts hold one today. */
export async function loadSpaces(db: DB, today: string, now: Date): Promise<SpacesRow[]> {
  const rows = await db.selectFrom('storage_spaces').selectAll().execute()
  const held = await db
    .selectFrom('storage_contracts')
    .select(['showroom', 'kind', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where(holdingNow(now))
    .where('start_day', '<=', today)
    .where((eb) => eb.or([eb('end_day', 'is', null), eb('end_day', '>=', today)]))
    .groupBy(['showroom', 'kind'])
    .execute()
  return showroomPlaces.flatMap((place) =>
    storageKinds.map((kind) => ({
      showroom: place.id,
      kind,
      spaces: rows.find((r) => r.showroom === place.id && r.kind === kind)?.spaces ?? 0,
      heldToday: Number(held.find((h) => h.showroom === place.id && h.kind === kind)?.n ?? 0),
    })),
  )
}

/**
 * Sets the spaces of each showroom and kind an owner sent, audited with the
 * counts before and after. A count below the contracts already holding
 * spaces takes nothing from them: it only stops new bookings of that kind.
 */
export async function saveSpaces(
  db: DB,
  spaces: { showroom: string; kind: StorageKind; spaces: number }[],
  actor: Actor,
  now = new Date(),
): Promise<void> {
  await auditedChange(db, { actor, ip: actor.ip, now }, async (trx) => {
    const before = await trx.selectFrom('storage_spaces').selectAll().execute()
    const changed = spaces.filter(
      (s) =>
        before.find((b) => b.showroom === s.showroom && b.kind === s.kind)?.spaces !== s.spaces,
    )
    const at = now.toISOString()
    for (const s of changed) {
      await trx
        .insertInto('storage_spaces')
        .values({ ...s, updated_at: at })
        .onConflict((oc) =>
          oc.columns(['showroom', 'kind']).doUpdateSet({ spaces: s.spaces, updated_at: at }),
        )
        .execute()
    }
    if (changed.length === 0) return undefined
    const key = (s: { showroom: string; kind: string }) => `${s.showroom}.${s.kind}`
    return audited(undefined, {
      action: 'storage.spaces',
      entity: 'storage_spaces',
      entityId: 'spaces',
      before: Object.fromEntries(
        changed.map((s) => [key(s), before.find((b) => key(b) === key(s))?.spaces ?? 0]),
      ),
      after: Object.fromEntries(changed.map((s) => [key(s), s.spaces])),
    })
  })
}
