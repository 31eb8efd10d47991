import { describe, expect, it } from 'vitest'

import { eachTestDatabase } from '#tests/support/database.ts'
import { seedLeads } from '#tests/support/leads.ts'
import { queryPlans, scansWhole, usesIndex } from '#tests/support/query-plan.ts'

import { relatedLeads } from './lead-page'

const db = eachTestDatabase()

describe('a lead’s other messages', () => {
  it('are the same e-mail in any case and the same phone however written, newest first', async () => {
    const [lead, sameEmail, samePhone, lastFourOnly, stranger] = await seedLeads(db(), [
      {
        received_at: '2026-11-24T15:00:00.000Z',
        email: 'Pat@Example.com',
        phone: '(570) 555-0142',
      },
      { received_at: '2026-11-20T15:00:00.000Z', email: 'pat@example.com', phone: '' },
      {
        received_at: '2026-11-22T15:00:00.000Z',
        email: 'p@work.example',
        phone: '+1 570.555.0142',
      },
      { received_at: '2026-11-23T15:00:00.000Z', email: 'x@example.com', phone: '610-555-0142' },
      { received_at: '2026-11-21T15:00:00.000Z', email: 'y@example.com', phone: '570 555 0143' },
    ])
    const found = await relatedLeads(db(), lead!, 'Pat@Example.com', '(570) 555-0142')
    expect(found.map((m) => m.id)).toEqual([samePhone, sameEmail])
    expect([lastFourOnly, stranger].some((id) => found.some((m) => m.id === id))).toBe(false)
  })

  it('are found through the e-mail and phone indexes, not by reading every lead', async () => {
    const plans = await queryPlans(db(), (d) =>
      relatedLeads(d, 'some-id', 'Pat@Example.com', '(570) 555-0142'),
    )
    expect(plans).toHaveLength(1)
    const [plan = ''] = plans
    expect(scansWhole(plan, 'contact_messages'), plan).toBe(false)
    expect(usesIndex(plan, 'contact_messages_email_lower'), plan).toBe(true)
    expect(usesIndex(plan, 'contact_messages_phone_digits'), plan).toBe(true)
  })
})
