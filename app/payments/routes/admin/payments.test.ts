import { describe, expect, it } from 'vitest'

import { readSetting } from '#app/kernel/.server/settings/app-settings.ts'
import { salesTaxRate } from '#app/payments/.server/sales-tax-setting.ts'
import { signedInCookie, staffTestFileContext } from '#tests/support/staff.ts'

import { action, loader } from './payments'

/*
 * The owners' sales tax rate on /admin/payments, through the route's loader
 * and action as the browser reaches them: owners only, audited, and a rate
 * that is not one refused with 400 and the field's message.
 */

const { db, context } = await staffTestFileContext()
const site = 'http://localhost:3000'

const post = (cookie: string, fields: Record<string, string>) =>
  new Request(`${site}/admin/payments`, {
    method: 'POST',
    headers: { cookie, origin: site, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  })

type Args = Parameters<typeof action>[0]
async function send(request: Request) {
  try {
    const answer = await action({ request, context, params: {} } as unknown as Args)
    return { status: answer.init?.status ?? 200, ...answer.data }
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status }
    throw thrown
  }
}

const taxAudit = () =>
  db
    .selectFrom('audit_log')
    .select(['before', 'after', 'actor_email'])
    .where('action', '=', 'settings.sales-tax')
    .execute()

describe('the sales tax rate on /admin/payments', () => {
  it('shows owners the rate, 6% until they change it', async () => {
    const cookie = await signedInCookie(db, 'owner', context.settings)
    const request = new Request(`${site}/admin/payments`, { headers: { cookie } })
    const page = await loader({ request, context, params: {} } as unknown as Parameters<
      typeof loader
    >[0])
    expect(page.salesTaxRate).toBe('6%')
  })

  it('is refused to staff', async () => {
    const staff = await signedInCookie(db, 'staff', context.settings)
    expect(await send(post(staff, { salesTaxPercent: '7' }))).toEqual({ status: 403 })
    expect(await readSetting(db, salesTaxRate)).toBe(600)
  })

  it('refuses what is not a rate with 400 and the field’s message', async () => {
    const owner = await signedInCookie(db, 'owner', context.settings)
    const refusals: [string, string][] = [
      ['', 'Enter a percent, like 6 or 6.25.'],
      ['six', 'Enter a percent, like 6 or 6.25.'],
      ['6.255', 'At most two decimals, like 6.25.'],
      ['21', 'At most 20%.'],
      ['-1', 'At least 0%.'],
    ]
    for (const [value, error] of refusals)
      expect(await send(post(owner, { salesTaxPercent: value }))).toEqual({
        status: 400,
        error,
        value,
      })
    expect(await readSetting(db, salesTaxRate)).toBe(600)
    expect(await taxAudit()).toEqual([])
  })

  it('saves an owner’s rate, with its audit row', async () => {
    const owner = await signedInCookie(db, 'owner', context.settings)
    expect(await send(post(owner, { salesTaxPercent: ' 6.25 ' }))).toEqual({
      status: 200,
      message: 'Saved: sales tax is 6.25% on the taxable charges from now on.',
    })
    expect(await readSetting(db, salesTaxRate)).toBe(625)
    const [audit] = await taxAudit()
    expect(JSON.parse(audit?.before ?? '')).toEqual({ basis_points: 600 })
    expect(JSON.parse(audit?.after ?? '')).toEqual({ basis_points: 625 })
  })
})
