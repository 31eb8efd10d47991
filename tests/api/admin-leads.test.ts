import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { openDatabase } from '#app/kernel/.server/db/connection.ts'
import { changedMeanwhileMessage } from '#app/kernel/conflict-message.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { calendarDay } from '#app/kernel/zoned-time.ts'
import { csrfFrom, getPage, invitePath, postForm, sessionPair } from '#tests/support/admin.ts'
import { postContact, validContact } from '#tests/support/contact.ts'
import { startServer, type TestServer } from '#tests/support/server.ts'

/*
 * The lead inbox against the real server: what staff see, how they filter
 * and export it, and that every change is refused or recorded as it should.
 */

let server: TestServer
let sam: string
let olga: string
let samId: string
const ids: Record<string, string> = {}

// an empty origin sends none
const post = (path: string, fields: Record<string, string>, cookie?: string, origin?: string) =>
  postForm(server.url, path, fields, { cookie, origin: origin === '' ? null : origin })

const get = (path: string, cookie?: string) => getPage(server.url, path, cookie)

async function join(email: string, name: string, role: 'owner' | 'staff') {
  const invite = await invitePath(server.databaseUrl, email, role)
  const accepted = await post(invite, { name, password: 'harbor lantern quiet meadow' })
  expect(accepted.status).toBe(302)
  return sessionPair(accepted.headers.get('set-cookie'))
}

async function send(key: string, fields: Partial<typeof validContact> & { company?: string }) {
  const response = await postContact(server.url, { ...validContact, ...fields })
  expect(response.status).toBe(201)
  ids[key] = ((await response.json()) as { id: string }).id
}

/** The inbox's HTML for a query, and the lead names it lists in order. */
async function inbox(query = '', cookie = sam) {
  const response = await get(`/admin/leads${query}`, cookie)
  expect(response.status).toBe(200)
  // React separates neighbouring text with comments; they say nothing here
  const html = (await response.text()).replaceAll('<!-- -->', '')
  // read from the table: the same leads are also listed as cards for narrow screens
  const table = html.slice(Math.max(0, html.indexOf('<table')))
  const names = [...table.matchAll(/href="\/admin\/leads\/[0-9a-f-]{36}"[^>]*>([^<]+)</g)].map(
    (m) => m[1],
  )
  return { html, names }
}

async function act(key: string, fields: Record<string, string>, cookie = sam) {
  const page = await (await get(`/admin/leads/${ids[key]}`, cookie)).text()
  return post(`/admin/leads/${ids[key]}`, { ...fields, csrf: csrfFrom(page) }, cookie)
}

beforeAll(async () => {
  server = await startServer()
  sam = await join('sam@example.com', 'Sam Staff', 'staff')
  olga = await join('olga@example.com', 'Olga Owner', 'owner')
  samId = (
    await server.query<{ id: string }>("select id from staff_users where email = 'sam@example.com'")
  )[0]?.id as string
  await send('dana', {})
  await send('lee', {
    firstName: 'Lee',
    lastName: 'Moreau',
    email: 'lee@example.com',
    phone: '(570) 555-0101',
    interest: 'service',
    message: 'My charger clicks and stops.',
  })
  await send('formula', {
    firstName: '=HYPERLINK("http://evil.example")',
    lastName: 'Smith',
    email: 'formula@example.com',
    phone: '570 555 0111',
    message: '+1 calls are fine; @noon works',
  })
  await send('again', {
    message: 'Dana again: any news on the 4-seater?',
    phone: '+1 570 555 0188',
  })
  await send('bot', { firstName: 'Bot', company: 'spam inc' })
})
afterAll(() => server.stop())

