import { answerChange } from '#app/kernel/.server/action-result.ts'
import type { Actor } from '#app/kernel/.server/audit/actor.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { Settings } from '#app/kernel/.server/env.ts'
import { formText } from '#app/kernel/admin-page.ts'
import { dueAtFor } from '#app/leads/.server/due.ts'
import {
  addContactEntry,
  assignLead,
  changeStage,
  type LeadChange,
  markSpam,
  releaseFromSpam,
  resendNotifications,
} from '#app/leads/.server/events.ts'
import { valueTradeIn } from '#app/leads/.server/trade-in/trade-in-lead.ts'

/*
 * The lead page's intents, one function each: what the form says handed to
 * the leads module, and its outcome as the page shows it.
 */

export const missingLead = 'There is no such lead.'

/** Who acts on which lead. */
export type LeadAction = { db: DB; id: string; actor: Actor }

const done = {
  assign: 'Assignment saved.',
  stage: 'Stage changed.',
  entry: 'Added to the history.',
  spam: 'Marked as spam.',
  'not-spam': 'Released from quarantine; its e-mails are queued.',
  resend: 'The e-mails are queued again.',
  'trade-in': 'Value saved; the buyer is e-mailed it.',
} as const

/** A change's outcome shown by `form` (the actions without a form of their own share 'other'). */
const answer = (form: string, intent: keyof typeof done, result: LeadChange) =>
  answerChange(form, result, { done: done[intent], missing: missingLead })

export async function assign({ db, id, actor }: LeadAction, form: FormData) {
  const to = formText(form, 'assignee') || null
  const expected = formText(form, 'expected') || null
  return answer('assign', 'assign', await assignLead(db, id, { to, expected }, actor))
}

export async function stage({ db, id, actor }: LeadAction, form: FormData) {
  const change = { to: formText(form, 'stage'), expected: formText(form, 'expected') }
  return answer('stage', 'stage', await changeStage(db, id, change, actor))
}

export async function entry({ db, id, actor }: LeadAction, form: FormData) {
  const kind = formText(form, 'kind')
  return answer(
    'entry',
    'entry',
    await addContactEntry(db, id, kind, formText(form, 'text'), actor),
  )
}

export async function spam({ db, id, actor }: LeadAction) {
  return answer('other', 'spam', await markSpam(db, id, actor))
}

export async function notSpam({ db, id, actor }: LeadAction, settings: Settings) {
  return answer(
    'other',
    'not-spam',
    await releaseFromSpam(db, id, settings, actor, { dueAt: dueAtFor }),
  )
}

export async function resend({ db, id, actor }: LeadAction, settings: Settings) {
  return answer('other', 'resend', await resendNotifications(db, id, settings, actor))
}

export async function tradeInValue({ db, id, actor }: LeadAction, form: FormData) {
  return answer('trade-in', 'trade-in', await valueTradeIn(db, id, formText(form, 'value'), actor))
}
