import type { RentalQuote } from '#app/rentals/rental-quote.ts'

import { QuoteDeposit, type QuoteLine, QuoteLineRow, QuoteLines } from './quote-lines.tsx'

type Quote = Pick<RentalQuote, 'lines' | 'total' | 'deposit'>

function QuoteShown({
  quote,
  taxBasisPoints,
}: {
  quote: Quote
  taxBasisPoints?: number | undefined
}) {
  return (
    <>
      <QuoteLines lines={quote.lines} total={quote.total} taxBasisPoints={taxBasisPoints} />
      <QuoteDeposit deposit={quote.deposit} />
    </>
  )
}

const noQuote = (
  <p className="mt-2 text-gray-700">
    Choose a cart, days and a showroom or delivery town to see the price.
  </p>
)
const blankLine: QuoteLine = { key: 'line', label: '', detail: '', amount: 0 }

/**
 * The reserve form's quote for the values shown, announced politely when it
 * changes. The templates are its parts as the server renders them, which the
 * browser fills as the renter changes the form (showQuote).
 */
export function QuoteBox({
  quote,
  taxBasisPoints,
}: {
  quote: Quote | null
  /** the sales tax rate when the rent is paid online */
  taxBasisPoints?: number | undefined
}) {
  return (
    <section
      aria-labelledby="quote-heading"
      className="rounded-xl bg-brand-50 p-4"
      data-quote-box
      data-tax-basis-points={taxBasisPoints}
    >
      <h2 id="quote-heading" className="text-xl font-bold text-brand-900">
        Your quote
      </h2>
      <div aria-live="polite" data-quote>
        {quote ? <QuoteShown quote={quote} taxBasisPoints={taxBasisPoints} /> : noQuote}
      </div>
      <template data-quote-shown>
        <QuoteShown quote={{ lines: [], total: 0, deposit: 0 }} taxBasisPoints={taxBasisPoints} />
      </template>
      <template data-quote-none>{noQuote}</template>
      <template data-quote-line>
        <QuoteLineRow line={blankLine} />
      </template>
    </section>
  )
}
