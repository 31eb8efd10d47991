import { ChevronLeft, ChevronRight } from 'lucide-react'

import { longDayText, monthYearText } from '#app/kernel/dealer-clock.ts'
import { addDays } from '#app/kernel/zoned-time.ts'

import { dayState, gridCaption, weekdayNames } from './calendar-view.ts'

type CalendarProps = {
  /** one letter per day from `firstDay`, for the handover chosen (lettersFor) */
  letters: string
  firstDay: string
  cartTitle: string
}

const navClass =
  'inline-flex size-11 items-center justify-center rounded-lg border border-gray-400 disabled:opacity-40'

/**
 * When a rental of the chosen cart can start: the next six weeks as a list,
 * each day free or not and why, which works without JavaScript. In the
 * browser the reserve form's enhancer puts a month grid in its place, from
 * the frame in the template (its navigation, heading and weekdays); its free
 * days are buttons that pick the start day.
 */
export function AvailabilityCalendar({ letters, firstDay, cartTitle }: CalendarProps) {
  const days = Array.from({ length: 42 }, (_, i) => addDays(firstDay, i))
  return (
    <>
      <div data-calendar-list>
        <p className="text-sm text-gray-700">
          When a {cartTitle.toLowerCase()} is free to start a rental, the next six weeks:
        </p>
        <ul className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
          {days.map((day) => {
            const { state, text } = dayState(letters, firstDay, day)
            return (
              <li key={day} className={state === 'free' ? 'text-gray-900' : 'text-gray-700'}>
                <span className="font-medium">{longDayText(day)}</span>: {text}
              </li>
            )
          })}
        </ul>
      </div>
      <template data-calendar-frame>
        <div>
          <div className="flex items-center justify-between gap-2">
            <button
              type="button"
              className={navClass}
              aria-label="Previous month"
              data-calendar-back
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <h2 className="text-lg font-bold text-gray-900" aria-live="polite" data-calendar-month>
              {monthYearText(firstDay.slice(0, 7))}
            </h2>
            <button type="button" className={navClass} aria-label="Next month" data-calendar-next>
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
          </div>
          <table className="mt-2 w-full table-fixed border-collapse text-center">
            <caption className="sr-only">{gridCaption(cartTitle)}</caption>
            <thead>
              <tr>
                {weekdayNames.map((name) => (
                  <th key={name} scope="col" className="py-1 text-xs font-semibold text-gray-700">
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody />
          </table>
        </div>
      </template>
      {/* a day of the grid: free (a button that picks it, "Start" once picked) or not, with why */}
      <template data-calendar-free>
        <button
          type="button"
          aria-pressed="false"
          className="flex h-11 w-full flex-col items-center justify-center rounded-lg border border-brand-700 sm:h-12 bg-white text-base font-semibold text-brand-900 hover:bg-brand-50 aria-pressed:border-brand-800 aria-pressed:bg-brand-800 aria-pressed:text-white"
        >
          <span data-day-number />
          <span className="text-[10px] leading-none font-medium" data-day-start>
            Start
          </span>
        </button>
      </template>
      <template data-calendar-unavailable>
        <span
          role="img"
          className="flex h-11 w-full flex-col items-center justify-center rounded-lg bg-gray-100 text-gray-700 sm:h-12"
        >
          <span className="text-sm line-through" data-day-number />
          <span className="text-[9px] leading-tight" data-day-reason />
        </span>
      </template>
    </>
  )
}
