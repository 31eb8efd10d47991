import { describe, expect, it } from 'vitest'

import type { PaymentKind, PaymentStatus } from './ledger'
import { ledgerTotals, refundableCents } from './ledger-totals'

const row = (kind: PaymentKind, amount_cents: number, status: PaymentStatus = 'succeeded') => ({
  kind,
  amount_cents,
  status,
})

describe('a subject’s totals', () => {
  it('count what succeeded: paid, still held on a card, given back', () => {
    const rows = [
      row('charge', 30_000),
      row('authorisation', 60_000),
      row('capture', 5_000),
      row('desk_payment', 2_500),
      row('refund', 1_000),
      row('desk_refund', 500),
      row('charge', 9_999, 'failed'),
    ]
    expect(ledgerTotals(rows)).toEqual({
      paidCents: 37_500,
      heldCents: 55_000,
      givenBackCents: 1_500,
    })
    expect(ledgerTotals([...rows, row('release', 55_000)]).heldCents).toBe(0)
  })

  it('let the desk give back what was paid, less what went back or is on its way', () => {
    expect(refundableCents([])).toBe(0)
    expect(refundableCents([row('desk_payment', 10_000), row('refund', 2_000, 'pending')])).toBe(
      8_000,
    )
    expect(refundableCents([row('desk_payment', 1_000), row('desk_refund', 1_000)])).toBe(0)
  })
})
