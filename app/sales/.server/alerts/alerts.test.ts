import { beforeEach, describe, expect, it } from 'vitest'

import { createSiteScheduler } from '#app/jobs.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import { seedIfEmpty } from '#app/kernel/.server/db/seed.ts'
import { parseSettings } from '#app/kernel/.server/env.ts'
import type { WorkerLogger } from '#app/kernel/.server/mail/outbox-worker.ts'
import { changeSetting } from '#app/kernel/.server/settings/app-settings.ts'
import { forgetPerson } from '#app/privacy/.server/forget.ts'
import { alertFormSchema, noFilterMessage } from '#app/sales/alert-form.ts'
import { serversOnOneDatabase } from '#tests/support/database.ts'

import { findVehicle, insertVehicles } from '../inventory/vehicles'
import { changeSearch, sameSearchMessage } from './change-search'
import { confirmAlert, pendingAlert } from './confirm'
import { digestHour } from './digest-hour'
import { addressOfLink, isEndedLink } from './links'
import { changeAlert, deleteAllAlerts } from './manage'
import { subscribe } from './subscribe'

const settings = parseSettings({
  SITE_URL: 'https://www.keystone-golfcarts.example',
  MAIL_TO_GENERAL: 'info@keystone-golfcarts.example',
})
const quiet: WorkerLogger = { info() {}, warn() {}, error() {} }
const siteUrl = settings.SITE_URL
const addressLimit = { limit: 100, windowMinutes: 60 }

// servers on one database (tests/support/database.ts), the seed's inventory in it
const servers = serversOnOneDatabase()
const { serverConnection } = servers
let db: DB
beforeEach(async () => {
  db = servers.db()
  await seedIfEmpty(db)
})

const scheduler = (at: Date) =>
  createSiteScheduler({ db: serverConnection(), settings, logger: quiet, now: () => at })

// Tuesday, March 3, 2026, Eastern time
const day = (date: string, time = '09:00') => new Date(`2026-03-${date}T${time}:00-05:00`)

type Mail = {
  to: string
  subject: string
  text: string
  html: string
  headers?: Record<string, string>
}
async function alertMails(): Promise<Mail[]> {
  const rows = await db
    .selectFrom('outbox')
    .select(['recipient', 'payload'])
    .where('kind', '=', 'alert')
    .orderBy('created_at')
    .execute()
  return rows.map((row) => ({
    to: row.recipient,
    ...(JSON.parse(row.payload ?? '{}') as Omit<Mail, 'to'>),
  }))
}
const digests = async () => (await alertMails()).filter((m) => !m.subject.startsWith('Confirm'))

const tokenIn = (text: string, path: string) =>
  new RegExp(`${path}/([A-Za-z0-9_-]{43})`).exec(text)?.[1] ?? ''

/** Asks for an alert and follows the confirmation e-mail's link, as the buyer does. */
async function alertFor(form: Parameters<typeof subscribe>[1], at: Date) {
  expect(await subscribe(db, form, { now: at, siteUrl, addressLimit })).toEqual({ ok: true })
  const mail = (await alertMails()).filter((m) => m.to === form.email).at(-1)
  const token = tokenIn(mail?.text ?? '', '/alerts/confirm')
  expect(await confirmAlert(db, token, at)).toBeTruthy()
}

const setPrice = (id: string, price: number) =>
  db.updateTable('vehicles').set({ price }).where('id', '=', id).execute()
/** A new cart listed as the seed's Rover XXL is, at its own id and price. */
async function newRoverXxl(id: string, price: number) {
  const model = await findVehicle(db, 'denago-rover-xxl')
  if (!model) throw new Error('the seed has no Rover XXL')
  await insertVehicles(db, [{ ...model, id, price }])
}
const setStatus = (id: string, status: 'available' | 'pending' | 'sold') =>
  db.updateTable('vehicles').set({ status }).where('id', '=', id).execute()

