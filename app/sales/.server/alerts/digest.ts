import type { DB } from '#app/kernel/.server/db/connection.ts'
import { timeSlices } from '#app/kernel/.server/event-loop.ts'
import { inBatches } from '#app/kernel/.server/jobs/batches.ts'
import { readSetting } from '#app/kernel/.server/settings/app-settings.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { calendarDay, wallClockHour } from '#app/kernel/zoned-time.ts'
import type { Vehicle } from '#app/sales/vehicle.ts'

import { withPublicPhotos } from '../inventory/public-photos'
import { deleteUnconfirmed } from './confirm'
import { digestHour } from './digest-hour'
import { type DigestOptions, sendDigest } from './digest-send'
import { listedVehicles } from './listed-vehicles'
import { type Candidate, candidateOf, matchesOf } from './matching'
import { notePricedOutOfAll, pricedOutOf } from './priced-out'
import { alertText } from './subscribe'

/*
 * The daily alert pass, run by the scheduler (app/jobs.ts) on every server: for each
 * address with confirmed alerts and no digest yet today (the dealer's day),
 * what its alerts match, in one e-mail through the outbox (digest-send.ts
 * claims it, so no address gets two a day however many servers run it).
 * Nothing is sent before the owners' hour of the dealer's day (record 050):
 * news found earlier stays untold until the first pass at or after it.
 *
 * At a dealer's size (tens of thousands of addresses) a pass must neither
 * hold the server nor redo work: who is due is asked first, a page of
 * addresses at a time, and only those are matched, against the carts read
 * once per pass; the work pauses every few milliseconds for requests, and a
 * pass stops after `digestPassMs`, the next one going on from the address it
 * stopped at. What a pass remembers between passes is only a shortcut: a
 * restarted server starts over with the addresses not sent today, so it
 * carries on where the last one stopped.
 */

/** Addresses matched and sent at once; the work pauses for requests every `sliceMs`. */
const pageSize = 100
const sliceMs = 10
/**
 * How long one pass goes on sending: the scheduler passes every 30 seconds or
 * so, and the next pass goes on where this one stopped (the day's first
 * sweep over thousands of addresses takes several).
 */
export const digestPassMs = 10_000
/** Alerts changed this long before a sweep started are read again, for servers' clocks apart. */
const clockSlackMs = 5 * 60_000

export type AlertDigests = {
  /** One pass: expired confirmations deleted, then today's digests queued. */
  run(db: DB, options: DigestOptions): Promise<{ expired: number; digests: number }>
}

/**
 * The pass and what it remembers: the carts as last seen (their above-range
 * searches noted), and when a pass last went through all of today's due
 * addresses at those carts; until a cart changes, a later pass matches only
 * the addresses whose alerts changed since (the others have nothing new).
 */
