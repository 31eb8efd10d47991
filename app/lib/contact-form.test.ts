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
import { contactDefaults } from './contact-schema.ts'

const valid = {
  firstName: 'Dana',
  lastName: 'Kowalski',
  email: 'dana@example.com',
  phone: '570-555-0188',
  interest: 'parts',
  message: 'Do you stock rear seat kits?',
}

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
