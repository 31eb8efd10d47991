import { data } from 'react-router'

import { deliveryChoiceOf } from '#app/deliveries/delivery-form.ts'
import { answerChange, type FormAnswer, notFound } from '#app/kernel/.server/action-result.ts'
import type { Actor } from '#app/kernel/.server/audit/actor.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import { formText } from '#app/kernel/admin-page.ts'
import { bookReturn } from '#app/service/.server/book-return.ts'
import { deskMethods, payInvoiceAtDesk } from '#app/service/.server/invoices.ts'
import {
  addEstimateLine,
  addNote,
  moveJob,
  removeEstimateLine,
  sendEstimate,
} from '#app/service/.server/job-changes.ts'
import { lineFormLabels, parseLineForm } from '#app/service/estimate-line-form.ts'

/*
 * The intents of a job's staff page, each handed to its change in
 * app/service/.server and answered as the page shows it: a message, the
 * form's problem (400), a change someone else made first (409).
 */

export const missingJob = 'No such service job.'

type Base = { db: DB; jobId: string; actor: Actor; siteUrl: string }
const answers = { missing: missingJob }

export type LineAnswer = FormAnswer & {
  problems?: Record<string, string>
  values?: Record<string, string>
}

export async function move(base: Base, form: FormData) {
  const to = formText(form, 'to')
  const result = await moveJob(
    base.db,
    base.jobId,
    { from: formText(form, 'from'), to },
    { actor: base.actor, siteUrl: base.siteUrl },
  )
  return answerChange('move', result, { ...answers, done: 'The job has moved.' })
}

export async function note(base: Base, form: FormData) {
  const result = await addNote(base.db, base.jobId, formText(form, 'note'), base)
  return answerChange('note', result, { ...answers, done: 'Note added to the history.' })
}

export async function lineAdd(base: Base, form: FormData) {
  const values = Object.fromEntries(
    Object.keys(lineFormLabels).map((name) => [name, formText(form, name)]),
  )
  const parsed = parseLineForm({
    kind: formText(form, 'kind'),
    description: formText(form, 'description'),
    hours: formText(form, 'hours'),
    quantity: formText(form, 'quantity'),
    unitPrice: formText(form, 'unitPrice'),
    claimNumber: formText(form, 'claimNumber'),
  })
  if (!parsed.ok) {
    const problems = parsed.problems as Record<string, string>
    return data<LineAnswer>(
      { form: 'line', error: Object.values(problems)[0], problems, values },
      { status: 400 },
    )
  }
  const result = await addEstimateLine(base.db, base.jobId, parsed.line, base)
  return answerChange('line', result, { ...answers, done: 'Line added to the estimate.' })
}

export async function lineRemove(base: Base, form: FormData) {
  const position = Number(formText(form, 'position'))
  if (!Number.isInteger(position) || position < 1)
    return data<FormAnswer>(
      { form: 'line', error: 'That line is not on the estimate.' },
      { status: 400 },
    )
  const result = await removeEstimateLine(base.db, base.jobId, position, base)
  return answerChange('line', result, { ...answers, done: 'Line removed from the estimate.' })
}

export async function send(base: Base) {
  const result = await sendEstimate(base.db, base.jobId, base)
  return answerChange('send', result, {
    ...answers,
    done: 'Sent: the customer has the link by e-mail, and the job waits for approval.',
  })
}

export async function payAtDesk(base: Base, form: FormData) {
  const method = formText(form, 'method')
  if (!(deskMethods as readonly string[]).includes(method))
    return data<FormAnswer>(
      { form: 'pay', error: 'Choose cash, a check or a card on the desk’s terminal.' },
      { status: 400 },
    )
  const result = await payInvoiceAtDesk(
    base.db,
    base.jobId,
    method as (typeof deskMethods)[number],
    base,
  )
  return answerChange('pay', result, { ...answers, done: 'Recorded: the invoice is paid.' })
}

/** Staff book a picked-up cart's return for the customer (audited). */
export async function returnTrip(base: Base, form: FormData) {
  const fields = Object.fromEntries(
    [...form.entries()].filter((e): e is [string, string] => typeof e[1] === 'string'),
  )
  const result = await bookReturn(base.db, base.jobId, deliveryChoiceOf(fields), {
    now: new Date(),
    staff: base.actor,
  })
  return answerChange('return', result, {
    ...answers,
    done: 'Return booked: the trip is on the trucks’ schedule.',
  })
}

export async function jobExists(db: DB, id: string) {
  const found = await db
    .selectFrom('service_jobs')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst()
  if (!found) throw notFound(missingJob)
}