export function createAlertDigests(): AlertDigests {
  let carts = new Map<string, string>()
  // the changed carts' above-range searches being noted, and the last search noted
  let noting: { carts: Candidate[]; after: string } | undefined
  let swept: { day: string; since: string } | undefined
  // a sweep a pass stopped at its time limit: the next one goes on from its last address
  let unfinished: Sweep | undefined

  async function run(db: DB, options: DigestOptions) {
    const { now } = options
    const deadline = performance.now() + digestPassMs
    const pause = timeSlices(sliceMs)
    const expired = await deleteUnconfirmed(db, now)
    await pause()
    const listed = await listedVehicles(db, now)
    await pause()
    const candidates = listed.map(candidateOf)
    const seen = new Map(candidates.map((c) => [c.id, JSON.stringify(c)]))
    const changed = candidates.filter((c) => carts.get(c.id) !== seen.get(c.id))
    if (changed.length > 0 || seen.size !== carts.size) {
      // a change during an unfinished walk starts it again with every cart it concerns
      const ids = new Set([...(noting?.carts ?? []), ...changed].map((c) => c.id))
      noting = { carts: candidates.filter((c) => ids.has(c.id)), after: '' }
      swept = undefined
      unfinished = undefined
    }
    carts = seen
    if (noting) {
      // a digest tells of carts that fell into a search's range, so the walk
      // is finished before any digest; a restarted server (nothing seen yet)
      // walks every search, over as many passes as it takes
      const stoppedAt = await notePricedOutOfAll(db, noting, now, pause, deadline)
      if (stoppedAt !== undefined) {
        noting.after = stoppedAt
        return { expired, digests: 0 }
      }
      noting = undefined
    }
    await pause()

    const day = calendarDay(now, business.timeZone)
    if (wallClockHour(now, business.timeZone) < (await readSetting(db, digestHour))) {
      return { expired, digests: 0 }
    }
    const since = swept?.day === day ? swept.since : undefined
    const sweep =
      unfinished?.day === day && unfinished.since === since ? unfinished : newSweep(day, since, now)
    unfinished = undefined
    let vehicles: Map<string, Vehicle> | undefined
    let digests = 0
    for await (const emails of addressPages(db, sweep)) {
      const alerts = await alertsOf(db, emails)
      await pause()
      const matched = await matcher(db, alerts, candidates)
      for (const email of emails) {
        await pause()
        const mine = alerts.filter((a) => a.email === email)
        const matches = matched(mine)
        if (matches.length > 0) {
          // the e-mail shows a cart's first photo, as the feeds do (its artwork when it has none)
          vehicles ??= new Map((await withPublicPhotos(db, listed)).vehicles.map((v) => [v.id, v]))
          const named = await sendDigest(db, email, matches, {
            ...options,
            day,
            vehicles,
            alerts: mine.map((a) => alertText({ ...a, cartName: a.cartName ?? undefined })),
          })
          if (named > 0) digests += 1
        }
        sweep.after = email
        if (performance.now() >= deadline) {
          unfinished = sweep
          return { expired, digests }
        }
      }
      await pause()
    }
    // the next pass reads only the addresses whose alerts changed from here on
    swept = { day, since: sweep.began }
    return { expired, digests }
  }

  return { run }
}

/**
 * One walk over the day's due addresses, in order of address: all of them
 * (`since` undefined) from a random point round, or those whose alerts
 * changed since `since`; `after` is the last address done, where a walk a
 * pass stopped goes on.
 */
type Sweep = { day: string; since?: string; start: string; after?: string; began: string }

function newSweep(day: string, since: string | undefined, now: Date): Sweep {
  return {
    day,
    since,
    // servers starting at different points share the sweep: each skips what another sent
    start: since === undefined ? Math.random().toString(36).slice(2, 4) : '',
    // alerts changed from here on are read again by the walk after this one
    began: new Date(now.getTime() - clockSlackMs).toISOString(),
  }
}

/** The sweep's due addresses from where it stands, a page at a time. */
function addressPages(db: DB, sweep: Sweep): AsyncGenerator<readonly string[]> {
  return sweep.since === undefined
    ? dueAddresses(db, sweep.day, sweep.start, sweep.after)
    : changedAddresses(db, sweep.day, sweep.since, sweep.after)
}

/** Today's due addresses: confirmed alerts and no digest today, from `start` round, after `resumed` when given. */
async function* dueAddresses(
  db: DB,
  day: string,
  start: string,
  resumed: string | undefined,
): AsyncGenerator<readonly string[]> {
  for (const [from, to] of [
    [start, undefined],
    ['', start],
  ] as const) {
    // a walk resumed in the second range has finished the first
    if (resumed !== undefined && resumed < start && to === undefined) continue
    const first = resumed !== undefined && resumed >= from ? resumed : undefined
    yield* inBatches(async (last: string | undefined) => {
      let query = dueQuery(db, day)
      const after = last ?? first
      query =
        after === undefined
          ? query.where('alert_addresses.email', '>=', from)
          : query.where('alert_addresses.email', '>', after)
      if (to !== undefined) query = query.where('alert_addresses.email', '<', to)
      return (await query.limit(pageSize).execute()).map((row) => row.email)
    })
  }
}

