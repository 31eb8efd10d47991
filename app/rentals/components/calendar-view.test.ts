import { describe, expect, it } from 'vitest'

import { dayState } from './calendar-view.ts'

// the page made on Wednesday June 17 2026: three days of the calendar, each free
const firstDay = '2026-06-17'
const letters = 'fff'

describe('what a day of the start-day calendar says', () => {
  it('says a day before today is past, and a day beyond the calendar is not yet open', () => {
    expect(dayState(letters, firstDay, '2026-06-16')).toEqual({ state: undefined, text: 'Past' })
    expect(dayState(letters, firstDay, '2026-06-01').text).toBe('Past')
    expect(dayState(letters, firstDay, '2026-06-17').text).toBe('Free')
    expect(dayState(letters, firstDay, '2026-06-19').text).toBe('Free')
    expect(dayState(letters, firstDay, '2026-06-20').text).toBe('Not yet open')
  })
})
