import { type Expression, type ExpressionBuilder, sql, type SqlBool } from 'kysely'

import { currentHours } from '#app/kernel/.server/current-hours.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { Database } from '#app/kernel/.server/db/schema.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { dealerTime } from '#app/kernel/dealer-clock.ts'
import { addDays, calendarDay, startOfDayInZone } from '#app/kernel/zoned-time.ts'
import { type LeadFilter, leadPageSize } from '#app/leads/lead-filter.ts'
import type { LeadRow } from '#app/leads/lead-row.ts'
import { type LeadStage, leadStages } from '#app/leads/lead-stage.ts'

import { leadSearchCondition } from './lead-search'
import { overdueBusinessMinutes } from './overdue'

export type InboxCounts = Record<LeadStage | 'overdue' | 'all', number>

type Where = ExpressionBuilder<Database, 'contact_messages'>

/** Every condition of the filter except the stage (the counts are per stage). */
function otherConditions(db: DB, filter: LeadFilter, userId: string, now: Date) {
  return (eb: Where) => {
    const all: Expression<SqlBool>[] = [
      eb('status', '=', filter.spam === 'only' ? 'spam' : 'received'),
    ]
    if (filter.interest) all.push(eb('interest', '=', filter.interest))
    if (filter.assignee === 'me') all.push(eb('assigned_to', '=', userId))
    else if (filter.assignee === 'nobody') all.push(eb('assigned_to', 'is', null))
    else if (filter.assignee) all.push(eb('assigned_to', '=', filter.assignee))
    const today = filter.received === 'today' ? calendarDay(now, business.timeZone) : null
    const from = today ?? filter.from
    const to = today ?? filter.to
    const start = from ? startOfDayInZone(from, business.timeZone) : null
    const end = to ? startOfDayInZone(addDays(to, 1), business.timeZone) : null
    if (start) all.push(eb('received_at', '>=', start.toISOString()))
    if (end) all.push(eb('received_at', '<', end.toISOString()))
    const search = leadSearchCondition(db, filter.search)
    if (search) all.push(search)
    return eb.and(all)
  }
}

function stageCondition(filter: LeadFilter, now: Date) {
  return (eb: Where) => {
    if (filter.stage === 'overdue') {
      return eb.and([
        eb('first_response_at', 'is', null),
        eb('due_at', '<', now.toISOString()),
        eb('status', '=', 'received'),
      ])
    }
    return filter.stage ? eb('stage', '=', filter.stage) : eb.and([])
  }
}

export async function inboxCounts(
  db: DB,
  filter: LeadFilter,
  userId: string,
  now: Date,
): Promise<InboxCounts> {
  // the stages from the (status, stage) index alone; the overdue ones from the
  // index of unanswered leads: counting both in one pass read every lead's row
  const [byStage, overdue] = await Promise.all([
    db
      .selectFrom('contact_messages')
      .select(['stage', (eb) => eb.fn.countAll<number>().as('n')])
      .where(otherConditions(db, filter, userId, now))
      .groupBy('stage')
      .execute(),
    db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(otherConditions(db, filter, userId, now))
      .where(stageCondition({ ...filter, stage: 'overdue' }, now))
      .executeTakeFirstOrThrow(),
  ])
  const counts = Object.fromEntries(leadStages.map((s) => [s, 0])) as InboxCounts
  counts.overdue = Number(overdue.n)
  for (const row of byStage) counts[row.stage] = Number(row.n)
  counts.all = leadStages.reduce((sum, s) => sum + counts[s], 0)
  return counts
}

/** Every condition of the filter, stage included: the inbox's page and its CSV export. */
export function leadFilterWhere(db: DB, filter: LeadFilter, userId: string, now: Date) {
  const others = otherConditions(db, filter, userId, now)
  const stage = stageCondition(filter, now)
  return (eb: Where) => eb.and([others(eb), stage(eb)])
}

/** One page of the inbox, newest first, with the counts for the same filter. */
export async function inbox(db: DB, filter: LeadFilter, userId: string, now = new Date()) {
  const rows = await db
    .selectFrom('contact_messages')
    .leftJoin('staff_users', 'staff_users.id', 'contact_messages.assigned_to')
    .select([
      'contact_messages.id',
      'received_at',
      'first_name',
      'last_name',
      'contact_messages.email',
      'phone',
      'interest',
      // a line of the message is enough for the list; the lead page has it all
      sql<string>`substr(message, 1, 160)`.as('excerpt'),
      'stage',
      'status',
      'due_at',
      'first_response_at',
      'staff_users.name as assignee_name',
      'staff_users.email as assignee_email',
    ])
    .where(leadFilterWhere(db, filter, userId, now))
    .orderBy('received_at', 'desc')
    .orderBy('contact_messages.id', 'desc')
    .limit(leadPageSize)
    .offset((filter.page - 1) * leadPageSize)
    .execute()
  const counts = await inboxCounts(db, filter, userId, now)
  const hours = (await currentHours(db, now)).weeks.showroom
  const leads: LeadRow[] = rows.map((r) => {
    const lead = { status: r.status, dueAt: r.due_at, firstResponseAt: r.first_response_at }
    return {
      id: r.id,
      receivedAt: r.received_at,
      received: dealerTime(r.received_at),
      name: `${r.first_name} ${r.last_name}`,
      email: r.email,
      phone: r.phone,
      interest: r.interest,
      excerpt: r.excerpt,
      stage: r.stage,
      spam: r.status === 'spam',
      assignee: r.assignee_name || r.assignee_email || null,
      due: r.due_at && !r.first_response_at ? dealerTime(r.due_at) : null,
      answered: r.first_response_at !== null,
      overdueMinutes: overdueBusinessMinutes(lead, now, hours),
    }
  })
  const total = filter.stage ? counts[filter.stage] : counts.all
  return { leads, counts, total, pages: Math.max(1, Math.ceil(total / leadPageSize)) }
}

/** The newest real lead's time and how many arrived after `since`: what an open inbox polls. */
export async function inboxUpdates(db: DB, since: string) {
  const row = await db
    .selectFrom('contact_messages')
    .select((eb) => [eb.fn.max('received_at').as('newest'), eb.fn.countAll<number>().as('n')])
    .where('status', '=', 'received')
    .where('received_at', '>', since)
    .executeTakeFirstOrThrow()
  return { newest: row.newest ?? null, count: Number(row.n) }
}

/** New leads nobody has answered: the number beside Leads in the header. */
export async function unansweredCount(db: DB): Promise<number> {
  const row = await db
    .selectFrom('contact_messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'received')
    .where('stage', '=', 'new')
    .where('first_response_at', 'is', null)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** Active staff, for the assignee choices. */
export async function activeStaff(db: DB) {
  return db
    .selectFrom('staff_users')
    .select(['id', 'name', 'email'])
    .where('active', '=', 1)
    .orderBy('name')
    .execute()
}
