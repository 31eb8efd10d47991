import { describe, expect, it } from 'vitest'

import { parseCheckout } from './rental-desk-form'

const form =
  (fields: Record<string, string>) =>
  (name: string): string =>
    fields[name] ?? ''

const handover = {
  battery: '90',
  hourMeter: '12.5',
  deposit: '600',
  depositMethod: 'card',
  licences: 'seen',
}

describe('parseCheckout', () => {
  it('hands over a cart not marked ready only when the box is ticked', () => {
    expect(parseCheckout(form(handover))).toMatchObject({
      ok: true,
      value: { evenIfNotReady: false },
    })
    expect(parseCheckout(form({ ...handover, notReady: 'hand-over' }))).toMatchObject({
      ok: true,
      value: { evenIfNotReady: true },
    })
    expect(parseCheckout(form({ ...handover, notReady: 'yes please' }))).toEqual({
      ok: false,
      message: 'Tick the box or leave it empty.',
    })
  })

  it('asks for no deposit when it is held on the renter’s card', () => {
    const { deposit: _deposit, depositMethod: _method, ...noDeposit } = handover
    expect(parseCheckout(form(noDeposit))).toEqual({
      ok: false,
      message: 'Give the deposit taken, in dollars (0 if none).',
    })
    expect(parseCheckout(form(noDeposit), { depositHeld: true })).toMatchObject({ ok: true })
  })
})
