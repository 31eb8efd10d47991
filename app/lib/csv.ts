/**
 * CSV that spreadsheets open safely (RFC 4180 quoting plus OWASP's advice on
 * formula injection): a value a spreadsheet would run as a formula, one
 * starting with = + - @ (or their full-width forms), a tab or a carriage
 * return, gets a leading apostrophe so it is shown as text.
 */
const formulaStart = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/

export type CsvValue = string | number | boolean | null | undefined

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  if (typeof value === 'string' && formulaStart.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text
}

/** Header and rows as CSV text with CRLF line ends; a byte-order mark lets Excel read UTF-8. */
export function toCsv(
  header: string[],
  rows: CsvValue[][],
  options: { bom?: boolean } = {},
): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(','))
  return `${options.bom ? '\uFEFF' : ''}${lines.join('\r\n')}\r\n`
}
