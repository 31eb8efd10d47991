import { describe, expect, it } from 'vitest'

import { checkHoldDelivery, holdDeliveryValues, refusedField } from './hold-delivery.ts'

describe('the hold form’s delivery fields', () => {
  it('pick up at the showroom by default, whatever else is posted', () => {
    const values = holdDeliveryValues({ town: 'milford', handover: 'drone' })
    expect(values.handover).toBe('pickup')
    expect(checkHoldDelivery(values)).toEqual({ ok: true })
  })

  it('read a delivery: the town, the address, the window and the access path, trimmed', () => {
    const values = holdDeliveryValues({
      handover: 'delivery',
      town: ' milford ',
      address: ' 12 Lake Road ',
      deliveryWindow: '2026-12-02@480',
      accessConfirmed: 'yes',
      leaveAt: ' By the garage ',
      whiteGlove: 'yes',
    })
    expect(checkHoldDelivery(values)).toEqual({
      ok: true,
      delivery: {
        town: 'milford',
        address: '12 Lake Road',
        choice: {
          window: '2026-12-02@480',
          accessConfirmed: true,
          leaveAt: 'By the garage',
          whiteGlove: true,
        },
      },
    })
  })

  it('ask for a town, then an address, before the trucks are asked', () => {
    expect(checkHoldDelivery(holdDeliveryValues({ handover: 'delivery' }))).toEqual({
      ok: false,
      field: 'town',
      error: 'Choose your town for the delivery.',
    })
    expect(
      checkHoldDelivery(
        holdDeliveryValues({ handover: 'delivery', town: 'milford', address: ' ' }),
      ),
    ).toEqual({ ok: false, field: 'address', error: 'Enter the street address to deliver to.' })
  })

  it('show a refusal of the trucks beside its field', () => {
    expect(refusedField('town')).toBe('town')
    expect(refusedField('access')).toBe('accessConfirmed')
    expect(refusedField('full')).toBe('deliveryWindow')
    expect(refusedField('too-early')).toBe('deliveryWindow')
  })
})
