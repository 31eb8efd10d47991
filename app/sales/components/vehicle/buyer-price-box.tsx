import { Calculator } from 'lucide-react'

import { Button } from '#app/kernel/components/ui/button.tsx'
import { controlClass, FormField } from '#app/kernel/components/ui/form-field.tsx'
import { phones } from '#app/kernel/dealer/business.ts'
import { formatCents } from '#app/kernel/format.ts'
import type { BuyerPrice } from '#app/sales/.server/buyer-price/buyer-price.ts'
import { formatApr, paymentEstimate } from '#app/sales/payment-estimate.ts'
import { estimateRowClass } from '#app/sales/payment-estimate-look.ts'

import { PaymentDisclosure } from './payment-disclosure.tsx'

/** The anchor of the box, which its form returns to. */
export const priceBoxId = 'price'

type Props = { price: BuyerPrice; action: string; tradeInPath: string }

/**
 * The out-the-door price and the payment estimate, on request: a GET form
 * (town, term, down payment) answered by the server, so it works without
 * JavaScript; each line says where its amount comes from.
 */
export function BuyerPriceBox({ price, action, tradeInPath }: Props) {
  const { errors, values, terms } = price
  const total = price.outTheDoor?.kind === 'total' ? price.outTheDoor : undefined
  return (
    <section
      id={priceBoxId}
      aria-labelledby="price-heading"
      className="scroll-mt-24 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <details open={price.asked}>
        <summary className="cursor-pointer list-none">
          <h2
            id="price-heading"
            className="inline-flex items-center gap-2 text-2xl font-bold text-gray-900"
          >
            <Calculator aria-hidden="true" className="size-6 text-brand-800" /> Out-the-door price
            and monthly payment
          </h2>
          <p className="mt-1 text-gray-700">
            Delivered to your town, with fees and sales tax, and an estimate of the payment.
          </p>
        </summary>
        <form
          id="price-form"
          method="get"
          action={`${action}#${priceBoxId}`}
          className="mt-6 grid gap-4 sm:grid-cols-3"
        >
          <FormField id="price-town" label="Deliver to" error={errors.town}>
            {(control) => (
              <select
                {...control}
                name="town"
                required
                defaultValue={price.town?.slug ?? ''}
                className={controlClass(Boolean(errors.town))}
              >
                <option value="">Choose your town</option>
                {price.towns.map((group) => (
                  <optgroup key={group.area} label={group.area}>
                    {group.towns.map((town) => (
                      <option key={town.slug} value={town.slug}>
                        {town.name}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
            )}
          </FormField>
          <FormField id="price-term" label="Term" error={errors.term}>
            {(control) => (
              <select
                {...control}
                name="term"
                defaultValue={values.term || String(terms.defaultTermMonths)}
                className={controlClass(Boolean(errors.term))}
              >
                {terms.termsMonths.map((months) => (
                  <option key={months} value={months}>
                    {months} months
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField id="price-down" label="Down payment ($)" error={errors.down}>
            {(control) => (
              <input
                {...control}
                name="down"
                inputMode="numeric"
                autoComplete="off"
                placeholder={`${terms.downPaymentPercent}% of the price`}
                defaultValue={values.down}
                className={controlClass(Boolean(errors.down))}
              />
            )}
          </FormField>
          <Button type="submit" className="sm:col-span-3 sm:justify-self-start">
            Show my price
          </Button>
        </form>

        {price.outTheDoor?.kind === 'call' && (
          <p className="mt-6 text-lg text-gray-900">
            This cart is priced on request: call {phones.sales.display} for our price delivered to{' '}
            {price.town?.name}.
          </p>
        )}
        {total && price.town && (
          <div className="mt-8">
            <h3 className="text-xl font-semibold text-gray-900">
              Out-the-door to {price.town.name}
            </h3>
            <table className="mt-3 w-full text-left">
              <caption className="sr-only">Out-the-door price to {price.town.name}</caption>
              <tbody>
                {total.lines.map((line) => (
                  <tr key={line.key} className="border-b border-gray-200 align-top">
                    <th scope="row" className="py-2 pr-4 font-normal text-gray-900">
                      {line.label}
                      <span className="block text-sm text-gray-700">{line.source}</span>
                    </th>
                    <td className="py-2 text-right font-semibold whitespace-nowrap text-gray-900">
                      {formatCents(line.cents)}
                    </td>
                  </tr>
                ))}
                <tr>
                  <th scope="row" className="py-3 text-lg font-bold text-gray-900">
                    Out-the-door total
                  </th>
                  <td
                    className="py-3 text-right text-lg font-extrabold text-gray-900"
                    data-testid="out-the-door-total"
                  >
                    {formatCents(total.totalCents)}
                  </td>
                </tr>
              </tbody>
            </table>
            <p className="mt-2 text-sm text-gray-700">
              An estimate: we confirm the delivery charge and the total in writing before you buy.
              Have a cart to trade?{' '}
              <a href={tradeInPath} className="underline">
                Get it valued
              </a>{' '}
              and we take its value off this total.
            </p>
          </div>
        )}
        {total && price.estimate && (
          <div className="mt-8">
            <h3 className="text-xl font-semibold text-gray-900">Monthly payment estimate</h3>
            <table className="mt-3 w-full text-left" data-testid="payment-table">
              <caption className="sr-only">
                Monthly payments with {formatCents(price.estimate.downPaymentCents)} down at{' '}
                {formatApr(terms.aprBasisPoints)} APR
              </caption>
              <thead>
                <tr className="border-b border-gray-300 text-sm text-gray-700">
                  <th scope="col" className="py-2">
                    Term
                  </th>
                  <th scope="col" className="py-2 text-right">
                    Monthly payment
                  </th>
                  <th scope="col" className="py-2 text-right">
                    Total of payments
                  </th>
                </tr>
              </thead>
              <tbody>
                {terms.termsMonths.map((months) => {
                  const row = paymentEstimate(
                    total.totalCents,
                    price.estimate?.downPaymentCents ?? 0,
                    months,
                    terms.aprBasisPoints,
                  )
                  const chosen = months === price.estimate?.termMonths
                  return (
                    <tr
                      key={months}
                      data-term={months}
                      aria-current={chosen ? 'true' : undefined}
                      className={estimateRowClass(chosen)}
                    >
                      <th scope="row" className="py-2 pl-2 font-[inherit]">
                        {months} months
                      </th>
                      <td className="py-2 text-right" data-cell="monthly">
                        {formatCents(row.monthlyCents)}
                      </td>
                      <td className="py-2 pr-2 text-right" data-cell="total">
                        {formatCents(row.totalOfPaymentsCents)}
                      </td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
            <PaymentDisclosure
              estimate={price.estimate}
              prequalificationUrl={price.prequalificationUrl}
            />
          </div>
        )}
      </details>
    </section>
  )
}
