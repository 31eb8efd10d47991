import { describe, expect, it } from 'vitest'

import { business } from '#app/kernel/dealer/business.ts'
import { localInputValue } from '#app/kernel/zoned-time.ts'
import { unendedAnnouncements } from '#app/site/.server/announcements/read-announcements.ts'
import { backOfficeAction } from '#tests/support/back-office-action.ts'

import { action } from './announcements'

/*
 * /admin/announcements through its action as the browser reaches it: owners
 * only, every bad input a 400 naming the problem with nothing stored, every
 * change audited, and of two owners ending a banner at once only one does.
 */

const { db, cookieFor, post, send } = await backOfficeAction('/admin/announcements', action)
const hour = 3_600_000
const local = (ms: number) => localInputValue(new Date(Date.now() + ms), business.timeZone)

const rowCount = async () =>
  Number(
    (
      await db
        .selectFrom('announcements')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

const auditOf = (action: string) =>
  db
    .selectFrom('audit_log')
    .select(['entity_id', 'actor_email'])
    .where('action', '=', action)
    .execute()

const banner = (changes: Record<string, string> = {}) => ({
  intent: 'add',
  text: 'Winter storage: book your spot',
  linkUrl: '/services',
  linkText: 'See the storage plans',
  tone: 'info',
  where: 'chosen',
  'page-inventory': 'on',
  startsAt: local(-hour),
  endsAt: local(24 * hour),
  ...changes,
})

async function added(owner: string, changes: Record<string, string> = {}) {
  expect((await send(post(owner, banner(changes)))).status).toBe(302)
  const row = await db
    .selectFrom('announcements')
    .select('id')
    .where('text', '=', changes.text ?? banner().text)
    .executeTakeFirstOrThrow()
  return row.id
}

describe('/admin/announcements', () => {
  it('is for owners only', async () => {
    const staff = await cookieFor('staff')
    expect((await send(post(staff, banner()))).status).toBe(403)
    expect(await rowCount()).toBe(0)
  })

  it.each([
    [{ text: 'x'.repeat(161) }, 'text', 'The text is 161 characters: keep it to 160.'],
    [{ endsAt: local(-2 * hour) }, 'endsAt', 'The end must be after the start.'],
    [
      { startsAt: local(-5 * hour), endsAt: local(-2 * hour) },
      'endsAt',
      'The end is in the past: choose a later date and time.',
    ],
    [
      { linkUrl: 'javascript:alert(document.cookie)' },
      'linkUrl',
      'The link must be a page of this site (starting with /) or an https:// address.',
    ],
    [{ where: 'chosen', 'page-inventory': '' }, 'where', 'Choose at least one group of pages.'],
  ])('refuses %o with a message, storing nothing', async (change, field, message) => {
    const owner = await cookieFor('owner')
    const answer = await send(post(owner, banner(change)))
    expect(answer.status).toBe(400)
    expect(answer.problems).toMatchObject({ [field]: message })
    expect(await rowCount()).toBe(0)
    expect(await auditOf('announcement.add')).toEqual([])
  })

  it('adds, edits, ends and deletes a banner, each with its audit row, and the pages read it', async () => {
    const owner = await cookieFor('owner')
    const id = await added(owner)
    expect((await unendedAnnouncements(db, new Date())).map((a) => a.text)).toEqual([
      'Winter storage: book your spot',
    ])
    const edit = await send(
      post(owner, banner({ intent: 'edit', id, text: 'Storage: two weeks left' })),
    )
    expect(edit.status).toBe(302)
    const [edited] = await unendedAnnouncements(db, new Date())
    expect(edited).toMatchObject({ text: 'Storage: two weeks left', pages: ['inventory'] })
    expect((await send(post(owner, { intent: 'end', id }))).status).toBe(302)
    expect(await unendedAnnouncements(db, new Date())).toEqual([])
    // ended, it cannot end again
    expect((await send(post(owner, { intent: 'end', id }))).status).toBe(409)
    expect((await send(post(owner, { intent: 'delete', id }))).status).toBe(302)
    expect((await send(post(owner, { intent: 'delete', id }))).status).toBe(404)
    expect(await rowCount()).toBe(0)
    for (const action of ['add', 'edit', 'end', 'remove'])
      expect(await auditOf(`announcement.${action}`)).toEqual([
        { entity_id: id, actor_email: expect.stringContaining('@example.com') as unknown },
      ])
  })

  it('does not end a banner that has not started', async () => {
    const owner = await cookieFor('owner')
    const id = await added(owner, {
      text: 'Spring sale',
      startsAt: local(48 * hour),
      endsAt: local(72 * hour),
    })
    expect((await send(post(owner, { intent: 'end', id }))).status).toBe(409)
    await db.deleteFrom('announcements').execute()
  })

  it('ends a banner once when two owners end it at the same moment', async () => {
    const [first, second] = [await cookieFor('owner'), await cookieFor('owner')]
    const id = await added(first, { text: 'Black Friday' })
    const answers = await Promise.all(
      [first, second].map((cookie) => send(post(cookie, { intent: 'end', id }))),
    )
    expect(answers.map((a) => a.status).sort()).toEqual([302, 409])
    expect(await auditOf('announcement.end')).toHaveLength(2) // the earlier test's and this one
    await db.deleteFrom('announcements').execute()
  })
})
