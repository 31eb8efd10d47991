import { describe, expect, it } from 'vitest'

import { createSiteScheduler } from '#app/jobs.ts'
import { parseSettings } from '#app/kernel/.server/env.ts'
import type { WorkerLogger } from '#app/kernel/.server/mail/outbox-worker.ts'
import { serversOnOneDatabase } from '#tests/support/database.ts'
import { seedLeads } from '#tests/support/leads.ts'
import { withLongestBlock } from '#tests/support/longest-block.ts'

/*
 * The spam purge at a busy dealer's size: thousands of quarantined messages
 * past their retention beside years of reminders' notices, deleted by one
 * scheduler pass while the server goes on answering.
 */

const settings = parseSettings({ SITE_URL: 'https://www.keystone-golfcarts.example' })
const quiet: WorkerLogger = { info() {}, warn() {}, error() {} }
const spam = Number(process.env.SPAM_PURGE_LOAD_MESSAGES ?? 5000)
const notices = 20_000
// the alert digest's bound (digest-load.test.ts), in CPU time
const longestBlockMs = 200

const servers = serversOnOneDatabase()

// Monday, November 23, 2026, 10:00 on the dealer's clock (EST)
const now = new Date('2026-11-23T15:00:00Z')
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString()

describe('the spam purge over thousands of quarantined messages', () => {
  it('deletes each once in one pass without holding the server', async () => {
    const db = servers.db()
    await seedLeads(
      db,
      Array.from({ length: spam }, (_, i) => ({
        received_at: daysAgo(31 + (i % 60)),
        status: 'spam' as const,
        spam_reason: 'honeypot filled',
      })),
    )
    const [kept] = await seedLeads(db, [{ received_at: daysAgo(40) }])
    // each deleted message's notices are looked up by the foreign key
    for (let from = 0; from < notices; from += 1000) {
      await db
        .insertInto('lead_notices')
        .values(
          Array.from({ length: 1000 }, (_, i) => ({
            key: `reminder:earlier-${from + i}`,
            message_id: null,
            created_at: daysAgo(400),
          })),
        )
        .execute()
    }

    const scheduler = createSiteScheduler({
      db: servers.serverConnection(),
      settings,
      logger: quiet,
      now: () => now,
    })
    const { result, ms, longestMs, longestWallMs } = await withLongestBlock(() =>
      scheduler.runOnce(),
    )
    console.info(
      `spam purge pass over ${spam} messages: ${Math.round(ms)} ms; longest block ${Math.round(longestMs)} ms of CPU, ${Math.round(longestWallMs)} ms of wall time`,
    )
    expect(result.purgedSpam).toBe(spam)
    const left = await db.selectFrom('contact_messages').select('id').execute()
    expect(left).toEqual([{ id: kept }])
    expect(longestMs).toBeLessThan(longestBlockMs)
  }, 600_000)
})
