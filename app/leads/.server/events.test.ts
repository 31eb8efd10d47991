import { beforeEach, describe, expect, it } from 'vitest'

import type { Actor } from '#app/kernel/.server/audit/actor.ts'
import { parseSettings } from '#app/kernel/.server/env.ts'
import { validContact } from '#tests/support/contact.ts'
import { eachTestDatabase } from '#tests/support/database.ts'
import { createStaffUser } from '#tests/support/staff.ts'

import { submitContact } from './contact/contact'
import { addContactEntry, assignLead, changeStage, markSpam, releaseFromSpam } from './events'

const settings = parseSettings({ MAIL_ACKNOWLEDGE: 'false' })
const db = eachTestDatabase()
let sam: Actor
let lead: string

beforeEach(async () => {
  const user = await createStaffUser(db(), { email: 'sam@example.com' })
  sam = { id: user.id, email: user.email, ip: '203.0.113.9' }
  const result = await submitContact(db(), validContact, {}, settings)
  if (!result.ok) throw new Error(result.error)
  lead = result.id
})

const row = () =>
  db().selectFrom('contact_messages').selectAll().where('id', '=', lead).executeTakeFirstOrThrow()
const events = () =>
  db()
    .selectFrom('lead_events')
    .selectAll()
    .where('message_id', '=', lead)
    .orderBy('created_at')
    .execute()
const audits = () =>
  db()
    .selectFrom('audit_log')
    .select('action')
    .where('entity_id', '=', lead)
    .orderBy('at')
    .orderBy('id')
    .execute()

const at = (minute: number) => ({ now: new Date(Date.UTC(2026, 5, 2, 14, minute)) })

describe('lead events', () => {
  it('writes each change with its history row and its audit row', async () => {
    expect(await assignLead(db(), lead, { to: sam.id, expected: null }, sam, at(1))).toEqual({
      ok: true,
    })
    expect(
      await addContactEntry(db(), lead, 'note', ' Asked about the lithium pack ', sam, at(2)),
    ).toEqual({ ok: true })
    expect(await changeStage(db(), lead, { to: 'contacted', expected: 'new' }, sam, at(3))).toEqual(
      {
        ok: true,
      },
    )
    expect(
      (await events()).map((e) => [e.kind, e.body, e.from_value, e.to_value, e.actor_id]),
    ).toEqual([
      ['assigned', null, null, sam.id, sam.id],
      ['note', 'Asked about the lithium pack', null, null, sam.id],
      ['stage', null, 'new', 'contacted', sam.id],
    ])
    expect((await audits()).map((a) => a.action)).toEqual([
      'lead.assigned',
      'lead.note',
      'lead.stage',
    ])
    const stored = await row()
    expect([stored.assigned_to, stored.stage]).toEqual([sam.id, 'contacted'])
    // a note is not a response; the move to contacted is
    expect(stored.first_response_at).toBe(at(3).now.toISOString())
  })

  it('sets the first response once: a logged call first, later moves never move it', async () => {
    await addContactEntry(db(), lead, 'call', 'Left a voicemail', sam, at(5))
    await changeStage(db(), lead, { to: 'contacted', expected: 'new' }, sam, at(9))
    await changeStage(db(), lead, { to: 'new', expected: 'contacted' }, sam, at(10))
    await changeStage(db(), lead, { to: 'quoted', expected: 'new' }, sam, at(11))
    expect((await row()).first_response_at).toBe(at(5).now.toISOString())
  })

  it('refuses a stale stage or assignee instead of overwriting the other person', async () => {
    await changeStage(db(), lead, { to: 'contacted', expected: 'new' }, sam, at(1))
    const stale = await changeStage(db(), lead, { to: 'quoted', expected: 'new' }, sam, at(2))
    expect(stale).toMatchObject({ ok: false, reason: 'conflict', current: 'contacted' })
    await assignLead(db(), lead, { to: sam.id, expected: null }, sam, at(3))
    const late = await assignLead(db(), lead, { to: null, expected: null }, sam, at(4))
    expect(late).toMatchObject({ ok: false, reason: 'conflict', current: sam.id })
    expect((await row()).assigned_to).toBe(sam.id)
  })

  it('says why a lead cannot be won straight from new, and refuses unknown people', async () => {
    expect(await changeStage(db(), lead, { to: 'won', expected: 'new' }, sam)).toMatchObject({
      reason: 'invalid',
      message: expect.stringMatching(/contacted or quoted first/) as unknown,
    })
    expect(await assignLead(db(), lead, { to: 'nobody-here', expected: null }, sam)).toMatchObject({
      reason: 'invalid',
    })
    expect(await addContactEntry(db(), lead, 'call', '   ', sam)).toMatchObject({
      reason: 'invalid',
    })
    expect(await changeStage(db(), 'no-such-lead', { to: 'quoted', expected: 'new' }, sam)).toEqual(
      {
        ok: false,
        reason: 'not-found',
      },
    )
    expect(await events()).toEqual([])
  })

  it('quarantines and releases: the release queues the e-mails once and restarts the clock', async () => {
    await markSpam(db(), lead, sam, at(1))
    expect((await row()).status).toBe('spam')
    const dueAt = () => Promise.resolve('2026-06-02T15:20:00.000Z')
    const released = await releaseFromSpam(db(), lead, settings, sam, { ...at(20), dueAt })
    expect(released).toMatchObject({ ok: true })
    const again = await releaseFromSpam(db(), lead, settings, sam, { ...at(21), dueAt })
    expect(again).toMatchObject({ ok: false, reason: 'invalid' })
    expect((await row()).due_at).toBe('2026-06-02T15:20:00.000Z')
    expect((await audits()).map((a) => a.action)).toEqual(['lead.spam', 'lead.not-spam'])
    const queued = await db()
      .selectFrom('outbox')
      .select('kind')
      .where('message_id', '=', lead)
      .execute()
    // one dealer e-mail when stored, one when released
    expect(queued.filter((q) => q.kind === 'dealer')).toHaveLength(2)
  })
})