describe('the inbox', () => {
  it('lists real leads newest first with counts per stage; spam only when asked', async () => {
    const { html, names } = await inbox()
    expect(names).toEqual([
      'Dana Kowalski',
      '=HYPERLINK(&quot;http://evil.example&quot;) Smith',
      'Lee Moreau',
      'Dana Kowalski',
    ])
    expect(html).toMatch(/All <span[^>]*>\(4\)/)
    expect(html).toMatch(/New <span[^>]*>\(4\)/)
    expect((await inbox('?spam=only')).names).toEqual(['Bot Kowalski'])
    // the header's Leads link carries the number of new leads nobody has answered
    expect(html).toMatch(/Leads<span[^>]*>4<span class="sr-only"> new, unanswered/)
  })

  it('filters by interest, search, assignee, stage and day, and keeps the counts to the other filters', async () => {
    expect((await inbox('?interest=service')).names).toEqual(['Lee Moreau'])
    expect((await inbox('?q=CHARGER')).names).toEqual(['Lee Moreau'])
    expect((await inbox('?q=dana%204-seater')).names).toHaveLength(2)
    expect((await inbox('?q=0101')).names).toEqual(['Lee Moreau'])
    expect((await inbox('?q=100%25')).names).toEqual([])
    // the search's words are words, never query syntax: no error, no odd matches
    expect((await inbox(`?q=${encodeURIComponent('"moreau" -charger* AND(')}`)).names).toEqual([
      'Lee Moreau',
    ])
    expect((await inbox(`?q=${encodeURIComponent('" * : -')}`)).names).toHaveLength(4)
    expect((await inbox('?q=555-0101')).names).toEqual(['Lee Moreau'])
    expect((await inbox('?received=today')).names).toHaveLength(4)
    expect((await inbox('?from=2020-01-01&to=2020-01-31')).names).toEqual([])
    expect((await act('lee', { intent: 'assign', assignee: samId, expected: '' })).status).toBe(200)
    expect((await inbox('?assignee=me')).names).toEqual(['Lee Moreau'])
    expect((await inbox('?assignee=me', olga)).names).toEqual([])
    expect((await inbox('?assignee=nobody')).names).toHaveLength(3)
    expect(
      (await act('lee', { intent: 'stage', stage: 'contacted', expected: 'new' })).status,
    ).toBe(200)
    const contacted = await inbox('?stage=contacted&interest=service')
    expect(contacted.names).toEqual(['Lee Moreau'])
    expect(contacted.html).toMatch(/Contacted <span[^>]*>\(1\)/)
    expect(contacted.html).toMatch(/New <span[^>]*>\(0\)/)
  })

  it('tells an open inbox how many leads came after the newest it shows', async () => {
    const since = new Date(Date.now() - 60 * 60_000).toISOString()
    const response = await get(`/admin/leads/updates?since=${since}`, sam)
    expect(await response.json()).toEqual({ newest: expect.any(String) as unknown, count: 4 })
    const none = await get(`/admin/leads/updates?since=${new Date().toISOString()}`, sam)
    expect(await none.json()).toMatchObject({ count: 0 })
  })

  it('exports the current filter as formula-safe CSV and records the export', async () => {
    const response = await get('/admin/leads/export.csv?q=smith', sam)
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/)
    // named for the dealer's day, which differs from UTC's every evening
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="leads-${calendarDay(new Date(), business.timeZone)}.csv"`,
    )
    const lines = (await response.text()).trim().split('\r\n')
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`)
    expect(lines[1]).toContain("'+1 calls are fine")
    const audit = await server.query<{ after: string }>(
      "select after from audit_log where action = 'lead.export'",
    )
    expect(JSON.parse(audit[0]?.after ?? '{}')).toMatchObject({ filter: { q: 'smith' }, rows: 1 })
  })

  it('needs a session for the inbox, its updates and its export', async () => {
    for (const url of ['/admin/leads', '/admin/leads/updates', '/admin/leads/export.csv']) {
      const response = await get(url)
      expect(response.status, url).toBe(302)
      expect(response.headers.get('location'), url).toMatch(/^\/admin\/sign-in/)
    }
  })
})

