import { describe, expect, it } from 'vitest'

import { erasedText } from '#app/privacy/privacy-request.ts'
import { seedLeads } from '#tests/support/leads.ts'
import { signedInCookie, staffTestFileContext } from '#tests/support/staff.ts'

import { action, loader } from './privacy'

/*
 * The owners' privacy requests page, through its loader and action as the
 * browser reaches them: owners only, from this site only, a clear 400 for
 * what is neither an address nor a number, a preview that changes nothing,
 * and the erasure only once confirmed.
 */

const { db, context } = await staffTestFileContext()
const site = 'http://localhost:3000'

const cookieFor = (role: 'owner' | 'staff') => signedInCookie(db, role, context.settings)

const post = (cookie: string, fields: Record<string, string>, origin = site) =>
  new Request(`${site}/admin/privacy`, {
    method: 'POST',
    headers: { cookie, origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  })

type Args = Parameters<typeof action>[0]
const run = (request: Request) => action({ request, context, params: {} } as unknown as Args)
const status = async (request: Request) => {
  try {
    return (await run(request)).init?.status ?? 200
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status
    throw thrown
  }
}

const [leadId] = await seedLeads(db, [
  { received_at: '2026-11-20T15:00:00.000Z', email: 'jamie@example.com', phone: '570-555-0142' },
])
const lead = () =>
  db
    .selectFrom('contact_messages')
    .select(['first_name', 'email', 'phone'])
    .where('id', '=', leadId!)
    .executeTakeFirstOrThrow()
const untouched = { first_name: 'Pat', email: 'jamie@example.com', phone: '570-555-0142' }
const requests = () =>
  db.selectFrom('audit_log').select('id').where('action', '=', 'privacy.forget').execute()
const confirmed = { person: 'JAMIE@example.com', confirm: 'yes' }

describe('/admin/privacy', () => {
  it('is for owners only, and only from this site', async () => {
    const staff = await cookieFor('staff')
    expect(await status(post(staff, confirmed))).toBe(403)
    const request = new Request(`${site}/admin/privacy`, { headers: { cookie: staff } })
    await expect(
      loader({ request, context, params: {} } as unknown as Parameters<typeof loader>[0]),
    ).rejects.toMatchObject({ status: 403 })
    const owner = await cookieFor('owner')
    expect(await status(post(owner, confirmed, 'https://evil.example'))).toBe(403)
    expect(await lead()).toEqual(untouched)
    expect(await requests()).toEqual([])
  })

  it.each([
    ['', 'Enter an e-mail address, or a phone number of 10 digits or more.'],
    ['jamie@', 'Enter a whole e-mail address, like name@example.com.'],
    ['Jamie Smith', 'Enter an e-mail address, or a phone number of 10 digits or more.'],
    ['555-0142', 'Enter an e-mail address, or a phone number of 10 digits or more.'],
  ])('refuses %j with 400 and a message, erasing nothing', async (person, message) => {
    const result = await run(post(await cookieFor('owner'), { person, confirm: 'yes' }))
    expect(result.init?.status).toBe(400)
    expect(result.data).toMatchObject({ step: 'refused', fields: { person: message } })
    expect(await lead()).toEqual(untouched)
    expect(await requests()).toEqual([])
  })

  it('shows what is held first, and erases only once confirmed', async () => {
    const owner = await cookieFor('owner')
    const preview = await run(post(owner, { person: '(570) 555-0142' }))
    expect(preview.data).toMatchObject({ step: 'preview', person: 'the phone number 5705550142' })
    if (preview.data.step !== 'preview') throw new Error('a preview')
    expect(preview.data.report.rows.find((r) => r.table === 'contact_messages')?.count).toBe(1)
    expect(await lead()).toEqual(untouched)

    const done = await run(post(owner, confirmed))
    expect(done.data).toMatchObject({ step: 'done', person: 'jamie@example.com' })
    expect(await lead()).toEqual({ first_name: erasedText, email: erasedText, phone: erasedText })
    expect(await requests()).toHaveLength(1)
  })
})
