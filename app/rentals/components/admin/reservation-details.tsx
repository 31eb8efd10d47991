import type { ReactNode } from 'react'

import { cn } from '#app/kernel/cn.ts'
import { CustomerPhoneLink } from '#app/kernel/components/admin/customer-phone-link.tsx'
import { formatPrice } from '#app/kernel/format.ts'
import { OverdueBadge } from '#app/leads/components/admin/lead-table.tsx'
import type { ReservationPageData } from '#app/rentals/.server/reservation-page.ts'
import { reservationStatusLabels } from '#app/rentals/rental-filter.ts'

const term = 'font-semibold text-gray-900'
const facts = 'grid gap-x-4 gap-y-1 sm:grid-cols-[12rem_1fr]'

/** One part of the reservation, under its heading. */
function Section({
  name,
  heading,
  children,
}: {
  name: string
  heading: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={`${name}-heading`}>
      <h2 id={`${name}-heading`} className="mb-2 text-xl font-semibold text-gray-900">
        {heading}
      </h2>
      {children}
    </section>
  )
}

/** The reservation as the renter sent it: who, what, when, where, what it costs, the terms accepted. */
export function ReservationDetails({
  reservation: r,
}: {
  reservation: ReservationPageData['reservation']
}) {
  return (
    <div className="space-y-8">
      <section aria-labelledby="status-heading" className="rounded-lg bg-white p-4">
        <h2 id="status-heading" className="text-xl font-semibold text-gray-900">
          {reservationStatusLabels[r.status]}
        </h2>
        <dl className={cn('mt-2', facts)}>
          <dt className={term}>Received</dt>
          <dd>{r.received}</dd>
          {r.status === 'held' && (
            <>
              <dt className={term}>Answer by</dt>
              <dd>
                {r.overdueMinutes !== null ? (
                  <OverdueBadge minutes={r.overdueMinutes} />
                ) : (
                  (r.due ?? 'No clock')
                )}
              </dd>
              <dt className={term}>Cart held until</dt>
              <dd>{r.holdExpires ?? '—'}</dd>
            </>
          )}
          {r.answered && (
            <>
              <dt className={term}>First answered</dt>
              <dd>{r.answered}</dd>
            </>
          )}
          {r.declineReason && (
            <>
              <dt className={term}>Reason declined</dt>
              <dd>{r.declineReason}</dd>
            </>
          )}
        </dl>
      </section>

      <Section name="renter" heading="Renter">
        <dl className={facts}>
          <dt className={term}>Name</dt>
          <dd>{r.renter.name}</dd>
          <dt className={term}>E-mail</dt>
          <dd>
            <a href={`mailto:${r.renter.email}`} className="break-all text-brand-800 underline">
              {r.renter.email}
            </a>
          </dd>
          <dt className={term}>Phone</dt>
          <dd>
            <CustomerPhoneLink phone={r.renter.phone} />
          </dd>
        </dl>
      </Section>

      <Section name="rental" heading="Rental">
        <dl className={facts}>
          <dt className={term}>Cart</dt>
          <dd>
            {r.cartTypeTitle}: {r.cartName}
          </dd>
          <dt className={term}>From</dt>
          <dd>{r.start}</dd>
          <dt className={term}>To</dt>
          <dd>
            {r.end} ({r.days} {r.days === 1 ? 'day' : 'days'})
          </dd>
          <dt className={term}>Handover</dt>
          <dd>
            {r.handover}
            {r.address && <span className="block">{r.address}</span>}
          </dd>
        </dl>
      </Section>

      <Section name="quote" heading="Quote">
        <table className="w-full bg-white text-left text-sm">
          <caption className="sr-only">The quote, line by line</caption>
          <tbody>
            {r.lines.map((line) => (
              <tr key={line.key} className="border-b border-gray-200 align-top">
                <th scope="row" className="p-2 font-normal">
                  <span className="font-semibold">{line.label}</span>
                  <span className="block text-gray-700">{line.detail}</span>
                </th>
                <td className="p-2 text-right">{formatPrice(line.amount)}</td>
              </tr>
            ))}
            {r.rent ? (
              <>
                <tr className="border-b border-gray-200">
                  <th scope="row" className="p-2 font-normal">
                    {r.rent.taxLabel}
                  </th>
                  <td className="p-2 text-right">{r.rent.tax}</td>
                </tr>
                <tr>
                  <th scope="row" className="p-2">
                    Total, paid by card online
                  </th>
                  <td className="p-2 text-right font-semibold">{r.rent.total}</td>
                </tr>
                <tr>
                  <th scope="row" className="p-2 font-normal">
                    Rent payment
                  </th>
                  <td className="p-2 text-right font-semibold" data-rent-payment>
                    {r.rent.payment}
                  </td>
                </tr>
              </>
            ) : (
              <tr>
                <th scope="row" className="p-2">
                  Due at handover
                </th>
                <td className="p-2 text-right font-semibold">{formatPrice(r.total)}</td>
              </tr>
            )}
            <tr>
              <th scope="row" className="p-2 font-normal">
                Deposit, held at handover and given back
              </th>
              <td className="p-2 text-right">{formatPrice(r.deposit)}</td>
            </tr>
          </tbody>
        </table>
      </Section>

      <Section name="terms" heading="Rental terms accepted">
        <dl className={facts}>
          <dt className={term}>When</dt>
          <dd>{r.terms.acceptedAt}</dd>
          <dt className={term}>From the address</dt>
          <dd>{r.terms.ip ?? 'Not recorded'}</dd>
          <dt className={term}>Terms in effect since</dt>
          <dd>{r.terms.effectiveDate}</dd>
        </dl>
      </Section>
    </div>
  )
}
