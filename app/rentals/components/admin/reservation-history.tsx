import type { ReservationEventView } from '#app/rentals/.server/reservation-page.ts'

/** The reservation's history, oldest first: what happened, who did it, when. */
export function ReservationHistory({ events }: { events: ReservationEventView[] }) {
  return (
    <ol className="space-y-2">
      {events.map((event) => (
        <li key={event.id} className="rounded border border-gray-200 bg-white p-3 text-sm">
          <p className="font-semibold break-words">{event.what}</p>
          <p className="text-gray-700">
            <time dateTime={event.at}>{event.when}</time> · {event.who}
          </p>
        </li>
      ))}
    </ol>
  )
}
