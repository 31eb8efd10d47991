import { countOf } from '#app/kernel/plural.ts'
import type { LeadPageData } from '#app/leads/.server/lead-page.ts'

type Notification = LeadPageData['notifications'][number]

const kindLabels: Record<string, string> = {
  dealer: 'Dealer e-mail',
  adf: 'ADF lead for the CRM',
  acknowledgement: "Visitor's receipt",
}

/**
 * Each notification's delivery: status, attempts, last error, when delivered,
 * and its log. Without mail configured, a queued e-mail says why it waits.
 */
export function LeadNotifications({
  notifications,
  mailConfigured,
}: {
  notifications: Notification[]
  mailConfigured: boolean
}) {
  if (notifications.length === 0) {
    return <p className="text-gray-700">No e-mails queued for this message.</p>
  }
  return (
    <ul className="space-y-3">
      {notifications.map((n) => (
        <li key={n.id} className="rounded border border-gray-200 bg-white p-3 text-sm">
          <p>
            <span className="font-semibold">{kindLabels[n.kind] ?? n.kind}</span> to {n.recipient}:{' '}
            <span className="font-semibold">{n.status}</span>
            {n.sentAt && <> (delivered {n.sentAt})</>}, {countOf(n.attempts, 'attempt')}
          </p>
          {!mailConfigured && n.status === 'queued' && (
            <p className="mt-1 text-amber-900">Not sent: e-mail is not set up (SMTP_URL).</p>
          )}
          {n.lastError && <p className="mt-1 text-red-800">Last error: {n.lastError}</p>}
          {n.log.length > 0 && (
            <ol className="mt-2 list-decimal pl-5 text-gray-700">
              {n.log.map((a) => (
                <li key={a.attempt}>
                  {a.started}: {a.outcome}
                  {a.detail ? ` (${a.detail})` : ''}
                </li>
              ))}
            </ol>
          )}
        </li>
      ))}
    </ul>
  )
}
