import { describe, expect, it } from 'vitest'

import { eachTestDatabase } from '#tests/support/database.ts'

import { bookStorage, holdMinutes } from './book.ts'
import { contractByToken } from './contract-by-token.ts'

/* Storage booked on both engines, on Sunday November 29 2026 at 1:30 PM in Pennsylvania. */

const now = new Date('2026-11-29T18:30:00Z')
/** The booking form; a pickup's window is 10 AM on the start date unless the changes say. */
const form = (changes: Record<string, string> = {}) => ({
  deliveryWindow: `${changes.startDay ?? '2026-12-05'}@600`,
  accessConfirmed: 'yes',
  leaveAt: 'In the garage',
  kind: 'indoor',
  plan: 'winter',
  showroom: 'scranton',
  startDay: '2026-12-05',
  brand: 'Evolution',
  model: 'Classic 4 Plus',
  serial: 'EV22-00417',
  battery: 'lithium',
  handover: 'pickup',
  street: '12 Lake Road',
  town: 'Carbondale',
  zip: '18407',
  maintenance: '',
  preparation: 'yes',
  firstName: 'Ada',
  lastName: 'Byron',
  email: 'ada@example.com',
  phone: '570-555-0123',
  terms: 'yes',
  consent: '',
  ...changes,
})

/** Dropped off at the showroom: the spaces alone decide. */
const dropOff = (changes: Record<string, string> = {}) => form({ handover: 'drop_off', ...changes })

describe('bookStorage', () => {
  const db = eachTestDatabase()
  const stored = async () => ({
    contracts: (await db().selectFrom('storage_contracts').select('id').execute()).length,
    events: (await db().selectFrom('storage_contract_events').select('id').execute()).length,
  })
  const setSpaces = (spaces: number) =>
    db()
      .updateTable('storage_spaces')
      .set({ spaces })
      .where('showroom', '=', 'scranton')
      .where('kind', '=', 'indoor')
      .execute()

  it('holds an indoor winter space to the season end at the policy prices, with the pickup fee and the terms', async () => {
    const booked = await bookStorage(db(), form(), { now, ip: '203.0.113.9' })
    if (!booked.ok) throw new Error(booked.error)
    const contract = await contractByToken(db(), booked.contract.token)
    expect(contract).toMatchObject({
      status: 'pending',
      plan: 'winter',
      kind: 'indoor',
      start_day: '2026-12-05',
      end_day: '2027-04-15',
      hold_expires_at: new Date(now.getTime() + holdMinutes * 60_000).toISOString(),
      price_cents: 65_000,
      preparation_cents: 15_000,
      maintenance_cents: 0,
      town: 'Carbondale',
      terms_accepted_at: now.toISOString(),
      terms_ip: '203.0.113.9',
      policy_effective: '2025-01-23',
      billing_consent_at: null,
    })
    expect(contract?.pickup_fee_cents).toBeGreaterThan(0)
    // the package untaxed, the preparation and the pickup taxed at 6%
    const taxable = 15_000 + (contract?.pickup_fee_cents ?? 0)
    expect(booked.totalCents).toBe(65_000 + taxable + Math.floor((taxable * 600 + 5_000) / 10_000))
    expect(await stored()).toEqual({ contracts: 1, events: 1 })
  })

  it('refuses bad input with a clear message and stores nothing', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [
        { startDay: '2026-11-28', plan: 'monthly', consent: 'yes' },
        'startDay',
        'The start date is in the past',
      ],
      [
        { startDay: '2027-01-05' },
        'startDay',
        'The winter package starts between October 15 and December 31',
      ],
      [
        { plan: 'summer', startDay: '2026-12-05' },
        'startDay',
        'The summer package starts between May 1 and July 31',
      ],
      [{ town: 'Philadelphia' }, 'town', 'We do not come to that town'],
      [{ terms: '' }, 'terms', 'Accept the storage terms to book'],
      [{ plan: 'monthly', consent: '' }, 'consent', 'Agree to the monthly charges'],
      [{ email: 'not-an-address' }, 'email', 'Invalid email address'],
    ]
    for (const [changes, field, message] of cases) {
      const result = await bookStorage(db(), form(changes), { now, ip: null })
      expect(result.ok, field).toBe(false)
      if (result.ok) continue
      expect(result.fields[field as keyof typeof result.fields]).toContain(message)
    }
    expect(await stored()).toEqual({ contracts: 0, events: 0 })
  })

  it('never sells a kind beyond its spaces, on any day asked, and lets an expired hold go', async () => {
    await setSpaces(1)
    const first = await bookStorage(db(), dropOff(), { now, ip: null })
    expect(first.ok).toBe(true)
    // monthly from spring overlaps the winter package's last days: full
    const overlapping = await bookStorage(
      db(),
      dropOff({ plan: 'monthly', consent: 'yes', startDay: '2027-04-01', preparation: '' }),
      { now, ip: null },
    )
    expect(overlapping).toMatchObject({ ok: false, reason: 'full' })
    if (!overlapping.ok) {
      expect(overlapping.error).toBe(
        'Every indoor space at Scranton Showroom is taken for those dates. Choose the other kind, the other showroom or another start date, or call us to join the waiting list.',
      )
    }
    // the other kind and the other showroom are free
    expect((await bookStorage(db(), dropOff({ kind: 'outdoor' }), { now, ip: null })).ok).toBe(true)
    expect(
      (await bookStorage(db(), dropOff({ showroom: 'pocono-pines' }), { now, ip: null })).ok,
    ).toBe(true)
    // the first contract's hold expires unpaid: its space is free again
    const later = new Date(now.getTime() + (holdMinutes + 1) * 60_000)
    expect(
      (await bookStorage(db(), dropOff({ email: 'b@example.com' }), { now: later, ip: null })).ok,
    ).toBe(true)
    expect(await stored()).toEqual({ contracts: 4, events: 4 })
  })

  it('counts the days asked: a space given back before the season is sold again', async () => {
    await setSpaces(1)
    const december = await bookStorage(
      db(),
      dropOff({ plan: 'monthly', consent: 'yes', startDay: '2026-12-01', preparation: '' }),
      { now, ip: null },
    )
    if (!december.ok) throw new Error(december.error)
    // notice given: the monthly contract holds its space through December 4 only
    await db()
      .updateTable('storage_contracts')
      .set({ status: 'active', end_day: '2026-12-04' })
      .where('id', '=', december.contract.id)
      .execute()
    expect(
      (await bookStorage(db(), dropOff({ startDay: '2026-12-04' }), { now, ip: null })).ok,
    ).toBe(false)
    expect((await bookStorage(db(), dropOff(), { now, ip: null })).ok).toBe(true)
  })
})
