import { emails, phones } from '#app/kernel/dealer/business.ts'
import { formatCents } from '#app/kernel/format.ts'
import type { CustomerInvoiceView } from '#app/service/.server/customer-view.ts'

export const invoicePostPath = (token: string) => `/service/${encodeURIComponent(token)}/invoice`

/**
 * The invoice on the customer's job page, once the cart is ready: the
 * amount, whether it is paid, and Pay online (Stripe's page) while it is
 * not. A plain form post: it works without JavaScript.
 */
export function InvoiceForCustomer({
  invoice,
  message,
}: {
  invoice: CustomerInvoiceView
  message?: string
}) {
  return (
    <section
      aria-labelledby="invoice-heading"
      className="rounded-xl border border-gray-300 bg-white p-4 sm:p-6"
    >
      <h2 id="invoice-heading" className="text-2xl font-bold text-gray-900">
        Your invoice
      </h2>
      {message && (
        <p
          role="alert"
          className="mt-3 rounded-lg border-2 border-red-700 bg-red-50 p-3 font-medium text-red-800"
        >
          {message}
        </p>
      )}
      <p className="mt-3 text-lg">
        <strong className="tabular-nums">{formatCents(invoice.totalCents)}</strong> with sales tax
        of {formatCents(invoice.taxCents)}.
      </p>
      {invoice.paid ? (
        <p role="status" className="mt-3 rounded-lg bg-brand-50 p-3 font-medium text-brand-900">
          Paid on {invoice.paid}. Thank you.
        </p>
      ) : invoice.totalCents === 0 ? (
        <p className="mt-3">There is nothing to pay.</p>
      ) : (
        <>
          {invoice.payOnline && (
            <form method="post" action={invoicePostPath(invoice.token)} className="mt-4">
              <button
                type="submit"
                className="h-12 rounded-lg bg-brand-800 px-6 font-semibold text-white hover:bg-brand-900"
              >
                Pay {formatCents(invoice.totalCents)} online
              </button>
            </form>
          )}
          <p className="mt-3 text-gray-700">
            {invoice.payOnline ? 'Or pay' : 'Pay'} at the showroom when you collect the cart.
            Questions:{' '}
            <a className="underline" href={`tel:${phones.service.tel}`}>
              {phones.service.display}
            </a>{' '}
            or{' '}
            <a className="underline" href={`mailto:${emails.service}`}>
              {emails.service}
            </a>
            .
          </p>
        </>
      )}
    </section>
  )
}
