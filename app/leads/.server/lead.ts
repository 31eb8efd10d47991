import type { Selectable } from 'kysely'

import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { ContactMessageRow, OutboxRow } from '#app/kernel/.server/db/schema.ts'
import { sitePath } from '#app/kernel/site-path.ts'
import { contactInterests } from '#app/leads/contact-schema.ts'
import { responsePromiseSentence } from '#app/leads/response-promise.ts'
import { findVehicle } from '#app/sales/.server/inventory/vehicles.ts'
import { vehicleIdMaxLength } from '#app/sales/vehicle.ts'

import { findLeadRecord, type LeadRecord, toLeadRecord } from './contact/lead-records'
import { responsePromiseMinutes } from './due'

/** The cart a message was sent about, as lead formats name it. */
export type LeadVehicle = {
  id: string
  name: string
  make: string
  model: string
  year: number | null
  isNew: boolean
  url: string
}

/** A stored message with what every notification about it shows. */
export type Lead = LeadRecord & {
  interestLabel: string
  /** absolute URL of the page it was sent from, when known */
  pageUrl: string | null
  vehicle: LeadVehicle | null
  /** what the site promised the visitor: "We answer every message within 1 business hour." */
  responsePromise: string
}

export function interestLabel(interest: string): string {
  return contactInterests.find((i) => i.value === interest)?.label ?? interest
}

const vehiclePagePattern = new RegExp(
  `^/vehicles?/([A-Za-z0-9-]{1,${vehicleIdMaxLength}})/?(?:[?#]|$)`,
)

/** "/vehicles/denago-ev-city" or "/vehicle/denago-ev-city?x" → "denago-ev-city". */
export function vehicleSlugFromPage(page: string | null): string | null {
  const match = vehiclePagePattern.exec(page ?? '')
  return match?.[1] ?? null
}

/** "Evolution D6 Max XT4" of brand "Evolution" → "D6 Max XT4". */
export function modelName(name: string, brand: string): string {
  const rest = name.toLowerCase().startsWith(`${brand.toLowerCase()} `)
    ? name.slice(brand.length + 1)
    : name
  return rest.trim() || name
}

export async function loadLead(
  db: DB,
  messageId: string,
  siteUrl: string,
): Promise<Lead | undefined> {
  const message = await findLeadRecord(db, messageId)
  if (!message) return undefined
  const slug = message.vehicleId ?? vehicleSlugFromPage(message.sourcePage)
  // a row stored before source pages were checked may hold anything: link only a path
  const page = sitePath(message.sourcePage)
  const found = slug ? await findVehicle(db, slug) : undefined
  return {
    ...message,
    responsePromise: responsePromiseSentence(await responsePromiseMinutes(db)),
    interestLabel: interestLabel(message.interest),
    pageUrl: page ? `${siteUrl}${page}` : null,
    vehicle: found
      ? {
          id: found.id,
          name: found.name,
          make: found.brand,
          model: modelName(found.name, found.brand),
          year: found.year ?? null,
          isNew: found.isNew,
          url: `${siteUrl}/vehicle/${found.id}`,
        }
      : null,
  }
}

export type LeadSummary = LeadRecord & {
  delivery: string
  stage: string
  /** the assignee's e-mail */
  assignee: string | null
  firstResponseAt: string | null
}

/** "dealer sent, adf queued (2 attempts)": one line per message. */
export function deliverySummary(rows: Pick<OutboxRow, 'kind' | 'status' | 'attempts'>[]): string {
  if (rows.length === 0) return 'none'
  return rows
    .map((r) => {
      const tries =
        r.status !== 'sent' && r.attempts > 0
          ? ` (${r.attempts} attempt${r.attempts === 1 ? '' : 's'})`
          : ''
      return `${r.kind} ${r.status}${tries}`
    })
    .join(', ')
}

/** The notifications of these leads, oldest first. */
export async function outboxOf(db: DB, messageIds: string[]): Promise<OutboxRow[]> {
  if (messageIds.length === 0) return []
  const rows: OutboxRow[] = []
  // both engines cap bound parameters (SQLite 32766, PostgreSQL 65535); 500 at a time stays far below
  for (let i = 0; i < messageIds.length; i += 500) {
    const chunk = messageIds.slice(i, i + 500)
    rows.push(
      ...(await db
        .selectFrom('outbox')
        .selectAll()
        .where('message_id', 'in', chunk)
        .orderBy('created_at')
        .orderBy('kind')
        .execute()),
    )
  }
  return rows
}

/**
 * Every column of a lead, named: `selectAll` would also read PostgreSQL's
 * generated search words (migration 086), which no reader of a lead needs.
 */
const leadColumnSet: Record<keyof ContactMessageRow, true> = {
  id: true,
  received_at: true,
  first_name: true,
  last_name: true,
  email: true,
  phone: true,
  phone_digits: true,
  interest: true,
  message: true,
  source_page: true,
  vehicle_id: true,
  status: true,
  spam_reason: true,
  stage: true,
  assigned_to: true,
  due_at: true,
  first_response_at: true,
}
export const leadColumns = (Object.keys(leadColumnSet) as (keyof ContactMessageRow)[]).map(
  (column) => `contact_messages.${column}` as const,
)

export async function listLeads(
  db: DB,
  options: {
    since?: Date
    status?: 'spam' | 'received'
    limit?: number
  } = {},
): Promise<LeadSummary[]> {
  let query = db
    .selectFrom('contact_messages')
    .leftJoin('staff_users', 'staff_users.id', 'contact_messages.assigned_to')
    .select(leadColumns)
    .select(['staff_users.email as assignee_email'])
    .orderBy('received_at', 'desc')
    .orderBy('contact_messages.id')
  if (options.since) query = query.where('received_at', '>=', options.since.toISOString())
  if (options.status) query = query.where('status', '=', options.status)
  if (options.limit) query = query.limit(options.limit)
  return leadSummaries(db, await query.execute())
}

/** Stored leads with their assignee's e-mail, as summaries with their notifications. */
export async function leadSummaries(
  db: DB,
  rows: (Selectable<ContactMessageRow> & { assignee_email: string | null })[],
): Promise<LeadSummary[]> {
  const delivery = await deliveriesOf(
    db,
    rows.map((m) => m.id),
  )
  return rows.map((row) => ({
    ...toLeadRecord(row),
    stage: row.stage,
    assignee: row.assignee_email,
    firstResponseAt: row.first_response_at,
    delivery: delivery.get(row.id) ?? 'none',
  }))
}

/**
 * What each of these leads' notifications came to (deliverySummary), by lead:
 * the kinds and states alone, as an export of every lead reads them.
 */
export async function deliveriesOf(db: DB, messageIds: string[]): Promise<Map<string, string>> {
  const byMessage = new Map<string, Pick<OutboxRow, 'kind' | 'status' | 'attempts'>[]>()
  // both engines cap bound parameters (SQLite 32766, PostgreSQL 65535); 500 at a time stays far below
  for (let i = 0; i < messageIds.length; i += 500) {
    const rows = await db
      .selectFrom('outbox')
      .select(['message_id', 'kind', 'status', 'attempts'])
      .where('message_id', 'in', messageIds.slice(i, i + 500))
      .orderBy('created_at')
      .orderBy('kind')
      .execute()
    for (const row of rows) {
      const mine = byMessage.get(row.message_id ?? '')
      if (mine) mine.push(row)
      else byMessage.set(row.message_id ?? '', [row])
    }
  }
  return new Map([...byMessage].map(([id, mine]) => [id, deliverySummary(mine)]))
}
