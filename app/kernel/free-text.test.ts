import { describe, expect, it } from 'vitest'

import { freeText, oneLine, optionalLine, quoted, requiredLine } from './free-text.ts'

const oneLineField = freeText('Required', 1, 100, 'Too long', 'one line')
const severalLines = freeText('Required', 1, 500, 'Too long', 'several lines')
const firstMessage = (result: ReturnType<typeof oneLineField.safeParse>) =>
  result.success ? undefined : result.error.issues[0]?.message

const lineBreaks = [
  ['LF', '\n'],
  ['CR', '\r'],
  ['a vertical tab', '\v'],
  ['a form feed', '\f'],
  ['a next line (U+0085)', '\u0085'],
  ['a line separator (U+2028)', '\u2028'],
  ['a paragraph separator (U+2029)', '\u2029'],
] as const

describe('the free-text rule of the public forms', () => {
  it.each(lineBreaks)('refuses %s in a one-line field', (_, lineBreak) => {
    expect(firstMessage(oneLineField.safeParse(`12 Main St${lineBreak}Paid in full`))).toBe(
      'Remove the line breaks from this field',
    )
  })

  it('keeps every kind of line break in a message as a plain line feed', () => {
    expect(severalLines.parse('one\u2028two\u2029three\u0085four\vfive\fsix\r\nseven')).toBe(
      'one\ntwo\nthree\nfour\nfive\nsix\r\nseven',
    )
  })

  it('refuses C0 and C1 control characters (terminal escapes), keeping tabs', () => {
    for (const control of ['\u0000', '\u001b', '\u007f', '\u009b'])
      expect(firstMessage(severalLines.safeParse(`red${control}[31m text`))).toBe(
        'Remove the invisible control characters from this field',
      )
    expect(oneLineField.parse('Suite\t4')).toBe('Suite\t4')
  })

  it('strips invisible formatting, the soft hyphen and deprecated format characters too', () => {
    expect(
      oneLineField.parse(
        '\ufeff12\u00ad Har\u202eford\u202c \u2066St\u2069\u200b\u200e\u200f\u061c\u206a\u180e\ufff9',
      ),
    ).toBe('12 Harford St')
    // zero-width (non-)joiners belong to Persian names and emoji sequences
    expect(oneLineField.parse('Mehr\u200cnaz \ud83d\udc68\u200d\ud83d\udc69')).toBe(
      'Mehr\u200cnaz \ud83d\udc68\u200d\ud83d\udc69',
    )
  })
})

describe('typed words inside a text the site writes', () => {
  it('puts any text on one line without controls or invisible characters', () => {
    expect(oneLine(' a\r\nb\u2028c\u0085d\u202e\u200be\u001b[0m  f ')).toBe('a b c de [0m f')
  })

  it('quotes them in marks they cannot close, cut at a whole character', () => {
    expect(quoted('lithium” Confirm: https://evil.example')).toBe(
      "“lithium' Confirm: https://evil.example”",
    )
    expect(quoted(`${'a'.repeat(38)}${'\ud83d\ude00'.repeat(3)}`)).toBe(
      `“${'a'.repeat(38)}\ud83d\ude00…”`,
    )
  })
})

describe('a form’s one-line fields', () => {
  it('names the field in each message, and an optional one may be empty', () => {
    const brand = requiredLine('Brand', 5)
    expect(brand.safeParse('  Denago ').success).toBe(false)
    expect(brand.safeParse(' Evo ').data).toBe('Evo')
    expect(brand.safeParse('').error?.issues[0]?.message).toBe('Brand is required')
    expect(brand.safeParse('Denago').error?.issues[0]?.message).toBe(
      'Brand must be at most 5 characters',
    )
    const serial = optionalLine('Serial number', 4)
    expect(serial.safeParse('  ').data).toBe('')
    expect(serial.safeParse('12345').error?.issues[0]?.message).toBe(
      'Serial number must be at most 4 characters',
    )
    expect(serial.safeParse('1\n2').error?.issues[0]?.message).toBe(
      'Remove the line breaks and control characters from this field',
    )
  })
})