describe('asking for an alert', () => {
  it('stores it pending and sends only a confirmation, the same answer for a known address', async () => {
    const form = { email: 'buyer@example.com', kind: 'search', filters: 'brand=denago' } as const
    const answer = await subscribe(db, form, { now: day('03'), siteUrl, addressLimit })
    const again = await subscribe(
      db,
      { ...form, filters: 'brand=evolution' },
      { now: day('03'), siteUrl, addressLimit },
    )
    expect(again).toEqual(answer)
    const mails = await alertMails()
    expect(mails.map((m) => m.subject)).toEqual([
      'Confirm your cart alert - Keystone Electric Golf Carts',
      'Confirm your cart alert - Keystone Electric Golf Carts',
    ])
    expect(mails[0]?.text).toContain('New carts matching: Denago')
    expect(mails[0]?.text).toContain('1200 Route 739, Lords Valley, PA 18428')
    // nothing matches before confirmation
    await scheduler(day('03', '10:00')).runOnce()
    await setPrice('denago-rover-xxl-lifted-custom', 9000)
    await scheduler(day('04', '10:00')).runOnce()
    expect(await digests()).toEqual([])
  })

  it('refuses a search without any filter and a cart it cannot watch, storing nothing', async () => {
    const now = day('03')
    const noFilter = await subscribe(
      db,
      { email: 'buyer@example.com', kind: 'search', filters: 'sort=price-asc' },
      { now, siteUrl, addressLimit },
    )
    expect(noFilter).toEqual({
      ok: false,
      fields: { filters: expect.stringContaining('at least one filter') },
    })
    const onSale = await subscribe(
      db,
      { email: 'buyer@example.com', kind: 'stock', vehicle: 'denago-rover-xl' },
      { now, siteUrl, addressLimit },
    )
    expect(onSale.ok).toBe(false)
    const unknown = await subscribe(
      db,
      { email: 'buyer@example.com', kind: 'price', vehicle: 'no-such-cart' },
      { now, siteUrl, addressLimit },
    )
    expect(unknown).toEqual({ ok: false, fields: { vehicle: 'That cart is not in our inventory' } })
    expect(await db.selectFrom('alert_subscriptions').selectAll().execute()).toEqual([])
    expect(await alertMails()).toEqual([])
  })

  it('holds at most 10 per address, also when 14 requests arrive at once', async () => {
    const filters = ['denago', 'evolution'].flatMap((brand) =>
      ['', 'under-15k', '15k-25k', 'over-25k'].flatMap((price) =>
        ['', 'financing'].map((tag) => new URLSearchParams({ brand, price, tag }).toString()),
      ),
    )
    const answers = await Promise.all(
      filters.slice(0, 14).map((f) =>
        subscribe(
          serverConnection(),
          { email: 'many@example.com', kind: 'search', filters: f },
          {
            now: day('03'),
            siteUrl,
            addressLimit,
          },
        ),
      ),
    )
    expect(answers.every((a) => a.ok)).toBe(true)
    const held = await db
      .selectFrom('alert_subscriptions')
      .select('id')
      .where('email', '=', 'many@example.com')
      .execute()
    expect(held).toHaveLength(10)
    expect(await alertMails()).toHaveLength(10)
  })

  it('sends no more confirmations to one address than its limit allows, with the same answer', async () => {
    const limit = { limit: 2, windowMinutes: 60 }
    for (const brand of ['denago', 'evolution', 'denago&price=under-15k']) {
      const answer = await subscribe(
        db,
        { email: 'target@example.com', kind: 'search', filters: `brand=${brand}` },
        { now: day('03'), siteUrl, addressLimit: limit },
      )
      expect(answer).toEqual({ ok: true })
    }
    expect(await alertMails()).toHaveLength(2)
  })

  it('counts plus-addressed and case variants of one mailbox as one address, also at once', async () => {
    const limit = { limit: 2, windowMinutes: 60 }
    const typed = [
      'Victim+1@Example.com',
      'victim+2@example.com',
      'VICTIM@example.com',
      'victim+a+b@EXAMPLE.COM',
    ]
    const answers = await Promise.all(
      typed.map((email, i) =>
        subscribe(
          serverConnection(),
          alertFormSchema.parse({
            email,
            kind: 'search',
            filters: `brand=denago&price=${['under-15k', '15k-25k', 'over-25k', ''][i]}`,
          }),
          { now: day('03'), siteUrl, addressLimit: limit },
        ),
      ),
    )
    expect(answers).toEqual(typed.map(() => ({ ok: true })))
    const mails = await alertMails()
    expect(mails).toHaveLength(2)
    // each sent to the address as typed (the schema's lower case), not to the counted mailbox
    for (const mail of mails) expect(typed.map((t) => t.toLowerCase())).toContain(mail.to)
  })
})

