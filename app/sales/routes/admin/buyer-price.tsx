import { data } from 'react-router'

import {
  changeSetting,
  readSetting,
  type Setting,
} from '#app/kernel/.server/settings/app-settings.ts'
import { adminMeta } from '#app/kernel/admin-page.ts'
import { AdminSection } from '#app/kernel/components/admin/admin-section.tsx'
import { OneFieldForm } from '#app/kernel/components/admin/one-field-form.tsx'
import { formatCents } from '#app/kernel/format.ts'
import { salesTaxRate } from '#app/payments/.server/sales-tax-setting.ts'
import { formatSalesTaxRate } from '#app/payments/sales-tax.ts'
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
import { countySurchargeBasisPoints } from '#app/sales/out-the-door.ts'
import { formatApr, maxTermMonths, minTermMonths } from '#app/sales/payment-estimate.ts'
import { readOwnerPost } from '#app/staff/.server/owner-post.ts'
import { requireUser } from '#app/staff/.server/require-user.ts'

import type { Route } from './+types/buyer-price'

export const meta = () => adminMeta('Buyer price and financing')

type Parsed<T> = { value: T } | { problem: string }

/** One setting's form: its field, how its text reads, the setting and the confirmation. */
type Field<T> = {
  name: string
  setting: Setting<T>
  parse: (text: string) => Parsed<T>
  shown: (value: T) => string
  saved: (value: T) => string
}

const field = <T,>(f: Field<T>) => f as unknown as Field<number | string>

const wholeNumber =
  (min: number, max: number, problem: string) =>
  (text: string): Parsed<number> => {
    const value = Number(text.trim().replace(/^\$/, ''))
    return /^\$?\d+$/.test(text.trim()) && value >= min && value <= max ? { value } : { problem }
  }

const fields = [
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

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context, { role: 'owner' })
  const values: Record<string, string> = {}
  for (const f of fields) values[f.name] = f.shown(await readSetting(context.db, f.setting))
  return { values, taxBasisPoints: await readSetting(context.db, salesTaxRate) }
}

type Result = { form: string; message?: string; error?: string; value?: string }

export async function action({ request, context }: Route.ActionArgs) {
  const { who, read, intent } = await readOwnerPost(request, context)
  const f = fields.find((each) => each.name === intent)
  if (!f) return data<Result>({ form: '', error: 'Unknown action.' }, { status: 400 })
  const text = read(f.name)
  const parsed = f.parse(text)
  if ('problem' in parsed) {
    return data<Result>({ form: f.name, error: parsed.problem, value: text }, { status: 400 })
  }
  await changeSetting(context.db, f.setting, { ...who, value: parsed.value })
  return data<Result>({ form: f.name, message: f.saved(parsed.value) })
}

const labels: Record<string, { label: string; hint: string; button: string }> = {
  documentationFee: {
    label: 'Documentation fee in dollars',
    hint: 'Added to every out-the-door price and taxed with the cart; 0 for none.',
    button: 'Save the fee',
  },
  apr: {
    label: 'APR in percent',
    hint: 'The rate every payment estimate uses, e.g. 7.99.',
    button: 'Save the APR',
  },
  terms: {
    label: 'Terms offered, in months',
    hint: 'e.g. 24, 36, 48, 60',
    button: 'Save the terms',
  },
  defaultTerm: {
    label: 'Term shown first, in months',
    hint: 'One of the terms offered.',
    button: 'Save the term',
  },
  downPayment: {
    label: 'Down payment shown first, in percent',
    hint: 'Of the out-the-door price; buyers change it.',
    button: 'Save the down payment',
  },
  prequalification: {
    label: 'Lender pre-qualification page',
    hint: 'The lender’s own page (https). The site never asks for a credit application or a social security number.',
    button: 'Save the link',
  },
  financingTag: {
    label: 'Terms of the "Financing offer" tag',
    hint: 'Shown on every cart with the tag, e.g. the rate, the term and who qualifies.',
    button: 'Save the terms',
  },
}

export default function BuyerPrice({ loaderData, actionData }: Route.ComponentProps) {
  const surcharges = Object.entries(countySurchargeBasisPoints)
    .map(([county, bp]) => `${county} ${formatSalesTaxRate(bp)}`)
    .join(', ')
  return (
    <>
      <h1 className="text-3xl font-bold text-gray-900">Buyer price and financing</h1>
      <p className="mt-2 max-w-2xl text-gray-700">
        Each cart&apos;s page adds delivery to the buyer&apos;s town, this documentation fee and
        sales tax at {formatSalesTaxRate(loaderData.taxBasisPoints)} (the rate on the{' '}
        <a href="/admin/payments">payments page</a>) plus the county&apos;s surcharge where the cart
        is delivered ({surcharges}), and estimates a monthly payment on the total.
      </p>
      {fields.map((f, index) => {
        const result = actionData?.form === f.name ? actionData : undefined
        const text = labels[f.name]
        if (!text) return null
        return (
          <AdminSection
            key={f.name}
            title={text.label}
            className={index === 0 ? 'mt-8 max-w-lg' : 'mt-10 max-w-lg'}
          >
            <OneFieldForm
              name={f.name}
              intent={f.name}
              label={text.label}
              hint={text.hint}
              required={f.name !== 'prequalification'}
              done={result?.message}
              error={result?.error}
              value={result?.value ?? loaderData.values[f.name]}
              button={text.button}
            />
          </AdminSection>
        )
      })}
    </>
  )
}
