import type { DB } from '#app/kernel/.server/db/connection.ts'

const dayMs = 86_400_000

export type AlertCounts = {
  /** addresses with at least one confirmed alert, paused or not */
  subscribers: number
  /** over the last 30 days */
  digests: number
  unsubscribes: number
}

/** The dashboard's alert counts: subscribers now, digests and unsubscribes over 30 days. */
export async function alertCounts(db: DB, now: Date): Promise<AlertCounts> {
  const since = new Date(now.getTime() - 30 * dayMs).toISOString()
  // grouped, then counted: PostgreSQL hashes the addresses, where `count(distinct)`
  // sorted them by their collation (73 ms against 20 at 50,000 alerts)
  const subscribers = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('alert_subscriptions')
        .select('email')
        .where('status', 'in', ['active', 'paused'])
        .groupBy('email')
        .as('subscribed'),
    )
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow()
  const events = await db
    .selectFrom('alert_events')
    .select(['kind', (eb) => eb.fn.countAll<number>().as('count')])
    .where('at', '>=', since)
    .where('kind', 'in', ['digest', 'unsubscribed'])
    .groupBy('kind')
    .execute()
  const count = (kind: string) => Number(events.find((e) => e.kind === kind)?.count ?? 0)
  return {
    subscribers: Number(subscribers.count),
    digests: count('digest'),
    unsubscribes: count('unsubscribed'),
  }
}
