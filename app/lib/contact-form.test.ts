import { describe, expect, it } from 'vitest'
import {
  cleanVehicleId,
  contactPrefill,
  formValuesOf,
  parseStartedAt,
  readContactForm,
  readSubmitFailure,
  submitFailedMessage,
} from './contact-form.ts'
import { contactDefaults, contactInterests, validateContact } from './contact-schema.ts'

const valid = {
  firstName: 'Dana',
  lastName: 'Kowalski',
  email: 'dana@example.com',
  phone: '570-555-0188',
  interest: 'parts',
  message: 'Do you stock rear seat kits?',
}

describe("the contact schema's messages (spec 1 §5)", () => {
  it.each([
    ['firstName', '', 'First name is required'],
    ['lastName', '', 'Last name is required'],
    ['email', 'dana@', 'Invalid email address'],
    ['email', '', 'Invalid email address'],
    ['phone', '570555018', 'Phone number is required'],
    ['message', 'Too short', 'Message must be at least 10 characters'],
  ])('%s = %j gives "%s"', (field, value, message) => {
    const result = validateContact({ ...valid, [field]: value })
    expect(result).toEqual({ ok: false, error: message, fields: { [field]: message } })
  })

  it('accepts the boundary lengths: 1-letter names, 10-character phone and message', () => {
    const result = validateContact({
      ...valid,
      firstName: 'A',
      lastName: 'B',
      phone: '5705550188',
      message: '0123456789',
    })
    expect(result.ok).toBe(true)
  })

  it('reports every empty field at once with its own message', () => {
    const result = validateContact({ ...contactDefaults })
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

  it('defaults the interest to sales and offers the four labels in order', () => {
    const { interest: _omitted, ...rest } = valid
    const result = validateContact(rest)
    expect(result.ok && result.data.interest).toBe('sales')
    expect(contactDefaults.interest).toBe('sales')
    expect(contactInterests.map((i) => i.label)).toEqual([
      'Sales Inquiry',
      'Service Request',
      'Parts & Accessories',
      'General Question',
    ])
  })
})

describe('readContactForm', () => {
  it('reads every field, the spam traps and where the message came from', () => {
    const form = new FormData()
    for (const [key, value] of Object.entries(valid)) form.set(key, value)
    form.set('company', '')
    form.set('formStartedAt', '1767225600000')
    form.set('sourcePage', '/contact?vehicle=denago-ev-city')
    form.set('vehicleId', ' denago-ev-city ')
    expect(readContactForm(form)).toEqual({
      ...valid,
      company: '',
      formStartedAt: 1767225600000,
      sourcePage: '/contact?vehicle=denago-ev-city',
      vehicleId: 'denago-ev-city',
    })
  })

  it('leaves missing fields out so the schema names them', () => {
    const payload = readContactForm(new FormData())
    expect(payload).toEqual({ company: '', formStartedAt: null, sourcePage: null, vehicleId: null })
    expect(formValuesOf(payload)).toEqual(contactDefaults)
  })
})

describe('formValuesOf', () => {
  it('gives back what was typed and falls back to sales for an unknown interest', () => {
    const payload = readContactForm(new FormData())
    payload.firstName = 'Dana'
    payload.interest = 'boats'
    expect(formValuesOf(payload)).toEqual({ ...contactDefaults, firstName: 'Dana' })
  })
})

describe('parseStartedAt and cleanVehicleId', () => {
  it('keeps positive whole epoch milliseconds only', () => {
    expect(parseStartedAt('1700000000000')).toBe(1700000000000)
    expect(parseStartedAt(1700000000000)).toBe(1700000000000)
    expect(parseStartedAt('')).toBeNull()
    expect(parseStartedAt('soon')).toBeNull()
    expect(parseStartedAt('-5')).toBeNull()
    expect(parseStartedAt(1.5)).toBeNull()
  })

  it('trims and caps a vehicle id at 120 characters', () => {
    expect(cleanVehicleId('  ')).toBeNull()
    expect(cleanVehicleId(7)).toBeNull()
    expect(cleanVehicleId('x'.repeat(130))).toHaveLength(120)
  })
})

describe('contactPrefill', () => {
  it('names the cart and keeps a known interest', () => {
    expect(contactPrefill({ vehicleName: 'Denago EV City', interest: 'service' })).toEqual({
      ...contactDefaults,
      interest: 'service',
      message: "I'm interested in the Denago EV City.",
    })
  })

  it('is the defaults without a vehicle or with an unknown interest', () => {
    expect(contactPrefill({ interest: 'boats' })).toEqual(contactDefaults)
    expect(contactPrefill({})).toEqual(contactDefaults)
  })
})

describe('readSubmitFailure', () => {
  it("shows the server's error and its field messages", async () => {
    const response = Response.json(
      { error: 'Invalid email address', fields: { email: 'Invalid email address', other: 'x' } },
      { status: 400 },
    )
    expect(await readSubmitFailure(response)).toEqual({
      error: 'Invalid email address',
      fields: { email: 'Invalid email address' },
    })
  })

  it('falls back to the generic message without JSON or without an error text', async () => {
    const html = new Response('<h1>Bad gateway</h1>', { status: 502 })
    expect(await readSubmitFailure(html)).toEqual({ error: submitFailedMessage, fields: {} })
    const empty = Response.json({ error: '  ' }, { status: 500 })
    expect((await readSubmitFailure(empty)).error).toBe('Failed to send message. Please try again.')
  })
})
