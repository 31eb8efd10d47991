import { describe, expect, it } from 'vitest'

import { csvField, csvLines } from './csv'

describe('csvField', () => {
  it('leaves plain values alone', () => {
    expect(csvField('Dana')).toBe('Dana')
    expect(csvField(42)).toBe('42')
    expect(csvField(null)).toBe('')
    expect(csvField(undefined)).toBe('')
  })

  it('quotes commas, quotes, line breaks and edge spaces, doubling inner quotes', () => {
    expect(csvField('Kowalski, Dana')).toBe('"Kowalski, Dana"')
    expect(csvField('the "D6"')).toBe('"the ""D6"""')
    expect(csvField('line one\nline two')).toBe('"line one\nline two"')
    expect(csvField(' padded')).toBe('" padded"')
    expect(csvField('padded ')).toBe('"padded "')
    expect(csvField('no-break\u00A0')).toBe('"no-break\u00A0"')
    expect(csvField('tab\t')).toBe('"tab\t"')
  })

  it('defuses every value a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("http://evil.example","x")')).toBe(
      `"'=HYPERLINK(""http://evil.example"",""x"")"`,
    )
    expect(csvField('+1 570-555-0188')).toBe("'+1 570-555-0188")
    expect(csvField('-2+3')).toBe("'-2+3")
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvField('\t=1')).toBe("'\t=1")
    expect(csvField('\r=1')).toBe(`"'\r=1"`)
    expect(csvField('\uFF1D1+1')).toBe("'\uFF1D1+1")
    // only at the start
    expect(csvField('a=b')).toBe('a=b')
    // a formula hidden behind a control character is still caught
    expect(csvField('\u0007=1+1')).toBe("'=1+1")
  })

  it('drops control characters such as terminal escapes', () => {
    expect(csvField('Bot\u001b[31m red')).toBe('Bot[31m red')
  })
})

describe('csvLines', () => {
  it('writes rows with CRLF line ends, each field made safe', () => {
    expect(
      csvLines([
        ['1', 'Dana'],
        ['2', '=cmd'],
      ]),
    ).toBe("1,Dana\r\n2,'=cmd\r\n")
    expect(csvLines([])).toBe('')
  })
})
