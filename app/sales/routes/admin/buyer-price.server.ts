import type { ChangedBy } from '#app/kernel/.server/audit/audited-change.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import {
  changeSetting,
  readSetting,
  type Setting,
} from '#app/kernel/.server/settings/app-settings.ts'
import { formatCents } from '#app/kernel/format.ts'
import {
  documentationFee,
  financingApr,
  financingDefaultTerm,
  financingDownPayment,
  financingTagTerms,
  financingTerms,
  prequalificationUrl,
} from '#app/sales/.server/buyer-price/price-settings.ts'
import {
  aprMessage,
  maxDocumentationFeeCents,
  maxTextLength,
  parseApr,
  parseLenderUrl,
  parseTermsMonths,
  termsMessage,
} from '#app/sales/buyer-price-settings.ts'
import { formatApr, maxTermMonths, minTermMonths } from '#app/sales/payment-estimate.ts'

/*
 * The owners' buyer-price settings, one form each: how its text reads, the
 * setting it changes, how the value is shown and the confirmation.
 */

type Parsed<T> = { value: T } | { problem: string }

/** One setting's form: its field, how its text reads, the setting and the confirmation. */
type Field<T> = {
  name: string
  setting: Setting<T>
  parse: (text: string) => Parsed<T>
  shown: (value: T) => string
  saved: (value: T) => string
}

/** What the page does with one setting, whatever its type: show it, and save a typed value. */
export type SettingForm = {
  name: string
  shown: (db: DB) => Promise<string>
  save: (
    db: DB,
    who: ChangedBy,
    text: string,
  ) => Promise<{ ok: true; message: string } | { ok: false; problem: string }>
}

const field = <T>(f: Field<T>): SettingForm => ({
  name: f.name,
  shown: async (db) => f.shown(await readSetting(db, f.setting)),
  save: async (db, who, text) => {
    const parsed = f.parse(text)
    if ('problem' in parsed) return { ok: false, problem: parsed.problem }
    await changeSetting(db, f.setting, { ...who, value: parsed.value })
    return { ok: true, message: f.saved(parsed.value) }
  },
})

const wholeNumber =
  (min: number, max: number, problem: string) =>
  (text: string): Parsed<number> => {
    const value = Number(text.trim().replace(/^\$/, ''))
    return /^\$?\d+$/.test(text.trim()) && value >= min && value <= max ? { value } : { problem }
  }

export const fields = [
  field<number>({
    name: 'documentationFee',
    setting: documentationFee,
    parse: (text) => {
      const read = wholeNumber(
        0,
        maxDocumentationFeeCents / 100,
        `Enter whole dollars from 0 to ${maxDocumentationFeeCents / 100}.`,
      )(text)
      return 'value' in read ? { value: read.value * 100 } : read
    },
    shown: (cents) => String(cents / 100),
    saved: (cents) =>
      cents === 0
        ? 'Saved: no documentation fee.'
        : `Saved: a documentation fee of ${formatCents(cents)}.`,
  }),
  field<number>({
    name: 'apr',
    setting: financingApr,
    parse: (text) => {
      const value = parseApr(text)
      return value === undefined ? { problem: aprMessage } : { value }
    },
    shown: (bp) => (bp / 100).toFixed(2),
    saved: (bp) => `Saved: estimates at ${formatApr(bp)} APR.`,
  }),
  field<string>({
    name: 'terms',
    setting: financingTerms,
    parse: (text) => {
      const months = parseTermsMonths(text)
      return months ? { value: months.join(', ') } : { problem: termsMessage }
    },
    shown: (text) => text,
    saved: (text) => `Saved: buyers choose ${text} months.`,
  }),
  field<number>({
    name: 'defaultTerm',
    setting: financingDefaultTerm,
    parse: wholeNumber(
      minTermMonths,
      maxTermMonths,
      `Enter whole months from ${minTermMonths} to ${maxTermMonths}; one of the terms offered.`,
    ),
    shown: String,
    saved: (months) => `Saved: the estimate starts at ${months} months.`,
  }),
  field<number>({
    name: 'downPayment',
    setting: financingDownPayment,
    parse: wholeNumber(0, 90, 'Enter a whole percent from 0 to 90.'),
    shown: String,
    saved: (percent) => `Saved: the estimate starts with ${percent}% down.`,
  }),
  field<string>({
    name: 'prequalification',
    setting: prequalificationUrl,
    parse: (text) => {
      const value = parseLenderUrl(text)
      return value === undefined
        ? { problem: 'Enter the https address of the lender’s pre-qualification page, or nothing.' }
        : { value }
    },
    shown: (text) => text,
    saved: (text) =>
      text ? 'Saved: the estimate links to the lender’s page.' : 'Saved: no lender link.',
  }),
  field<string>({
    name: 'financingTag',
    setting: financingTagTerms,
    parse: (text) => {
      const value = text.trim()
      return value && value.length <= maxTextLength && !/[\r\n]/.test(value)
        ? { value }
        : { problem: `Write the offer's terms in one line of at most ${maxTextLength} characters.` }
    },
    shown: (text) => text,
    saved: () => 'Saved: carts tagged "Financing offer" show these terms.',
  }),
]
