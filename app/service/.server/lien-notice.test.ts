import { describe, expect, it } from 'vitest'

import { eachTestDatabase } from '#tests/support/database.ts'
import { insertLedgerRow, insertServiceJob } from '#tests/support/service-clock-jobs.ts'

import { lienNotice } from './lien-notice'

const db = eachTestDatabase()
const now = new Date('2026-11-25T15:00:00-05:00')

describe('the lien notice of a cart left after service', () => {
  it('is due 30 calendar days after the cart was ready, with the terms’ words and what was paid', async () => {
    const job = await insertServiceJob(db(), {
      booked_at: '2026-10-15T09:00:00-04:00',
      stage: 'ready',
      approved_at: '2026-10-16T09:00:00-04:00',
      // 30 days on the dealer's calendar, across the autumn change: Nov 25 at 3 PM EST
      ready_at: '2026-10-26T15:00:00-04:00',
      street: '12 Lake Road',
      town: 'Hawley',
      zip: '18428',
    })
    await insertLedgerRow(db(), {
      subjectId: job,
      kind: 'charge',
      amountCents: 20_000,
      at: '2026-10-20T10:00:00-04:00',
    })
    await insertLedgerRow(db(), {
      subjectId: job,
      kind: 'refund',
      amountCents: 2_500,
      at: '2026-10-21T10:00:00-04:00',
    })
    await insertLedgerRow(db(), {
      subjectId: job,
      kind: 'charge',
      amountCents: 9_000,
      at: '2026-10-22T10:00:00-04:00',
      status: 'failed',
    })

    const before = await lienNotice(db(), job, now)
    expect(before).toMatchObject({ invoicedCents: null, owedCents: null })
    await db()
      .insertInto('service_invoices')
      .values({
        id: crypto.randomUUID(),
        job_id: job,
        estimate_id: null,
        subtotal_cents: 40_000,
        tax_cents: 2_400,
        total_cents: 42_400,
        issued_at: '2026-10-26T15:00:00-04:00',
        paid_at: null,
        payment_id: null,
      })
      .execute()

    const early = await lienNotice(db(), job, new Date(now.getTime() - 60_000))
    expect(early?.due).toBe(false)
    expect(early?.daysUncollected).toBe(29)

    const notice = await lienNotice(db(), job, now)
    expect(notice).toMatchObject({
      due: true,
      today: '2026-11-25',
      customer: { name: 'Dana Kowalski', address: '12 Lake Road, Hawley 18428' },
      cart: { name: 'Club Car Onward', year: 2021, serial: 'CC-1234' },
      work: 'Repair',
      daysUncollected: 30,
      paidCents: 17_500,
      invoicedCents: 42_400,
      owedCents: 42_400 - 17_500,
      abandonedAt: now.toISOString(),
    })
    expect(notice?.rule.text).toContain('treated as abandoned and becomes subject to a lien')
  })

  it('is not due for a cart collected, and there is none for an unknown job', async () => {
    const collected = await insertServiceJob(db(), {
      booked_at: '2026-09-01T09:00:00-04:00',
      stage: 'collected',
      ready_at: '2026-09-05T10:00:00-04:00',
      collected_at: '2026-10-20T10:00:00-04:00',
    })
    expect(await lienNotice(db(), collected, now)).toMatchObject({ due: false, readyAt: null })
    expect(await lienNotice(db(), 'no-such-job', now)).toBeUndefined()
  })
})
