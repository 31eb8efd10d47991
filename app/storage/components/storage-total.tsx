import { longDayYearText } from '#app/kernel/dealer-clock.ts'
import { formatCents } from '#app/kernel/format.ts'

import type { StorageBookPage } from '../.server/book-page.ts'
import type { Charges } from '../storage-charges.ts'

function ChargeTable({ charges, caption }: { charges: Charges; caption: string }) {
  return (
    <table className="w-full text-left">
      <caption className="sr-only">{caption}</caption>
      <tbody>
        {charges.lines.map((line) => (
          <tr key={line.label} className="border-b border-gray-200">
            <th scope="row" className="py-2 pr-3 font-normal text-gray-800">
              {line.label}
            </th>
            <td className="py-2 text-right tabular-nums">{formatCents(line.cents)}</td>
          </tr>
        ))}
        {charges.taxCents > 0 && (
          <tr className="border-b border-gray-200">
            <th scope="row" className="py-2 pr-3 font-normal text-gray-800">
              Sales tax (on the work and the pickup)
            </th>
            <td className="py-2 text-right tabular-nums">{formatCents(charges.taxCents)}</td>
          </tr>
        )}
        <tr>
          <th scope="row" className="py-2 pr-3 font-bold text-gray-900">
            Total
          </th>
          <td className="py-2 text-right text-lg font-bold tabular-nums">
            {formatCents(charges.totalCents)}
          </td>
        </tr>
      </tbody>
    </table>
  )
}

/** The total for the choices as they stand, computed by the server. */
export function StorageTotal({ quote }: { quote: StorageBookPage['quote'] }) {
  const monthly = quote.plan === 'monthly'
  return (
    <section
      aria-labelledby="total-heading"
      className="rounded-xl border-2 border-brand-700 bg-brand-50 p-4 sm:p-6"
    >
      <h2 id="total-heading" className="text-lg font-bold text-gray-900">
        {monthly ? 'Your monthly charge' : 'Your total, paid now'}
      </h2>
      {quote.town && 'unknown' in quote.town && (
        <p className="mt-2 text-sm text-red-800">
          We do not pick up in &ldquo;{quote.town.unknown}&rdquo;: the total has no pickup fee until
          you choose a town we serve.
        </p>
      )}
      <div className="mt-3">
        <ChargeTable
          charges={quote.charges}
          caption={monthly ? 'A full month' : 'Paid at booking'}
        />
      </div>
      {monthly ? (
        <div className="mt-3 grid gap-2 text-sm text-gray-800">
          <p>
            Nothing is charged today: your card is saved on Stripe&apos;s secure page and charged on
            the 1st of each month. The first month is charged for the days from your start date.
          </p>
          {quote.oneOff && (
            <p>
              The pickup ({formatCents(quote.oneOff.totalCents)} with tax) is added to your first
              month.
            </p>
          )}
        </div>
      ) : (
        <p className="mt-3 text-sm text-gray-800">
          The whole season{quote.endDay ? `, to ${longDayYearText(quote.endDay)}` : ''}, paid on
          Stripe&apos;s secure page when you book. Leaving early does not reduce the package price.
        </p>
      )}
    </section>
  )
}
