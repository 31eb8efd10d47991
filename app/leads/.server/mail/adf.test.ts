import { XMLParser } from 'fast-xml-parser'
import { SyntaxValidator } from 'fast-xml-validator'
import { describe, expect, it } from 'vitest'

import { testLead } from '#tests/fixtures/test-lead.ts'

import { buildAdf } from './adf'

const options = {
  timeZone: 'America/New_York',
  siteUrl: 'https://www.keystone-golfcarts.example',
  vendorEmail: 'sales@keystone-golfcarts.example',
}
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => name === 'name',
})

type Named = { '#text': string; '@part': string }

describe('buildAdf', () => {
  it('is well-formed ADF 1.0 with the prospect, customer, vehicle and vendor', () => {
    const xml = buildAdf(testLead(), options)
    expect(
      xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>\n<adf>'),
    ).toBe(true)
    expect(SyntaxValidator.validate(xml)).toBe(true)
    const { prospect } = parser.parse(xml).adf
    expect(prospect['@status']).toBe('new')
    expect(prospect.id['#text']).toBe('3f2a9c1b-0000-4000-8000-000000000001')
    expect(prospect.requestdate).toBe('2025-07-04T12:05:00-04:00')
    expect(prospect.vehicle).toMatchObject({
      '@interest': 'buy',
      '@status': 'new',
      year: '2025',
      make: 'Evolution',
      model: 'D6 Max XT4',
      comments:
        'Interest: Sales Inquiry. Sent from https://www.keystone-golfcarts.example/vehicle/evolution-d6-max-xt4',
    })
    const contact = prospect.customer.contact
    expect(contact.name.map((n: Named) => [n['@part'], n['#text']])).toEqual([
      ['first', 'Dana'],
      ['last', 'Kowalski'],
    ])
    expect(contact.email).toBe('dana@example.com')
    expect(contact.phone['#text']).toBe('570-555-0188')
    expect(prospect.customer.comments).toBe(
      'Is the D6 Max still available?\nI could come Saturday.',
    )
    expect(prospect.vendor.vendorname).toBe('Keystone Electric Golf Carts')
    expect(prospect.vendor.contact.email).toBe('sales@keystone-golfcarts.example')
  })

  it('leaves out year, make and model when the message did not come from a vehicle page', () => {
    const xml = buildAdf(
      testLead({ vehicle: null, interest: 'service', interestLabel: 'Service Request' }),
      options,
    )
    const { vehicle } = parser.parse(xml).adf.prospect
    expect(vehicle).toEqual({
      '@interest': 'buy',
      comments:
        'Interest: Service Request. Sent from https://www.keystone-golfcarts.example/vehicle/evolution-d6-max-xt4',
    })
  })

  it('escapes hostile input so it stays text', () => {
    const hostile = `<script>alert("x")</script> & 'quotes' ]]> <!--\u0007-->`
    const xml = buildAdf(
      testLead({ firstName: hostile, lastName: 'O\'Brien & "Sons"', message: hostile }),
      options,
    )
    expect(SyntaxValidator.validate(xml)).toBe(true)
    expect(xml).not.toContain('<script>')
    const { customer } = parser.parse(xml).adf.prospect
    const cleaned = `<script>alert("x")</script> & 'quotes' ]]> <!---->`
    expect(customer.contact.name[0]['#text']).toBe(cleaned)
    expect(customer.contact.name[1]['#text']).toBe('O\'Brien & "Sons"')
    expect(customer.comments).toBe(cleaned)
  })
})
