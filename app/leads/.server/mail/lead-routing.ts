import type { Kysely } from 'kysely'

import type { Database, OutboxKind } from '#app/kernel/.server/db/schema.ts'
import type { Settings } from '#app/kernel/.server/env.ts'
import { queuedOutboxRow } from '#app/kernel/.server/mail/outbox.ts'

/*
 * Where a lead's e-mails go: the dealer's inbox for its interest, the CRM's
 * ADF address, the visitor's receipt; queued with the lead in one transaction.
 */

export type MailRouting = Pick<
  Settings,
  | 'MAIL_TO_SALES'
  | 'MAIL_TO_SERVICE'
  | 'MAIL_TO_PARTS'
  | 'MAIL_TO_GENERAL'
  | 'LEAD_ADF_TO'
  | 'MAIL_ACKNOWLEDGE'
>

export type Notification = { kind: OutboxKind; recipient: string }

/** The dealer address(es) for an interest; anything unknown goes to the general inbox. */
export function recipientFor(routing: MailRouting, interest: string): string {
  switch (interest) {
    case 'sales':
    case 'trade-in':
      return routing.MAIL_TO_SALES
    case 'service':
      return routing.MAIL_TO_SERVICE
    case 'parts':
      return routing.MAIL_TO_PARTS
    default:
      return routing.MAIL_TO_GENERAL
  }
}

/**
 * What one message sends: always the dealer e-mail; the ADF lead when a CRM
 * address is set; the visitor's receipt when enabled (never on a resend).
 */
export function notificationPlan(
  routing: MailRouting,
  message: { interest: string; email: string },
  options: { acknowledge: boolean } = { acknowledge: routing.MAIL_ACKNOWLEDGE },
): Notification[] {
  const plan: Notification[] = [
    { kind: 'dealer', recipient: recipientFor(routing, message.interest) },
  ]
  if (routing.LEAD_ADF_TO) plan.push({ kind: 'adf', recipient: routing.LEAD_ADF_TO })
  if (options.acknowledge) plan.push({ kind: 'acknowledgement', recipient: message.email })
  return plan
}

/** Queues notifications; call it inside the transaction that stores or changes the message. */
export async function queueNotifications(
  db: Kysely<Database>,
  messageId: string,
  plan: Notification[],
  now: Date = new Date(),
): Promise<void> {
  if (plan.length === 0) return
  const at = now.toISOString()
  await db
    .insertInto('outbox')
    .values(
      plan.map((n) =>
        queuedOutboxRow({ messageId, kind: n.kind, recipient: n.recipient, payload: null, at }),
      ),
    )
    .execute()
}