describe('a lead', () => {
  it('shows every field, the notifications, the ADF and the visitor’s other messages', async () => {
    const html = await (await get(`/admin/leads/${ids.dana}`, sam)).text()
    expect(html).toContain('dana@example.com')
    expect(html).toContain('Is the 4-seater still available for a test drive?')
    expect(html).toContain('Dealer e-mail')
    expect(html).toContain('&lt;adf&gt;')
    // the same phone written differently is the same visitor
    expect(html).toContain('Dana again: any news')
  })

  it('answers 404 for an unknown lead, to pages and to changes', async () => {
    expect((await get('/admin/leads/no-such-lead', sam)).status).toBe(404)
    const page = await (await get('/admin/leads', sam)).text()
    const change = await post(
      '/admin/leads/no-such-lead',
      { intent: 'entry', kind: 'note', text: 'x', csrf: csrfFrom(page) },
      sam,
    )
    expect(change.status).toBe(404)
  })

  it('records each change as history and in the audit log; the first response once', async () => {
    expect((await act('dana', { intent: 'entry', kind: 'note', text: 'Wants red' })).status).toBe(
      200,
    )
    expect((await act('dana', { intent: 'entry', kind: 'call', text: 'Voicemail' })).status).toBe(
      200,
    )
    const events = await server.query<{ kind: string; body: string; actor_id: string }>(
      'select kind, body, actor_id from lead_events where message_id = ? order by created_at',
      ids.dana,
    )
    expect(events).toEqual([
      { kind: 'note', body: 'Wants red', actor_id: samId },
      { kind: 'call', body: 'Voicemail', actor_id: samId },
    ])
    const audit = await server.query<{ action: string; actor_email: string }>(
      'select action, actor_email from audit_log where entity_id = ? order by at',
      ids.dana,
    )
    expect(audit).toEqual([
      { action: 'lead.note', actor_email: 'sam@example.com' },
      { action: 'lead.call', actor_email: 'sam@example.com' },
    ])
    const [row] = await server.query<{ first_response_at: string | null }>(
      'select first_response_at from contact_messages where id = ?',
      ids.dana,
    )
    expect(row?.first_response_at).toBeTruthy()
    const html = await (await get(`/admin/leads/${ids.dana}`, sam)).text()
    expect(html).toMatch(/Call logged<\/span> by (<!-- -->)?Sam Staff/)
  })

  it('shows the form’s problem for bad input and for a stale change, changing nothing', async () => {
    const empty = await act('formula', { intent: 'entry', kind: 'note', text: '  ' })
    expect(empty.status).toBe(400)
    expect(await empty.text()).toContain('Write what happened.')
    const won = await act('formula', { intent: 'stage', stage: 'won', expected: 'new' })
    expect(won.status).toBe(400)
    expect(await won.text()).toContain('Mark it contacted or quoted first')
    const stranger = await act('formula', {
      intent: 'assign',
      assignee: 'not-a-person',
      expected: '',
    })
    expect(stranger.status).toBe(400)
    // Lee was moved to contacted above: a page still showing "new" must not overwrite it
    const stale = await act('lee', { intent: 'stage', stage: 'quoted', expected: 'new' })
    expect(stale.status).toBe(409)
    expect(await stale.text()).toContain(changedMeanwhileMessage)
    const events = await server.query<{ n: number }>(
      'select count(*) as n from lead_events where message_id = ?',
      ids.formula,
    )
    expect(events[0]?.n).toBe(0)
  })

  it('refuses a change from another site or without the form token', async () => {
    // neither sends the form token; the first also comes from a foreign site
    const forge = (origin: string) =>
      post(
        `/admin/leads/${ids.lee}`,
        { intent: 'entry', kind: 'note', text: 'forged' },
        sam,
        origin,
      )
    expect((await forge('https://evil.example')).status).toBe(403)
    expect((await forge('')).status).toBe(403)
    const notes = await server.query<{ n: number }>(
      "select count(*) as n from lead_events where body = 'forged'",
    )
    expect(notes[0]?.n).toBe(0)
  })

  it('quarantines and releases a lead; the release queues its e-mails and is audited', async () => {
    expect((await act('formula', { intent: 'spam' })).status).toBe(200)
    expect((await inbox('?spam=only')).names).toHaveLength(2)
    expect((await act('formula', { intent: 'not-spam' })).status).toBe(200)
    const audit = await server.query<{ action: string }>(
      'select action from audit_log where entity_id = ? order by at',
      ids.formula,
    )
    expect(audit.map((a) => a.action)).toEqual(['lead.spam', 'lead.not-spam'])
    const dealer = await server.query<{ n: number }>(
      "select count(*) as n from outbox where message_id = ? and kind = 'dealer'",
      ids.formula,
    )
    expect(dealer[0]?.n).toBe(2)
    // released: its response clock starts at the release
    const [released] = await server.query<{ due_at: string | null }>(
      'select due_at from contact_messages where id = ?',
      ids.formula,
    )
    expect(Date.parse(released?.due_at ?? '')).toBeGreaterThan(Date.now())
    expect((await act('formula', { intent: 'resend' })).status).toBe(200)
  })

  it('writes one history row and one audit row for every kind of change', async () => {
    await send('every', { firstName: 'Eve', email: 'eve@example.com', phone: '570-555-0199' })
    const steps: Array<Record<string, string>> = [
      { intent: 'assign', assignee: samId, expected: '' },
      { intent: 'stage', stage: 'contacted', expected: 'new' },
      { intent: 'entry', kind: 'note', text: 'Prefers texts' },
      { intent: 'entry', kind: 'call', text: 'Talked 5 minutes' },
      { intent: 'entry', kind: 'email', text: 'Sent the brochure' },
      { intent: 'resend' },
      { intent: 'spam' },
      { intent: 'not-spam' },
    ]
    for (const step of steps) expect((await act('every', step)).status, step.intent).toBe(200)
    const events = await server.query<{ kind: string }>(
      'select kind from lead_events where message_id = ? order by created_at, id',
      ids.every,
    )
    const audit = await server.query<{ action: string }>(
      'select action from audit_log where entity_id = ? order by at, id',
      ids.every,
    )
    const kinds = ['assigned', 'stage', 'note', 'call', 'email', 'resent', 'spam', 'not_spam']
    expect(events.map((e) => e.kind).sort()).toEqual([...kinds].sort())
    expect(audit.map((a) => a.action).sort()).toEqual(
      kinds.map((k) => `lead.${k.replace('_', '-')}`).sort(),
    )
  })

  it('marks an unanswered lead past its due time as overdue, in words', async () => {
    // due long ago (the test's query connection only reads: change it as the server would)
    const db = openDatabase(server.databaseUrl, { poolSize: 1 })
    await db
      .updateTable('contact_messages')
      .set({ due_at: '2026-01-02T15:00:00.000Z' })
      .where('id', '=', ids.again ?? '')
      .execute()
    await db.destroy()
    const { html, names } = await inbox('?status=overdue')
    expect(names).toEqual(['Dana Kowalski'])
    expect(html).toMatch(/Overdue \d+ h( \d+ min)?</)
    expect(html).toMatch(/Overdue <span[^>]*>\(1\)/)
    const page = (await (await get(`/admin/leads/${ids.again}`, sam)).text()).replaceAll(
      '<!-- -->',
      '',
    )
    expect(page).toMatch(/Overdue \d+ h/)
  })
})
