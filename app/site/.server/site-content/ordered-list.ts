import type { Actor } from '#app/kernel/.server/audit/actor.ts'
import {
  audited,
  auditedChange,
  type ChangeRecord,
} from '#app/kernel/.server/audit/audited-change.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import { engineOf } from '#app/kernel/.server/db/engine.ts'

/*
 * A list owners keep in the order the page shows it (the services' prices,
 * the team): add, edit, move one place up or down, remove; each change and
 * its audit row commit together.
 */

export type OrderedList = {
  table: 'service_prices' | 'team_members'
  /** the audit rows' entity, and their action's first part */
  entity: string
  action: string
}

export const servicePriceList: OrderedList = {
  table: 'service_prices',
  entity: 'service_price',
  action: 'service-price',
}
export const teamList: OrderedList = {
  table: 'team_members',
  entity: 'team_member',
  action: 'team-member',
}

export type Who = { actor: Pick<Actor, 'id' | 'email'>; ip: string | null; now?: Date }
type Fields = Record<string, string | number | null>

/**
 * The list's ids in page order. On PostgreSQL the rows stay locked until the
 * transaction ends, so two changes of one list take turns (SQLite has one
 * writer at a time); ties, left by two additions to an empty list, are
 * broken by id and renumbered by the next move.
 */
async function orderedIds(trx: DB, list: OrderedList): Promise<{ id: string; position: number }[]> {
  const query = trx
    .selectFrom(list.table)
    .select(['id', 'position'])
    .orderBy('position')
    .orderBy('id')
  // a locking read orders by what it saw before waiting: read again once it holds the rows
  if (engineOf(trx) === 'postgres') await query.forUpdate().execute()
  return query.execute()
}

const record = (
  list: OrderedList,
  id: string,
  change: Pick<ChangeRecord, 'action' | 'before' | 'after'>,
): ChangeRecord => ({
  entity: list.entity,
  entityId: id,
  ...change,
})

/** Adds an item at the end of the list; its id. */
export async function addItem(
  db: DB,
  list: OrderedList,
  fields: Fields,
  who: Who,
): Promise<string> {
  const now = who.now ?? new Date()
  const id = crypto.randomUUID()
  await auditedChange(db, { ...who, now }, async (trx) => {
    const rows = await orderedIds(trx, list)
    const position = Math.max(0, ...rows.map((r) => r.position)) + 1
    await trx
      .insertInto(list.table)
      .values({ ...fields, id, position, updated_at: now.toISOString() } as never)
      .execute()
    return audited(undefined, record(list, id, { action: `${list.action}.add`, after: fields }))
  })
  return id
}

/** Changes an item's fields: 'missing' when it is gone, 'unchanged' when nothing differs. */
export async function saveItem(
  db: DB,
  list: OrderedList,
  id: string,
  fields: Fields,
  who: Who,
): Promise<'saved' | 'unchanged' | 'missing'> {
  const now = who.now ?? new Date()
  return auditedChange(db, { ...who, now }, async (trx) => {
    const row = (await trx
      .selectFrom(list.table)
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst()) as Fields | undefined
    if (!row) return 'missing'
    const changed = Object.keys(fields).filter((key) => row[key] !== fields[key])
    if (changed.length === 0) return 'unchanged'
    await trx
      .updateTable(list.table)
      .set({ ...fields, updated_at: now.toISOString() } as never)
      .where('id', '=', id)
      .execute()
    const pick = (from: Fields) => Object.fromEntries(changed.map((key) => [key, from[key]]))
    return audited(
      'saved' as const,
      record(list, id, { action: `${list.action}.edit`, before: pick(row), after: pick(fields) }),
    )
  })
}

/** Moves an item one place up or down; false when it is gone. At either end it stays. */
export async function moveItem(
  db: DB,
  list: OrderedList,
  id: string,
  direction: 'up' | 'down',
  who: Who,
): Promise<boolean> {
  const now = who.now ?? new Date()
  return auditedChange(db, { ...who, now }, async (trx) => {
    const ids = (await orderedIds(trx, list)).map((r) => r.id)
    const from = ids.indexOf(id)
    if (from < 0) return false
    const to = direction === 'up' ? from - 1 : from + 1
    if (to < 0 || to >= ids.length) return true
    ids.splice(to, 0, ...ids.splice(from, 1))
    for (const [index, each] of ids.entries())
      await trx
        .updateTable(list.table)
        .set({ position: index + 1 })
        .where('id', '=', each)
        .execute()
    return audited(
      true,
      record(list, id, {
        action: `${list.action}.move`,
        before: { position: from + 1 },
        after: { position: to + 1 },
      }),
    )
  })
}

/** Removes an item; false when it was already gone. */
export async function removeItem(
  db: DB,
  list: OrderedList,
  id: string,
  who: Who,
): Promise<boolean> {
  const now = who.now ?? new Date()
  return auditedChange(db, { ...who, now }, async (trx) => {
    await orderedIds(trx, list)
    const row = await trx
      .deleteFrom(list.table)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst()
    if (!row) return false
    return audited(true, record(list, id, { action: `${list.action}.remove`, before: row }))
  })
}
