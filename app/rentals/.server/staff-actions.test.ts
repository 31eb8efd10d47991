import { describe, expect, it } from 'vitest'

import { changedMeanwhileMessage } from '#app/kernel/conflict-message.ts'
import { eachTestDatabase } from '#tests/support/database.ts'
import {
  deskStaff as actor,
  holdRequest,
  hours,
  now,
  siteUrl,
  weekendStart,
} from '#tests/support/rental-requests.ts'

import { placeHold } from './holds'
import { confirmReservation, declineReservation, reservationAsShown } from './staff-actions'

/* Staff confirm or decline a waiting request, on both engines. */

const db = eachTestDatabase()

const later = new Date(now.getTime() + hours(1))
/** who acts, when and from which site, in every staff action here */
const byStaff = { actor, now: later, siteUrl }

async function held(cartType: 'utility' | 'six-seater' = 'utility') {
  const hold = await placeHold(db(), holdRequest(cartType))
  if (!hold.ok) throw new Error(`a seeded ${cartType} cart should be free`)
  return hold
}

const reservation = (id: string) =>
  db().selectFrom('rental_reservations').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

const renterMails = async () =>
  (
    await db()
      .selectFrom('outbox')
      .select(['recipient', 'payload'])
      .where('kind', '=', 'renter')
      .execute()
  ).map((row) => ({
    to: row.recipient,
    ...(JSON.parse(row.payload ?? '{}') as {
      subject: string
      text: string
      calendar?: { filename: string; content: string }
    }),
  }))

const history = (id: string) =>
  db()
    .selectFrom('rental_reservation_events')
    .select(['kind', 'actor_email', 'detail'])
    .where('reservation_id', '=', id)
    .orderBy('at')
    .execute()

describe('confirmReservation', () => {
  it('confirms, stops the clock, clears the wait, and sends the renter a calendar entry', async () => {
    const hold = await held()
    const result = await confirmReservation(db(), {
      id: hold.id,
      version: 1,
      ...byStaff,
    })
    expect(result).toEqual({ ok: true })
    const row = await reservation(hold.id)
    expect(row).toMatchObject({
      status: 'confirmed',
      version: 2,
      hold_expires_at: null,
      first_response_at: later.toISOString(),
    })
    expect((await history(hold.id)).map((e) => [e.kind, e.actor_email])).toEqual([
      ['requested', null],
      ['confirmed', 'sam@example.com'],
    ])
    const audit = await db().selectFrom('audit_log').select(['action', 'entity_id']).execute()
    expect(audit).toEqual([{ action: 'rental.confirm', entity_id: hold.id }])
    const [mail, ...more] = await renterMails()
    expect(more).toHaveLength(0)
    expect(mail?.to).toBe('riley@example.com')
    expect(mail?.subject).toMatch(/^Your reservation is confirmed - /)
    expect(mail?.text).toContain(`${siteUrl}/rentals/reservation/${hold.token}`)
    expect(mail?.calendar?.filename).toBe('reservation.ics')
    const ics = mail?.calendar?.content ?? ''
    expect(ics).toContain(`UID:rental-${hold.id}@`)
    expect(ics).toContain('DTSTART:20260613T140000Z')
    expect(ics).toContain('DTEND:20260615T140000Z')
    // the pickup showroom of the request (Scranton) by its address
    expect(ics).toMatch(/LOCATION:Scranton[^\r]*\\, PA/)
    expect(ics.replace(/\r\n /g, '')).toContain(`/rentals/reservation/${hold.token}`)
  })

  it('of two confirms at once exactly one wins; the other is told someone else acted', async () => {
    const hold = await held()
    const confirm = () => confirmReservation(db(), { id: hold.id, version: 1, ...byStaff })
    const results = await Promise.all([confirm(), confirm()])
    expect(results.filter((r) => r.ok)).toHaveLength(1)
    expect(results.find((r) => !r.ok)).toMatchObject({ ok: false, reason: 'conflict' })
    expect(await renterMails()).toHaveLength(1)
    expect((await history(hold.id)).filter((e) => e.kind === 'confirmed')).toHaveLength(1)
  })

  it('refuses a request past its wait, an old version and an unknown id', async () => {
    const hold = await held()
    const afterWait = new Date(now.getTime() + hours(25))
    expect(
      await confirmReservation(db(), { id: hold.id, version: 1, actor, now: afterWait, siteUrl }),
    ).toMatchObject({ ok: false, reason: 'invalid' })
    expect((await reservation(hold.id)).status).toBe('expired')

    const other = await held('six-seater')
    expect(await confirmReservation(db(), { id: other.id, version: 7, ...byStaff })).toMatchObject({
      ok: false,
      reason: 'conflict',
    })
    expect(await confirmReservation(db(), { id: 'nope', version: 1, ...byStaff })).toEqual({
      ok: false,
      reason: 'not-found',
    })
    expect(await renterMails()).toHaveLength(0)
  })
})

