// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { addDays } from '#app/kernel/zoned-time.ts'
import { handoverHoursOf } from '#app/rentals/handover-times.ts'
import reserveFormIsland from '#app/rentals/islands/reserve-form.ts'
import { encodeAvailability, type HandoverLetters } from '#app/rentals/rental-availability.ts'
import { reservationPrefill } from '#app/rentals/reservation-schema.ts'
import { siteHoursOn } from '#tests/fixtures/hours.ts'
import { publishedRateCards } from '#tests/support/published-rates.ts'

import { ReserveForm, type ReserveFormData, type ReserveFormProps } from './reserve-form.tsx'

// the page made on Monday June 1 2026; the delivery van is away on Saturday June 13
const firstDay = '2026-06-01'
const vanAway = '2026-06-13'
const hours = handoverHoursOf(
  siteHoursOn(firstDay, [
    {
      id: 'd1',
      week: 'delivery',
      startsOn: vanAway,
      endsOn: vanAway,
      open: null,
      close: null,
      note: 'Van in the shop',
    },
  ]).weeks,
)
// for three months, every day free for a pickup but Sundays (the showrooms are closed),
// and every day for a delivery but the day the van is away
const days = Array.from({ length: 90 }, (_, i) => addDays(firstDay, i))
const letters = {
  pickup: encodeAvailability(
    days.map((day) =>
      new Date(`${day}T00:00:00Z`).getUTCDay() === 0
        ? { day, free: false as const, reason: 'closed' as const }
        : { day, free: true as const },
    ),
  ),
  delivery: encodeAvailability(
    days.map((day) =>
      day === vanAway
        ? { day, free: false as const, reason: 'no-delivery' as const }
        : { day, free: true as const },
    ),
  ),
}
const data: ReserveFormData = {
  cards: publishedRateCards,
  cartTitles: { 'four-seater': '4-Seater', 'six-seater': '6-Seater', utility: 'Utility' },
  towns: [
    {
      slug: 'milford',
      name: 'Milford',
      county: 'Pike',
      nearestLocationId: 'lords-valley',
      distanceMiles: 12,
    },
  ],
  availability: { 'four-seater': letters, 'six-seater': letters, utility: letters },
  firstDay,
  hours,
  now: Date.parse('2026-06-01T12:00:00Z'),
}
const values = (change: Partial<ReserveFormProps['values']> = {}) => ({
  ...reservationPrefill({
    type: 'six-seater',
    plan: 'three-day',
    town: 'milford',
    startDay: '2026-06-12',
    startTime: '10:00',
  }),
  ...change,
})
const props = (change: Partial<ReserveFormProps['values']> = {}): ReserveFormProps => ({
  ...data,
  values: values(change),
  errors: {},
  policyPath: '/policies/rental-policy',
})

/** The server's markup of the form, as the page carries it, before the island starts. */
function serverMarkup(change: Partial<ReserveFormProps['values']> = {}, page = data) {
  const island = document.createElement('div')
  island.innerHTML = renderToString(<ReserveForm {...props(change)} {...page} />)
  document.body.append(island)
  return island
}

/** The island started on the page made on `today` (the calendar's letters from that day on). */
function startIsland(change: Partial<ReserveFormProps['values']> = {}, today = firstDay) {
  const skipped = Math.round((Date.parse(today) - Date.parse(firstDay)) / 86_400_000)
  const from = (all: HandoverLetters): HandoverLetters => ({
    pickup: all.pickup.slice(skipped),
    delivery: all.delivery.slice(skipped),
  })
  const page: ReserveFormData = {
    ...data,
    firstDay: today,
    availability: {
      'four-seater': from(letters),
      'six-seater': from(letters),
      utility: from(letters),
    },
  }
  reserveFormIsland.enhance(serverMarkup(change, page), page)
}

const quote = () => screen.getByRole('region', { name: 'Your quote' })

// the browser's clock at the page's time: the checks read it
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(data.now)
})
afterEach(() => {
  document.body.replaceChildren()
  vi.useRealTimers()
})

