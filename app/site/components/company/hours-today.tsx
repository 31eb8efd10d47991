import { cn } from '#app/kernel/cn.ts'
import type { HoursSet } from '#app/kernel/dealer/types.ts'

/** Today's state of a set of hours and its closures and special hours of the next 30 days. */
export function HoursToday({ hours, className }: { hours: HoursSet; className?: string }) {
  return (
    <div className={cn('text-sm', className)}>
      <p className="font-semibold">{hours.today}</p>
      {hours.upcoming.length > 0 && (
        <ul className="mt-1">
          {hours.upcoming.map((special) => (
            <li key={`${special.startsOn}-${special.note}`}>{special.text}</li>
          ))}
        </ul>
      )}
    </div>
  )
}
