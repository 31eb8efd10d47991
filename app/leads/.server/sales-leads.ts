import type { DB } from '#app/kernel/.server/db/connection.ts'

import { newLeadRow } from './contact/lead-records'
import { dueAtFor } from './due'
import { type MailRouting, notificationPlan, queueNotifications } from './mail/lead-routing'

/** Where the dealer's e-mail about a lead goes (the settings). */
export type LeadRouting = MailRouting

/** A buyer another business heard from (a cart held online): who, about which cart, and what happened. */
export type SalesLead = {
  firstName: string
  lastName: string
  email: string
  phone: string
  message: string
  vehicleId: string
  sourcePage: string
}

/**
 * Puts a sales lead in the inbox inside the caller's transaction, with its
 * response clock running like a contact message's, and the dealer's e-mail
 * (and the CRM's copy) queued with it; resolves to its id. The buyer gets no
 * receipt from here: the business that made it writes to the buyer.
 */
export async function recordSalesLead(
  trx: DB,
  lead: SalesLead,
  routing: LeadRouting,
  now: Date,
): Promise<string> {
  const row = newLeadRow(
    { ...lead, interest: 'sales' },
    { sourcePage: lead.sourcePage, vehicleId: lead.vehicleId },
  )
  row.received_at = now.toISOString()
  row.due_at = await dueAtFor(trx, now)
  await trx.insertInto('contact_messages').values(row).execute()
  await queueNotifications(trx, row.id, notificationPlan(routing, row, { acknowledge: false }), now)
  return row.id
}
