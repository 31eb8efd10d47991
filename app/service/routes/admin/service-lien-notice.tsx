import type { ReactNode } from 'react'
import { Link } from 'react-router'

import { notFound } from '#app/kernel/.server/action-result.ts'
import { adminMeta } from '#app/kernel/admin-page.ts'
import { business, emails, phones } from '#app/kernel/dealer/business.ts'
import { dealerTime, longDayYearText, readableTime } from '#app/kernel/dealer-clock.ts'
import { formatCents } from '#app/kernel/format.ts'
import { lienNotice } from '#app/service/.server/lien-notice.ts'
import { lienDays } from '#app/service/uncollected-clock.ts'
import { requireUser } from '#app/staff/.server/require-user.ts'

import type { Route } from './+types/service-lien-notice'

export const meta = ({ loaderData }: Route.MetaArgs) =>
  adminMeta(loaderData ? `Lien notice: ${loaderData.customer.name}` : 'Lien notice')

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireUser(request, context)
  const notice = await lienNotice(context.db, params.id, new Date())
  if (!notice) throw notFound('There is no such service job.')
  return notice
}

/** A term and its value on the notice. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="font-semibold">{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}

const moment = (at: string | null) => (at ? readableTime(new Date(at)) : 'Not recorded')

/** The notice laid out for paper: the dealer, the customer, the cart, the dates, the money and the terms' words. */
export default function LienNoticePage({ loaderData: notice }: Route.ComponentProps) {
  const { customer, cart, rule } = notice
  const jobPagePath = `/admin/service/${notice.jobId}`
  if (!notice.due) {
    return (
      <>
        <p>
          <Link to={jobPagePath} className="text-brand-800 underline">
            Back to the job
          </Link>
        </p>
        <h1 className="mt-4 text-3xl font-bold text-gray-900">Lien notice</h1>
        <p className="mt-4 rounded-lg border border-gray-300 bg-white p-4 text-gray-900">
          {notice.readyAt && notice.abandonedAt
            ? `The lien notice is not due yet: ${customer.name}'s ${cart.name} has been ready for ${notice.daysUncollected} days. It is due ${dealerTime(notice.abandonedAt)}, ${lienDays} days after the cart was ready.`
            : `The lien notice is due only for a cart ready and not collected for ${lienDays} days; ${customer.name}'s ${cart.name} is not waiting to be collected.`}
        </p>
      </>
    )
  }
  return (
    <>
      <div className="print:hidden">
        <p>
          <Link to={jobPagePath} className="text-brand-800 underline">
            Back to the job
          </Link>
        </p>
        <p className="mt-4 rounded-lg border-2 border-accent-600 bg-amber-50 p-4 text-gray-900">
          Lien notice due: the cart has not been collected in {notice.daysUncollected} days. Print
          this page with your browser (Ctrl+P, or Share then Print on a phone): only the notice is
          printed.
        </p>
      </div>
      <article
        aria-labelledby="notice-heading"
        className="mt-6 rounded-xl border border-gray-300 bg-white p-6 text-gray-900 shadow-sm sm:p-10 print:mt-0 print:rounded-none print:border-0 print:p-0 print:text-[11pt] print:shadow-none"
      >
        <header className="border-b-2 border-gray-900 pb-4">
          <p className="text-lg font-bold">{business.legalName}</p>
          <p>
            {business.mainAddress.street}, {business.mainAddress.city},{' '}
            {business.mainAddress.region} {business.mainAddress.postalCode}
          </p>
          <p>
            Service: {phones.service.display}, {emails.service}
          </p>
        </header>
        <h1 id="notice-heading" className="mt-6 text-2xl font-bold">
          Notice of lien on an abandoned vehicle
        </h1>
        <p className="mt-2">Date: {longDayYearText(notice.today)}</p>

        <section aria-labelledby="to-heading" className="mt-6 break-inside-avoid">
          <h2 id="to-heading" className="text-lg font-semibold">
            To
          </h2>
          <p>{customer.name}</p>
          {customer.address && <p>{customer.address}</p>}
          <p>
            {customer.email}, {customer.phone}
          </p>
        </section>

        <section aria-labelledby="vehicle-heading" className="mt-6 break-inside-avoid">
          <h2 id="vehicle-heading" className="text-lg font-semibold">
            The vehicle and the work
          </h2>
          <dl className="mt-2 grid grid-cols-[10rem_1fr] gap-x-4 gap-y-1">
            <Fact term="Vehicle">
              {cart.year ? `${cart.year} ` : ''}
              {cart.name}
            </Fact>
            <Fact term="Serial number">{cart.serial ?? 'Not recorded'}</Fact>
            <Fact term="Work">{notice.work}</Fact>
            <Fact term="Asked for">{notice.description}</Fact>
          </dl>
        </section>

        <section aria-labelledby="dates-heading" className="mt-6 break-inside-avoid">
          <h2 id="dates-heading" className="text-lg font-semibold">
            Dates
          </h2>
          <dl className="mt-2 grid grid-cols-[10rem_1fr] gap-x-4 gap-y-1">
            <Fact term="Booked">{moment(notice.bookedAt)}</Fact>
            <Fact term="Work approved">{moment(notice.approvedAt)}</Fact>
            <Fact term="Ready to collect">{moment(notice.readyAt)}</Fact>
            <Fact term={`${lienDays} days later`}>{moment(notice.abandonedAt)}</Fact>
          </dl>
        </section>

        <section aria-labelledby="amount-heading" className="mt-6 break-inside-avoid">
          <h2 id="amount-heading" className="text-lg font-semibold">
            Charges
          </h2>
          <dl className="mt-2 grid grid-cols-[10rem_1fr] gap-x-4 gap-y-1">
            {notice.invoicedCents !== null ? (
              <Fact term="Invoiced">{formatCents(notice.invoicedCents)}</Fact>
            ) : null}
            <Fact term="Paid so far">{formatCents(notice.paidCents)}</Fact>
            <Fact term="Amount owed">
              {notice.owedCents !== null ? (
                formatCents(notice.owedCents)
              ) : (
                <>
                  <span className="inline-block w-40 border-b border-gray-900" aria-hidden="true">
                    &nbsp;
                  </span>
                  <span className="sr-only">no invoice yet: to be written in</span>
                </>
              )}
            </Fact>
          </dl>
        </section>

        <section aria-labelledby="terms-heading" className="mt-6 break-inside-avoid">
          <h2 id="terms-heading" className="text-lg font-semibold">
            Our terms
          </h2>
          <figure className="mt-2">
            <blockquote className="border-l-4 border-gray-400 pl-4 italic">
              <p>
                <strong className="not-italic">{rule.name}.</strong> {rule.text}
              </p>
            </blockquote>
            <figcaption className="mt-1 text-sm">
              {business.name}, {rule.title} ({business.website}
              {rule.path})
            </figcaption>
          </figure>
          <p className="mt-4">
            The vehicle above was ready to collect on {moment(notice.readyAt)} and has not been
            collected in the {notice.daysUncollected} days since. Under the terms quoted above it is
            treated as abandoned and is subject to a lien for the charges owed. To collect it, pay
            the amount owed and call {phones.service.display} to arrange a time.
          </p>
        </section>

        <footer className="mt-10 grid gap-8 sm:grid-cols-2 print:grid-cols-2">
          <p className="border-t border-gray-900 pt-1">For {business.legalName}</p>
          <p className="border-t border-gray-900 pt-1">Date</p>
        </footer>
      </article>
    </>
  )
}
