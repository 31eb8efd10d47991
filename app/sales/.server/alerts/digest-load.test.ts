import { InsertQueryNode, type KyselyPlugin } from 'kysely'
import { beforeEach, describe, expect, it } from 'vitest'

import { createSiteScheduler, type SiteScheduler } from '#app/jobs.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import { seedIfEmpty } from '#app/kernel/.server/db/seed.ts'
import { parseSettings } from '#app/kernel/.server/env.ts'
import type { WorkerLogger } from '#app/kernel/.server/mail/outbox-worker.ts'
import { digestPassMs } from '#app/sales/.server/alerts/digest.ts'
import { serversOnOneDatabase } from '#tests/support/database.ts'
import { withLongestBlock } from '#tests/support/longest-block.ts'

/*
 * The digest pass at a dealer's size after years of alerts: thousands of
 * addresses, the server answering meanwhile, and no work for addresses that
 * are not due.
 */

const settings = parseSettings({
  SITE_URL: 'https://www.keystone-golfcarts.example',
  MAIL_TO_GENERAL: 'info@keystone-golfcarts.example',
})
const quiet: WorkerLogger = { info() {}, warn() {}, error() {} }
const addresses = Number(process.env.DIGEST_LOAD_ADDRESSES ?? 5000)
// The pass pauses for requests every 10 ms. The event loop's longest block is
// measured in CPU time (tests/support/longest-block.ts). (The pass in one
// piece held the loop for seconds.)
const longestBlockMs = 200

const servers = serversOnOneDatabase()
let db: DB
beforeEach(async () => {
  db = servers.db()
  await seedIfEmpty(db)
})

// Tuesday, March 3, 2026, Eastern time (the digest's hour is 8:00)
const day = (date: string, time: string) => new Date(`2026-03-${date}T${time}:00-05:00`)
const emailOf = (n: number) => `buyer${String(n).padStart(6, '0')}@example.com`

/**
 * `count` addresses with a price alert on the Rover XL, every fifth a search
 * too: news for each (a price below the one seen, carts the search shows) or
 * none (the price seen, no search).
 */
async function alertsFor(count: number, at: Date, news = true) {
  const cart = await db
    .selectFrom('vehicles')
    .select('price')
    .where('id', '=', 'denago-rover-xl')
    .executeTakeFirstOrThrow()
  const stamp = at.toISOString()
  for (let from = 0; from < count; from += 500) {
    const emails = Array.from({ length: Math.min(500, count - from) }, (_, i) => emailOf(from + i))
    await db
      .insertInto('alert_addresses')
      .values(emails.map((email) => ({ email, created_at: stamp, updated_at: stamp })))
      .execute()
    const common = { status: 'active' as const, confirm_token_hash: null, created_at: stamp }
    const alerts = emails.flatMap((email, i) => [
      {
        ...common,
        id: `price-${from + i}`,
        email,
        kind: 'price' as const,
        filters: '',
        vehicle_id: 'denago-rover-xl',
        price_seen: news ? cart.price + 1000 : cart.price,
        confirmed_at: stamp,
        updated_at: stamp,
      },
      ...(news && (from + i) % 5 === 0
        ? [
            {
              ...common,
              id: `search-${from + i}`,
              email,
              kind: 'search' as const,
              filters: 'brand=denago&price=15k-25k',
              vehicle_id: null,
              price_seen: null,
              confirmed_at: stamp,
              updated_at: stamp,
            },
          ]
        : []),
    ])
    await db.insertInto('alert_subscriptions').values(alerts).execute()
  }
}

const schedulerOn = (connection: DB, clock: () => Date) =>
  createSiteScheduler({ db: connection, settings, logger: quiet, now: clock })

/** Runs one pass of `scheduler`, measuring how long the event loop was held at most. */
async function measuredPass(scheduler: SiteScheduler) {
  const {
    result: pass,
    ms,
    longestMs,
    longestWallMs,
  } = await withLongestBlock(() => scheduler.runOnce())
  console.info(
    `digest pass over ${addresses} addresses: ${Math.round(ms)} ms; longest block ${Math.round(longestMs)} ms of CPU, ${Math.round(longestWallMs)} ms of wall time`,
  )
  return { pass, ms, longestMs }
}

/** Counts the statements sent through a connection. */
function counted(connection: DB) {
  let queries = 0
  const plugin: KyselyPlugin = {
    transformQuery(args) {
      queries += 1
      return args.node
    },
    transformResult: async (args) => args.result,
  }
  return { db: connection.withPlugin(plugin), queries: () => queries }
}

const digestsBy = async () =>
  db
    .selectFrom('outbox')
    .select(({ fn }) => ['recipient', fn.countAll<number>().as('mails')])
    .where('kind', '=', 'alert')
    .groupBy('recipient')
    .execute()

