import { describe, expect, it } from 'vitest'

import { bookingForm } from '#tests/support/service-booking.ts'

import { validateBooking } from './booking-schema.ts'

const mobile = bookingForm({ street: '12 Lake Road', town: 'Milford', zip: '18337' })

describe('the booking form', () => {
  it('reads a mobile visit with the cart, its battery and the address', () => {
    const result = validateBooking(mobile)
    expect(result).toEqual({
      ok: true,
      data: {
        kind: 'battery',
        cart: {
          brand: 'Evolution',
          model: 'Classic 4 Plus',
          year: 2022,
          serial: 'EV22-00417',
          battery: 'lithium',
          voltage: 48,
          batteryAge: 3,
        },
        description: 'The cart stops after ten minutes of driving.',
        customer: {
          firstName: 'Dana',
          lastName: 'Miller',
          email: 'dana@example.com',
          phone: '570-555-0199',
        },
        visit: 'mobile',
        showroom: null,
        address: { street: '12 Lake Road', town: 'Milford', zip: '18337' },
        slot: '2026-12-01@480',
      },
    })
  })

  it('takes the serial, the year, the voltage and the age as unknown when left empty', () => {
    const result = validateBooking({ ...mobile, year: '', serial: '', voltage: '', batteryAge: '' })
    expect(result.ok && result.data.cart).toMatchObject({
      year: null,
      serial: null,
      voltage: null,
      batteryAge: null,
    })
  })

  it('asks a pickup for its address and a drop-off for its showroom, with every message at once', () => {
    const pickup = validateBooking({ ...mobile, visit: 'pickup', street: '', town: '', zip: '1' })
    expect(pickup).toMatchObject({
      ok: false,
      fields: {
        street: 'Street address is required',
        town: 'Town is required',
        zip: 'ZIP code must be 5 digits',
      },
    })
    const dropOff = validateBooking({ ...mobile, visit: 'drop_off', email: 'nope' })
    expect(dropOff).toMatchObject({
      ok: false,
      fields: {
        email: 'Invalid email address',
        showroom: 'Choose the showroom you bring the cart to',
      },
    })
    const atScranton = validateBooking({ ...mobile, visit: 'drop_off', showroom: 'scranton' })
    expect(atScranton.ok && atScranton.data).toMatchObject({ showroom: 'scranton', address: null })
  })

  it('refuses a year out of range, a short description and no slot', () => {
    const result = validateBooking({ ...mobile, year: '1890', description: 'broken', slot: '' })
    expect(result).toMatchObject({
      ok: false,
      fields: {
        year: `Year must be a whole number from 1980 to ${new Date().getUTCFullYear() + 1}`,
        description: 'Tell us what is wrong in at least 10 characters',
        slot: 'Choose a day or a window',
      },
    })
  })
})
