import { formulaStart } from './csv'

/** A record of a CSV file: its cells, and the line of the file it starts on (from 1). */
export type CsvRecord = { line: number; cells: string[] }

export type CsvParse =
  { ok: true; records: CsvRecord[] } | { ok: false; line: number; message: string }

/**
 * Reads CSV text as RFC 4180 writes it, and as spreadsheets save it: a
 * leading byte-order mark is dropped; records end with CRLF, LF or CR; a
 * quoted cell may hold commas, doubled quotes and line breaks. A quote inside
 * an unquoted cell, text after a closing quote, or a quote never closed is
 * refused with its line. Empty lines are skipped. Reading stops with a refusal
 * past `maxRecords`, so a huge file costs no more than the limit.
 */
export function parseCsv(text: string, maxRecords = Number.POSITIVE_INFINITY): CsvParse {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text
  const records: CsvRecord[] = []
  let cells: string[] = []
  let cell = ''
  let line = 1
  let recordLine = 1
  let at = 0
  // whether the current cell was quoted, so "" is an empty cell, not a missing one
  let quoted = false
  const endCell = () => {
    cells.push(cell)
    cell = ''
    quoted = false
  }
  const endRecord = () => {
    const blank = cells.length === 0 && cell === '' && !quoted
    endCell()
    if (!blank) records.push({ line: recordLine, cells })
    cells = []
  }
  while (at < source.length) {
    const char = source[at]!
    if (char === '"') {
      if (cell !== '' || quoted) {
        return {
          ok: false,
          line,
          message: 'A quote (") inside a cell that does not start with one',
        }
      }
      quoted = true
      at++
      for (;;) {
        if (at >= source.length) {
          return { ok: false, line: recordLine, message: 'A quoted cell is never closed' }
        }
        const inner = source[at]!
        if (inner === '"') {
          if (source[at + 1] === '"') {
            cell += '"'
            at += 2
            continue
          }
          at++
          break
        }
        if (inner === '\n' || (inner === '\r' && source[at + 1] !== '\n')) line++
        cell += inner
        at++
      }
      const next = source[at]
      if (next !== undefined && next !== ',' && next !== '\r' && next !== '\n') {
        return { ok: false, line, message: 'Text after the closing quote of a cell' }
      }
      continue
    }
    if (char === ',') {
      endCell()
      at++
      continue
    }
    if (char === '\r' || char === '\n') {
      endRecord()
      at += char === '\r' && source[at + 1] === '\n' ? 2 : 1
      line++
      recordLine = line
      if (records.length > maxRecords) return tooMany(maxRecords, line - 1)
      continue
    }
    cell += char
    at++
  }
  if (cell !== '' || cells.length > 0 || quoted) endRecord()
  if (records.length > maxRecords) return tooMany(maxRecords, recordLine)
  return { ok: true, records }
}

const tooMany = (max: number, line: number): CsvParse => ({
  ok: false,
  line,
  message: `The file has more than ${max.toLocaleString('en-US')} records`,
})

/**
 * A cell as it was before `csvField` made it safe for spreadsheets: the
 * apostrophe put before a formula's first character is taken off again.
 */
export function unescapeCsvFormula(cell: string): string {
  return cell.startsWith("'") && formulaStart.test(cell.slice(1)) ? cell.slice(1) : cell
}
