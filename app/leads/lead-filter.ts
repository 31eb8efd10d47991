import { queryOf } from '#app/kernel/query-string.ts'

import { contactInterests } from './contact-schema'
import { type LeadStage, leadStages } from './lead-stage'

/**
 * The inbox's filter, read from the URL's query parameters so a filtered view
 * is a link, works without JavaScript and survives the back button. Anything
 * unknown falls back to "any".
 */
export type LeadFilter = {
  /** a stage, 'overdue', or '' for every stage */
  stage: LeadStage | 'overdue' | ''
  interest: string
  /** 'me', 'nobody', a staff id, or '' for anyone */
  assignee: string
  /** received on or after this day (YYYY-MM-DD, dealer's time) */
  from: string
  /** received on or before this day */
  to: string
  /** 'today' (dealer's time) overrides from and to */
  received: 'today' | ''
  /** quarantined messages: hidden (''), or only them */
  spam: 'only' | ''
  search: string
  page: number
}

export const leadPageSize = 50
const day = /^\d{4}-\d{2}-\d{2}$/

export function parseLeadFilter(query: URLSearchParams): LeadFilter {
  // "?status=overdue" is the overdue view too, for links written that way
  const stage = query.get('status') === 'overdue' ? 'overdue' : (query.get('stage') ?? '')
  const interest = query.get('interest') ?? ''
  const page = Number(query.get('page') ?? '1')
  return {
    stage:
      stage === 'overdue' || leadStages.includes(stage as LeadStage) ? (stage as LeadStage) : '',
    interest: contactInterests.some((i) => i.value === interest) ? interest : '',
    assignee: (query.get('assignee') ?? '').slice(0, 64),
    from: day.test(query.get('from') ?? '') ? (query.get('from') ?? '') : '',
    to: day.test(query.get('to') ?? '') ? (query.get('to') ?? '') : '',
    received: query.get('received') === 'today' ? 'today' : '',
    spam: query.get('spam') === 'only' ? 'only' : '',
    search: (query.get('q') ?? '').trim().slice(0, 100),
    page: Number.isInteger(page) && page > 0 && page < 10_000 ? page : 1,
  }
}

/** The filter as query parameters, leaving out what is "any"; `change` replaces some. */
export function leadFilterQuery(filter: LeadFilter, change: Partial<LeadFilter> = {}): string {
  const f = { ...filter, ...change }
  return queryOf({
    stage: f.stage,
    interest: f.interest,
    assignee: f.assignee,
    received: f.received,
    // a named period stands for its dates
    from: f.received ? undefined : f.from,
    to: f.received ? undefined : f.to,
    spam: f.spam,
    q: f.search,
    page: f.page > 1 ? f.page : undefined,
  })
}
