import { z } from 'zod'

import type { PaymentPurpose, PaymentSubject } from './ledger'

/*
 * Staff's form for money taken or given back in person, read by one schema
 * in the browser (before it posts) and on the server (which alone records):
 * the amount as staff type it, in dollars and cents, becomes integer cents.
 */

export const deskEntryKinds = ['desk_payment', 'desk_refund'] as const
export const deskEntryMethods = ['cash', 'check', 'card_desk'] as const
export const deskEntryPurposes = ['rent', 'fees', 'other'] as const satisfies PaymentPurpose[]
export type DeskEntryPurpose = (typeof deskEntryPurposes)[number]

/**
 * What money at the desk can be for on a subject's page: a rental's rent or
 * fees. A service job's invoice is paid only whole, by its own button (or
 * online), so the desk's free entries there are other money.
 */
export function deskPurposesFor(subject: PaymentSubject): readonly DeskEntryPurpose[] {
  if (subject === 'reservation') return ['rent', 'fees', 'other']
  return ['other']
}

/** One entry at most: $100,000, far above any rental, well within a safe integer of cents. */
export const maxDeskEntryCents = 10_000_000
export const maxDeskNoteLength = 500

/** "45", "45.5", "$1,045.50" as integer cents; undefined for anything else (three decimals, a minus). */
export function centsOfDollars(text: string): number | undefined {
  const plain = text
    .trim()
    .replace(/^\$\s*/, '')
    .replaceAll(',', '')
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(plain)
  if (!match) return undefined
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

const amountProblem = 'Enter dollars and cents, like 45 or 45.50.'

export const deskEntrySchema = z.object({
  kind: z.enum(deskEntryKinds, { error: 'Choose whether money was taken or given back.' }),
  method: z.enum(deskEntryMethods, {
    error: 'Choose cash, a check or a card on the desk’s terminal.',
  }),
  amount: z.string({ error: amountProblem }).transform((text, context) => {
    const cents = centsOfDollars(text)
    if (cents === undefined || cents < 1)
      context.addIssue({ code: 'custom', message: amountProblem })
    else if (cents > maxDeskEntryCents)
      context.addIssue({ code: 'custom', message: 'At most $100,000 in one entry.' })
    return cents ?? 0
  }),
  purpose: z.enum(deskEntryPurposes, { error: 'Choose what the money is for.' }),
  note: z
    .string()
    .trim()
    .max(maxDeskNoteLength, `Keep the note to ${maxDeskNoteLength} characters.`)
    .default(''),
  key: z.uuid({ error: 'This form is out of date: reload the page and enter it again.' }),
})

export type DeskEntryInput = z.output<typeof deskEntrySchema>
export type DeskEntryField = keyof z.input<typeof deskEntrySchema>

export const deskEntryLabels: Record<DeskEntryField, string> = {
  kind: 'Money',
  method: 'Paid by',
  amount: 'Amount in dollars',
  purpose: 'For',
  note: 'Note',
  key: 'Form',
}

/** The form's fields read by the schema: the entry, or each field's first problem. */
export function parseDeskEntryForm(
  read: (name: string) => string,
): { ok: true; value: DeskEntryInput } | { ok: false; problems: Record<string, string> } {
  const fields = Object.fromEntries(
    (Object.keys(deskEntryLabels) as DeskEntryField[]).map((name) => [name, read(name)]),
  )
  const parsed = deskEntrySchema.safeParse(fields)
  if (parsed.success) return { ok: true, value: parsed.data }
  const problems: Record<string, string> = {}
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'key')
    problems[field] ??= issue.message
  }
  return { ok: false, problems }
}
