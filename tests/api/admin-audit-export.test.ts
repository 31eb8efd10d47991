import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { business } from '#app/kernel/dealer/business.ts'
import { calendarDay } from '#app/kernel/zoned-time.ts'
import { getPage, invitePath, postForm, sessionPair } from '#tests/support/admin.ts'
import { startServer, type TestServer } from '#tests/support/server.ts'

/*
 * The audit log's CSV export against the real server: for owners only, as
 * the page, with the page's filter, and itself recorded.
 */

let server: TestServer
let sam: string
let olga: string

const get = (path: string, cookie?: string) => getPage(server.url, path, cookie)

async function join(email: string, name: string, role: 'owner' | 'staff') {
  const invite = await invitePath(server.databaseUrl, email, role)
  const accepted = await postForm(server.url, invite, {
    name,
    password: 'harbor lantern quiet meadow',
  })
  expect(accepted.status).toBe(302)
  return sessionPair(accepted.headers.get('set-cookie'))
}

beforeAll(async () => {
  server = await startServer()
  sam = await join('sam@example.com', 'Sam Staff', 'staff')
  olga = await join('olga@example.com', 'Olga Owner', 'owner')
})
afterAll(() => server.stop())

describe('the audit log export', () => {
  it('is linked from the audit page with the page’s filter', async () => {
    const html = await (
      await get('/admin/audit?person=sam%40example.com&action=staff', olga)
    ).text()
    expect(html).toContain(
      'href="/admin/audit/export.csv?person=sam%40example.com&amp;action=staff"',
    )
    expect(html).toContain('Export this log as CSV')
  })

  it('gives an owner the filtered log as CSV and records the export', async () => {
    const response = await get('/admin/audit/export.csv?person=sam%40example.com', olga)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/)
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="audit-log-${calendarDay(new Date(), business.timeZone)}.csv"`,
    )
    const lines = (await response.text()).trim().split('\r\n')
    expect(lines[0]).toBe(
      'id,at,at_local,actor_email,actor_id,action,entity,entity_id,before,after,ip',
    )
    const expected = await server.query<{ id: string }>(
      "select id from audit_log where actor_email = 'sam@example.com' order by at desc, id desc",
    )
    // Sam's own rows (accepting the invitation, signing in) and nobody else's
    expect(expected.length).toBeGreaterThan(0)
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(expected.map((r) => r.id))
    const audit = await server.query<{ actor_email: string; after: string }>(
      "select actor_email, after from audit_log where action = 'audit.export'",
    )
    expect(audit).toHaveLength(1)
    expect(audit[0]?.actor_email).toBe('olga@example.com')
    expect(JSON.parse(audit[0]?.after ?? '{}')).toEqual({
      filter: { person: 'sam@example.com' },
      rows: expected.length,
    })
  })

  it('is refused to staff who are not owners, as the audit page is', async () => {
    for (const url of ['/admin/audit', '/admin/audit/export.csv']) {
      expect((await get(url, sam)).status, url).toBe(403)
    }
    const exports = await server.query<{ n: number }>(
      "select count(*) as n from audit_log where action = 'audit.export' and actor_email = 'sam@example.com'",
    )
    expect(exports[0]?.n).toBe(0)
  })

  it('needs a session', async () => {
    const response = await get('/admin/audit/export.csv')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toMatch(/^\/admin\/sign-in/)
  })
})
