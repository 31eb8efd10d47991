import type { LeadPageData } from '#app/leads/.server/lead-page.ts'
import { type LeadStage, leadStageLabels } from '#app/leads/lead-stage.ts'

type Event = LeadPageData['events'][number]
type Person = LeadPageData['staff'][number]

function stageName(value: string | null) {
  return value ? (leadStageLabels[value as LeadStage] ?? value) : 'none'
}

function what(event: Event, staff: Person[]): string {
  const person = (id: string | null) => {
    if (!id) return 'nobody'
    const found = staff.find((p) => p.id === id)
    return found ? found.name || found.email : 'a former staff member'
  }
  switch (event.kind) {
    case 'note':
      return 'Note'
    case 'call':
      return 'Call logged'
    case 'email':
      return 'E-mail logged'
    case 'stage':
      return `Stage: ${stageName(event.from)} → ${stageName(event.to)}`
    case 'assigned':
      return `Assigned: ${person(event.from)} → ${person(event.to)}`
    case 'spam':
      return 'Marked as spam'
    case 'not_spam':
      return 'Released from quarantine; e-mails queued'
    case 'resent':
      return 'E-mails queued again'
  }
}

/** The lead's history, oldest first: who did what, when. */
export function LeadHistory({ events, staff }: { events: Event[]; staff: Person[] }) {
  if (events.length === 0) return <p className="text-gray-700">Nothing done yet.</p>
  return (
    <ol className="space-y-3">
      {events.map((event) => (
        <li key={event.id} className="rounded border border-gray-200 bg-white p-3">
          <p className="text-sm">
            <span className="font-semibold">{what(event, staff)}</span>
            {' by '}
            {event.author}
            {', '}
            <time dateTime={event.at}>{event.when}</time>
          </p>
          {event.body && event.kind !== 'resent' && (
            <p className="mt-1 whitespace-pre-line">{event.body}</p>
          )}
          {event.kind === 'resent' && event.body && (
            <p className="mt-1 text-sm text-gray-700">{event.body}</p>
          )}
        </li>
      ))}
    </ol>
  )
}