describe('the reserve form without JavaScript', () => {
  it('lists a day without delivery as such when delivery is chosen, and as free for a pickup', () => {
    serverMarkup()
    const listed = (day: string) => screen.getByText(day).parentElement?.textContent
    expect(listed('Saturday, June 13')).toBe('Saturday, June 13: No delivery')
    expect(listed('Sunday, June 14')).toBe('Sunday, June 14: Free')
    document.body.replaceChildren()
    serverMarkup({ handover: 'pickup' })
    expect(listed('Saturday, June 13')).toBe('Saturday, June 13: Free')
    expect(listed('Sunday, June 14')).toBe('Sunday, June 14: Showrooms closed')
  })

  it('offers every handover hour of the week, the delivery’s 8 AM and 5 PM too', () => {
    serverMarkup()
    const time = screen.getByLabelText<HTMLSelectElement>('Handover time')
    expect(Array.from(time.options, (o) => o.value)).toEqual([
      '08:00',
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
    ])
  })
})

describe('the reserve form in the browser', () => {
  it('puts a month grid in place of the list, and marks the day without delivery with its reason', async () => {
    startIsland()
    expect(screen.queryByText(/the next six weeks/)).toBeNull()
    expect(screen.getByRole('heading', { name: 'June 2026' })).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Saturday, June 13, No delivery' })).toBeTruthy()
    // the delivery hours run on Sundays
    expect(screen.getByRole('button', { name: 'Sunday, June 14, free' })).toBeTruthy()
    // a pickup on Saturday is possible, on Sunday not: the showrooms are closed
    await userEvent.setup().click(screen.getByLabelText('Pick up at a showroom (free)'))
    expect(screen.getByRole('button', { name: 'Saturday, June 13, free' })).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Sunday, June 14, Showrooms closed' })).toBeTruthy()
  })

  it('says the days of the month before today are past, not "not yet open"', () => {
    startIsland({}, '2026-06-10')
    expect(screen.getByRole('heading', { name: 'June 2026' })).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Tuesday, June 9, Past' })).toBeTruthy()
    expect(screen.queryByRole('img', { name: /June 9, Not yet open/ })).toBeNull()
  })

  it('opens on the next month when the first has less than a week of free days left', () => {
    // Friday June 26: the 26th, 27th, 29th and 30th are free, the 28th a Sunday
    startIsland({ startDay: '2026-06-26' }, '2026-06-26')
    expect(screen.getByRole('heading', { name: 'July 2026' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Wednesday, July 1, free' })).toBeTruthy()
    // the first month is still a click away, its free days pickable
    expect(screen.getByRole('button', { name: 'Previous month' }).hasAttribute('disabled')).toBe(
      false,
    )
  })

  it('picks the start day in the grid, moves between free days with the keys and pages the months', async () => {
    const user = userEvent.setup()
    startIsland({ handover: 'pickup' })
    await user.click(screen.getByRole('button', { name: 'Friday, June 19, free' }))
    expect(screen.getByLabelText<HTMLInputElement>('Start day').value).toBe('2026-06-19')
    const picked = screen.getByRole('button', { name: 'Friday, June 19, free' })
    expect(picked.getAttribute('aria-pressed')).toBe('true')
    expect(picked.textContent).toBe('19Start')
    // Saturday is free, Sunday closed: ArrowRight twice lands on Monday
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Monday, June 22, free')
    await user.click(screen.getByRole('button', { name: 'Next month' }))
    expect(screen.getByRole('heading', { name: 'July 2026' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Previous month' }).hasAttribute('disabled')).toBe(
      false,
    )
  })

  it('offers the handover hours of the day chosen, none on a day without delivery', async () => {
    const user = userEvent.setup()
    startIsland()
    const time = screen.getByLabelText<HTMLSelectElement>('Handover time')
    await user.clear(screen.getByLabelText('Start day'))
    await user.type(screen.getByLabelText('Start day'), vanAway)
    expect(Array.from(time.options, (o) => o.text)).toEqual(['Closed that day'])
    await user.click(screen.getByLabelText('Pick up at a showroom (free)'))
    expect(time.options[0]?.text).toBe('9:00 AM')
    expect(time.options).toHaveLength(8)
  })

  it('offers a delivery the delivery hours: 8 AM to 5 PM on a weekday, 10 AM to 3 PM on a Sunday', async () => {
    const user = userEvent.setup()
    startIsland()
    const time = screen.getByLabelText<HTMLSelectElement>('Handover time')
    const offered = () => Array.from(time.options, (o) => o.text)
    await user.clear(screen.getByLabelText('Start day'))
    await user.type(screen.getByLabelText('Start day'), '2026-06-15')
    expect(offered()[0]).toBe('8:00 AM')
    expect(offered().at(-1)).toBe('5:00 PM')
    await user.clear(screen.getByLabelText('Start day'))
    await user.type(screen.getByLabelText('Start day'), '2026-06-14')
    expect(offered()).toEqual(['10:00 AM', '11:00 AM', '12:00 PM', '1:00 PM', '2:00 PM', '3:00 PM'])
    await user.click(screen.getByLabelText('Pick up at a showroom (free)'))
    expect(offered()).toEqual(['Closed that day'])
  })

  it('shows only the fields of the handover chosen, and sends only those', async () => {
    startIsland()
    const town = screen.getByLabelText<HTMLSelectElement>('Town (for delivery)')
    const showroom = screen.getByLabelText<HTMLSelectElement>('Showroom (for pickup)')
    expect(showroom.closest('[hidden]')).not.toBeNull()
    expect(showroom.disabled).toBe(true)
    await userEvent.setup().click(screen.getByLabelText('Pick up at a showroom (free)'))
    expect(town.closest('[hidden]')).not.toBeNull()
    expect(town.disabled).toBe(true)
    expect(showroom.disabled).toBe(false)
  })

  it('writes the quote as the server renders it for the same values', async () => {
    const user = userEvent.setup()
    startIsland()
    expect(within(quote()).getByText('Delivery to Milford')).toBeTruthy()
    await user.selectOptions(screen.getByLabelText(/Additional drivers/), '1')
    await user.selectOptions(screen.getByLabelText('Days (24 hours each)'), '7')
    expect(quote().textContent).toContain('1 driver at $25 each')
    const written = quote().querySelector('[data-quote]')?.innerHTML
    document.body.replaceChildren()
    serverMarkup({ extraDrivers: '1', days: '7' })
    expect(quote().querySelector('[data-quote]')?.innerHTML).toBe(written)
  })

  it('with the rent paid online, writes the sales tax and the total as the server renders them', async () => {
    const user = userEvent.setup()
    const taxed = { ...data, taxBasisPoints: 600 }
    const island = serverMarkup({}, taxed)
    reserveFormIsland.enhance(island, taxed)
    await user.selectOptions(screen.getByLabelText(/Additional drivers/), '1')
    await user.selectOptions(screen.getByLabelText('Days (24 hours each)'), '7')
    expect(within(quote()).getByText('Sales tax (6%)')).toBeTruthy()
    expect(within(quote()).getByText('Total, paid by card online')).toBeTruthy()
    const written = quote().querySelector('[data-quote]')?.innerHTML
    document.body.replaceChildren()
    serverMarkup({ extraDrivers: '1', days: '7' }, taxed)
    expect(quote().querySelector('[data-quote]')?.innerHTML).toBe(written)
  })

  it('asks for a town before it quotes a delivery', async () => {
    const user = userEvent.setup()
    startIsland()
    await user.selectOptions(screen.getByLabelText('Town (for delivery)'), '')
    expect(quote().textContent).toContain(
      'Choose a cart, days and a showroom or delivery town to see the price.',
    )
  })

  it('stops a send with the server’s messages and focuses the first field to fix', async () => {
    const user = userEvent.setup()
    startIsland()
    let posted = false
    document.querySelector('form')?.addEventListener('submit', (event) => {
      posted = !event.defaultPrevented
      event.preventDefault()
    })
    await user.click(screen.getByRole('button', { name: 'Send my reservation request' }))
    expect(posted).toBe(false)
    const address = screen.getByLabelText('Street address (for delivery)')
    expect(document.activeElement).toBe(address)
    expect(screen.getByText('Enter the street address we deliver to').getAttribute('role')).toBe(
      'alert',
    )
    const terms = screen.getByLabelText(/I accept the/)
    expect(terms.getAttribute('aria-describedby')).toBe('reserve-terms-error')
    expect(screen.getByText('Accept the rental terms to send your request')).toBeTruthy()
    // the message goes once the box is ticked
    await user.click(terms)
    expect(screen.queryByText('Accept the rental terms to send your request')).toBeNull()
    expect(terms.className).toBe('size-5')
  })
})
