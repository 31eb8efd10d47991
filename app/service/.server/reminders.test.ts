import { describe, expect, it } from 'vitest'

import type { DB } from '#app/kernel/.server/db/connection.ts'
import { serversOnOneDatabase } from '#tests/support/database.ts'
import { schedulerPasses } from '#tests/support/job-passes.ts'
import { insertServiceJob } from '#tests/support/service-clock-jobs.ts'

const servers = serversOnOneDatabase()
const { serverConnection } = servers
const db = (): DB => servers.db()

type Mail = { kind: string; to: string; subject: string; text: string }

async function mails(): Promise<Mail[]> {
  const rows = await db()
    .selectFrom('outbox')
    .select(['kind', 'recipient', 'payload', 'created_at'])
    .orderBy('created_at')
    .orderBy('id')
    .execute()
  return rows.map((row) => ({
    kind: row.kind,
    to: row.recipient,
    ...(JSON.parse(row.payload ?? '{}') as { subject: string; text: string }),
  }))
}

/** Two servers' passes at once and a third after them, at `at`; the sum of one count over the three. */
async function passAt(
  at: string,
  count: 'bookingReminders' | 'repairReminders' | 'uncollectedReminders',
) {
  const { together, later } = await schedulerPasses({
    serverConnection,
    now: new Date(at),
    batchSize: 2,
  })
  return [...together, later].reduce((sum, pass) => sum + pass[count], 0)
}

describe('the service desk’s reminders of the service clocks', () => {
  it('remind once of an online booking unanswered past the promise, counted in service hours across the spring change', async () => {
    // Saturday 2:30 PM EST, half an hour before the shop closes: due Monday 8:30 AM EDT
    const waiting = await insertServiceJob(db(), { booked_at: '2026-03-07T14:30:00-05:00' })
    await insertServiceJob(db(), {
      booked_at: '2026-03-07T14:30:00-05:00',
      source: 'staff',
      first_name: 'Counter',
    })
    await insertServiceJob(db(), {
      booked_at: '2026-03-07T14:30:00-05:00',
      first_response_at: '2026-03-07T14:40:00-05:00',
      first_name: 'Answered',
    })
    expect(await passAt('2026-03-09T08:29:00-04:00', 'bookingReminders')).toBe(0)
    expect(await passAt('2026-03-09T09:00:00-04:00', 'bookingReminders')).toBe(1)
    expect(await passAt('2026-03-09T11:00:00-04:00', 'bookingReminders')).toBe(0)
    const sent = await mails()
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({
      kind: 'staff',
      to: 'service@keystone-golfcarts.example',
      subject: 'Overdue booking: Dana Kowalski is waiting for an answer',
    })
    expect(sent[0]?.text).toContain('Overdue: 30 min (counted in service hours)')
    expect(sent[0]?.text).toContain(`/admin/service/${waiting}`)
  })

  it('remind once of a repair past its two business days, and again after a new approval', async () => {
    // approved Friday 10 AM EST: 7 service hours that day, 6 on Saturday, the last 3 Monday from 8 AM EDT
    const job = await insertServiceJob(db(), {
      booked_at: '2026-03-02T09:00:00-05:00',
      stage: 'in_repair',
      approved_at: '2026-03-06T10:00:00-05:00',
    })
    await insertServiceJob(db(), {
      booked_at: '2026-03-02T09:00:00-05:00',
      stage: 'ready',
      approved_at: '2026-03-03T08:00:00-05:00',
      ready_at: '2026-03-05T10:00:00-05:00',
      first_name: 'Ready',
    })
    expect(await passAt('2026-03-09T10:59:00-04:00', 'repairReminders')).toBe(0)
    expect(await passAt('2026-03-09T11:30:00-04:00', 'repairReminders')).toBe(1)
    const [first] = await mails()
    expect(first?.subject).toBe(
      "Overdue repair: Dana Kowalski's cart is past the promise of 24-48 hours",
    )
    expect(first?.text).toContain('Due:      Monday, March 9, 2026 at 11:00 AM EDT')
    expect(first?.text).toContain('Overdue:  30 min (counted in service hours)')

    // a changed estimate approved again Tuesday at 9 AM: due Wednesday at 4 PM (8 + 8)
    await db()
      .updateTable('service_jobs')
      .set({ approved_at: new Date('2026-03-10T09:00:00-04:00').toISOString() })
      .where('id', '=', job)
      .execute()
    expect(await passAt('2026-03-11T15:59:00-04:00', 'repairReminders')).toBe(0)
    expect(await passAt('2026-03-11T16:30:00-04:00', 'repairReminders')).toBe(1)
    expect(await passAt('2026-03-12T09:00:00-04:00', 'repairReminders')).toBe(0)
    expect((await mails()).filter((m) => m.subject.startsWith('Overdue repair'))).toHaveLength(2)
  })
})

