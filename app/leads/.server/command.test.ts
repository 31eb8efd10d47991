import { describe, expect, it } from 'vitest'

import { parseSettings } from '#app/kernel/.server/env.ts'
import { validContact } from '#tests/support/contact.ts'
import { eachTestDatabase } from '#tests/support/database.ts'

import { leadDetail, LeadError, markNotSpam, resendLead, resolveLeadId } from './command'
import { submitContact } from './contact/contact'
import { deliverySummary, listLeads } from './lead'

const settings = parseSettings({ LEAD_ADF_TO: 'leads@crm.example', MAIL_ACKNOWLEDGE: 'true' })
const valid = {
  ...validContact,
  interest: 'service',
  message: 'The charger of my cart stopped working.',
}

const db = eachTestDatabase()

async function submit(extra: object = {}) {
  const result = await submitContact(db(), { ...valid, ...extra }, {}, settings)
  if (!result.ok) throw new Error(result.error)
  return result.id
}

describe('deliverySummary', () => {
  it('gives each e-mail and, until sent, its attempts', () => {
    expect(
      deliverySummary([
        { kind: 'dealer', status: 'sent', attempts: 2 },
        { kind: 'adf', status: 'queued', attempts: 1 },
        { kind: 'acknowledgement', status: 'failed', attempts: 3 },
      ]),
    ).toBe('dealer sent, adf queued (1 attempt), acknowledgement failed (3 attempts)')
    expect(deliverySummary([])).toBe('none')
  })
})

describe('leads', () => {
  it('lists newest first, filters quarantined ones and finds a message by its short id', async () => {
    const first = await submit()
    await new Promise((resolve) => setTimeout(resolve, 5)) // distinct received times
    const spam = await submit({ company: 'bot' })
    const all = await listLeads(db())
    expect(all.map((l) => l.id)).toEqual([spam, first])
    expect(all[1]?.delivery).toBe('acknowledgement queued, adf queued, dealer queued')
    expect((await listLeads(db(), { status: 'spam' })).map((l) => l.id)).toEqual([spam])
    expect(await resolveLeadId(db(), first.slice(0, 8))).toBe(first)
    await expect(resolveLeadId(db(), 'ffffffff')).rejects.toThrow('No message with id ffffffff')
    await expect(resolveLeadId(db(), 'x; drop table')).rejects.toBeInstanceOf(LeadError)
  })

  it('resends the dealer e-mail and the ADF lead, not a second receipt', async () => {
    const id = await submit()
    const plan = await resendLead(db(), id, settings)
    expect(plan.map((n) => n.kind)).toEqual(['dealer', 'adf'])
    const detail = await leadDetail(db(), id)
    expect(detail.notifications.map((n) => n.kind).sort()).toEqual([
      'acknowledgement',
      'adf',
      'adf',
      'dealer',
      'dealer',
    ])
  })

  it('refuses to resend a quarantined message and releases it with mark-not-spam', async () => {
    const id = await submit({ company: 'bot' })
    await expect(resendLead(db(), id, settings)).rejects.toThrow(/quarantined as spam/)
    const plan = await markNotSpam(db(), id, settings)
    expect(plan.map((n) => n.kind)).toEqual(['dealer', 'adf', 'acknowledgement'])
    const detail = await leadDetail(db(), id)
    expect(detail.status).toBe('received')
    expect(detail.spamReason).toMatch(/^released from quarantine on .*; it was held for honeypot/)
    expect(detail.notifications).toHaveLength(3)
    await expect(markNotSpam(db(), id, settings)).rejects.toThrow(/is not marked as spam/)
  })
})