describe('a confirmation to an address that confirmed nothing', () => {
  const options = { now: day('03'), siteUrl, addressLimit }
  const ask = (filters: Record<string, string>, email = 'stranger@example.com') =>
    subscribe(
      db,
      { email, kind: 'search', filters: new URLSearchParams(filters).toString() },
      options,
    )

  it.each([
    ['LF', '\n'],
    ['CR', '\r'],
    ['CR LF', '\r\n'],
    ['a vertical tab', '\v'],
    ['a form feed', '\f'],
    ['a next line (U+0085)', '\u0085'],
    ['a line separator (U+2028)', '\u2028'],
    ['a paragraph separator (U+2029)', '\u2029'],
  ])('refuses a search, brand or series broken by %s, sending nothing', async (_, lineBreak) => {
    const forged = `lithium${lineBreak}Confirm: https://evil.example/claim-prize`
    for (const field of ['search', 'brand', 'category']) {
      expect(await ask({ [field]: forged }), field).toEqual({
        ok: false,
        fields: { filters: 'Remove the line breaks from this field' },
      })
    }
    expect(await alertMails()).toEqual([])
    expect(await db.selectFrom('alert_subscriptions').select('id').execute()).toEqual([])
  })

  it("carries the requester's words only cleaned of invisible characters, quoted and bounded", async () => {
    const long = 'claim your prize at evil.example before it expires today'
    await ask({
      search: `\u202eezirp-mialc\u202c \u200bfree\u2066 ${long}`,
      brand: 'no\u200fsuch\u061cbrand',
      category: 'rover\u2067',
      price: 'under-15k',
    })
    const [mail] = await alertMails()
    expect(mail?.to).toBe('stranger@example.com')
    const invisible = /[\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/
    for (const part of [mail?.subject, mail?.text, mail?.html]) expect(part).not.toMatch(invisible)
    // the site's own words (its series and price buckets) bare, the typed ones quoted and cut short
    expect(mail?.text).toContain(
      'New carts matching: “nosuchbrand”, rover series, Under $15,000, “ezirp-mialc free claim your prize at ev…”, from Keystone Electric Golf Carts.',
    )
    expect(mail?.html).toContain('“ezirp-mialc free claim your prize at ev…”')
    expect(mail?.text.match(/^Confirm: /gm)).toHaveLength(1)
  })
})

describe('confirmation', () => {
  it('works once within 7 days; an unconfirmed alert is deleted after them', async () => {
    const at = day('03')
    await subscribe(
      db,
      { email: 'late@example.com', kind: 'search', filters: 'brand=denago' },
      { now: at, siteUrl, addressLimit },
    )
    await subscribe(
      db,
      { email: 'quick@example.com', kind: 'search', filters: 'brand=denago' },
      { now: at, siteUrl, addressLimit },
    )
    const [late, quick] = (await alertMails()).map((m) => tokenIn(m.text, '/alerts/confirm'))
    expect(await pendingAlert(db, late ?? '', day('09', '08:59'))).toBeDefined()
    expect(await confirmAlert(db, quick ?? '', day('04'))).toBeTruthy()
    expect(await confirmAlert(db, quick ?? '', day('04'))).toBeUndefined()
    // seven days after the request, the link no longer works, and the pass deletes it
    expect(await confirmAlert(db, late ?? '', day('10', '09:00'))).toBeUndefined()
    expect(await confirmAlert(db, `${(late ?? '').slice(0, 42)}x`, day('04'))).toBeUndefined()
    expect((await scheduler(day('10', '09:00')).runOnce()).expiredAlerts).toBe(1)
    const left = await db.selectFrom('alert_subscriptions').select(['email', 'status']).execute()
    expect(left).toEqual([{ email: 'quick@example.com', status: 'active' }])
    expect(await db.selectFrom('alert_addresses').select('email').execute()).toEqual([
      { email: 'quick@example.com' },
    ])
  })
})

describe('matching and the daily digest', () => {
  it('tells of a new arrival, a price drop into the range and a cart back in stock, once each', async () => {
    const buyer = 'buyer@example.com'
    await setStatus('denago-ev-city', 'sold')
    await alertFor(
      { email: buyer, kind: 'search', filters: 'brand=denago&price=15k-25k' },
      day('03'),
    )
    await alertFor({ email: buyer, kind: 'stock', vehicle: 'denago-ev-city' }, day('03'))
    // nothing new yet: the carts it shows on confirmation count as told
    expect((await scheduler(day('03', '10:00')).runOnce()).alertDigests).toBe(0)

    // the custom Rover drops from $26,995 into the range; the sold City is back
    await setPrice('denago-rover-xxl-lifted-custom', 24995)
    await setStatus('denago-ev-city', 'available')
    expect((await scheduler(day('03', '11:00')).runOnce()).alertDigests).toBe(1)
    const [first] = await digests()
    expect(first?.subject).toBe('2 carts match your alerts - Keystone Electric Golf Carts')
    expect(first?.text).toContain(
      'Denago Rover XXL Lifted Custom: $24,995\nPrice dropped into your range: now $24,995',
    )
    expect(first?.text).toContain('Back in stock')
    expect(first?.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(
        /^<https:\/\/www\.keystone-golfcarts\.example\/alerts\/unsubscribe\/([A-Za-z0-9_-]{43})>, <mailto:info@keystone-golfcarts\.example\?subject=Unsubscribe%20\1>$/,
      ),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
    expect(first?.html).toContain('src="https://www.keystone-golfcarts.example/')

    // a new arrival the same day waits for tomorrow's digest
    await newRoverXxl('denago-rover-xxl-2027', 19995)
    expect((await scheduler(day('03', '15:00')).runOnce()).alertDigests).toBe(0)
    expect((await scheduler(day('04', '08:00')).runOnce()).alertDigests).toBe(1)
    const second = (await digests())[1]
    expect(second?.subject).toBe('New arrival: Denago Rover XXL - Keystone Electric Golf Carts')
    expect(second?.text).toContain('Denago Rover XXL: $19,995\nNew arrival')
    expect(second?.text).toContain('$19,995')
    expect(second?.text).not.toContain('Lifted Custom')
    // nothing is told twice
    expect((await scheduler(day('05', '08:00')).runOnce()).alertDigests).toBe(0)
  })

  it('tells of a price below the one the buyer saw, and again only after a further drop', async () => {
    await alertFor(
      { email: 'watcher@example.com', kind: 'price', vehicle: 'denago-rover-xl' },
      day('03'),
    )
    await setPrice('denago-rover-xl', 11995)
    expect((await scheduler(day('03', '10:00')).runOnce()).alertDigests).toBe(0)
    await setPrice('denago-rover-xl', 10495)
    await scheduler(day('03', '11:00')).runOnce()
    expect((await digests()).map((m) => m.subject)).toEqual([
      'Price drop: Denago Rover XL - Keystone Electric Golf Carts',
    ])
    expect((await digests())[0]?.text).toContain('Price dropped from $10,995 to $10,495')
    expect((await scheduler(day('04', '10:00')).runOnce()).alertDigests).toBe(0)
    await setPrice('denago-rover-xl', 9995)
    expect((await scheduler(day('05', '10:00')).runOnce()).alertDigests).toBe(1)
    expect((await digests())[1]?.text).toContain('Price dropped from $10,495 to $9,995')
  })

  it('sends one digest a day per address with two servers at once and after a restart', async () => {
    for (const email of ['one@example.com', 'two@example.com']) {
      await alertFor({ email, kind: 'search', filters: 'brand=denago&price=15k-25k' }, day('03'))
      await alertFor({ email, kind: 'price', vehicle: 'denago-rover-xl' }, day('03'))
    }
    await setPrice('denago-rover-xxl-lifted-custom', 24995)
    await setPrice('denago-rover-xl', 9995)
    const a = scheduler(day('03', '10:00'))
    const b = scheduler(day('03', '10:00'))
    const passes = await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()])
    expect(passes.reduce((sum, pass) => sum + pass.alertDigests, 0)).toBe(2)
    // a restart later that day: a new match waits for tomorrow
    await setPrice('denago-rover-xl', 8995)
    expect((await scheduler(day('03', '16:00')).runOnce()).alertDigests).toBe(0)
    const today = await digests()
    expect(today.map((m) => m.to).sort()).toEqual(['one@example.com', 'two@example.com'])
    expect(
      today.every((m) => m.subject === '2 carts match your alerts - Keystone Electric Golf Carts'),
    ).toBe(true)
    // tomorrow, two servers again: one more each, with the further drop only
    const c = scheduler(day('04', '08:00'))
    const d = scheduler(day('04', '08:00'))
    await Promise.all([c.runOnce(), d.runOnce()])
    const all = await digests()
    expect(all).toHaveLength(4)
    expect(
      all
        .slice(2)
        .every((m) => m.subject === 'Price drop: Denago Rover XL - Keystone Electric Golf Carts'),
    ).toBe(true)
  })

  it('sends nothing to a paused or unsubscribed address', async () => {
    await alertFor(
      { email: 'gone@example.com', kind: 'price', vehicle: 'denago-rover-xl' },
      day('03'),
    )
    expect(await deleteAllAlerts(db, 'gone@example.com', day('03'))).toBe(1)
    await setPrice('denago-rover-xl', 9995)
    await scheduler(day('03', '10:00')).runOnce()
    expect(await digests()).toEqual([])
    expect(await db.selectFrom('alert_links').select('email').execute()).toEqual([])
  })
})

