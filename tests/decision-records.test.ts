import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

const folder = new URL('../docs/decisions/', import.meta.url)
const root = fileURLToPath(new URL('..', import.meta.url))
const records = readdirSync(folder).filter((name) => /^\d{3}-.*\.md$/.test(name))
const read = (name: string) => readFileSync(new URL(name, folder), 'utf8')
const numberOf = (name: string) => name.slice(0, 3)

/** A record's status as its own file states it, with links to other records as their numbers. */
function statusOf(name: string): string {
  const status = /## Status\s+(.+)/.exec(read(name))?.[1] ?? ''
  return status.replace(/\[(\d{3})\]\([^)]*\)/g, '$1').trim()
}

/** The index's rows: the file each links to and the status it shows. */
const rows = [
  ...read('README.md').matchAll(/^\| \[(\d{3})\]\(([^)]+)\) *\|[^|]*\| *([^|]*?) *\|$/gm),
].map((match) => ({ number: match[1], file: match[2] ?? '', status: match[3] ?? '' }))

/** The records that changed a record: named in its status, or saying so themselves. */
function changesOf(): Map<string, Set<string>> {
  const changes = new Map<string, Set<string>>()
  const add = (by: string, changed: string) => {
    if (by !== changed) changes.set(changed, (changes.get(changed) ?? new Set()).add(by))
  }
  for (const name of records) {
    const text = read(name)
    const own = numberOf(name)
    for (const match of statusOf(name).matchAll(/(?:Superseded|amended) by ([\d ,and]+)/g)) {
      for (const by of match[1]?.match(/\d{3}/g) ?? []) add(by, own)
    }
    for (const match of text.matchAll(
      /[Tt]his (?:record )?supersedes (?:the [^.]*? of )?(?:record )?(\d{3})/g,
    )) {
      add(own, match[1] ?? '')
    }
    for (const match of text.matchAll(
      /(?:record (\d{3}) supersedes|superseded by record (\d{3}))/g,
    )) {
      add(match[1] ?? match[2] ?? '', own)
    }
  }
  return changes
}

/** The repository paths a Markdown text names in backticks or links, without line numbers or anchors. */
function namedPaths(text: string): string[] {
  const mention =
    /`((?:app|server|scripts|tests|docs|public|\.ci)\/[^`\s]*)`|\]\(((?:\.\.\/)*(?:app|server|scripts|tests|docs|public)\/[^)\s]*)\)/g
  return [...text.matchAll(mention)]
    .map((match) => (match[1] ?? match[2] ?? '').replace(/^(\.\.\/)+/, '').replace(/[#:].*$/, ''))
    .filter((path) => !/[*<{…$]/.test(path))
}

describe('the index of decision records', () => {
  it('lists every record once, under its own number', () => {
    expect(records.length).toBeGreaterThanOrEqual(40)
    expect(rows.map((row) => row.file)).toEqual([...records].sort())
    for (const row of rows) expect(row.file.startsWith(`${row.number}-`)).toBe(true)
  })

  it('gives each record the status its file states', () => {
    for (const row of rows) expect(row.status, row.file).toBe(statusOf(row.file))
  })

  it('has no two records with one number', () => {
    const numbers = records.map(numberOf)
    expect(new Set(numbers).size).toBe(numbers.length)
  })
})

describe('a record changed by a later one', () => {
  const changes = changesOf()

  it('are found: the superseded records and those amended in part', () => {
    expect(changes.get('037')).toEqual(new Set(['038']))
    expect(changes.get('036')).toEqual(new Set(['047', '051']))
    expect(changes.get('011')).toEqual(new Set(['032']))
  })

  it('names every record that changed it in its status', () => {
    for (const [changed, by] of changes) {
      const name = records.find((record) => numberOf(record) === changed) ?? changed
      const status = statusOf(name)
      expect(status, name).toMatch(/^(Superseded by|Accepted, amended by) /)
      for (const number of by) expect(status, name).toContain(number)
    }
  })

  it('says so on its first line under the title, with a link to each', () => {
    for (const [changed, by] of changes) {
      const name = records.find((record) => numberOf(record) === changed) ?? changed
      const firstLine = read(name).split('\n')[2] ?? ''
      expect(firstLine, name).toMatch(/^> (Superseded|Amended) by /)
      for (const number of by) {
        const target = records.find((record) => numberOf(record) === number)
        expect(firstLine, name).toContain(`[${number}](${target})`)
      }
    }
  })
})

describe('the paths the documents name', () => {
  const documents = [
    'README.md',
    ...readdirSync(new URL('../docs/', import.meta.url))
      .filter((name) => name.endsWith('.md'))
      .map((name) => `docs/${name}`),
    ...records.map((name) => `docs/decisions/${name}`),
  ]

  it('are read from backticks and links, without line numbers', () => {
    expect(
      namedPaths('see `app/kernel/csv.ts:12`, [the test](../../tests/boundaries.test.ts)'),
    ).toEqual(['app/kernel/csv.ts', 'tests/boundaries.test.ts'])
    expect(namedPaths('files like `app/<business>/content/*.ts` and app/lib/gone.ts')).toEqual([])
  })

  it('exist in the repository', () => {
    const missing = documents.flatMap((document) =>
      namedPaths(readFileSync(`${root}/${document}`, 'utf8'))
        .filter((path) => !existsSync(`${root}/${path}`))
        .map((path) => `${document}: ${path}`),
    )
    expect(missing).toEqual([])
  })
})