describe('carts ready and not collected', () => {
  it('remind the customer at 7, 14 and 21 days and the desk at 30, each once, across the spring change', async () => {
    // ready Saturday 2 PM EST; the clocks go forward between the first and second reminders
    const readyAt = '2026-02-28T14:00:00-05:00'
    const waiting = await insertServiceJob(db(), {
      booked_at: '2026-02-23T09:00:00-05:00',
      stage: 'ready',
      approved_at: '2026-02-24T09:00:00-05:00',
      ready_at: readyAt,
    })
    // collected, and ready only a day later: neither is reminded on the days of the first
    await insertServiceJob(db(), {
      booked_at: '2026-02-23T09:00:00-05:00',
      stage: 'collected',
      ready_at: readyAt,
      collected_at: '2026-03-02T10:00:00-05:00',
      email: 'collected@example.com',
    })
    const dayLater = await insertServiceJob(db(), {
      booked_at: '2026-02-23T09:00:00-05:00',
      stage: 'ready',
      ready_at: '2026-03-01T14:00:00-05:00',
      email: 'later@example.com',
    })

    const steps: Array<[string, number]> = [
      ['2026-03-07T13:59:00-05:00', 0],
      ['2026-03-07T14:00:00-05:00', 1],
      // the 14th day at 2 PM EDT: 23 hours short of 7 × 24 after the first reminder
      ['2026-03-14T13:59:00-04:00', 0],
      ['2026-03-14T14:00:00-04:00', 1],
      ['2026-03-21T14:00:00-04:00', 1],
      ['2026-03-30T13:59:00-04:00', 0],
      ['2026-03-30T14:00:00-04:00', 1],
      ['2026-04-02T09:00:00-04:00', 0],
    ]
    const toDana = async () =>
      (await mails()).filter((m) => m.to === 'dana@example.com' || m.text.includes(waiting))
    for (const [at, expected] of steps) {
      const before = (await toDana()).length
      await passAt(at, 'uncollectedReminders')
      expect([at, (await toDana()).length - before]).toEqual([at, expected])
    }

    const sent = await toDana()
    expect(sent.map((m) => [m.kind, m.to, m.subject])).toEqual([
      ['renter', 'dana@example.com', 'Your Club Car Onward is ready to collect'],
      ['renter', 'dana@example.com', 'Your Club Car Onward is ready to collect'],
      ['renter', 'dana@example.com', 'Please collect your Club Car Onward: ready for 3 weeks'],
      [
        'staff',
        'service@keystone-golfcarts.example',
        "Lien notice due: Dana Kowalski's Club Car Onward not collected in 30 days",
      ],
    ])
    expect(sent[0]?.text).toContain('has been ready for 7 days, since Saturday, February 28, 2026')
    expect(sent[1]?.text).toContain('has been ready for 14 days')
    expect(sent[2]?.text).toContain(
      'Under the Collection rule of our Terms & Conditions (https://www.keystone-golfcarts.example/policies/terms-conditions), a cart not collected 30 days after we told you it was ready is treated as abandoned',
    )
    expect(sent[3]?.text).toContain(
      `https://www.keystone-golfcarts.example/admin/service/${waiting}/lien-notice`,
    )
    expect((await mails()).filter((m) => m.to === 'collected@example.com')).toEqual([])
    // the cart ready a day later had its own 7th, 14th and 21st days, each once
    expect((await mails()).filter((m) => m.to === 'later@example.com')).toHaveLength(3)
    expect(dayLater).not.toBe(waiting)
  })
})
