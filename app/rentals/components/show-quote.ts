// The reserve form's quote in the browser: the server's parts of QuoteBox
// (its templates) filled with a quote, without React.
import { formatCents, formatPrice } from '#app/kernel/format.ts'
import { rentCharges } from '#app/rentals/rent-charges.ts'
import type { RentalQuote } from '#app/rentals/rental-quote.ts'

function copyOf(box: HTMLElement, name: string): DocumentFragment {
  const template = box.querySelector<HTMLTemplateElement>(`template[data-quote-${name}]`)
  if (!template) throw new Error(`quote: no ${name} template`)
  return template.content.cloneNode(true) as DocumentFragment
}

function write(root: ParentNode, mark: string, text: string) {
  const node = root.querySelector(`[data-quote-${mark}]`)
  if (node) node.textContent = text
}

/** Shows the quote (or, for null, what to choose to get one) in the box's live region. */
export function showQuote(box: HTMLElement, quote: RentalQuote | null) {
  const region = box.querySelector('[data-quote]')
  if (!region) throw new Error('quote: no live region')
  if (!quote) {
    region.replaceChildren(copyOf(box, 'none'))
    return
  }
  const shown = copyOf(box, 'shown')
  // the lines go before the tax line (paid online) or the total
  const after =
    shown.querySelector('[data-quote-tax-line]') ?? shown.querySelector('[data-quote-due]')
  for (const line of quote.lines) {
    const row = copyOf(box, 'line')
    write(row, 'label', line.label)
    write(row, 'detail', line.detail)
    write(row, 'amount', formatPrice(line.amount))
    after?.before(row)
  }
  // with the rent paid online, the total is the charges with their sales tax
  const taxRate = box.dataset.taxBasisPoints
  if (taxRate === undefined) {
    write(shown, 'total', formatPrice(quote.total))
  } else {
    const charges = rentCharges(quote, Number(taxRate))
    write(shown, 'tax', formatCents(charges.taxCents))
    write(shown, 'total', formatCents(charges.totalCents))
  }
  write(shown, 'deposit', formatPrice(quote.deposit))
  region.replaceChildren(shown)
}
