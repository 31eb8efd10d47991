import { rowsChanged } from '#app/kernel/.server/db/changed-rows.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'

/**
 * Fixed-window hit counts kept in the database, so a limit holds across
 * every server process that shares it. A hit is one atomic upsert: it starts
 * a new window when the old one has ended, and otherwise counts on. Times
 * come from the app's clock, as ISO-8601 UTC text like every timestamp here.
 */

export type RateLimitCount = { hits: number; windowEndsAt: Date }

export async function countHit(
  db: DB,
  key: string,
  windowMs: number,
  now: Date = new Date(),
): Promise<RateLimitCount> {
  const at = now.toISOString()
  const row = await db
    .insertInto('rate_limits')
    .values({ key, hits: 1, window_ends_at: new Date(now.getTime() + windowMs).toISOString() })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => {
        const ended = eb('rate_limits.window_ends_at', '<=', at)
        return {
          hits: eb
            .case()
            .when(ended)
            .then(eb.lit(1))
            .else(eb('rate_limits.hits', '+', eb.lit(1)))
            .end(),
          window_ends_at: eb
            .case()
            .when(ended)
            .then(eb.ref('excluded.window_ends_at'))
            .else(eb.ref('rate_limits.window_ends_at'))
            .end(),
        }
      }),
    )
    .returning(['hits', 'window_ends_at'])
    .executeTakeFirstOrThrow()
  return { hits: Number(row.hits), windowEndsAt: new Date(row.window_ends_at) }
}

/** Takes back one hit (a request that should not count after all). */
export async function uncountHit(db: DB, key: string): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set((eb) => ({ hits: eb('hits', '-', eb.lit(1)) }))
    .where('key', '=', key)
    .where('hits', '>', 0)
    .execute()
}

export async function clearHits(db: DB, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute()
}

/** Removes counts whose window ended before `now`; they would start afresh anyway. */
export async function deleteEndedWindows(db: DB, now: Date = new Date()): Promise<number> {
  const result = await db
    .deleteFrom('rate_limits')
    .where('window_ends_at', '<', now.toISOString())
    .executeTakeFirst()
  return rowsChanged(result)
}
