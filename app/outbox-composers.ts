import type { Settings } from '#app/kernel/.server/env.ts'
import type { OutboxComposers } from '#app/kernel/.server/mail/outbox-worker.ts'
import { leadComposers } from '#app/leads/.server/mail/lead-mail.ts'

/*
 * The one table of the outbox's composers, beside the scheduler's jobs
 * (jobs.ts) and the other tables that put the businesses together: each
 * outbox kind whose e-mail is made when it is sent, with the business that
 * makes it. Written e-mails (staff, renter, alert) carry their own words and
 * need none.
 */
export const outboxComposers = { ...leadComposers } satisfies OutboxComposers<Settings>
