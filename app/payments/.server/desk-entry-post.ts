import { data } from 'react-router'

import type { FormAnswer } from '#app/kernel/.server/action-result.ts'
import type { Actor } from '#app/kernel/.server/audit/actor.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import { formText } from '#app/kernel/admin-page.ts'
import { formatCents } from '#app/kernel/format.ts'
import {
  deskEntryLabels,
  deskPurposesFor,
  parseDeskEntryForm,
} from '#app/payments/desk-entry-form.ts'
import { methodLabels, type PaymentSubject, purposeLabels } from '#app/payments/ledger.ts'

import { recordDeskEntry } from './desk-entries'

/** The desk-entry form's answer: what was recorded, or its problems with what was typed. */
export type DeskEntryAnswer = FormAnswer & {
  recorded?: string
  problems?: Record<string, string>
  values?: Record<string, string>
}

/**
 * Staff's post of the desk-entry form on a subject's page: read by the
 * form's schema (the amount becomes cents here, never taken from a
 * browser's sum), recorded through recordDeskEntry (audited, once per form
 * key), answered 400 with each field's problem.
 */
export async function deskEntryPost(
  db: DB,
  form: FormData,
  who: { actor: Actor; subject: { type: PaymentSubject; id: string } },
) {
  const read = (name: string) => formText(form, name)
  const values = Object.fromEntries(Object.keys(deskEntryLabels).map((name) => [name, read(name)]))
  const refused = (problems: Record<string, string>) =>
    data<DeskEntryAnswer>(
      { form: 'desk-entry', error: Object.values(problems)[0], problems, values },
      { status: 400 },
    )
  const parsed = parseDeskEntryForm(read)
  if (!parsed.ok) return refused(parsed.problems)
  const entry = parsed.value
  if (!deskPurposesFor(who.subject.type).includes(entry.purpose)) {
    return refused({ purpose: 'Choose what the money is for.' })
  }
  const result = await recordDeskEntry(
    db,
    {
      kind: entry.kind,
      method: entry.method,
      amountCents: entry.amount,
      subject: who.subject,
      purpose: entry.purpose,
      key: `desk-form-${entry.key}`,
      note: entry.note || null,
    },
    { actor: who.actor },
  )
  if (result.ok) {
    const moved = entry.kind === 'desk_payment' ? 'taken' : 'given back'
    return data<DeskEntryAnswer>({
      form: 'desk-entry',
      recorded: `Recorded: ${formatCents(entry.amount)} ${moved} (${methodLabels[entry.method].toLowerCase()}, ${purposeLabels[entry.purpose].toLowerCase()}).`,
    })
  }
  if (result.reason === 'duplicate') {
    return data<DeskEntryAnswer>({
      form: 'desk-entry',
      recorded: 'Already recorded: the form was sent twice, and the entry is listed once.',
    })
  }
  return refused({
    amount:
      result.refundableCents === 0
        ? 'Nothing paid here is left to give back, so the desk cannot refund it.'
        : `A desk refund gives back at most what was paid: ${formatCents(result.refundableCents)} is left to give back.`,
  })
}
