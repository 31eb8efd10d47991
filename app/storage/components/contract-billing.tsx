import { emails, phones } from '#app/kernel/dealer/business.ts'
import { monthDayYearText, monthYearText } from '#app/kernel/dealer-clock.ts'
import { formatCents } from '#app/kernel/format.ts'

import type { CustomerBilling } from '../.server/customer-billing'
import { noticeDays } from '../billing-rules'
import { contractPagePath } from '../storage-paths'

const buttonClass = 'h-12 rounded-lg bg-brand-800 px-6 font-semibold text-white hover:bg-brand-900'

/**
 * Billing on the customer's contract page (record 076): the next charge to
 * the saved card, each invoice with Pay online while unpaid, the payments
 * made, and the button that gives 30 days' notice. Plain form posts: it
 * works without JavaScript.
 */
export function ContractBilling({
  billing,
  message,
  noticeGiven,
}: {
  billing: CustomerBilling
  message?: string
  /** just given: said in words */
  noticeGiven?: boolean
}) {
  const { invoices, payments, nextCharge } = billing
  return (
    <section
      aria-labelledby="billing-heading"
      className="rounded-xl border border-gray-300 bg-white p-4 sm:p-6"
    >
      <h2 id="billing-heading" className="text-2xl font-bold text-gray-900">
        Billing
      </h2>
      {message && (
        <p
          role="alert"
          className="mt-3 rounded-lg border-2 border-red-700 bg-red-50 p-3 font-medium text-red-800"
        >
          {message}
        </p>
      )}
      {noticeGiven && billing.endDay && (
        <p role="status" className="mt-3 rounded-lg bg-brand-50 p-3 font-medium text-brand-900">
          Notice given: storage ends on {monthDayYearText(billing.endDay)}. We e-mailed you a copy.
        </p>
      )}
      {nextCharge ? (
        <p className="mt-3">
          Next charge:{' '}
          <strong className="tabular-nums">{formatCents(nextCharge.amountCents)}</strong> on{' '}
          {monthDayYearText(nextCharge.day)}
          {nextCharge.card ? ', to your saved card' : ''}.
        </p>
      ) : billing.endDay && billing.plan === 'monthly' ? (
        <p className="mt-3">
          Storage ends on {monthDayYearText(billing.endDay)}: no further charges.
        </p>
      ) : null}

      {/* a package is paid whole at booking: it has invoices only if staff bill something more */}
      {(billing.plan === 'monthly' || invoices.length > 0) && (
        <>
          <h3 className="mt-6 text-xl font-semibold text-gray-900">Invoices</h3>
          {invoices.length === 0 ? (
            <p className="mt-2 text-gray-700">No invoices yet.</p>
          ) : (
            <ul className="mt-2 space-y-3">
              {invoices.map((invoice) => (
                <li key={invoice.id} className="rounded-lg border border-gray-200 p-3">
                  <p className="font-semibold">
                    {monthYearText(invoice.month)}:{' '}
                    <span className="tabular-nums">{formatCents(invoice.totalCents)}</span>
                  </p>
                  <ul className="text-sm text-gray-800">
                    {invoice.lines.map((line) => (
                      <li key={line.label}>
                        {line.label}: {formatCents(line.cents)}
                      </li>
                    ))}
                    {invoice.taxCents > 0 && <li>Sales tax: {formatCents(invoice.taxCents)}</li>}
                    {invoice.lateFeeCents > 0 && (
                      <li>Late fee: {formatCents(invoice.lateFeeCents)}</li>
                    )}
                  </ul>
                  {invoice.paidDay ? (
                    <p className="mt-1 text-brand-900">
                      Paid on {monthDayYearText(invoice.paidDay)}.
                    </p>
                  ) : (
                    <>
                      <p className="mt-1 text-red-800">
                        Due {monthDayYearText(invoice.dueDay)}
                        {invoice.chargeFailed ? ': your saved card was refused.' : '.'}
                      </p>
                      <form method="post" action={contractPagePath(billing.token)} className="mt-2">
                        <input type="hidden" name="intent" value="pay" />
                        <input type="hidden" name="invoice" value={invoice.id} />
                        <button type="submit" className={buttonClass}>
                          Pay {formatCents(invoice.totalCents)} online
                        </button>
                      </form>
                    </>
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      )}

      <h3 className="mt-6 text-xl font-semibold text-gray-900">Payments</h3>
      {payments.length === 0 ? (
        <p className="mt-2 text-gray-700">No payments yet.</p>
      ) : (
        <ul className="mt-2 space-y-1">
          {payments.map((payment) => (
            <li key={payment.id}>
              {monthDayYearText(payment.day)}:{' '}
              <span className="tabular-nums">{formatCents(payment.amountCents)}</span>
              {payment.note ? `, ${payment.note}` : ''}
            </li>
          ))}
        </ul>
      )}

      {billing.canGiveNotice && (
        <>
          <h3 className="mt-6 text-xl font-semibold text-gray-900">Ending storage</h3>
          <p className="mt-2">
            Give {noticeDays} days’ notice here: storage ends {noticeDays} days from today, the last
            month is billed only for its days up to then, and nothing is charged after.
          </p>
          <form method="post" action={contractPagePath(billing.token)} className="mt-3">
            <input type="hidden" name="intent" value="notice" />
            <button type="submit" className={buttonClass}>
              Give {noticeDays} days’ notice
            </button>
          </form>
        </>
      )}
      <p className="mt-6 text-gray-700">
        Questions about a bill:{' '}
        <a className="underline" href={`tel:${phones.main.tel}`}>
          {phones.main.display}
        </a>{' '}
        or{' '}
        <a className="underline" href={`mailto:${emails.info}`}>
          {emails.info}
        </a>
        .
      </p>
    </section>
  )
}
