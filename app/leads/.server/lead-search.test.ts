import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'

import type { DB } from '#app/kernel/.server/db/connection.ts'
import { engineOf } from '#app/kernel/.server/db/engine.ts'
import { parseLeadFilter } from '#app/leads/lead-filter.ts'
import { forgetPerson } from '#app/privacy/.server/forget.ts'
import { eachTestDatabase } from '#tests/support/database.ts'
import { seedLeads } from '#tests/support/leads.ts'
import { queryPlans, scansWhole, usesIndex } from '#tests/support/query-plan.ts'

import { inbox } from './inbox'
import { searchWords } from './lead-search'

const db = eachTestDatabase()
const now = new Date('2026-11-30T15:00:00.000Z')

/** The names the inbox lists for a search, and how many its counts say it holds. */
async function search(q: string, on: DB = db()) {
  const found = await inbox(on, parseLeadFilter(new URLSearchParams({ q })), 'nobody', now)
  return { names: found.leads.map((lead) => lead.name).sort(), total: found.counts.all }
}

const names = async (q: string) => (await search(q)).names

async function seedPeople() {
  return seedLeads(db(), [
    {
      received_at: '2026-11-20T15:00:00.000Z',
      first_name: 'Jane',
      last_name: 'Smith',
      email: 'jane.smith@example.com',
      phone: '(570) 555-0142',
      message: 'Is the 4-seater still available for a test drive?',
    },
    {
      received_at: '2026-11-21T15:00:00.000Z',
      first_name: 'Smitty',
      last_name: 'Nakamura',
      email: 'kai_n@lakeside.example',
      phone: '+1 610 555 0199',
      message: 'Need a charger for my Denago.',
    },
    {
      received_at: '2026-11-22T15:00:00.000Z',
      first_name: 'Olga',
      last_name: 'Jones',
      email: 'olga@example.com',
      phone: '717.555.2368',
      message: 'Renting two carts for a wedding in June.',
    },
  ])
}

