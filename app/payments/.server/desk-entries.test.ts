import { describe, expect, it } from 'vitest'

import { eachTestDatabase } from '#tests/support/database.ts'

import { recordDeskEntry } from './desk-entries'

/* Money taken or given back at the desk, on both engines: one audited ledger row per form sent. */

const db = eachTestDatabase()
const actor = { id: 'u1', email: 'sam@example.com', ip: '198.51.100.4' }
const entry = {
  kind: 'desk_payment' as const,
  method: 'check' as const,
  amountCents: 45_075,
  subject: { type: 'reservation' as const, id: 'r-1' },
  key: 'desk-form-1',
  note: 'Check 1042',
}

describe('a desk entry', () => {
  it('is a succeeded ledger row, with its audit row', async () => {
    const result = await recordDeskEntry(db(), entry, { actor })
    expect(result).toMatchObject({
      ok: true,
      row: {
        kind: 'desk_payment',
        method: 'check',
        amount_cents: 45_075,
        status: 'succeeded',
        actor: 'staff',
        actor_user_id: 'u1',
        idempotency_key: 'desk-form-1',
        note: 'Check 1042',
      },
    })
    const audit = await db().selectFrom('audit_log').selectAll().execute()
    expect(audit).toMatchObject([
      { action: 'payment.desk-payment', entity: 'payment', actor_email: 'sam@example.com' },
    ])
    expect(JSON.parse(audit[0]?.after ?? '{}')).toEqual({
      method: 'check',
      amountCents: 45_075,
      subject: 'reservation:r-1',
      purpose: 'other',
      note: 'Check 1042',
    })
  })

  it('sent twice (the form’s key again) is recorded once', async () => {
    await recordDeskEntry(db(), entry, { actor })
    expect(await recordDeskEntry(db(), { ...entry, amountCents: 1 }, { actor })).toEqual({
      ok: false,
      reason: 'duplicate',
    })
    expect(await db().selectFrom('payments').select('amount_cents').execute()).toEqual([
      { amount_cents: 45_075 },
    ])
    expect(await db().selectFrom('audit_log').select('action').execute()).toHaveLength(1)
  })

  it('sent twice at once is recorded once', async () => {
    const results = await Promise.all([
      recordDeskEntry(db(), entry, { actor }),
      recordDeskEntry(db(), entry, { actor }),
    ])
    expect(results.map((result) => result.ok).sort()).toEqual([false, true])
    expect(await db().selectFrom('payments').select('id').execute()).toHaveLength(1)
    expect(await db().selectFrom('audit_log').select('action').execute()).toHaveLength(1)
  })
})