/** Due addresses among those whose alerts changed since `since` (confirmed, resumed, changed), in order, after `resumed`. */
async function* changedAddresses(
  db: DB,
  day: string,
  since: string,
  resumed: string | undefined,
): AsyncGenerator<string[]> {
  let query = db
    .selectFrom('alert_subscriptions')
    .select('email')
    .distinct()
    .where('status', '=', 'active')
    .where('updated_at', '>=', since)
  if (resumed !== undefined) query = query.where('email', '>', resumed)
  const changed = await query.orderBy('email').execute()
  for (let from = 0; from < changed.length; from += pageSize) {
    const page = changed.slice(from, from + pageSize).map((row) => row.email)
    const emails = await dueQuery(db, day).where('alert_addresses.email', 'in', page).execute()
    if (emails.length > 0) yield emails.map((row) => row.email)
  }
}

/** Addresses with a confirmed alert and no digest today, in order (the address's key and the digests' unique key serve it). */
function dueQuery(db: DB, day: string) {
  return db
    .selectFrom('alert_addresses')
    .select('alert_addresses.email')
    .where(({ exists, not, selectFrom }) =>
      exists(
        selectFrom('alert_subscriptions')
          .select('alert_subscriptions.id')
          .whereRef('alert_subscriptions.email', '=', 'alert_addresses.email')
          .where('alert_subscriptions.status', '=', 'active'),
      ).and(
        not(
          exists(
            selectFrom('alert_digests')
              .select('alert_digests.id')
              .whereRef('alert_digests.email', '=', 'alert_addresses.email')
              .where('alert_digests.day', '=', day),
          ),
        ),
      ),
    )
    .orderBy('alert_addresses.email')
}

/** The confirmed alerts of these addresses, with the name of a cart alert's cart. */
function alertsOf(db: DB, emails: readonly string[]) {
  return db
    .selectFrom('alert_subscriptions')
    .leftJoin('vehicles', 'vehicles.id', 'alert_subscriptions.vehicle_id')
    .select([
      'alert_subscriptions.id',
      'alert_subscriptions.email',
      'alert_subscriptions.kind',
      'alert_subscriptions.filters',
      'alert_subscriptions.vehicle_id',
      'alert_subscriptions.price_seen',
      'alert_subscriptions.created_at',
      'vehicles.name as cartName',
    ])
    .where('alert_subscriptions.email', 'in', emails)
    .where('alert_subscriptions.status', '=', 'active')
    .orderBy('alert_subscriptions.created_at')
    .orderBy('alert_subscriptions.id')
    .execute()
}

type ActiveAlert = Awaited<ReturnType<typeof alertsOf>>[number]

/** What told and priced-out carts these alerts hold, read at once; then what each address's alerts match. */
async function matcher(db: DB, alerts: readonly ActiveAlert[], carts: readonly Candidate[]) {
  const ids = alerts.map((a) => a.id)
  const pricedOut = await pricedOutOf(db, ids)
  const told = new Map<string, Set<string>>()
  const rows =
    ids.length === 0
      ? []
      : await db
          .selectFrom('alert_seen')
          .select(['subscription_id', 'vehicle_id'])
          .where('subscription_id', 'in', ids)
          .execute()
  for (const row of rows) {
    const set = told.get(row.subscription_id) ?? new Set<string>()
    set.add(row.vehicle_id)
    told.set(row.subscription_id, set)
  }
  return (mine: readonly ActiveAlert[]) =>
    mine.flatMap((alert) =>
      matchesOf(alert, carts, told.get(alert.id) ?? new Set(), pricedOut.get(alert.id)),
    )
}