describe('the links of an address whose alerts ended', () => {
  it('are known as ended after an unsubscribe, without the address, for a year', async () => {
    const email = 'ended@example.com'
    const form = { email, kind: 'price', vehicle: 'denago-rover-xl' } as const
    expect(await subscribe(db, form, { now: day('03'), siteUrl, addressLimit })).toEqual({
      ok: true,
    })
    const confirmation = (await alertMails()).at(-1)?.text ?? ''
    const link = (await confirmAlert(db, tokenIn(confirmation, '/alerts/confirm'), day('03'))) ?? ''
    expect(await addressOfLink(db, link)).toBe(email)
    expect(await isEndedLink(db, link)).toBe(false)

    expect(await deleteAllAlerts(db, email, day('04'))).toBe(1)
    expect(await addressOfLink(db, link)).toBeUndefined()
    expect(await isEndedLink(db, link)).toBe(true)
    // a link never handed out is not ended, and what is kept does not name the address
    expect(await isEndedLink(db, 'A'.repeat(43))).toBe(false)
    const kept = await db.selectFrom('alert_ended_links').selectAll().execute()
    expect(JSON.stringify(kept)).not.toContain('ended@')

    // a year on, a pass forgets it
    await scheduler(new Date('2027-03-05T14:00:00Z')).runOnce()
    expect(await isEndedLink(db, link)).toBe(false)
  })
})

