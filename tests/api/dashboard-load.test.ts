import { afterAll, beforeAll, expect, it } from 'vitest'

import type { DB } from '#app/kernel/.server/db/connection.ts'
import { leadDashboard } from '#app/leads/.server/dashboard.ts'
import { dueAtFor } from '#app/leads/.server/due.ts'
import { openTestDatabase, testEngine } from '#tests/support/database.ts'
import { type SeedLead, seedLeads } from '#tests/support/leads.ts'

/*
 * The dashboard with 10,000 leads spread over twelve weeks, and the due time
 * computed when a message is stored: both are on a request's path, so both
 * are timed and printed (and kept well under a second).
 */

const leads = 10_000
const now = new Date('2026-11-25T20:00:00Z')
const interests = ['sales', 'service', 'parts', 'general']
const pages = ['/contact', '/inventory', '/rentals', '/service', '/inventory/cart-1']

let db: DB
let close: () => Promise<void>
beforeAll(async () => {
  ;({ db, close } = await openTestDatabase())
  const span = 12 * 7 * 24 * 60 // minutes
  const rows: SeedLead[] = Array.from({ length: leads }, (_, i) => {
    const received = new Date(now.getTime() - ((i * 7919) % span) * 60_000)
    return {
      received_at: received.toISOString(),
      due_at: new Date(received.getTime() + 90 * 60_000).toISOString(),
      first_response_at:
        i % 3 ? new Date(received.getTime() + ((i % 240) + 5) * 60_000).toISOString() : null,
      interest: interests[i % interests.length],
      source_page: pages[i % pages.length],
      status: i % 20 ? 'received' : 'spam',
    }
  })
  await seedLeads(db, rows)
}, 120_000)
afterAll(() => close())

async function timed<T>(work: () => Promise<T>, runs: number) {
  await work() // warm the statement cache and the connection
  const times: number[] = []
  let result!: T
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    result = await work()
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  return { result, median: times[Math.floor(runs / 2)]!, max: times[runs - 1]! }
}

it('builds the dashboard for 10,000 leads and computes due times quickly', async () => {
  const dashboard = await timed(() => leadDashboard(db, now), 10)
  const due = await timed(() => dueAtFor(db, new Date('2026-11-28T21:50:00Z')), 50)
  console.log(
    `[dashboard-load ${testEngine()}] ${leads} leads: dashboard median ${dashboard.median.toFixed(1)} ms (max ${dashboard.max.toFixed(1)}), dueAtFor median ${due.median.toFixed(2)} ms (max ${due.max.toFixed(2)})`,
  )
  expect(dashboard.result.byInterest).toHaveLength(8)
  expect(dashboard.result.thisWeek.medianResponseMinutes).not.toBeNull()
  expect(dashboard.median).toBeLessThan(1_000)
  expect(due.median).toBeLessThan(100)
})
