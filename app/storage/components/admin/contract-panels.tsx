import type { FormAnswer } from '#app/kernel/.server/action-result.ts'
import { AdminForm } from '#app/kernel/components/admin/admin-form.tsx'
import { AdminSection } from '#app/kernel/components/admin/admin-section.tsx'
import { dataRowClass, DataTable } from '#app/kernel/components/admin/data-table.tsx'
import { FormMessage } from '#app/kernel/components/admin/error-summary.tsx'
import { buttonClass } from '#app/kernel/components/ui/button.tsx'
import { dealerTime, monthDayYearText, monthYearText } from '#app/kernel/dealer-clock.ts'
import { formatCents } from '#app/kernel/format.ts'

import type { ContractHistoryLine, ContractInvoice } from '../../.server/contract-page'

const eventWords: Record<string, string> = {
  booked: 'Booked',
  activated: 'Activated',
  invoice: 'Invoice made',
  paid: 'Invoice paid',
  charge_failed: 'Saved card refused: payment link e-mailed',
  late_fee: 'Late fee added',
  delinquency: 'Delinquency step',
  notice: 'Notice given',
  ended: 'Ended: the space is free',
  'e-mailed': 'E-mailed',
  preparation: 'Preparation booked with the service',
}

function eventDetail(line: ContractHistoryLine): string {
  const detail = line.detail ?? {}
  const parts: string[] = []
  if (typeof detail.month === 'string') parts.push(monthYearText(detail.month))
  if (typeof detail.amountCents === 'number') parts.push(formatCents(detail.amountCents))
  if (typeof detail.step === 'number') parts.push(`${detail.step} days past due`)
  if (typeof detail.happens === 'string') parts.push(detail.happens)
  if (typeof detail.endDay === 'string') parts.push(`last day ${monthDayYearText(detail.endDay)}`)
  if (typeof detail.about === 'string') parts.push(detail.about)
  if (typeof detail.workDay === 'string') parts.push(`work day ${monthDayYearText(detail.workDay)}`)
  return parts.join(' · ')
}

export function ContractHistory({ history }: { history: ContractHistoryLine[] }) {
  return (
    <AdminSection title="History" className="mt-8">
      {history.length === 0 ? (
        <p className="mt-2 text-gray-700">Nothing yet.</p>
      ) : (
        <ol className="mt-2 space-y-2">
          {history.map((line) => (
            <li key={line.id} className="border-l-4 border-brand-200 pl-3">
              <p>
                <strong>{eventWords[line.kind] ?? line.kind}</strong>{' '}
                <time dateTime={line.at} className="text-gray-700">
                  {dealerTime(line.at)}
                </time>
                <span className="text-gray-700"> · {line.actor ?? 'the customer or the site'}</span>
              </p>
              {eventDetail(line) && <p className="text-gray-800">{eventDetail(line)}</p>}
            </li>
          ))}
        </ol>
      )}
    </AdminSection>
  )
}

/** The invoices, each unpaid one with the desk's form to record it paid in person. */
export function ContractInvoices({
  invoices,
  answer,
}: {
  invoices: ContractInvoice[]
  answer?: FormAnswer
}) {
  return (
    <AdminSection title="Invoices" className="mt-8">
      <FormMessage
        message={answer?.error ?? answer?.message}
        tone={answer?.error ? 'error' : 'ok'}
      />
      <DataTable
        className="mt-3"
        caption="The contract's monthly invoices, newest first"
        headings={['Month', 'Lines', 'Due', 'Total', 'Paid']}
        empty="No invoice yet: packages are paid at booking."
      >
        {invoices.map((invoice) => (
          <tr key={invoice.id} className={dataRowClass}>
            <td className="p-3">{monthYearText(invoice.month)}</td>
            <td className="p-3">
              <ul>
                {invoice.lines.map((line) => (
                  <li key={line.label}>
                    {line.label}: {formatCents(line.cents)}
                  </li>
                ))}
                {invoice.taxCents > 0 && <li>Sales tax: {formatCents(invoice.taxCents)}</li>}
                {invoice.lateFeeCents > 0 && <li>Late fee: {formatCents(invoice.lateFeeCents)}</li>}
              </ul>
            </td>
            <td className="p-3">{monthDayYearText(invoice.dueDay)}</td>
            <td className="p-3 tabular-nums">{formatCents(invoice.totalCents)}</td>
            <td className="p-3">
              {invoice.paidAt ? (
                dealerTime(invoice.paidAt)
              ) : (
                <AdminForm
                  className="flex flex-wrap items-end gap-2"
                  aria-label={`Record ${monthYearText(invoice.month)} paid at the desk`}
                >
                  <input type="hidden" name="intent" value="pay-at-desk" />
                  <input type="hidden" name="invoice" value={invoice.id} />
                  <label className="block">
                    <span className="block text-sm font-semibold">Paid by</span>
                    <select name="method" className="rounded border border-gray-400 p-1">
                      <option value="card_desk">Card at the desk</option>
                      <option value="cash">Cash</option>
                      <option value="check">Check</option>
                    </select>
                  </label>
                  <button type="submit" className={buttonClass('outline')}>
                    Record paid
                  </button>
                </AdminForm>
              )}
              {!invoice.paidAt && invoice.chargeFailed && (
                <p className="text-sm text-red-800">Saved card refused</p>
              )}
            </td>
          </tr>
        ))}
      </DataTable>
    </AdminSection>
  )
}

/** Staff record the customer's 30 days' notice. */
export function NoticeForm() {
  return (
    <AdminSection title="Notice" className="mt-8">
      <p className="mt-1 text-gray-700">
        The customer gave 30 days’ notice by phone or in writing: storage ends 30 days from today,
        the last month billed for its days.
      </p>
      <AdminForm className="mt-3" aria-label="Record notice">
        <input type="hidden" name="intent" value="notice" />
        <button type="submit" className={buttonClass('outline')}>
          Record 30 days’ notice
        </button>
      </AdminForm>
    </AdminSection>
  )
}
