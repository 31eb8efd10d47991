import { describe, expect, it } from 'vitest'

import { type Announcement, announcementFor, announcementState } from './announcements.ts'

const banner = (changes: Partial<Announcement>): Announcement => ({
  id: 'a',
  text: 'Winter storage: book your spot',
  link: null,
  tone: 'info',
  pages: 'all',
  startsAt: '2026-12-01T05:00:00.000Z',
  endsAt: '2026-12-08T05:00:00.000Z',
  createdAt: '2026-11-20T12:00:00.000Z',
  ...changes,
})

const at = (iso: string) => new Date(iso)

describe('which banner a page shows', () => {
  it('shows a banner from its start, included, to its end, excluded', () => {
    const storage = banner({})
    expect(announcementFor([storage], 'home', at('2026-12-01T04:59:59.999Z'))).toBeUndefined()
    expect(announcementFor([storage], 'home', at('2026-12-01T05:00:00.000Z'))).toBe(storage)
    expect(announcementFor([storage], 'home', at('2026-12-08T04:59:59.999Z'))).toBe(storage)
    expect(announcementFor([storage], 'home', at('2026-12-08T05:00:00.000Z'))).toBeUndefined()
  })

  it('shows a banner for chosen pages on those pages only', () => {
    const sale = banner({ pages: ['inventory', 'rentals'] })
    const during = at('2026-12-02T12:00:00.000Z')
    expect(announcementFor([sale], 'inventory', during)).toBe(sale)
    expect(announcementFor([sale], 'rentals', during)).toBe(sale)
    expect(announcementFor([sale], 'contact', during)).toBeUndefined()
    // a page in no group (not found) shows only banners for every page
    expect(announcementFor([sale], undefined, during)).toBeUndefined()
    expect(announcementFor([banner({})], undefined, during)?.id).toBe('a')
  })

  it('of several running, shows the one that started last, then the one added last', () => {
    const early = banner({ id: 'early', startsAt: '2026-11-01T05:00:00.000Z' })
    const late = banner({ id: 'late', startsAt: '2026-12-01T05:00:00.000Z' })
    const lateAddedLater = banner({
      id: 'late-added-later',
      startsAt: '2026-12-01T05:00:00.000Z',
      createdAt: '2026-11-25T12:00:00.000Z',
    })
    const during = at('2026-12-02T12:00:00.000Z')
    expect(announcementFor([late, early], 'home', during)?.id).toBe('late')
    expect(announcementFor([lateAddedLater, early, late], 'home', during)?.id).toBe(
      'late-added-later',
    )
    // the newer one is for other pages: the older one still shows here
    const forRentals = banner({
      id: 'rentals',
      startsAt: '2026-12-02T05:00:00.000Z',
      pages: ['rentals'],
    })
    expect(announcementFor([early, forRentals], 'home', during)?.id).toBe('early')
    // once the newer one ends, the older one shows again
    const shortSale = banner({ id: 'short', endsAt: '2026-12-02T05:00:00.000Z' })
    expect(announcementFor([early, shortSale], 'home', during)?.id).toBe('early')
  })

  it('tells running, coming and ended banners apart', () => {
    const storage = banner({})
    expect(announcementState(storage, at('2026-11-30T00:00:00.000Z'))).toBe('upcoming')
    expect(announcementState(storage, at('2026-12-01T05:00:00.000Z'))).toBe('current')
    expect(announcementState(storage, at('2026-12-08T05:00:00.000Z'))).toBe('past')
  })
})
