import type { OutboxRow } from '../db/schema'

/** The first address of a comma-separated list. */
export function firstAddress(list: string): string {
  return list.split(',')[0]?.trim() ?? list
}

/** A new outbox row, queued to send at once: the one shape both kinds of e-mail start in. */
export function queuedOutboxRow(fields: {
  messageId: string | null
  kind: OutboxRow['kind']
  recipient: string
  payload: string | null
  at: string
}): OutboxRow {
  return {
    id: crypto.randomUUID(),
    message_id: fields.messageId,
    kind: fields.kind,
    payload: fields.payload,
    recipient: fields.recipient,
    status: 'queued',
    attempts: 0,
    next_attempt_at: fields.at,
    lease_until: null,
    lease_token: null,
    last_error: null,
    sent_at: null,
    created_at: fields.at,
  }
}
