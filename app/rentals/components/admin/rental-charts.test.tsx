import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { RevenueCell } from '#app/rentals/fleet-numbers.ts'

import { RentalRevenueChart, UtilisationChart } from './rental-charts'

const text = (html: string) => html.replace(/<[^>]+>/g, '|')

const noFees = { cleaning: 0, recharge: 0, 'smoke-odor': 0, 'pet-hair': 0, 'minor-damage': 0 }

describe('rental charts', () => {
  it('say each type’s share this month in words, and days out of days available in the table', () => {
    const html = renderToStaticMarkup(
      <UtilisationChart
        months={['2026-05', '2026-06']}
        cells={[
          { month: '2026-05', cartType: 'utility', out: 2, available: 31 },
          { month: '2026-06', cartType: 'four-seater', out: 3, available: 40 },
          { month: '2026-06', cartType: 'utility', out: 0, available: 0 },
        ]}
      />,
    )
    expect(html).toContain('This month so far: 4-seater 8%, Utility not available.')
    expect(html).toContain('<caption class="sr-only">Fleet utilisation per cart type and month')
    expect(html).toContain('<th scope="col" class="p-2">Month</th>')
    expect(text(html)).toContain('May 2026||No days available||6% (2 of 31 days)')
    expect(text(html)).toContain('Jun 2026||8% (3 of 40 days)||No days available')
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"/)
    expect(html).not.toContain('NaN')
  })

  it('split rent and each fee per month and type, with the total in words', () => {
    const june: RevenueCell = {
      month: '2026-06',
      cartType: 'six-seater',
      rentals: 2,
      rent: 1200,
      extras: 80,
      late: 50,
      fees: { ...noFees, cleaning: 75 },
      total: 1405,
    }
    const html = renderToStaticMarkup(
      <RentalRevenueChart months={['2026-05', '2026-06']} cells={[june]} />,
    )
    expect(html).toContain('$1,405 over the last 2 months from rentals back in those months')
    expect(text(html)).toContain(
      'Jun 2026, 6-seater||2||$1,200||$80||$50||$75||$0||$0||$0||$0||$1,405',
    )
    expect(html).toContain('<th scope="row" class="p-2 font-normal">Jun 2026, 6-seater</th>')
    expect(html).toContain('>$1,000<')
    expect(renderToStaticMarkup(<RentalRevenueChart months={['2026-06']} cells={[]} />)).toContain(
      'No rental came back over this month.',
    )
  })
})
