import { Link } from 'react-router'

import { CustomerPhoneLink } from '#app/kernel/components/admin/customer-phone-link.tsx'
import type { LeadPageData } from '#app/leads/.server/lead-page.ts'
import { leadStageLabels } from '#app/leads/lead-stage.ts'
import { bookingLink } from '#app/service/booking-link.ts'

import { OverdueBadge } from './lead-table'

function ResponseState({ lead }: { lead: LeadPageData['lead'] }) {
  if (lead.status === 'spam') return <>Quarantined: no response clock.</>
  if (lead.firstResponse) return <>First response {lead.firstResponse}.</>
  if (lead.overdueMinutes !== null)
    return (
      <>
        <OverdueBadge minutes={lead.overdueMinutes} /> (was due {lead.due})
      </>
    )
  if (lead.due) return <>Due {lead.due}.</>
  return <>No response clock (received before the inbox).</>
}

/** The message and every field of it, where it came from, and the visitor's other messages. */
export function LeadDetails({ page }: { page: LeadPageData }) {
  const { lead, others } = page
  const rows: Array<[string, React.ReactNode]> = [
    [
      'Received',
      <time key="t" dateTime={lead.receivedAt}>
        {lead.received}
      </time>,
    ],
    [
      'E-mail',
      <a key="e" href={`mailto:${lead.email}`} className="text-brand-800 underline">
        {lead.email}
      </a>,
    ],
    ['Phone', <CustomerPhoneLink key="p" phone={lead.phone} />],
    [
      'Interest',
      lead.interest === 'service' && lead.status !== 'spam' ? (
        <span key="i">
          {lead.interestLabel}:{' '}
          <Link to={bookingLink(lead)} className="font-semibold text-brand-800 underline">
            Book it
            <span className="sr-only">
              {' '}
              on the booking page, with their name, e-mail and phone filled in
            </span>
          </Link>
        </span>
      ) : (
        lead.interestLabel
      ),
    ],
    [
      'Stage',
      lead.status === 'spam'
        ? `Spam (${lead.spamReason ?? 'no reason recorded'})`
        : leadStageLabels[lead.stage],
    ],
    ['Response', <ResponseState key="r" lead={lead} />],
    [
      'Sent from',
      lead.pageUrl ? (
        <a key="s" href={lead.pageUrl} className="text-brand-800 underline">
          {lead.sourcePage}
        </a>
      ) : (
        'Unknown page'
      ),
    ],
  ]
  if (lead.vehicle)
    rows.push([
      'Cart',
      <span key="c">
        <Link to={`/admin/inventory/${lead.vehicle.id}`} className="text-brand-800 underline">
          {lead.vehicle.name}
        </Link>{' '}
        (
        <a href={lead.vehicle.url} className="text-brand-800 underline">
          its public page
        </a>
        )
      </span>,
    ])
  else if (lead.vehicleId) rows.push(['Cart', `${lead.vehicleId} (no longer in the inventory)`])
  return (
    <>
      <section aria-labelledby="message-heading">
        <h2 id="message-heading" className="mb-3 text-xl font-semibold text-gray-900">
          Message
        </h2>
        <dl className="grid grid-cols-[8rem_1fr] gap-x-4 gap-y-2 rounded-lg bg-white p-4 text-sm">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-semibold">{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 rounded-lg bg-white p-4 whitespace-pre-line">{lead.message}</p>
      </section>
      <section aria-labelledby="others-heading">
        <h2 id="others-heading" className="mb-3 text-xl font-semibold text-gray-900">
          Other messages from this visitor
        </h2>
        {others.length === 0 ? (
          <p className="text-gray-700">None with the same e-mail or phone.</p>
        ) : (
          <ul className="space-y-2">
            {others.map((m) => (
              <li key={m.id} className="rounded border border-gray-200 bg-white p-3 text-sm">
                <Link
                  to={`/admin/leads/${m.id}`}
                  className="font-semibold text-brand-800 underline"
                >
                  <time dateTime={m.receivedAt}>{m.received}</time>
                </Link>{' '}
                ({m.spam ? 'spam' : m.stage}, {m.interest}): {m.excerpt}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  )
}