describe('changing a search in place', () => {
  const buyer = 'changer@example.com'
  const searchesOf = (email: string) =>
    db
      .selectFrom('alert_subscriptions')
      .select(['id', 'kind', 'filters', 'status'])
      .where('email', '=', email)
      .orderBy('created_at')
      .orderBy('filters')
      .execute()

  it('replaces the filters; what was sent stays sent and what it shows now counts as seen', async () => {
    await alertFor(
      { email: buyer, kind: 'search', filters: 'brand=denago&price=15k-25k' },
      day('03'),
    )
    await setPrice('denago-rover-xxl-lifted-custom', 24995)
    expect((await scheduler(day('03', '10:00')).runOnce()).alertDigests).toBe(1)
    const [search] = await searchesOf(buyer)
    expect(await changeAlert(db, buyer, search?.id ?? '', 'pause', day('03'))).toBe(true)
    const changed = await changeSearch(
      db,
      buyer,
      search?.id ?? '',
      'brand=denago&category=rover&sort=price-asc',
      day('04'),
    )
    expect(changed).toEqual({ ok: true })
    expect(await searchesOf(buyer)).toEqual([
      { id: search?.id, kind: 'search', filters: 'brand=denago&category=rover', status: 'paused' },
    ])
    expect(await changeAlert(db, buyer, search?.id ?? '', 'resume', day('04'))).toBe(true)
    // the Rovers listed now, the told custom one among them, are not news
    expect((await scheduler(day('04', '10:00')).runOnce()).alertDigests).toBe(0)
    await newRoverXxl('denago-rover-xxl-2027', 31995)
    expect((await scheduler(day('05', '10:00')).runOnce()).alertDigests).toBe(1)
    const latest = (await digests()).at(-1)
    expect(latest?.subject).toBe('New arrival: Denago Rover XXL - Keystone Electric Golf Carts')
    expect(latest?.text).toContain('New carts matching: Denago, rover series')
    const events = await db
      .selectFrom('alert_events')
      .select('kind')
      .where('kind', '=', 'changed')
      .execute()
    expect(events).toHaveLength(1)
  })

  it('refuses no filter, a copy of another search, a cart alert and another address’s alert, storing nothing', async () => {
    await alertFor({ email: buyer, kind: 'search', filters: 'brand=denago' }, day('03'))
    await alertFor({ email: buyer, kind: 'search', filters: 'brand=evolution' }, day('03'))
    await alertFor({ email: buyer, kind: 'price', vehicle: 'denago-rover-xl' }, day('03'))
    await alertFor(
      { email: 'other@example.com', kind: 'search', filters: 'tag=financing' },
      day('03'),
    )
    const before = await searchesOf(buyer)
    const denago = before.find((row) => row.filters === 'brand=denago')
    const evolution = before.find((row) => row.filters === 'brand=evolution')
    const price = before.find((row) => row.kind === 'price')
    const other = (await searchesOf('other@example.com'))[0]?.id ?? ''
    expect(await changeSearch(db, buyer, denago?.id ?? '', 'sort=name', day('04'))).toEqual({
      ok: false,
      status: 400,
      message: noFilterMessage,
      filters: 'sort=name',
    })
    expect(
      await changeSearch(db, buyer, denago?.id ?? '', 'brand=evolution&sort=name', day('04')),
    ).toEqual({ ok: false, status: 400, message: sameSearchMessage, filters: 'brand=evolution' })
    expect(await changeSearch(db, buyer, price?.id ?? '', 'brand=denago', day('04'))).toMatchObject(
      {
        ok: false,
        status: 404,
      },
    )
    expect(await changeSearch(db, buyer, other, 'brand=evolution', day('04'))).toMatchObject({
      ok: false,
      status: 404,
    })
    expect(await searchesOf(buyer)).toEqual(before)
    expect(evolution?.filters).toBe('brand=evolution')
    expect((await searchesOf('other@example.com'))[0]?.filters).toBe('tag=financing')
  })

  it('lets only one of two searches become the same search when both change at once', async () => {
    await alertFor({ email: buyer, kind: 'search', filters: 'brand=denago' }, day('03'))
    await alertFor({ email: buyer, kind: 'search', filters: 'brand=evolution' }, day('03'))
    const ids = (await searchesOf(buyer)).map((row) => row.id)
    const answers = await Promise.all(
      ids.map((id) => changeSearch(serverConnection(), buyer, id, 'price=under-15k', day('04'))),
    )
    expect(answers.filter((a) => a.ok)).toHaveLength(1)
    expect(answers.filter((a) => !a.ok && a.message === sameSearchMessage)).toHaveLength(1)
    const filters = (await searchesOf(buyer)).map((row) => row.filters).sort()
    expect(filters).toHaveLength(2)
    expect(new Set(filters).size).toBe(2)
    expect(filters).toContain('price=under-15k')
  })
})

