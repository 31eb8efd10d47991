import { centsOfDollars } from '#app/payments/desk-entry-form.ts'

import type { EstimateLine } from './service-estimate'

/*
 * Staff's form for one estimate line, read the same in the browser and on
 * the server: hours as staff type them ("1.5") become tenths, a unit price
 * ("12.99") cents.
 */

export const maxLineTenths = 999
export const maxLineQuantity = 999
export const maxUnitCents = 10_000_000
export const maxDescriptionLength = 200

/** "1.5" as 15 tenths; undefined for anything finer than a tenth, zero, or too many. */
export function tenthsOfHours(text: string): number | undefined {
  const match = /^(\d{1,3})(?:\.(\d))?$/.exec(text.trim())
  if (!match) return undefined
  const tenths = Number(match[1]) * 10 + Number(match[2] ?? '0')
  return tenths > 0 && tenths <= maxLineTenths ? tenths : undefined
}

export type LineForm = {
  kind: string
  description: string
  hours: string
  quantity: string
  unitPrice: string
  claimNumber: string
}

export const lineFormLabels: Record<keyof LineForm, string> = {
  kind: 'Line',
  description: 'Description',
  hours: 'Hours',
  quantity: 'Quantity',
  unitPrice: 'Unit price in dollars',
  claimNumber: 'Warranty claim number',
}

/** The line, or each field's problem. */
export function parseLineForm(
  form: LineForm,
):
  | { ok: true; line: EstimateLine }
  | { ok: false; problems: Partial<Record<keyof LineForm, string>> } {
  const problems: Partial<Record<keyof LineForm, string>> = {}
  const description = form.description.trim()
  if (!description) problems.description = 'Describe the work or the part.'
  else if (description.length > maxDescriptionLength)
    problems.description = `Keep the description to ${maxDescriptionLength} characters.`
  const tenths = form.hours.trim() ? tenthsOfHours(form.hours) : undefined
  const hoursProblem = 'Enter hours in tenths, like 0.5 or 1.2 (at most 99.9).'
  if (form.kind === 'labour') {
    if (tenths === undefined) problems.hours = hoursProblem
    if (Object.keys(problems).length > 0) return { ok: false, problems }
    return { ok: true, line: { kind: 'labour', description, tenths: tenths ?? 0 } }
  }
  if (form.kind === 'part') {
    const quantity = /^\d{1,3}$/.test(form.quantity.trim()) ? Number(form.quantity) : 0
    if (quantity < 1 || quantity > maxLineQuantity)
      problems.quantity = `Enter a whole quantity from 1 to ${maxLineQuantity}.`
    const unitCents = centsOfDollars(form.unitPrice)
    if (unitCents === undefined || unitCents > maxUnitCents)
      problems.unitPrice = 'Enter the unit price in dollars and cents, like 12.99.'
    if (Object.keys(problems).length > 0) return { ok: false, problems }
    return { ok: true, line: { kind: 'part', description, quantity, unitCents: unitCents ?? 0 } }
  }
  if (form.kind === 'warranty') {
    const claimNumber = form.claimNumber.trim()
    if (!claimNumber) problems.claimNumber = 'Enter the maker’s warranty claim number.'
    else if (claimNumber.length > 60)
      problems.claimNumber = 'Keep the claim number to 60 characters.'
    if (form.hours.trim() && tenths === undefined) problems.hours = hoursProblem
    if (Object.keys(problems).length > 0) return { ok: false, problems }
    return {
      ok: true,
      line: { kind: 'warranty', description, claimNumber, tenths: tenths ?? null },
    }
  }
  return { ok: false, problems: { kind: 'Choose labour, a part or warranty work.' } }
}
