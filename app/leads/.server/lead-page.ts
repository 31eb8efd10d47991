import type { AppLoadContext } from 'react-router'

import { currentHours } from '#app/kernel/.server/current-hours.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { dealerTime } from '#app/kernel/dealer-clock.ts'
import { phoneDigits } from '#app/kernel/phone.ts'

import { leadDetail } from './command'
import { activeStaff } from './inbox'
import { loadLead } from './lead'
import { buildAdf } from './mail/adf'
import { recipientFor } from './mail/lead-routing'
import { overdueBusinessMinutes } from './overdue'

/**
 * The other messages from the same person, newest first: the same e-mail
 * whatever its case, or the same phone number however it was written. Both
 * are matched through their indexes (lower(email), phone_digits).
 */
export async function relatedLeads(db: DB, id: string, email: string, phone: string) {
  const digits = phoneDigits(phone)
  const rows = await db
    .selectFrom('contact_messages')
    .select(['id', 'received_at', 'interest', 'status', 'stage', 'message'])
    .where('id', '!=', id)
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['email']), '=', email.toLowerCase()),
        // a number too short to be one person's says nothing
        ...(digits.length >= 7 ? [eb('phone_digits', '=', digits)] : []),
      ]),
    )
    .orderBy('received_at', 'desc')
    .limit(50)
    .execute()
  return rows.map((m) => ({
    id: m.id,
    receivedAt: m.received_at,
    received: dealerTime(m.received_at),
    interest: m.interest,
    stage: m.stage,
    spam: m.status === 'spam',
    excerpt: m.message.slice(0, 120),
  }))
}

async function history(db: DB, id: string) {
  const rows = await db
    .selectFrom('lead_events')
    .leftJoin('staff_users', 'staff_users.id', 'lead_events.actor_id')
    .select([
      'lead_events.id',
      'kind',
      'body',
      'from_value',
      'to_value',
      'lead_events.created_at',
      'staff_users.name as actor_name',
      'staff_users.email as actor_email',
    ])
    .where('message_id', '=', id)
    .orderBy('lead_events.created_at')
    .orderBy('lead_events.id')
    .execute()
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    body: r.body,
    from: r.from_value,
    to: r.to_value,
    at: r.created_at,
    when: dealerTime(r.created_at),
    author: r.actor_name || r.actor_email || 'the leads command',
  }))
}

/** Everything the lead page shows, or undefined for an unknown id. */
export async function leadPage(context: AppLoadContext, id: string, now = new Date()) {
  const { db, settings } = context
  const row = await db
    .selectFrom('contact_messages')
    .select(['stage', 'assigned_to', 'due_at', 'first_response_at', 'status'])
    .where('id', '=', id)
    .executeTakeFirst()
  if (!row) return undefined
  const lead = await loadLead(db, id, settings.SITE_URL)
  if (!lead) return undefined
  const [detail, others, events, staff] = await Promise.all([
    leadDetail(db, id),
    relatedLeads(db, id, lead.email, lead.phone),
    history(db, id),
    activeStaff(db),
  ])
  const adf = buildAdf(lead, {
    timeZone: business.timeZone,
    siteUrl: settings.SITE_URL,
    vendorEmail: recipientFor(settings, lead.interest),
  })
  const clock = { status: row.status, dueAt: row.due_at, firstResponseAt: row.first_response_at }
  return {
    lead: {
      ...lead,
      received: dealerTime(lead.receivedAt),
      stage: row.stage,
      assignedTo: row.assigned_to,
      due: row.due_at ? dealerTime(row.due_at) : null,
      firstResponse: row.first_response_at ? dealerTime(row.first_response_at) : null,
      overdueMinutes: overdueBusinessMinutes(
        clock,
        now,
        (await currentHours(db, now)).weeks.showroom,
      ),
    },
    notifications: detail.notifications.map((n) => ({
      id: n.id,
      kind: n.kind,
      recipient: n.recipient,
      status: n.status,
      attempts: n.attempts,
      lastError: n.last_error,
      sentAt: n.sent_at ? dealerTime(n.sent_at) : null,
      log: n.log.map((a) => ({
        attempt: a.attempt,
        started: dealerTime(a.started_at),
        outcome: a.outcome,
        detail: a.detail,
      })),
    })),
    adf,
    others,
    events,
    staff,
  }
}

export type LeadPageData = NonNullable<Awaited<ReturnType<typeof leadPage>>>
