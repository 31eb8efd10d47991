import { describe, expect, it } from 'vitest'

import { eachTestDatabase } from '#tests/support/database.ts'
import { seedLeads } from '#tests/support/leads.ts'
import { queryPlans, scansWhole, usesIndex } from '#tests/support/query-plan.ts'

import { dashboardStats } from './stats'

const timeZone = 'America/New_York'
// Wednesday 25 November 2026, 15:00 Eastern; this week began Monday 23 November 00:00 (05:00 UTC)
const now = new Date('2026-11-25T20:00:00Z')
const stats = (weeks?: number) => dashboardStats(db(), { now, timeZone, weeks })

const db = eachTestDatabase()

describe('dashboardStats', () => {
  it('counts new leads since local midnight, overdue ones and this week’s spam', async () => {
    await seedLeads(db(), [
      // today on the dealer's clock (Wednesday 00:30 Eastern is 05:30 UTC)
      { received_at: '2026-11-25T05:30:00.000Z', due_at: '2026-11-25T15:00:00.000Z' },
      { received_at: '2026-11-25T19:00:00.000Z', due_at: '2026-11-25T20:30:00.000Z' },
      // Tuesday 23:30 Eastern: already Wednesday in UTC, still yesterday here
      { received_at: '2026-11-25T04:30:00.000Z', due_at: '2026-11-25T14:10:00.000Z' },
      // answered in time, and answered late: neither is overdue
      {
        received_at: '2026-11-24T15:00:00.000Z',
        due_at: '2026-11-24T16:00:00.000Z',
        first_response_at: '2026-11-24T17:00:00.000Z',
      },
      // a lead from before the inbox has no clock
      { received_at: '2026-10-01T15:00:00.000Z' },
      { received_at: '2026-11-25T12:00:00.000Z', status: 'spam', spam_reason: 'honeypot' },
      { received_at: '2026-11-23T06:00:00.000Z', status: 'spam', spam_reason: 'too fast' },
      // last week's spam (Sunday 22 November, 23:00 Eastern)
      { received_at: '2026-11-23T04:00:00.000Z', status: 'spam', spam_reason: 'honeypot' },
    ])
    const s = await stats()
    expect(s.newToday).toBe(2)
    expect(s.overdue).toBe(2) // due 15:00 and 14:10 UTC; the one due 20:30 is not yet
    expect(s.spamThisWeek).toBe(2)
  })

  it('gives the median first response in sales hours, this week against last week', async () => {
    const at = (iso: string, minutes: number) => ({
      received_at: iso,
      first_response_at: new Date(Date.parse(iso) + minutes * 60_000).toISOString(),
    })
    await seedLeads(db(), [
      at('2026-11-23T14:00:00.000Z', 10),
      at('2026-11-24T14:00:00.000Z', 30),
      at('2026-11-25T14:00:00.000Z', 90),
      { received_at: '2026-11-25T15:00:00.000Z' }, // unanswered: not in the median
      at('2026-11-16T14:00:00.000Z', 40),
      // Saturday 16:50 Eastern, answered Monday 9:20: 10 + 20 business minutes, Sunday closed
      at('2026-11-21T21:50:00.000Z', 40 * 60 + 30),
      at('2026-11-20T14:00:00.000Z', 60),
      { ...at('2026-11-20T15:00:00.000Z', 1), status: 'spam' },
    ])
    const s = await stats()
    expect(s.thisWeek.medianResponseMinutes).toBe(30)
    expect(s.thisWeek.leads).toBe(4)
    expect(s.lastWeek.medianResponseMinutes).toBe(40) // 30, 40 and 60
  })

  it('splits the last weeks’ leads by interest and by the page they came from', async () => {
    await seedLeads(db(), [
      { received_at: '2026-11-23T05:00:00.000Z', interest: 'sales', source_page: '/inventory/c1' },
      { received_at: '2026-11-24T15:00:00.000Z', interest: 'sales', source_page: '/inventory/c1' },
      { received_at: '2026-11-24T16:00:00.000Z', interest: 'service', source_page: '/contact' },
      // Monday 23 November 04:59 UTC is Sunday 23:59 Eastern: last week
      { received_at: '2026-11-23T04:59:00.000Z', interest: 'parts', source_page: null },
      // the first chart week begins Monday 5 October 00:00 EDT (04:00 UTC)
      { received_at: '2026-10-05T04:00:00.000Z', interest: 'general', source_page: '/contact' },
      { received_at: '2026-10-05T03:59:00.000Z', interest: 'general', source_page: '/contact' },
      { received_at: '2026-11-24T17:00:00.000Z', status: 'spam', source_page: '/contact' },
    ])
    const s = await stats(8)
    expect(s.byInterest.map((w) => w.label)).toEqual([
      'Oct 5',
      'Oct 12',
      'Oct 19',
      'Oct 26',
      'Nov 2',
      'Nov 9',
      'Nov 16',
      'Nov 23',
    ])
    expect(s.byInterest[7]?.counts).toEqual({ sales: 2, service: 1 })
    expect(s.byInterest[6]?.counts).toEqual({ parts: 1 })
    expect(s.byInterest[0]?.counts).toEqual({ general: 1 })
    expect(s.bySourcePage).toEqual([
      { page: '/contact', count: 2 },
      { page: '/inventory/c1', count: 2 },
      { page: '', count: 1 },
    ])
    expect(s.otherSourcePages).toBe(0)
  })

  it('names the busiest source pages and counts the leads of all the others as one number', async () => {
    // twelve pages: /cart-0 sent 12 leads, /cart-1 sent 11 … /cart-11 sent 1
    await seedLeads(
      db(),
      Array.from({ length: 12 }, (_, page) =>
        Array.from({ length: 12 - page }, () => ({
          received_at: '2026-11-24T15:00:00.000Z',
          source_page: `/cart-${page}`,
        })),
      ).flat(),
    )
    const s = await stats(8)
    expect(s.bySourcePage.map((p) => `${p.page} ${p.count}`)).toEqual([
      '/cart-0 12',
      '/cart-1 11',
      '/cart-2 10',
      '/cart-3 9',
      '/cart-4 8',
      '/cart-5 7',
      '/cart-6 6',
      '/cart-7 5',
    ])
    expect(s.otherSourcePages).toBe(4 + 3 + 2 + 1)
  })

  it('reads leads and their events by index ranges, never the whole tables', async () => {
    const plans = await queryPlans(db(), (d) => dashboardStats(d, { now, timeZone }))
    for (const table of ['contact_messages', 'lead_events'])
      for (const plan of plans) expect(scansWhole(plan, table), plan).toBe(false)
    const outcomes = plans.filter((plan) => plan.includes('lead_events'))
    expect(outcomes).not.toEqual([])
    for (const plan of outcomes)
      expect(usesIndex(plan, 'lead_events_kind_created'), plan).toBe(true)
  })
})
