import type { Settings } from './kernel/.server/env'
import type { OutboxComposers } from './kernel/.server/mail/outbox-worker'
import { leadComposers } from './leads/.server/mail/lead-mail'

/*
 * The one table of the outbox's composers, beside the scheduler's jobs
 * (jobs.ts) and the other tables that put the businesses together: each
 * outbox kind whose e-mail is made when it is sent, with the business that
 * makes it. Written e-mails (staff, renter, alert) carry their own words and
 * need none.
 */
export const outboxComposers = { ...leadComposers } satisfies OutboxComposers<Settings>
