import { describe, expect, it } from 'vitest'

import { parseSettings } from '#app/kernel/.server/env.ts'

import { notificationPlan, recipientFor } from './lead-routing'

const defaults = parseSettings({})

describe('recipientFor', () => {
  it('sends each interest to its own inbox, from the content module by default', () => {
    expect(recipientFor(defaults, 'sales')).toBe('sales@keystone-golfcarts.example')
    expect(recipientFor(defaults, 'service')).toBe('service@keystone-golfcarts.example')
    expect(recipientFor(defaults, 'parts')).toBe('parts@keystone-golfcarts.example')
    expect(recipientFor(defaults, 'general')).toBe('info@keystone-golfcarts.example')
    // a trade-in is a sale in the making
    expect(recipientFor(defaults, 'trade-in')).toBe('sales@keystone-golfcarts.example')
    expect(recipientFor(defaults, 'unheard-of')).toBe('info@keystone-golfcarts.example')
  })

  it('follows the settings', () => {
    const settings = parseSettings({ MAIL_TO_PARTS: 'counter@shop.example, owner@shop.example' })
    expect(recipientFor(settings, 'parts')).toBe('counter@shop.example, owner@shop.example')
  })
})

describe('notificationPlan', () => {
  const visitor = { interest: 'service', email: 'dana@example.com' }

  it('is only the dealer e-mail by default', () => {
    expect(notificationPlan(defaults, visitor)).toEqual([
      { kind: 'dealer', recipient: 'service@keystone-golfcarts.example' },
    ])
  })

  it('adds the ADF lead and the receipt when they are configured', () => {
    const settings = parseSettings({ LEAD_ADF_TO: 'leads@crm.example', MAIL_ACKNOWLEDGE: 'true' })
    expect(notificationPlan(settings, visitor)).toEqual([
      { kind: 'dealer', recipient: 'service@keystone-golfcarts.example' },
      { kind: 'adf', recipient: 'leads@crm.example' },
      { kind: 'acknowledgement', recipient: 'dana@example.com' },
    ])
    expect(notificationPlan(settings, visitor, { acknowledge: false }).map((n) => n.kind)).toEqual([
      'dealer',
      'adf',
    ])
  })
})
