import { describe, expect, it } from 'vitest'

import { leadFilterQuery, parseLeadFilter } from './lead-filter'

const parse = (query: string) => parseLeadFilter(new URLSearchParams(query))

describe('parseLeadFilter', () => {
  it('reads every filter and drops what it does not know', () => {
    expect(
      parse(
        'stage=overdue&interest=service&assignee=me&from=2026-06-01&to=2026-06-30&spam=only&q=+jane+&page=3',
      ),
    ).toEqual({
      stage: 'overdue',
      interest: 'service',
      assignee: 'me',
      from: '2026-06-01',
      to: '2026-06-30',
      received: '',
      spam: 'only',
      search: 'jane',
      page: 3,
    })
    expect(parse('status=overdue').stage).toBe('overdue')
    expect(parse('stage=pending&interest=boats&from=June&spam=yes&page=-2')).toMatchObject({
      stage: '',
      interest: '',
      from: '',
      spam: '',
      page: 1,
    })
  })
})

describe('leadFilterQuery', () => {
  it('writes only what narrows the list, so links stay short and round-trip', () => {
    expect(leadFilterQuery(parse(''))).toBe('')
    const filter = parse('stage=new&q=golf cart&page=2')
    expect(leadFilterQuery(filter)).toBe('?stage=new&q=golf+cart&page=2')
    expect(parse(leadFilterQuery(filter).slice(1))).toEqual(filter)
    expect(leadFilterQuery(filter, { stage: '', page: 1 })).toBe('?q=golf+cart')
  })

  it('lets "today" stand for the dates', () => {
    expect(leadFilterQuery(parse('received=today&from=2026-01-01'))).toBe('?received=today')
  })
})