describe('declineReservation', () => {
  it('needs a reason, which the renter reads; the cart is free again', async () => {
    const hold = await held()
    const action = { id: hold.id, version: 1, ...byStaff }
    expect(await declineReservation(db(), { ...action, reason: '   ' })).toMatchObject({
      ok: false,
      reason: 'invalid',
    })
    expect((await reservation(hold.id)).status).toBe('held')

    const reason = 'The utility cart is booked for a wedding that weekend.'
    expect(await declineReservation(db(), { ...action, reason })).toEqual({ ok: true })
    expect(await reservation(hold.id)).toMatchObject({
      status: 'declined',
      decline_reason: reason,
      hold_expires_at: null,
      first_response_at: later.toISOString(),
    })
    const events = await history(hold.id)
    expect(events.at(-1)?.kind).toBe('declined')
    expect(JSON.parse(events.at(-1)?.detail ?? '{}')).toEqual({ reason })
    const audit = await db().selectFrom('audit_log').select('action').execute()
    expect(audit.map((a) => a.action)).toEqual(['rental.decline'])
    const [mail] = await renterMails()
    expect(mail?.text).toContain(reason)
    expect(mail?.calendar).toBeUndefined()
    // the same weekend can be held again
    expect((await placeHold(db(), holdRequest('utility', weekendStart))).ok).toBe(true)
  })

  it('a decline and a confirm at once: exactly one wins', async () => {
    const hold = await held()
    const action = { id: hold.id, version: 1, ...byStaff }
    const results = await Promise.all([
      declineReservation(db(), { ...action, reason: 'No cart that weekend.' }),
      confirmReservation(db(), action),
    ])
    expect(results.filter((r) => r.ok)).toHaveLength(1)
    expect(await renterMails()).toHaveLength(1)
    const status = (await reservation(hold.id)).status
    expect(status).toBe(results[0]?.ok ? 'declined' : 'confirmed')
  })
})

describe('reservationAsShown', () => {
  const step = { from: ['held'], verb: 'confirm' } as const

  it('reads the reservation at the version and in a status the page showed', async () => {
    const hold = await held()
    const shown = await reservationAsShown(db(), { id: hold.id, version: 1 }, step)
    expect(shown).toMatchObject({ ok: true, row: { id: hold.id, status: 'held' } })
  })

  it('refuses an unknown id, an older version, and a status the step does not move from', async () => {
    const hold = await held()
    expect(await reservationAsShown(db(), { id: 'nope', version: 1 }, step)).toEqual({
      ok: false,
      refused: { ok: false, reason: 'not-found' },
    })
    expect(await reservationAsShown(db(), { id: hold.id, version: 0 }, step)).toEqual({
      ok: false,
      refused: { ok: false, reason: 'conflict', message: changedMeanwhileMessage },
    })
    const out = { from: ['out'], verb: 'check in', done: 'checked in' } as const
    expect(await reservationAsShown(db(), { id: hold.id, version: 1 }, out)).toMatchObject({
      ok: false,
      refused: { reason: 'invalid', message: expect.stringMatching(/cannot be checked in/) },
    })
  })

  it('words the refusal with the verb done: declined, changed, confirmed', async () => {
    const hold = await held()
    const done = { decline: 'declined', change: 'changed', confirm: 'confirmed' }
    for (const [verb, word] of Object.entries(done)) {
      const refused = await reservationAsShown(
        db(),
        { id: hold.id, version: 1 },
        { from: ['out'], verb },
      )
      expect(refused).toMatchObject({
        refused: { message: `This reservation is waiting for an answer, so it cannot be ${word}.` },
      })
    }
  })
})
