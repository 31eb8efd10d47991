import { describe, expect, it } from 'vitest'

import { checkSundayRequest, nextSundays } from './sunday-access.ts'

describe('a Sunday access request', () => {
  const today = '2026-11-29'

  it('offers the Sundays after today', () => {
    expect(nextSundays(today, 2)).toEqual(['2026-12-06', '2026-12-13'])
  })

  it('takes a Sunday ahead at an offered time', () => {
    expect(
      checkSundayRequest({ day: '2026-12-06', time: '1:00 PM', note: ' charger ' }, today),
    ).toEqual({
      ok: true,
      request: { day: '2026-12-06', time: '1:00 PM', note: 'charger' },
    })
  })

  it('refuses another day, today, a Sunday too far off and a time not offered', () => {
    const refusal = (day: string, time = '9:00 AM') => {
      const checked = checkSundayRequest({ day, time, note: '' }, today)
      return checked.ok ? '' : checked.error
    }
    expect(refusal('2026-12-07')).toBe('Choose a Sunday for your visit')
    expect(refusal('2026-11-29')).toBe('Choose a Sunday after today')
    expect(refusal('2027-03-07')).toBe('Choose a Sunday within the next 60 days')
    expect(refusal('2026-12-06', '6:00 AM')).toBe('Choose the time you would like to come')
  })
})
