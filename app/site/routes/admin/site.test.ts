import { describe, expect, it } from 'vitest'

import { readServicePrices, readTeam } from '#app/site/.server/site-content/site-content.ts'
import { servicePriceSeed, teamSeed } from '#app/site/content/site-content-seed.ts'
import { createStaffUser, staffTestFileContext, startTestSession } from '#tests/support/staff.ts'

import { action } from './site'

/*
 * /admin/site through its action as the browser reaches it: owners only,
 * every bad input a 400 naming the problem with nothing stored, and good
 * changes audited.
 */

const { db, context } = await staffTestFileContext()
const site = 'http://localhost:3000'

async function cookieFor(role: 'owner' | 'staff') {
  const user = await createStaffUser(db, { email: `${crypto.randomUUID()}@example.com`, role })
  const { token } = await startTestSession(db, user.id, { limits: context.settings })
  return `staff_session=${token}`
}

type Args = Parameters<typeof action>[0]
/** Posts the form; the answer's status and, for a refused form, its problems. */
async function submit(cookie: string, fields: Record<string, string>) {
  const request = new Request(`${site}/admin/site`, {
    method: 'POST',
    headers: { cookie, origin: site, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  })
  const answer = await action({ request, context, params: {} } as unknown as Args).catch(
    (thrown: unknown) => {
      if (thrown instanceof Response) return thrown
      if (thrown && typeof thrown === 'object' && 'init' in thrown) return thrown as never
      throw thrown
    },
  )
  if (answer instanceof Response) return { status: answer.status, problems: {} }
  return { status: answer.init?.status ?? 200, problems: answer.data.problems }
}

const service = (change: Record<string, string> = {}) => ({
  intent: 'price-save',
  id: '',
  name: 'Battery load test',
  kind: 'fixed',
  amount: '49',
  per: '',
  note: '',
  ...change,
})
const member = (change: Record<string, string> = {}) => ({
  intent: 'member-save',
  id: '',
  name: 'Sam Ortiz',
  role: 'Technician',
  bio: 'Keeps the rental fleet charged.',
  ...change,
})
const stored = async () => ({ services: await readServicePrices(db), team: await readTeam(db) })
const seeded = { services: servicePriceSeed, team: teamSeed }

describe('/admin/site', () => {
  it('is for owners only', async () => {
    const staff = await cookieFor('staff')
    expect((await submit(staff, service())).status).toBe(403)
    expect((await submit(staff, member())).status).toBe(403)
    expect(await stored()).toEqual(seeded)
  })

  it.each([
    [service({ name: ' ' }), 'name', 'Enter the service’s name.'],
    [service({ amount: '-1' }), 'amount', 'The price cannot be negative.'],
    [service({ amount: '250000' }), 'amount', 'The price is over $100,000: check it.'],
    [
      service({ id: 'maintenance', amount: 'lots' }),
      'amount',
      'Enter the price in whole dollars, such as 155.',
    ],
    [service({ note: 'x'.repeat(81) }), 'note', 'The note is 81 characters: keep it to 80.'],
    [member({ name: '' }), 'name', 'Enter the name.'],
    [
      member({ id: 'tom-brennan', bio: 'x'.repeat(281) }),
      'bio',
      'The short bio is 281 characters: keep it to 280.',
    ],
    [member({ role: 'x'.repeat(61) }), 'role', 'The role is 61 characters: keep it to 60.'],
  ])('refuses %o with a message, storing nothing', async (fields, field, message) => {
    const owner = await cookieFor('owner')
    const answer = await submit(owner, fields)
    expect(answer.status).toBe(400)
    expect(answer.problems).toMatchObject({ [field]: message })
    expect(await stored()).toEqual(seeded)
  })

  it('answers an unknown item, move or intent with a client error', async () => {
    const owner = await cookieFor('owner')
    expect((await submit(owner, service({ id: 'no-such-service' }))).status).toBe(404)
    expect(
      (await submit(owner, { intent: 'member-move', id: 'tom-brennan', direction: 'sideways' }))
        .status,
    ).toBe(400)
    expect((await submit(owner, { intent: 'member-remove', id: 'nobody' })).status).toBe(404)
    expect((await submit(owner, { intent: 'rename-site' })).status).toBe(400)
    expect(await stored()).toEqual(seeded)
  })

  it('changes a price, adds a member and moves them first, each audited', async () => {
    const owner = await cookieFor('owner')
    expect(
      (
        await submit(
          owner,
          service({ id: 'maintenance', kind: 'from', amount: '165', per: 'hour' }),
        )
      ).status,
    ).toBe(302)
    expect((await submit(owner, member())).status).toBe(302)
    const sam = (await readTeam(db)).find((m) => m.name === 'Sam Ortiz')
    for (let i = 0; i < teamSeed.length; i++)
      await submit(owner, { intent: 'member-move', id: sam?.id ?? '', direction: 'up' })
    const { services, team } = await stored()
    expect(services[0]).toMatchObject({ id: 'maintenance', kind: 'from', amount: 165 })
    expect(team.map((m) => m.name)).toEqual(['Sam Ortiz', ...teamSeed.map((m) => m.name)])
    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'entity'])
      .where('entity', 'in', ['service_price', 'team_member'])
      .orderBy('at')
      .orderBy('id')
      .execute()
    // rows of one millisecond have no order between them
    expect(audit.map((row) => row.action).sort()).toEqual(
      ['service-price.edit', 'team-member.add', ...teamSeed.map(() => 'team-member.move')].sort(),
    )
  })
})