describe('the digest pass over thousands of addresses', () => {
  it('sends each due address exactly one digest without holding the server', async () => {
    await alertsFor(addresses, day('02', '09:00'))
    await db
      .updateTable('vehicles')
      .set({ price: 9995 })
      .where('id', '=', 'denago-rover-xl')
      .execute()

    // a pass stops after digestPassMs and the next goes on where it stopped
    const scheduler = schedulerOn(servers.serverConnection(), () => day('03', '10:00'))
    let digests = 0
    let passes = 0
    for (let pass = await measuredPass(scheduler); ; pass = await measuredPass(scheduler)) {
      passes += 1
      digests += pass.pass.alertDigests
      expect(pass.longestMs).toBeLessThan(longestBlockMs)
      expect(pass.ms).toBeLessThan(digestPassMs + 5_000)
      if (pass.pass.alertDigests === 0) break
    }
    expect(digests).toBe(addresses)
    console.info(`${addresses} digests in ${passes} passes`)
    const sent = await digestsBy()
    expect(sent).toHaveLength(addresses)
    expect(sent.every((row) => Number(row.mails) === 1)).toBe(true)
  }, 600_000)

  it('does no work per address for addresses not due: before the hour and once sent today', async () => {
    await alertsFor(addresses, day('02', '09:00'))
    await db
      .updateTable('vehicles')
      .set({ price: 9995 })
      .where('id', '=', 'denago-rover-xl')
      .execute()

    const server = counted(servers.serverConnection())
    let clock = day('03', '06:00')
    const scheduler = schedulerOn(server.db, () => clock)
    // a server's first pass notes the carts above the searches' ranges, 500 searches a query
    await scheduler.runOnce()
    const started = server.queries()
    clock = day('03', '07:00')
    const before = await measuredPass(scheduler)
    expect(before.pass.alertDigests).toBe(0)
    expect(server.queries() - started).toBeLessThan(40)

    // all of them told today already
    for (let from = 0; from < addresses; from += 500) {
      await db
        .insertInto('alert_digests')
        .values(
          Array.from({ length: Math.min(500, addresses - from) }, (_, i) => ({
            id: `digest-${from + i}`,
            email: emailOf(from + i),
            day: '2026-03-03',
            carts: 1,
            created_at: day('03', '08:00').toISOString(),
          })),
        )
        .execute()
    }
    const late = server.queries()
    clock = day('03', '10:00')
    const after = await measuredPass(scheduler)
    expect(after.pass.alertDigests).toBe(0)
    expect(server.queries() - late).toBeLessThan(40)
  }, 600_000)

  it('matches again only the addresses a change concerns once a server went through all', async () => {
    const count = Math.min(addresses, 500)
    await alertsFor(count, day('02', '09:00'), false)
    const server = counted(servers.serverConnection())
    let clock = day('03', '10:00')
    const scheduler = schedulerOn(server.db, () => clock)
    expect((await scheduler.runOnce()).alertDigests).toBe(0)

    // nothing changed: no address is read again
    const swept = server.queries()
    clock = day('03', '10:01')
    expect((await scheduler.runOnce()).alertDigests).toBe(0)
    expect(server.queries() - swept).toBeLessThan(40)

    // a buyer's alert changes (as a resumed alert does): that address only
    const cart = await db
      .selectFrom('vehicles')
      .select('price')
      .where('id', '=', 'denago-rover-xl')
      .executeTakeFirstOrThrow()
    await db
      .updateTable('alert_subscriptions')
      .set({ price_seen: cart.price + 500, updated_at: day('03', '10:01').toISOString() })
      .where('email', '=', emailOf(7))
      .execute()
    clock = day('03', '10:02')
    expect((await scheduler.runOnce()).alertDigests).toBe(1)
    expect(await digestsBy()).toEqual([{ recipient: emailOf(7), mails: 1 }])

    // a cart's price drops: everyone is matched again
    await db
      .updateTable('vehicles')
      .set({ price: 9995 })
      .where('id', '=', 'denago-rover-xl')
      .execute()
    clock = day('03', '10:03')
    expect((await scheduler.runOnce()).alertDigests).toBe(count - 1)
    const sent = await digestsBy()
    expect(sent).toHaveLength(count)
    expect(sent.every((row) => Number(row.mails) === 1)).toBe(true)
  }, 600_000)

  it('tells a search of every listed cart in one statement, not one a cart', async () => {
    const stamp = day('02', '09:00').toISOString()
    await db
      .insertInto('alert_addresses')
      .values({ email: emailOf(1), created_at: stamp, updated_at: stamp })
      .execute()
    // a search of everything, told of nothing yet: it matches every listed cart
    await db
      .insertInto('alert_subscriptions')
      .values({
        id: 'search-all',
        email: emailOf(1),
        kind: 'search',
        filters: '',
        vehicle_id: null,
        price_seen: null,
        status: 'active',
        confirm_token_hash: null,
        created_at: stamp,
        confirmed_at: stamp,
        updated_at: stamp,
      })
      .execute()
    let seenWrites = 0
    const counting: KyselyPlugin = {
      transformQuery({ node }) {
        if (InsertQueryNode.is(node) && node.into?.table.identifier.name === 'alert_seen')
          seenWrites += 1
        return node
      },
      transformResult: async (args) => args.result,
    }
    const scheduler = schedulerOn(servers.serverConnection().withPlugin(counting), () =>
      day('03', '10:00'),
    )
    expect((await scheduler.runOnce()).alertDigests).toBe(1)
    const digest = await db
      .selectFrom('alert_digests')
      .select('carts')
      .where('email', '=', emailOf(1))
      .executeTakeFirstOrThrow()
    expect(digest.carts).toBeGreaterThan(5)
    expect(seenWrites).toBe(1)
  })
})
