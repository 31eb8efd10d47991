import type { ExpressionBuilder } from 'kysely'

import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { Database, StorageContractRow } from '#app/kernel/.server/db/schema.ts'

import type { StorageKind } from '../storage-plans.ts'

/** The contracts holding a space at `now`: active, or pending with their hold not yet expired. */
export function holdingNow(now: Date) {
  return (eb: ExpressionBuilder<Database, 'storage_contracts'>) =>
    eb.or([
      eb('status', '=', 'active'),
      eb.and([eb('status', '=', 'pending'), eb('hold_expires_at', '>', now.toISOString())]),
    ])
}

/**
 * The most contracts holding a space of one kind at one showroom on any day
 * from `first` to `last` (null: open-ended), counted from the contracts
 * that overlap those days: the peak of their starts and ends.
 */
export async function peakHeld(
  db: DB,
  ask: { showroom: string; kind: StorageKind; first: string; last: string | null },
  now: Date,
): Promise<number> {
  let query = db
    .selectFrom('storage_contracts')
    .select(['start_day', 'end_day'])
    .where('showroom', '=', ask.showroom)
    .where('kind', '=', ask.kind)
    .where(holdingNow(now))
    .where((eb) => eb.or([eb('end_day', 'is', null), eb('end_day', '>=', ask.first)]))
  if (ask.last !== null) query = query.where('start_day', '<=', ask.last)
  const held = await query.execute()
  // each contract counts from the later of its start and the asked first day
  const starts = held.map((c) => (c.start_day > ask.first ? c.start_day : ask.first)).sort()
  const ends = held.map((c) => c.end_day ?? '9999-12-31').sort()
  let peak = 0
  let open = 0
  let e = 0
  for (const start of starts) {
    // a contract whose last day is before this start no longer holds its space
    while (e < ends.length && (ends[e] as string) < start) {
      open -= 1
      e += 1
    }
    open += 1
    peak = Math.max(peak, open)
  }
  return peak
}

export type SpaceHoldResult = { ok: true } | { ok: false; reason: 'full' | 'no-spaces' }

/**
 * Whether a space of the contract's kind is free on each of its days, in
 * the caller's transaction: the showroom's spaces row of the kind is locked
 * by updating it (PostgreSQL queues every other booking of that kind behind
 * the lock; SQLite writes one transaction at a time), then the contracts
 * holding a space on those days are counted (the contract itself, when it
 * holds one, among them).
 */
export async function spaceFree(
  trx: DB,
  contract: Pick<StorageContractRow, 'showroom' | 'kind' | 'start_day' | 'end_day'>,
  now: Date,
): Promise<SpaceHoldResult> {
  const locked = await trx
    .updateTable('storage_spaces')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('showroom', '=', contract.showroom)
    .where('kind', '=', contract.kind)
    .returning('spaces')
    .executeTakeFirst()
  if (!locked || locked.spaces <= 0) return { ok: false, reason: 'no-spaces' }
  const held = await peakHeld(
    trx,
    {
      showroom: contract.showroom,
      kind: contract.kind,
      first: contract.start_day,
      last: contract.end_day,
    },
    now,
  )
  return held < locked.spaces ? { ok: true } : { ok: false, reason: 'full' }
}

/**
 * The one way a contract takes a space (record 074): in the caller's
 * transaction, the contract is inserted only when `spaceFree` finds a space
 * free on every one of its days. A refusal writes nothing.
 */
export async function takeSpace(
  trx: DB,
  contract: StorageContractRow,
  now: Date,
): Promise<SpaceHoldResult> {
  const free = await spaceFree(trx, contract, now)
  if (free.ok) await trx.insertInto('storage_contracts').values(contract).execute()
  return free
}
