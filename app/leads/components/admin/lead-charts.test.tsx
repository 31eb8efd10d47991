import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { LeadsByInterestChart, LeadsBySourceChart, ResponseTimeChart } from './lead-charts'

const week = (label: string, counts: Record<string, number>) => ({ label, counts })

describe('lead charts', () => {
  it('say the medians in words and in a table, and draw no bar length from nothing', () => {
    const html = renderToStaticMarkup(
      <ResponseTimeChart
        thisWeek={{ leads: 4, answered: 3, medianResponseMinutes: 65 }}
        lastWeek={{ leads: 0, answered: 0, medianResponseMinutes: null }}
      />,
    )
    expect(html).toContain('In business hours: 1 h 5 min this week, no answers yet last week.')
    expect(html).toContain('<td class="p-2 text-right tabular-nums">3 of 4</td>')
    expect(html).not.toContain('NaN')
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"/)
  })

  it('give each week its counts by interest, totals included, also for empty weeks', () => {
    const html = renderToStaticMarkup(
      <LeadsByInterestChart
        weeks={[week('Nov 16', {}), week('Nov 23', { sales: 2, parts: 1, 'trade-in': 1 })]}
      />,
    )
    expect(html).toContain('4 leads over the last 2 weeks')
    // Week of, Sales, Service, Parts, General, Trade-in, Total
    expect(html.replace(/<[^>]+>/g, '|')).toContain('Nov 23||2||0||1||0||1||4')
    expect(html.replace(/<[^>]+>/g, '|')).toContain('Nov 16||0||0||0||0||0||0')
    expect(html).not.toContain('NaN')
  })

  it('name the busiest page and show the long tail as one row', () => {
    const pages = Array.from({ length: 8 }, (_, i) => ({ page: `/page-${i}`, count: 10 - i }))
    const html = renderToStaticMarkup(<LeadsBySourceChart pages={pages} other={5} weeks={8} />)
    expect(html).toContain('most leads came from /page-0 (10)')
    expect(html.replace(/<[^>]+>/g, '|')).toContain('Other pages||5')
    expect(
      renderToStaticMarkup(<LeadsBySourceChart pages={pages} other={0} weeks={8} />),
    ).not.toContain('Other pages')
    expect(renderToStaticMarkup(<LeadsBySourceChart pages={[]} other={0} weeks={8} />)).toContain(
      'No leads over the last 8 weeks.',
    )
  })

  it('draw no bar for a median of 0 min, and say when a week has no answers yet', () => {
    const html = renderToStaticMarkup(
      <ResponseTimeChart
        // answered within seconds (or outside sales hours): shown as "0 min"
        thisWeek={{ leads: 2, answered: 2, medianResponseMinutes: 0.3 }}
        lastWeek={{ leads: 1, answered: 0, medianResponseMinutes: null }}
      />,
    )
    expect(html).toContain('In business hours: 0 min this week, no answers yet last week.')
    expect(html).not.toContain('<rect')
    expect(html).toContain('<td class="p-2 text-right tabular-nums">No answers yet</td>')
  })

  it('say one lead and one week in the singular', () => {
    const html = renderToStaticMarkup(
      <LeadsByInterestChart weeks={[week('Nov 23', { sales: 1 })]} />,
    )
    expect(html).toContain('1 lead over the last week,')
    expect(html).not.toContain('1 leads')
    const one = renderToStaticMarkup(
      <LeadsBySourceChart pages={[{ page: '/contact', count: 1 }]} other={0} weeks={1} />,
    )
    expect(one).toContain('Over the last week, most leads came from /contact (1).')
  })
})