describe('the inbox search', () => {
  it('finds a lead by the start of any word of its name, e-mail, phone or message', async () => {
    await seedPeople()
    expect(await names('Jan')).toEqual(['Jane Smith'])
    expect(await names('smith')).toEqual(['Jane Smith'])
    // a word's start: Smitty too
    expect(await names('SMIT')).toEqual(['Jane Smith', 'Smitty Nakamura'])
    expect(await names('jane.smith@example.com')).toEqual(['Jane Smith'])
    expect(await names('example.com')).toEqual(['Jane Smith', 'Olga Jones'])
    expect(await names('lakeside')).toEqual(['Smitty Nakamura'])
    expect(await names('kai_n')).toEqual(['Smitty Nakamura'])
    expect(await names('@lakeside.example')).toEqual(['Smitty Nakamura'])
    for (const phone of ['570-555-0142', '(570) 555-0142', '5705550142', '5550142', '0142', '142'])
      expect(await names(phone), phone).toEqual(['Jane Smith'])
    // the +1 of a number is not part of its digits, typed or not
    expect(await names('16105550199')).toEqual(['Smitty Nakamura'])
    expect(await names('610.555.0199')).toEqual(['Smitty Nakamura'])
    expect(await names('wedding')).toEqual(['Olga Jones'])
    expect(await names('4-seater')).toEqual(['Jane Smith'])
    expect(await names('555')).toHaveLength(3)
    // the middle of a word is not its start
    expect(await names('mith')).toEqual([])
  })

  it('needs every word, each anywhere in the lead, and counts what it lists', async () => {
    await seedPeople()
    expect(await search('jane 570')).toEqual({ names: ['Jane Smith'], total: 1 })
    expect(await search('jane 610')).toEqual({ names: [], total: 0 })
    expect(await search('smit charger')).toEqual({ names: ['Smitty Nakamura'], total: 1 })
    expect(await search('  example   carts  ')).toEqual({ names: ['Olga Jones'], total: 1 })
  })

  it('reads any input as words to find, never as query syntax', async () => {
    await seedPeople()
    const hostile = [
      '"',
      '""',
      '*',
      '-',
      'a:b',
      'NEAR(',
      'NEAR(smith jane)',
      'smith OR olga',
      'smith AND NOT jane',
      "o'brien",
      '\\',
      '(((',
      "'; drop table contact_messages; --",
      'sm!th & | ! <-> :*',
      '',
      'x'.repeat(200),
      `${'ab '.repeat(66)}smith`,
      'ß İ ﬃ 🙂 𝔸',
    ]
    for (const q of hostile) {
      const found = await search(q)
      expect(found.names.length, q).toBe(found.total)
    }
    // punctuation alone is no word: everything is listed, as for an empty search
    expect(await names('"')).toHaveLength(3)
    expect(await names('-')).toHaveLength(3)
    // quotes, stars and minus signs around a word are not operators
    expect(await names('"smith"')).toEqual(['Jane Smith'])
    expect(await names('-smith')).toEqual(['Jane Smith'])
    expect(await names('smith*')).toEqual(['Jane Smith'])
    expect(await names('smith OR olga')).toEqual([])
    expect(await names('NEAR(smith')).toEqual([])
    // at most six words are read: the seventh does not narrow the search
    expect(searchWords('a b c d e f g')).toHaveLength(6)
    expect(await names('jane jane jane jane jane jane nobody')).toEqual(['Jane Smith'])
  })

  it('no longer finds a forgotten person by what was erased, and finds an edited lead by its new words', async () => {
    const [jane, kai] = await seedPeople()
    // SQLite: the FTS5 index's own pages hold a word while a lead has it, and not after
    const pagesWith = async (word: string) =>
      engineOf(db()) === 'sqlite'
        ? (
            await sql<{ n: number }>`select count(*) as n from contact_messages_search_data
              where instr(block, cast(${word} as blob)) > 0`.execute(db())
          ).rows[0]?.n
        : 0
    const before = await pagesWith('jane')
    await forgetPerson(db(), { kind: 'email', email: 'jane.smith@example.com' }, { actor: null })
    expect(await pagesWith('jane')).toBe(0)
    if (engineOf(db()) === 'sqlite') expect(before).toBeGreaterThan(0)
    for (const q of ['jane', 'smith', 'example.com', '5550142', 'seater'])
      expect(await names(q), q).not.toContain('Jane Smith')
    expect(await names('erased')).toEqual(['[erased] [erased]'])

    await db()
      .updateTable('contact_messages')
      .set({ last_name: 'Whitfield', phone: '814-555-7001', phone_digits: '8145557001' })
      .where('id', '=', kai!)
      .execute()
    expect(await names('whitf')).toEqual(['Smitty Whitfield'])
    expect(await names('5557001')).toEqual(['Smitty Whitfield'])
    expect(await names('nakamura')).toEqual([])
    expect(await names('6105550199')).toEqual([])

    await db().deleteFrom('contact_messages').where('id', 'in', [jane!, kai!]).execute()
    expect(await names('smitty')).toEqual([])
    expect(await names('erased')).toEqual([])
  })

  it('reads the search index, not every lead, for the list and its counts', async () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({
      received_at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
      phone: `610-555-${String(i).padStart(4, '0')}`,
    }))
    await seedLeads(db(), many)
    await seedPeople()
    // PostgreSQL plans from the statistics autovacuum keeps (SQLite has none): at ten
    // thousand leads it prefers the index to reading every received lead
    if (engineOf(db()) === 'postgres') await sql`analyze contact_messages`.execute(db())
    const filter = parseLeadFilter(new URLSearchParams({ q: 'smith 570' }))
    const plans = await queryPlans(db(), (d) => inbox(d, filter, 'nobody', now))
    const searched = plans.filter((plan) => /\bsearch_words\b|contact_messages_search/.test(plan))
    // the page, the counts by stage and the overdue count
    expect(searched, plans.join('\n\n')).toHaveLength(3)
    for (const plan of searched) {
      expect(scansWhole(plan, 'contact_messages'), plan).toBe(false)
      const index = /SCAN contact_messages_search VIRTUAL TABLE INDEX \d+:M/.test(plan)
      // the overdue count may start from the (smaller) index of unanswered leads instead
      const unanswered = usesIndex(plan, 'contact_messages_unanswered_due')
      expect(index || unanswered || usesIndex(plan, 'contact_messages_search'), plan).toBe(true)
    }
  })
})
