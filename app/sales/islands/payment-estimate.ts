import { showFieldError } from '#app/kernel/components/ui/field-look.ts'
import { formatCents } from '#app/kernel/format.ts'
import type { DomIsland } from '#app/kernel/islands/dom-island.ts'
import {
  estimateChoice,
  type FinancingTerms,
  paymentEstimate,
  paymentsPhrase,
} from '#app/sales/payment-estimate.ts'
import { estimateRowClass } from '#app/sales/payment-estimate-look.ts'

/** What the price box's island works from: the out-the-door total the server priced, for its town. */
export type PaymentEstimateProps = { totalCents?: number; town?: string; terms: FinancingTerms }

/**
 * The payment estimate, live: once the server has priced a town, a new term
 * or down payment is estimated in the browser with the same function, its
 * disclosure and table rewritten and the address kept in step (a reload or a
 * shared link shows the same). A new town still goes to the server, whose
 * delivery and tax it needs.
 */
function enhance(root: HTMLElement, props: PaymentEstimateProps) {
  const { totalCents, town, terms } = props
  const form = root.querySelector<HTMLFormElement>('#price-form')
  if (totalCents === undefined || !town || !form) return
  const control = (name: string) => form.elements.namedItem(name) as HTMLInputElement | null
  const [townField, termField, downField] = [control('town'), control('term'), control('down')]
  if (!townField || !termField || !downField) return
  const set = (part: string, text: string) => {
    const node = root.querySelector(`[data-estimate="${part}"]`)
    if (node) node.textContent = text
  }

  const update = () => {
    if (townField.value !== town) return
    const choice = estimateChoice(
      { term: termField.value, down: downField.value },
      terms,
      totalCents,
    )
    showFieldError(termField, !choice.ok && choice.field === 'term' ? choice.message : undefined)
    showFieldError(downField, !choice.ok && choice.field === 'down' ? choice.message : undefined)
    if (!choice.ok) return
    const estimate = paymentEstimate(
      totalCents,
      choice.downPaymentCents,
      choice.termMonths,
      terms.aprBasisPoints,
    )
    set('monthly', `${formatCents(estimate.monthlyCents)} a month`)
    set('term', String(estimate.termMonths))
    set('down', formatCents(estimate.downPaymentCents))
    set('payments', paymentsPhrase(estimate))
    set('financed', formatCents(estimate.principalCents))
    set('total', formatCents(estimate.totalOfPaymentsCents))
    set('charge', formatCents(estimate.financeChargeCents))
    for (const row of root.querySelectorAll<HTMLElement>('tr[data-term]')) {
      const months = Number(row.dataset.term)
      const line = paymentEstimate(
        totalCents,
        choice.downPaymentCents,
        months,
        terms.aprBasisPoints,
      )
      const chosen = months === estimate.termMonths
      row.className = estimateRowClass(chosen)
      if (chosen) row.setAttribute('aria-current', 'true')
      else row.removeAttribute('aria-current')
      const [monthly, total] = [
        row.querySelector('[data-cell="monthly"]'),
        row.querySelector('[data-cell="total"]'),
      ]
      if (monthly) monthly.textContent = formatCents(line.monthlyCents)
      if (total) total.textContent = formatCents(line.totalOfPaymentsCents)
    }
    const query = new URLSearchParams({ town, term: termField.value, down: downField.value })
    history.replaceState(history.state, '', `?${query}#price`)
  }
  form.addEventListener('input', update)
  form.addEventListener('change', update)
}

export default { enhance } satisfies DomIsland<PaymentEstimateProps>
