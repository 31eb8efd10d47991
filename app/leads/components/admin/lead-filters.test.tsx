import { describe, expect, it } from 'vitest'

import { parseLeadFilter } from '#app/leads/lead-filter.ts'

import { activeLeadFilters } from './lead-filters'

const staff = [{ id: 'u1', name: 'Dana Kowalski', email: 'dana@example.com' }]
const active = (query: string) =>
  activeLeadFilters(parseLeadFilter(new URLSearchParams(query)), staff)

describe("the folded filters' summary", () => {
  it('names each filter in force, in words', () => {
    expect(active('interest=parts&assignee=u1&from=2026-11-01&to=2026-11-25&spam=only')).toEqual([
      'Interest: Parts & Accessories',
      'Assigned to: Dana Kowalski',
      'From 2026-11-01',
      'To 2026-11-25',
      'Only quarantined spam',
    ])
    expect(active('assignee=me&received=today&from=2026-11-01')).toEqual([
      'Assigned to: Me',
      'Received today',
    ])
  })

  it('says nothing for the stage, the search or the page, which show elsewhere', () => {
    expect(active('stage=new&q=rover&page=2')).toEqual([])
    expect(active('assignee=gone-person')).toEqual(['Assigned to: a former staff member'])
  })
})
