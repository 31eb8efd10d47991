import { describe, expect, it } from 'vitest'

import { parseSettings } from '#app/kernel/.server/env.ts'
import { buyerPriceSettings } from '#app/sales/.server/buyer-price/price-settings.ts'
import { eachTestDatabase } from '#tests/support/database.ts'
import { createStaffUser, startTestSession } from '#tests/support/staff.ts'

import { action } from './buyer-price.tsx'

const site = 'http://localhost:3000'
const settings = parseSettings({ SITE_URL: site })

describe("the owners' buyer price page", () => {
  const db = eachTestDatabase()

  async function post(role: 'owner' | 'staff', fields: Record<string, string>) {
    const user = await createStaffUser(db(), { email: `${crypto.randomUUID()}@example.com`, role })
    const { token } = await startTestSession(db(), user.id)
    try {
      const answer = (await action({
        request: new Request(`${site}/admin/buyer-price`, {
          method: 'POST',
          headers: {
            cookie: `staff_session=${token}`,
            origin: site,
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: new URLSearchParams(fields).toString(),
        }),
        context: { db: db(), settings, cspNonce: '', requestTime: Date.now() },
        params: {},
      } as never)) as unknown as {
        data: { message?: string; error?: string }
        init: ResponseInit | null
      }
      return { status: answer.init?.status ?? 200, ...answer.data, userId: user.id }
    } catch (thrown) {
      if (thrown instanceof Response) return { status: thrown.status, userId: user.id }
      throw thrown
    }
  }

  it('saves each setting, audited, and the price box reads it', async () => {
    const apr = await post('owner', { intent: 'apr', apr: '0' })
    expect(apr).toMatchObject({ status: 200, message: 'Saved: estimates at 0% APR.' })
    expect(await post('owner', { intent: 'terms', terms: '72, 12, 36' })).toMatchObject({
      message: 'Saved: buyers choose 12, 36, 72 months.',
    })
    expect(
      await post('owner', { intent: 'documentationFee', documentationFee: '149' }),
    ).toMatchObject({
      message: 'Saved: a documentation fee of $149.',
    })
    expect(
      await post('owner', {
        intent: 'financingTag',
        financingTag: '0% for 36 months on 2026 models.',
      }),
    ).toMatchObject({ message: 'Saved: carts tagged "Financing offer" show these terms.' })
    const read = await buyerPriceSettings(db())
    expect(read).toMatchObject({
      documentationFeeCents: 14_900,
      financing: { aprBasisPoints: 0, termsMonths: [12, 36, 72], defaultTermMonths: 36 },
      financingTagTerms: '0% for 36 months on 2026 models.',
    })
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('action', '=', 'settings.financing-apr')
      .execute()
    expect(audit).toEqual([{ action: 'settings.financing-apr', actor_id: apr.userId }])
  })

  it.each([
    [
      { intent: 'apr', apr: '31' },
      'Enter the APR as a percent from 0 to 30, with at most two decimals.',
    ],
    [
      { intent: 'terms', terms: '6' },
      'Enter up to 8 terms in whole months from 12 to 120, separated by commas.',
    ],
    [
      { intent: 'prequalification', prequalification: 'http://lender.example' },
      'Enter the https address of the lender’s pre-qualification page, or nothing.',
    ],
    [{ intent: 'downPayment', downPayment: '95' }, 'Enter a whole percent from 0 to 90.'],
  ])('refuses %o with a 400', async (fields, error) => {
    expect(await post('owner', fields)).toMatchObject({ status: 400, error })
  })

  it('is for owners only', async () => {
    expect(await post('staff', { intent: 'apr', apr: '1' })).toMatchObject({ status: 403 })
  })
})