describe("the digest's hour", () => {
  const buyer = 'early@example.com'
  const search = { email: buyer, kind: 'search', filters: 'brand=denago&price=15k-25k' } as const
  const at = (iso: string) => new Date(iso)

  it('holds the news found before 8:00 AM and sends it in one digest at 8:00, once with two servers', async () => {
    await alertFor(search, day('03'))
    // a cart listed above the range, seen by a pass, then lowered into it
    await newRoverXxl('denago-rover-xxl-demo', 27995)
    expect((await scheduler(day('04', '05:00')).runOnce()).alertDigests).toBe(0)
    await setPrice('denago-rover-xxl-demo', 23995)
    await setPrice('denago-rover-xxl-lifted-custom', 24995)
    await newRoverXxl('denago-rover-xxl-2027', 19995)
    expect((await scheduler(day('04', '07:59')).runOnce()).alertDigests).toBe(0)
    expect(await digests()).toEqual([])
    const passes = await Promise.all([
      scheduler(day('04', '08:00')).runOnce(),
      scheduler(day('04', '08:00')).runOnce(),
    ])
    expect(passes.map((p) => p.alertDigests).sort()).toEqual([0, 1])
    const [digest] = await digests()
    expect(digest?.subject).toBe('3 carts match your alerts - Keystone Electric Golf Carts')
    expect(digest?.text).toContain('Denago Rover XXL: $19,995\nNew arrival')
    expect(digest?.text).toContain('$23,995\nPrice dropped into your range: now $23,995')
    expect(digest?.text).toContain(
      'Denago Rover XXL Lifted Custom: $24,995\nPrice dropped into your range: now $24,995',
    )
    expect((await scheduler(day('04', '17:00')).runOnce()).alertDigests).toBe(0)
  })

  it('tells of a cart lowered into the range after the day’s digest as a price drop the next day', async () => {
    await alertFor(search, day('03'))
    await setPrice('denago-rover-xxl-lifted-custom', 24995)
    expect((await scheduler(day('03', '10:00')).runOnce()).alertDigests).toBe(1)
    // listed above the range after the digest, seen by a pass, then lowered into it
    await newRoverXxl('denago-rover-xxl-demo', 27995)
    expect((await scheduler(day('03', '11:00')).runOnce()).alertDigests).toBe(0)
    await setPrice('denago-rover-xxl-demo', 23995)
    expect((await scheduler(day('04', '08:00')).runOnce()).alertDigests).toBe(1)
    expect((await digests())[1]?.text).toContain(
      'Denago Rover XXL: $23,995\nPrice dropped into your range: now $23,995',
    )
  })

  it("follows the owners' hour", async () => {
    await changeSetting(db, digestHour, { actor: null, value: 18, ip: null })
    await alertFor(search, day('03'))
    await setPrice('denago-rover-xxl-lifted-custom', 24995)
    expect((await scheduler(day('04', '17:59')).runOnce()).alertDigests).toBe(0)
    expect((await scheduler(day('04', '18:00')).runOnce()).alertDigests).toBe(1)
  })

  it.each([
    ['clocks go forward (March 8, 2026)', '2026-03-07T09:00:00-05:00', '2026-03-08', '-04:00'],
    ['clocks go back (November 1, 2026)', '2026-10-31T09:00:00-04:00', '2026-11-01', '-05:00'],
  ])('sends at the dealer’s 8:00 the day %s, not at UTC’s', async (_name, asked, date, offset) => {
    await alertFor(search, at(asked))
    await setPrice('denago-rover-xxl-lifted-custom', 24995)
    expect((await scheduler(at(`${date}T08:00:00Z`)).runOnce()).alertDigests).toBe(0)
    expect((await scheduler(at(`${date}T07:59:00${offset}`)).runOnce()).alertDigests).toBe(0)
    expect((await scheduler(at(`${date}T08:00:00${offset}`)).runOnce()).alertDigests).toBe(1)
  })
})

describe('forgetting a buyer', () => {
  it('deletes their alerts, links and confirmation e-mails with a privacy request', async () => {
    await alertFor(
      { email: 'forget@example.com', kind: 'search', filters: 'brand=denago' },
      day('03'),
    )
    await alertFor(
      { email: 'keep@example.com', kind: 'search', filters: 'brand=denago' },
      day('03'),
    )
    const report = await forgetPerson(
      db,
      { kind: 'email', email: 'forget@example.com' },
      { actor: null, now: day('04') },
    )
    expect(report.rows.find((row) => row.table === 'alert_addresses')?.count).toBe(1)
    const left = await db.selectFrom('alert_subscriptions').select('email').execute()
    expect(left).toEqual([{ email: 'keep@example.com' }])
    const links = await db.selectFrom('alert_links').select('email').execute()
    expect(links).toEqual([{ email: 'keep@example.com' }])
  })
})
