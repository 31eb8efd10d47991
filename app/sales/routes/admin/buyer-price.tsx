import { data } from 'react-router'

import { readSetting } from '#app/kernel/.server/settings/app-settings.ts'
import { adminMeta } from '#app/kernel/admin-page.ts'
import { AdminSection } from '#app/kernel/components/admin/admin-section.tsx'
import { OneFieldForm } from '#app/kernel/components/admin/one-field-form.tsx'
import { salesTaxRate } from '#app/payments/.server/sales-tax-setting.ts'
import { formatSalesTaxRate } from '#app/payments/sales-tax.ts'
import { countySurchargeBasisPoints } from '#app/sales/out-the-door.ts'
import { readOwnerPost } from '#app/staff/.server/owner-post.ts'
import { requireUser } from '#app/staff/.server/require-user.ts'

import type { Route } from './+types/buyer-price'
import { fields } from './buyer-price.server.ts'

export const meta = () => adminMeta('Buyer price and financing')

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context, { role: 'owner' })
  const values: Record<string, string> = {}
  for (const f of fields) values[f.name] = await f.shown(context.db)
  return { values, taxBasisPoints: await readSetting(context.db, salesTaxRate) }
}

type Result = { form: string; message?: string; error?: string; value?: string }

export async function action({ request, context }: Route.ActionArgs) {
  const { who, read, intent } = await readOwnerPost(request, context)
  const f = fields.find((each) => each.name === intent)
  if (!f) return data<Result>({ form: '', error: 'Unknown action.' }, { status: 400 })
  const text = read(f.name)
  const saved = await f.save(context.db, who, text)
  if (!saved.ok) {
    return data<Result>({ form: f.name, error: saved.problem, value: text }, { status: 400 })
  }
  return data<Result>({ form: f.name, message: saved.message })
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
      {Object.entries(labels).map(([name, text], index) => {
        const result = actionData?.form === name ? actionData : undefined
        return (
          <AdminSection
            key={name}
            title={text.label}
            className={index === 0 ? 'mt-8 max-w-lg' : 'mt-10 max-w-lg'}
          >
            <OneFieldForm
              name={name}
              intent={name}
              label={text.label}
              hint={text.hint}
              required={name !== 'prequalification'}
              done={result?.message}
              error={result?.error}
              value={result?.value ?? loaderData.values[name]}
              button={text.button}
            />
          </AdminSection>
        )
      })}
    </>
  )
}
