import { readdirSync, readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

const folder = new URL('../docs/decisions/', import.meta.url)
const records = readdirSync(folder).filter((name) => /^\d{3}-.*\.md$/.test(name))
const read = (name: string) => readFileSync(new URL(name, folder), 'utf8')

/** A record's status as its own file states it, with links to other records as their numbers. */
function statusOf(name: string): string {
  const status = /## Status\s+(.+)/.exec(read(name))?.[1] ?? ''
  return status.replace(/\[(\d{3})\]\([^)]*\)/g, '$1').trim()
}

/** The index's rows: the file each links to and the status it shows. */
const rows = [
  ...read('README.md').matchAll(/^\| \[(\d{3})\]\(([^)]+)\) *\|[^|]*\| *([^|]*?) *\|$/gm),
].map((match) => ({ number: match[1], file: match[2] ?? '', status: match[3] ?? '' }))

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
    const numbers = records.map((name) => name.slice(0, 3))
    expect(new Set(numbers).size).toBe(numbers.length)
  })
})
