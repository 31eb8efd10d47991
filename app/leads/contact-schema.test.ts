import { describe, expect, it } from 'vitest'

import {
  contactDefaults,
  contactDraft,
  contactInterests,
  contactPrefill,
  contactSchema,
  validateContact,
} from './contact-schema.ts'

const valid = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  phone: '5705550123',
  interest: 'parts',
  message: 'Do you stock seat covers?',
}

function fieldError(change: Record<string, unknown>) {
  const result = validateContact({ ...valid, ...change })
  return result.ok ? undefined : result
}

describe('contact schema', () => {
  it('accepts a complete message and trims it', () => {
    const result = validateContact({ ...valid, firstName: '  Ann  ' })
    expect(result).toEqual({ ok: true, data: { ...valid, firstName: 'Ann' } })
  })

  it('refuses control characters in any field, but keeps line breaks in the message', () => {
    expect(fieldError({ firstName: 'A\u0000nn' })?.fields.firstName).toBe(
      'Remove the invisible control characters from this field',
    )
    expect(fieldError({ message: 'Hello\u0007 there, any carts?' })?.fields.message).toBeDefined()
    expect(fieldError({ message: 'Line one\nLine two\tand more' })).toBeUndefined()
  })

  it('keeps names, phone and e-mail on one line', () => {
    // a line break in a name forged a "Bcc:" line in the dealer's e-mail
    for (const field of ['firstName', 'lastName', 'phone'])
      for (const lineBreak of ['\n', '\r', '\r\n', '\u0085', '\u2028', '\u2029'])
        expect(
          fieldError({ [field]: `Ann${lineBreak}Bcc: x@evil.example 5705550123` })?.fields,
          `${field} ${JSON.stringify(lineBreak)}`,
        ).toHaveProperty(field, 'Remove the line breaks from this field')
    expect(fieldError({ email: 'ann@example.com\nBcc: x@evil.example' })?.fields.email).toBe(
      'Invalid email address',
    )
  })

  it('treats every kind of line break alike: refused in a name, a plain line feed in the message', () => {
    for (const lineBreak of ['\v', '\f'])
      expect(fieldError({ lastName: `Lee${lineBreak}Bcc: x@evil.example` })?.fields.lastName).toBe(
        'Remove the line breaks from this field',
      )
    expect(
      validateContact({ ...valid, message: 'Seat covers?\u2028Confirm: evil\u2029\u0085Thanks' }),
    ).toMatchObject({ ok: true, data: { message: 'Seat covers?\nConfirm: evil\n\nThanks' } })
    // a C1 control: "CSI" starts a terminal escape where staff read leads from the command line
    expect(fieldError({ firstName: 'Ann\u009b31m' })?.fields.firstName).toBe(
      'Remove the invisible control characters from this field',
    )
  })

  it('strips invisible direction and zero-width characters, keeping what a script needs', () => {
    // U+202E turned "Zeroworld.exe.png" into a name that reads backwards in the inbox
    const result = validateContact({
      ...valid,
      firstName: 'Bidi\u202ehtdiworeZ\u202c exe.png',
      lastName: 'Le\u200be\u2066\u2069\ufeff\u200f',
      message: 'Hello\u2067 there,\u2060 any carts?\nSecond line',
    })
    expect(result).toMatchObject({
      ok: true,
      data: {
        firstName: 'BidihtdiworeZ exe.png',
        lastName: 'Lee',
        message: 'Hello there, any carts?\nSecond line',
      },
    })
    // zero-width (non-)joiners belong to Persian names and emoji sequences
    const joined = validateContact({
      ...valid,
      firstName: 'Mehr\u200cnaz',
      message: 'Hi \ud83d\udc68\u200d\ud83d\udc69 family cart',
    })
    expect(joined).toMatchObject({ ok: true, data: { firstName: 'Mehr\u200cnaz' } })
  })

  it('counts the length after stripping: a name of invisible characters is no name', () => {
    expect(fieldError({ firstName: '\u202e\u200b' })?.fields.firstName).toBe(
      'First name is required',
    )
  })

  it('defaults the interest to sales', () => {
    const { interest: _i, ...rest } = valid
    expect(contactSchema.parse(rest).interest).toBe('sales')
  })

  it.each([
    ['firstName', '', 'First name is required'],
    ['firstName', '   ', 'First name is required'],
    ['lastName', '', 'Last name is required'],
    ['email', 'ann@', 'Invalid email address'],
    ['email', '', 'Invalid email address'],
    ['phone', '570555012', 'Phone number is required'],
    ['message', '123456789', 'Message must be at least 10 characters'],
  ])('%s = %j gives "%s"', (field, value, message) => {
    const result = fieldError({ [field]: value })
    expect(result?.error).toBe(message)
    expect(result?.fields[field as keyof typeof valid]).toBe(message)
  })

  it('accepts the boundaries: a 1-letter name, a 10-character phone and message', () => {
    expect(
      validateContact({ ...valid, firstName: 'A', phone: '1234567890', message: '1234567890' }).ok,
    ).toBe(true)
  })

  it('gives the same messages for missing fields', () => {
    const result = validateContact({})
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.fields).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Invalid email address',
      phone: 'Phone number is required',
      message: 'Message must be at least 10 characters',
    })
  })

  it('rejects unknown interests and input that is not an object', () => {
    expect(fieldError({ interest: 'boats' })?.fields.interest).toBeTruthy()
    expect(validateContact(null).ok).toBe(false)
    expect(validateContact([]).ok).toBe(false)
  })

  it('offers the five interest labels in order', () => {
    expect(contactInterests.map((i) => i.label)).toEqual([
      'Sales Inquiry',
      'Service Request',
      'Parts & Accessories',
      'General Question',
      'Trade-in',
    ])
  })
})

describe('contactDraft', () => {
  it('keeps every text field as typed, untrimmed, even when invalid', () => {
    expect(contactDraft({ ...valid, email: ' dana@ ', message: 'Hi' })).toEqual({
      ...valid,
      email: ' dana@ ',
      message: 'Hi',
    })
  })

  it('falls back to the defaults for anything that is not text or a known interest', () => {
    expect(contactDraft({ firstName: 7, interest: 'boats' })).toEqual(contactDefaults)
    for (const input of [null, [], 'text', 42]) expect(contactDraft(input)).toEqual(contactDefaults)
  })
})

describe('contactPrefill', () => {
  it('names the cart the visitor came from and keeps a known interest', () => {
    expect(contactPrefill({ vehicleName: 'Denago EV City', interest: 'service' })).toEqual({
      ...contactDefaults,
      interest: 'service',
      message: "I'm interested in the Denago EV City.",
    })
  })

  it('starts empty on sales without a cart or with an unknown interest', () => {
    expect(contactPrefill({ interest: 'boats' })).toEqual(contactDefaults)
  })

  it('asks for one like a sold cart', () => {
    expect(contactPrefill({ vehicleName: 'Denago EV City', sold: true }).message).toBe(
      "I'm looking for a cart like the Denago EV City, which has been sold.",
    )
  })

  it("says the cart's lot and the town the buyer priced it to", () => {
    const delivery = { lot: 'Scranton Showroom', town: 'Carbondale' }
    expect(contactPrefill({ vehicleName: 'Denago EV City', delivery }).message).toBe(
      "I'm interested in the Denago EV City at your Scranton Showroom, delivered to Carbondale.",
    )
  })
})
