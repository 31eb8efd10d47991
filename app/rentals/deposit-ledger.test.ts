import { describe, expect, it } from 'vitest'

import {
  type DepositLedgerRow,
  depositOnLedger,
  holdLapsesSoon,
  stillDueCents,
} from './deposit-ledger.ts'

const row = (
  kind: DepositLedgerRow['kind'],
  amount: number,
  more: Partial<DepositLedgerRow> = {},
): DepositLedgerRow => ({
  kind,
  method: 'card_online',
  status: 'succeeded',
  purpose: 'deposit',
  amount_cents: amount,
  stripe_payment_intent_id: 'pi_new',
  stripe_checkout_session_id: null,
  ...more,
})

describe('the deposit on the ledger', () => {
  it('reads the newest hold, what was taken and let go of it, and the fees charged beyond it', () => {
    const ledger = depositOnLedger([
      row('authorisation', 50_000, { stripe_payment_intent_id: 'pi_old' }),
      row('release', 50_000, { stripe_payment_intent_id: 'pi_old' }),
      row('authorisation', 50_000),
      row('capture', 50_000),
      row('charge', 18_900, { purpose: 'fees' }),
      row('charge', 1_000, { purpose: 'fees', status: 'failed' }),
    ])
    expect(ledger).toEqual({
      heldCents: 50_000,
      takenCents: 50_000,
      releasedCents: 0,
      feesChargedCents: 18_900,
      waitingCents: 0,
      linkSent: false,
    })
    expect(stillDueCents(68_900, ledger)).toBe(0)
  })

  it('leaves out the desk’s own card hold, and says when a link waits for the renter', () => {
    const ledger = depositOnLedger([
      row('authorisation', 60_000, { method: 'card_desk', stripe_payment_intent_id: null }),
      row('charge', 2_000, {
        purpose: 'fees',
        status: 'pending',
        stripe_checkout_session_id: 'cs_1',
      }),
    ])
    expect(ledger).toMatchObject({ heldCents: 0, waitingCents: 0, linkSent: true })
    expect(stillDueCents(2_000, ledger)).toBe(2_000)
  })

  it('warns within a day of the hold lapsing', () => {
    const lapses = '2026-06-20T12:00:00.000Z'
    expect(holdLapsesSoon(lapses, new Date('2026-06-19T11:59:00Z'))).toBe(false)
    expect(holdLapsesSoon(lapses, new Date('2026-06-19T12:00:00Z'))).toBe(true)
    expect(holdLapsesSoon(null, new Date('2026-06-19T12:00:00Z'))).toBe(false)
  })
})
