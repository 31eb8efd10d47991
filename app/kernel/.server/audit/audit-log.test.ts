import { describe, expect, it } from 'vitest'

import { eachTestDatabase } from '#tests/support/database.ts'
import { queryPlans, scansWhole, usesIndex } from '#tests/support/query-plan.ts'

import { recordAudit } from './audit'
import { auditActions, listAudit } from './audit-log'

const db = eachTestDatabase()

const ana = { id: null, email: 'ana@example.com' }
const ben = { id: null, email: 'ben@example.com' }

/** Five audit rows a minute apart from 09:00 UTC on 1 March 2026. */
async function recordFive() {
  const entries = [
    { actor: ana, action: 'vehicle.update' },
    { actor: ben, action: 'sign-in.success' },
    { actor: ana, action: 'vehicle.create' },
    { actor: ben, action: 'vehicle.update' },
    { actor: ana, action: 'sign-in.success' },
  ]
  for (const [i, entry] of entries.entries())
    await recordAudit(db(), entry, new Date(Date.UTC(2026, 2, 1, 9, i)))
}

describe('the audit page', () => {
  it('offers each recorded action once, in order, by seeking the index rather than reading the log', async () => {
    await recordFive()
    expect(await auditActions(db())).toEqual([
      'sign-in.success',
      'vehicle.create',
      'vehicle.update',
    ])
    const plans = await queryPlans(db(), auditActions)
    expect(plans.some((plan) => usesIndex(plan, 'audit_log_action_at'))).toBe(true)
    for (const plan of plans) expect(scansWhole(plan, 'audit_log'), plan).toBe(false)
  })

  it('offers no action before anything is recorded', async () => {
    expect(await auditActions(db())).toEqual([])
  })

  it('filters by action and by person, newest first, through their indexes', async () => {
    await recordFive()
    const actionsOf = async (filter: { actor?: string; action?: string }) =>
      (await listAudit(db(), { ...filter, page: 1 })).rows.map(
        (row) => `${row.actor_email} ${row.action}`,
      )
    expect(await actionsOf({ action: 'vehicle.update' })).toEqual([
      'ben@example.com vehicle.update',
      'ana@example.com vehicle.update',
    ])
    expect(await actionsOf({ actor: ' Ana@Example.com ' })).toEqual([
      'ana@example.com sign-in.success',
      'ana@example.com vehicle.create',
      'ana@example.com vehicle.update',
    ])
    expect(await actionsOf({ actor: 'ana@example.com', action: 'vehicle.update' })).toEqual([
      'ana@example.com vehicle.update',
    ])
    // an action is one of the list, not the start of one
    expect(await actionsOf({ action: 'vehicle' })).toEqual([])

    for (const [filter, index] of [
      [{ action: 'vehicle.update' }, 'audit_log_action_at'],
      [{ actor: 'ana@example.com' }, 'audit_log_actor_email_at'],
      [{}, 'audit_log_at_id'],
    ] as const) {
      const [plan = ''] = await queryPlans(db(), (d) => listAudit(d, { ...filter, page: 3 }))
      expect(usesIndex(plan, index), plan).toBe(true)
      if (Object.keys(filter).length > 0) expect(scansWhole(plan, 'audit_log'), plan).toBe(false)
    }
  })

  it('lists the rows of one moment newest first, in the order they were written', async () => {
    const moment = new Date(Date.UTC(2026, 2, 1, 9, 0))
    const actions = Array.from({ length: 12 }, (_, i) => `step.${String(i).padStart(2, '0')}`)
    for (const action of actions) await recordAudit(db(), { actor: ana, action }, moment)
    const { rows } = await listAudit(db(), { page: 1 })
    expect(rows.map((row) => row.action)).toEqual([...actions].reverse())
  })
})
