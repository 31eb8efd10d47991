import { describe, expect, it } from 'vitest'

import { withTransaction } from '#app/kernel/.server/db/transaction.ts'
import { insertPayment } from '#app/payments/.server/ledger-rows.ts'
import { eachTestDatabase } from '#tests/support/database.ts'

import { bookStorage, holdMinutes } from './book.ts'
import { activateContract } from './checkout.ts'

/* A payment or a saved card that reaches the server after the booking's hold ended, on both engines. */

const now = new Date('2026-11-29T18:30:00Z')
const late = new Date(now.getTime() + (holdMinutes + 5) * 60_000)
const mail = { siteUrl: 'https://www.keystone-golfcarts.example', staffTo: 'service@example.com' }
const form = (changes: Record<string, string> = {}) => ({
  kind: 'indoor',
  plan: 'winter',
  showroom: 'scranton',
  startDay: '2026-12-05',
  brand: 'Evolution',
  model: 'Classic 4 Plus',
  battery: 'lithium',
  handover: 'drop_off',
  firstName: 'Ada',
  lastName: 'Byron',
  email: 'ada@example.com',
  phone: '570-555-0123',
  terms: 'yes',
  ...changes,
})

describe('activateContract after the hold ended', () => {
  const db = eachTestDatabase()
  const oneSpace = () =>
    db()
      .updateTable('storage_spaces')
      .set({ spaces: 1 })
      .where('showroom', '=', 'scranton')
      .where('kind', '=', 'indoor')
      .execute()
  const book = async (changes: Record<string, string> = {}, at = now) => {
    const booked = await bookStorage(db(), form(changes), { now: at, ip: null })
    if (!booked.ok) throw new Error(booked.error)
    return booked
  }

  it('keeps the contract when a space is still free', async () => {
    await oneSpace()
    const { contract } = await book({ plan: 'monthly', consent: 'yes' })
    const card = { customer: 'cus_1', paymentMethod: 'pm_1' }
    expect(
      await withTransaction(db(), (trx) =>
        activateContract(trx, contract.id, { card }, mail, late),
      ),
    ).toBe('active')
    expect(
      await db()
        .selectFrom('storage_contracts')
        .select(['status', 'card_payment_method'])
        .executeTakeFirst(),
    ).toEqual({ status: 'active', card_payment_method: 'pm_1' })
  })

  it('cancels and refunds a package whose space went to another customer meanwhile', async () => {
    await oneSpace()
    const { contract, totalCents } = await book()
    // the hold ends unpaid; another customer takes the last space
    const other = await book({ email: 'other@example.com' }, late)
    const payment = await insertPayment(
      db(),
      {
        id: 'pay-late',
        kind: 'charge',
        method: 'card_online',
        amountCents: totalCents,
        subject: { type: 'storage_contract', id: contract.id },
        purpose: 'storage',
        actor: 'renter',
        status: 'succeeded',
        idempotencyKey: 'ledger-pay-late',
        ids: { paymentIntent: 'pi_late' },
      },
      now,
    )
    expect(
      await withTransaction(db(), (trx) =>
        activateContract(trx, contract.id, { payment }, mail, late),
      ),
    ).toBe('lost')
    const contracts = await db().selectFrom('storage_contracts').select(['id', 'status']).execute()
    expect(contracts).toEqual(
      expect.arrayContaining([
        { id: contract.id, status: 'cancelled' },
        { id: other.contract.id, status: 'pending' },
      ]),
    )
    const refund = await db()
      .selectFrom('payments')
      .selectAll()
      .where('kind', '=', 'refund')
      .executeTakeFirstOrThrow()
    expect(refund).toMatchObject({
      amount_cents: totalCents,
      status: 'pending',
      subject_id: contract.id,
    })
    const told = await db()
      .selectFrom('outbox')
      .select(['recipient', 'payload'])
      .where('recipient', '=', 'ada@example.com')
      .executeTakeFirstOrThrow()
    expect(told.payload).toContain('is refunded in full to your card')
    // the event of the same payment, again: nothing more
    expect(
      await withTransaction(db(), (trx) =>
        activateContract(trx, contract.id, { payment }, mail, late),
      ),
    ).toBe('unchanged')
  })
})
