/**
 * CSV that spreadsheets open safely (RFC 4180 quoting plus OWASP's advice on
 * formula injection): a value a spreadsheet would run as a formula, one
 * starting with = + - @ (or their full-width forms), a tab or a carriage
 * return, gets a leading apostrophe so it is shown as text. Control
 * characters other than tab and line breaks are dropped.
 */
export const formulaStart = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/
// eslint-disable-next-line no-control-regex -- terminal escapes and the like carry no data
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g

export type CsvValue = string | number | boolean | null | undefined

// a value with none of what the rules above change is written as it is:
// most are, and an export of a million rows checks each once instead of four times
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const needsCare = /[\u0000-\u001F\u007F",]|^[\s=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|\s$/

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return String(value)
  if (typeof value === 'string' && !needsCare.test(value)) return value
  let text = String(value).replace(controlCharacters, '')
  if (typeof value === 'string' && formulaStart.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text
}

/** Rows as CSV lines, each ended by CRLF. */
export function csvLines(rows: CsvValue[][]): string {
  return rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('')
}
