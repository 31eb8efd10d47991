import { displayName } from './photos/upload-refusals'

/** An uploaded CSV file read as text, or why it was refused (status and message). */
export type CsvUpload =
  { ok: true; name: string; text: string } | { ok: false; status: 400 | 413 | 415; error: string }

/**
 * The media types browsers and spreadsheets give a CSV file: Excel on
 * Windows says vnd.ms-excel, and some systems say nothing or octet-stream.
 */
const csvTypes = new Set([
  'text/csv',
  'text/plain',
  'application/csv',
  'application/vnd.ms-excel',
  'application/octet-stream',
  '',
])

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toLocaleString('en-US')} MB`

/**
 * A form's file field as CSV text: a file (not text typed in the field), of
 * a CSV media type, at most `maxBytes`, in UTF-8 (a byte-order mark is fine)
 * and not binary. A workbook (.xlsx, a zip) or a legacy spreadsheet is told
 * to be saved as CSV first.
 */
export async function readCsvUpload(
  value: FormDataEntryValue | null,
  maxBytes: number,
): Promise<CsvUpload> {
  if (!(value instanceof File) || (value.size === 0 && value.name === '')) {
    return { ok: false, status: 400, error: 'Choose a CSV file to import.' }
  }
  const name = displayName(value.name) || 'the file'
  const type = value.type.split(';')[0]!.trim().toLowerCase()
  if (!csvTypes.has(type)) {
    return {
      ok: false,
      status: 415,
      error: `"${name}" is not a CSV file (${type}). Save the spreadsheet as CSV (UTF-8) and choose that file.`,
    }
  }
  if (value.size > maxBytes) {
    return {
      ok: false,
      status: 413,
      error: `"${name}" is larger than ${megabytes(maxBytes)}. Split it into smaller files.`,
    }
  }
  const bytes = new Uint8Array(await value.arrayBuffer())
  const notText = {
    ok: false,
    status: 415,
    error: `"${name}" is not CSV text: save the spreadsheet as "CSV UTF-8 (comma delimited)" and choose that file.`,
  } as const
  // zip (an .xlsx workbook) and the older Office file format
  const [a, b] = bytes
  if ((a === 0x50 && b === 0x4b) || (a === 0xd0 && b === 0xcf)) return notText
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return {
      ok: false,
      status: 400,
      error: `"${name}" is not in UTF-8: save it as "CSV UTF-8 (comma delimited)" and choose that file.`,
    }
  }
  if (text.includes('\u0000')) return notText
  if (text.trim() === '') return { ok: false, status: 400, error: `"${name}" is empty.` }
  return { ok: true, name, text }
}
