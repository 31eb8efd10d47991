import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { business } from '#app/kernel/dealer/business.ts'
import { addDays, calendarDay } from '#app/kernel/zoned-time.ts'
import { csrfFrom, getPage, invitePath, postForm, sessionPair } from '#tests/support/admin.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { startServer, type TestServer } from '#tests/support/server.ts'

/*
 * Two servers on one database: an owner changes the hours on one, and the
 * cached public pages of the other show the change within INVENTORY_RECHECK_MS.
 */

const recheckMs = 300
let database: TestDatabase
let front: TestServer
let office: TestServer
let owner = ''

beforeAll(async () => {
  database = await createTestDatabase()
  front = await startServer({ INVENTORY_RECHECK_MS: String(recheckMs) }, database)
  office = await startServer({}, database)
  const invite = await invitePath(office.databaseUrl, 'olive@example.com', 'owner')
  const accepted = await postForm(office.url, invite, {
    name: 'olive',
    password: 'harbor lantern quiet meadow',
  })
  expect(accepted.status).toBe(302)
  owner = sessionPair(accepted.headers.get('set-cookie'))
}, 120_000)
afterAll(async () => {
  await front?.stop()
  await office?.stop()
  await database?.drop()
})

const contactPage = async () => (await fetch(`${front.url}/contact`)).text()

async function ownerPost(fields: Record<string, string>) {
  const html = await (await getPage(office.url, '/admin/hours', owner)).text()
  const response = await postForm(
    office.url,
    '/admin/hours',
    { ...fields, csrf: csrfFrom(html) },
    { cookie: owner },
  )
  expect(response.status).toBe(302)
}

describe('hours on every server', () => {
  it('shows a closure added on one server on the other’s cached contact page within the recheck time', async () => {
    const tomorrow = addDays(calendarDay(new Date(), business.timeZone), 1)
    const before = await contactPage()
    expect(before).not.toContain('Staff training')
    await ownerPost({
      intent: 'add-exception',
      week: 'all',
      startsOn: tomorrow,
      kind: 'closed',
      note: 'Staff training',
    })
    await new Promise((resolve) => setTimeout(resolve, recheckMs + 100))
    const after = await contactPage()
    expect(after).toContain('Staff training')
    expect(after).toContain('"specialOpeningHoursSpecification"')
    expect(after).toContain(`"validFrom":"${tomorrow}"`)
  })
})
