import { describe, expect, it } from 'vitest'

import { readCapacity, readZoneFees } from '#app/service/.server/capacity.ts'
import { settingsValues } from '#app/service/capacity-form.ts'
import { backOfficeAction } from '#tests/support/back-office-action.ts'

import { action } from './service-settings'

/*
 * /admin/service/settings through its action as the browser reaches it:
 * owners only, a bad number a 400 naming the field with nothing stored, a
 * save audited with what was and what is.
 */

const { db, cookieFor, post, send } = await backOfficeAction('/admin/service/settings', action)

/** The form as the page shows it, with `changes` typed over it. */
async function form(changes: Record<string, string> = {}) {
  const capacity = await readCapacity(db)
  const values = settingsValues(
    (weekday, visit) => capacity[weekday]?.[visit] ?? { places: 0, online: 0 },
    await readZoneFees(db),
  )
  return { ...values, ...changes }
}

describe('the owners’ capacity and zone fees', () => {
  it('refuses staff who are not owners, and stores nothing', async () => {
    const answer = await send(
      post(await cookieFor('staff'), await form({ 'online-2-mobile': '0' })),
    )
    expect(answer.status).toBe(403)
    expect((await readCapacity(db))[2]?.mobile).toEqual({ places: 1, online: 1 })
  })

  it('refuses more online places than places, and a fee that is not an amount, with nothing stored', async () => {
    const owner = await cookieFor('owner')
    const answer = await send(
      post(owner, await form({ 'online-2-mobile': '3', 'mobile-per-mile': 'lots' })),
    )
    expect(answer.status).toBe(400)
    expect((await readCapacity(db))[2]?.mobile).toEqual({ places: 1, online: 1 })
    expect((await readZoneFees(db))['per-mile'].mobile).toBe(11900)
  })

  it('saves the places and the fees, with one audit row of before and after', async () => {
    const owner = await cookieFor('owner')
    const answer = await send(
      post(
        owner,
        await form({
          'places-2-mobile': '3',
          'online-2-mobile': '2',
          'places-0-drop_off': '2',
          'online-0-drop_off': '0',
          'mobile-per-mile': '125.50',
        }),
      ),
    )
    expect(answer.status).toBe(302)
    expect((await readCapacity(db))[2]?.mobile).toEqual({ places: 3, online: 2 })
    expect((await readCapacity(db))[0]?.drop_off).toEqual({ places: 2, online: 0 })
    expect((await readZoneFees(db))['per-mile'].mobile).toBe(12550)
    const audit = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'service.settings')
      .execute()
    expect(audit).toHaveLength(1)
    const before = JSON.parse(audit[0]?.before ?? '{}') as { fees: Record<string, unknown> }
    const after = JSON.parse(audit[0]?.after ?? '{}') as { fees: Record<string, unknown> }
    expect(before.fees['per-mile']).toEqual({ pickup: 8900, mobile: 11900 })
    expect(after.fees['per-mile']).toEqual({ pickup: 8900, mobile: 12550 })
  })
})
