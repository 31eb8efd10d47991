import { describe, expect, it } from 'vitest'

import { seedWeek } from '#app/site/content/hours-seed.ts'
import { siteHoursOn } from '#tests/fixtures/hours.ts'

import { autoDealerJsonLd } from '../structured-data.ts'
import { addBusinessMinutes, businessMinutesBetween } from './business-hours.ts'
import type { HoursException } from './site-hours.ts'

const closed = (startsOn: string, note: string, week: HoursException['week'] = null) => ({
  id: `${startsOn}-${note}`,
  week,
  startsOn,
  endsOn: startsOn,
  open: null,
  close: null,
  note,
})
const thanksgiving = closed('2026-11-26', 'Thanksgiving')
const christmasEve: HoursException = {
  ...closed('2026-12-24', 'Christmas Eve', 'showroom'),
  open: '09:00',
  close: '12:00',
}

describe('today and the closures ahead', () => {
  it('says what today is, on a regular day, a closure and a special-hours day', () => {
    const exceptions = [thanksgiving, christmasEve]
    expect(siteHoursOn('2026-11-25', exceptions).sets.showroom.today).toBe('Open today 9 AM - 5 PM')
    expect(siteHoursOn('2026-11-26', exceptions).sets.showroom.today).toBe(
      'Closed today: Thanksgiving',
    )
    expect(siteHoursOn('2026-12-24', exceptions).sets.showroom.today).toBe(
      'Today: 9 AM - 12 PM (Christmas Eve)',
    )
    // Christmas Eve's hours are the showroom's only: delivery keeps its week
    expect(siteHoursOn('2026-12-24', exceptions).sets.delivery.today).toBe('Open today 8 AM - 6 PM')
  })

  it('announces what falls within the next 30 days, soonest first', () => {
    const exceptions = [christmasEve, thanksgiving]
    const early = siteHoursOn('2026-10-27', exceptions).sets.showroom.upcoming
    expect(early.map((u) => u.text)).toEqual(['Closed Thursday, Nov 26: Thanksgiving'])
    const late = siteHoursOn('2026-11-26', exceptions).sets.showroom.upcoming
    expect(late.map((u) => u.text)).toEqual([
      'Closed Thursday, Nov 26: Thanksgiving',
      'Thursday, Dec 24: 9 AM - 12 PM (Christmas Eve)',
    ])
    expect(siteHoursOn('2026-11-27', exceptions).sets.service.upcoming).toEqual([])
  })

  it('lets a set’s own closure win over special hours for all sets on the same day', () => {
    const allShort = { ...closed('2026-12-31', 'New Year’s Eve'), open: '09:00', close: '13:00' }
    const serviceClosed = closed('2026-12-31', 'Inventory', 'service')
    const { sets } = siteHoursOn('2026-12-31', [serviceClosed, allShort])
    expect(sets.service.today).toBe('Closed today: Inventory')
    expect(sets.showroom.today).toBe('Today: 9 AM - 1 PM (New Year’s Eve)')
  })

  it('puts closures and special hours in the structured data, closed as 00:00 to 00:00', () => {
    const { sets } = siteHoursOn('2026-11-26', [thanksgiving, christmasEve])
    const ld = autoDealerJsonLd({ siteUrl: 'https://carts.example', hours: sets.showroom })
    expect(ld.specialOpeningHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2026-11-26',
        validThrough: '2026-11-26',
        opens: '00:00',
        closes: '00:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2026-12-24',
        validThrough: '2026-12-24',
        opens: '09:00',
        closes: '12:00',
      },
    ])
    const plain = autoDealerJsonLd({
      siteUrl: 'https://carts.example',
      hours: siteHoursOn('2026-11-26').sets.showroom,
    })
    expect(plain).not.toHaveProperty('specialOpeningHoursSpecification')
  })
})

describe('the response clock across closures', () => {
  const sales = siteHoursOn('2026-11-20', [thanksgiving, christmasEve]).weeks.showroom
  const at = (iso: string) => new Date(iso)

  it('skips a closed day: an hour from Wednesday 4:30 PM runs to Friday 9:30 AM', () => {
    expect(addBusinessMinutes(sales, at('2026-11-25T16:30:00-05:00'), 60).toISOString()).toBe(
      at('2026-11-27T09:30:00-05:00').toISOString(),
    )
    // without the closure Thursday would have counted
    expect(
      addBusinessMinutes(seedWeek('showroom'), at('2026-11-25T16:30:00-05:00'), 60).toISOString(),
    ).toBe(at('2026-11-26T09:30:00-05:00').toISOString())
  })

  it('counts a special-hours day in its own hours only', () => {
    // Christmas Eve runs 9 to 12: of 90 minutes from 11 AM, 60 are left for Friday's opening
    expect(addBusinessMinutes(sales, at('2026-12-24T11:00:00-05:00'), 90).toISOString()).toBe(
      at('2026-12-25T09:30:00-05:00').toISOString(),
    )
    expect(
      businessMinutesBetween(
        sales,
        at('2026-12-24T08:00:00-05:00'),
        at('2026-12-24T17:00:00-05:00'),
      ),
    ).toBe(180)
    expect(
      businessMinutesBetween(
        sales,
        at('2026-11-26T08:00:00-05:00'),
        at('2026-11-26T17:00:00-05:00'),
      ),
    ).toBe(0)
  })
})
