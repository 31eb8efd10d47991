import { describe, expect, it } from 'vitest'

import { twoFactorRequired } from '#app/kernel/.server/settings/app-settings.ts'
import {
  createStaffUser,
  sessionIdsOf,
  staffTestDatabase,
  startTestSession,
} from '#tests/support/staff.ts'

import { changeRole, requireTwoFactorForAll, setActive } from './staff-admin'

const db = await staffTestDatabase()

const audit = () =>
  db
    .selectFrom('audit_log')
    .select(['action', 'actor_email', 'before', 'after'])
    .orderBy('at')
    .orderBy('id')
    .execute()

describe('managing staff', () => {
  it('keeps at least one active owner', async () => {
    const owner = await createStaffUser(db, { email: 'only-owner@example.com', role: 'owner' })
    const actor = { id: owner.id, email: owner.email }
    await expect(
      changeRole(db, { actor, userId: owner.id, role: 'staff', ip: null }),
    ).rejects.toThrow(/last active owner/)
    await expect(
      setActive(db, { actor, userId: owner.id, active: false, ip: null }),
    ).rejects.toThrow(/last active owner/)
  })

  it('records a role change with before and after, in the audit log', async () => {
    const owner = await createStaffUser(db, { email: 'boss@example.com', role: 'owner' })
    const clerk = await createStaffUser(db, { email: 'clerk@example.com' })
    await changeRole(db, {
      actor: { id: owner.id, email: owner.email },
      userId: clerk.id,
      role: 'owner',
      ip: '192.0.2.7',
    })
    const row = (await audit()).find((r) => r.action === 'staff.role')
    expect(row).toMatchObject({ actor_email: 'boss@example.com' })
    expect(JSON.parse(row?.before ?? '{}')).toEqual({ email: 'clerk@example.com', role: 'staff' })
    expect(JSON.parse(row?.after ?? '{}')).toEqual({ email: 'clerk@example.com', role: 'owner' })
  })

  it('disabling an account ends its sessions', async () => {
    const owner = await createStaffUser(db, { email: 'chief@example.com', role: 'owner' })
    const leaver = await createStaffUser(db, { email: 'leaver@example.com' })
    for (let i = 0; i < 2; i++) {
      await startTestSession(db, leaver.id)
    }
    await setActive(db, {
      actor: { id: owner.id, email: owner.email },
      userId: leaver.id,
      active: false,
      ip: null,
    })
    expect(await sessionIdsOf(db, leaver.id)).toEqual([])
    const row = (await audit()).find((r) => r.action === 'staff.disable')
    expect(JSON.parse(row?.after ?? '{}')).toMatchObject({ active: false, sessionsEnded: 2 })
  })

  it('stores the two-factor requirement and records the change', async () => {
    const owner = await createStaffUser(db, { email: 'strict@example.com', role: 'owner' })
    expect(await twoFactorRequired(db)).toBe(false)
    await requireTwoFactorForAll(db, {
      actor: { id: owner.id, email: owner.email },
      required: true,
      ip: null,
    })
    expect(await twoFactorRequired(db)).toBe(true)
    expect((await audit()).map((r) => r.action)).toContain('settings.require-two-factor')
  })
})
