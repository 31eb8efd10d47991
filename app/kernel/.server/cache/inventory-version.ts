import type { DB } from '../db/connection'

/** The inventory's version: a number the database bumps on every change to a cart or its photos. */
export async function readInventoryVersion(db: DB): Promise<number> {
  const row = await db
    .selectFrom('inventory_version')
    .select('version')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow()
  return Number(row.version)
}

type Boundaries = { last: string | null; next: string | null }

/** The sales' starts and ends. */
const saleInstants = (db: DB) =>
  db
    .selectFrom('vehicles')
    .select('sale_starts_at as at')
    .where('sale_price', 'is not', null)
    .unionAll(
      db
        .selectFrom('vehicles')
        .select('sale_ends_at as at')
        .where('sale_price', 'is not', null)
        .where('sale_ends_at', 'is not', null),
    )

/** The sales' and the banners' starts and ends: what the public pages show changes at each. */
const pageInstants = (db: DB) =>
  saleInstants(db)
    .unionAll(db.selectFrom('announcements').select('starts_at as at'))
    .unionAll(db.selectFrom('announcements').select('ends_at as at'))

/** Of these instants, the latest passed at `now` (ISO) and the next to come. */
async function boundariesOf(
  db: DB,
  instants: ReturnType<typeof saleInstants>,
  now: string,
): Promise<Boundaries> {
  const row = await db
    .selectFrom(instants.as('boundary'))
    .select((eb) => [
      eb.fn.max(eb.case().when('at', '<=', now).then(eb.ref('at')).end()).as('last'),
      eb.fn.min(eb.case().when('at', '>', now).then(eb.ref('at')).end()).as('next'),
    ])
    .executeTakeFirst()
  return { last: row?.last ?? null, next: row?.next ?? null }
}

/**
 * The sale starts and ends around `now` (ISO): the latest passed and the next
 * to come. The feeds' prices change at these instants though nobody saves anything.
 */
export function saleBoundaries(db: DB, now: string): Promise<Boundaries> {
  return boundariesOf(db, saleInstants(db), now)
}

/**
 * The sale and banner starts and ends around `now` (ISO): the public pages
 * change at these instants though nobody saves anything.
 */
export function pageBoundaries(db: DB, now: string): Promise<Boundaries> {
  return boundariesOf(db, pageInstants(db), now)
}

export type InventoryVersion = {
  /**
   * What cached public pages were rendered at: the version and the latest sale
   * or banner boundary passed. Read again when the last read is older than
   * `maxAgeMs`, or at once when a sale or a banner starts or ends.
   */
  current(): Promise<string>
}

/**
 * The version as this server last read it, read again at most every
 * `maxAgeMs` (one query for all requests meanwhile). A change made on any
 * server is seen here within that time: the counter lives in the database,
 * bumped by triggers in the same transaction as the change. A sale or a
 * banner starting or ending changes no row, so each server also reads when the next one is
 * due and reads again from that instant: the key then names the boundary
 * passed, and pages cached before it are rendered again.
 */
export function inventoryVersion(db: DB, maxAgeMs: number): InventoryVersion {
  let value: string | undefined
  let readAt = 0
  let nextBoundary = Infinity
  let reading: Promise<string> | undefined
  const read = async () => {
    const now = new Date().toISOString()
    const [version, boundaries] = await Promise.all([
      readInventoryVersion(db),
      pageBoundaries(db, now),
    ])
    nextBoundary = boundaries.next === null ? Infinity : Date.parse(boundaries.next)
    return `${version}@${boundaries.last ?? ''}`
  }
  return {
    current() {
      const fresh = performance.now() - readAt < maxAgeMs && Date.now() < nextBoundary
      if (value !== undefined && fresh) return Promise.resolve(value)
      const started = performance.now()
      reading ??= read()
        .then((key) => {
          value = key
          readAt = started
          return key
        })
        .finally(() => {
          reading = undefined
        })
      return reading
    },
  }
}
