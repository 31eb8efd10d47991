import { describe, expect, it } from 'vitest'

import { readCsvUpload } from './csv-upload'

const file = (bytes: BlobPart, name = 'carts.csv', type = 'text/csv') =>
  new File([bytes], name, { type })

describe('readCsvUpload', () => {
  it('reads a UTF-8 CSV file, whatever media type spreadsheets give it', async () => {
    for (const type of ['text/csv', 'application/vnd.ms-excel', '', 'text/plain; charset=utf-8']) {
      expect(await readCsvUpload(file('id,name\r\nx,Caf\u00e9\r\n', 'a.csv', type), 1000)).toEqual({
        ok: true,
        name: 'a.csv',
        text: 'id,name\r\nx,Caf\u00e9\r\n',
      })
    }
  })

  it('asks for a file when none was chosen', async () => {
    expect(await readCsvUpload(null, 1000)).toMatchObject({ ok: false, status: 400 })
    expect(await readCsvUpload('id,name', 1000)).toMatchObject({ ok: false, status: 400 })
    expect(await readCsvUpload(file('', ''), 1000)).toMatchObject({ ok: false, status: 400 })
  })

  it('refuses what is not a CSV text file, saying what to do', async () => {
    expect(await readCsvUpload(file('x', 'photo.jpg', 'image/jpeg'), 1000)).toMatchObject({
      ok: false,
      status: 415,
    })
    const workbook = await readCsvUpload(
      file(new Uint8Array([0x50, 0x4b, 3, 4]), 'carts.xlsx'),
      1000,
    )
    expect(workbook).toMatchObject({
      ok: false,
      status: 415,
      error: expect.stringContaining('CSV UTF-8'),
    })
    expect(await readCsvUpload(file(new Uint8Array([0x69, 0x64, 0, 0x0a])), 1000)).toMatchObject({
      ok: false,
      status: 415,
    })
    // Latin-1 "Café": not UTF-8
    const latin1 = await readCsvUpload(file(new Uint8Array([0x43, 0x61, 0x66, 0xe9])), 1000)
    expect(latin1).toMatchObject({
      ok: false,
      status: 400,
      error: expect.stringContaining('not in UTF-8'),
    })
    expect(await readCsvUpload(file(' \r\n'), 1000)).toMatchObject({ ok: false, status: 400 })
  })

  it('refuses a file over the limit with 413', async () => {
    const big = await readCsvUpload(file('x'.repeat(2 * 1024 * 1024 + 1)), 2 * 1024 * 1024)
    expect(big).toEqual({
      ok: false,
      status: 413,
      error: '"carts.csv" is larger than 2 MB. Split it into smaller files.',
    })
  })
})
