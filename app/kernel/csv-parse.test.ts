import { describe, expect, it } from 'vitest'

import { csvLines } from './csv'
import { parseCsv, unescapeCsvFormula } from './csv-parse'

const cellsOf = (text: string, max?: number) => {
  const parsed = parseCsv(text, max)
  if (!parsed.ok) throw new Error(parsed.message)
  return parsed.records.map((record) => record.cells)
}

describe('parseCsv', () => {
  it('reads plain records ended by CRLF, LF or CR, the last one with or without an end', () => {
    expect(cellsOf('a,b\r\n1,2\r\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ])
    expect(cellsOf('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ])
    expect(cellsOf('a,b\r1,2\r')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ])
  })

  it('drops a leading byte-order mark, and keeps empty cells', () => {
    expect(cellsOf('\uFEFFid,name\r\n,x,\r\n')).toEqual([
      ['id', 'name'],
      ['', 'x', ''],
    ])
  })

  it('reads quoted cells with commas, doubled quotes and line breaks, and numbers lines', () => {
    const parsed = parseCsv('id,text\r\n1,"one, ""two""\r\nthree"\r\n2,"\n"\r\n3,""\r\n')
    expect(parsed).toEqual({
      ok: true,
      records: [
        { line: 1, cells: ['id', 'text'] },
        { line: 2, cells: ['1', 'one, "two"\r\nthree'] },
        { line: 4, cells: ['2', '\n'] },
        { line: 6, cells: ['3', ''] },
      ],
    })
  })

  it('skips empty lines but not a record of one quoted empty cell', () => {
    expect(cellsOf('a\r\n\r\nb\n\n')).toEqual([['a'], ['b']])
    expect(cellsOf('a\r\n""\r\n')).toEqual([['a'], ['']])
  })

  it('reads back what the CSV writer wrote', () => {
    const rows = [
      ['id', 'description'],
      ['cart-1', 'Two lines,\nwith "quotes"'],
      ['cart-2', ' padded '],
    ]
    expect(cellsOf(csvLines(rows))).toEqual(rows)
  })

  it('refuses a stray quote, text after a closing quote and an unclosed quote, with the line', () => {
    expect(parseCsv('a,b\r\n1,2"3\r\n')).toMatchObject({ ok: false, line: 2 })
    expect(parseCsv('a,b\r\n1,"2"3\r\n')).toMatchObject({
      ok: false,
      line: 2,
      message: 'Text after the closing quote of a cell',
    })
    expect(parseCsv('a,b\r\n1,2\r\n3,"never\r\nclosed')).toEqual({
      ok: false,
      line: 3,
      message: 'A quoted cell is never closed',
    })
  })

  it('stops past the number of records allowed', () => {
    expect(cellsOf('h\n1\n2\n', 3)).toHaveLength(3)
    expect(parseCsv('h\n1\n2\n3\n4\n', 3)).toEqual({
      ok: false,
      line: 4,
      message: 'The file has more than 3 records',
    })
  })
})

describe('unescapeCsvFormula', () => {
  it('takes off the apostrophe the writer put before a formula, and nothing else', () => {
    expect(unescapeCsvFormula("'=1+1")).toBe('=1+1')
    expect(unescapeCsvFormula("'-2 seats")).toBe('-2 seats')
    expect(unescapeCsvFormula("'tis the season")).toBe("'tis the season")
    expect(unescapeCsvFormula('plain')).toBe('plain')
  })
})
