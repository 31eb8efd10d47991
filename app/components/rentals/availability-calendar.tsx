import { ChevronLeft, ChevronRight } from 'lucide-react'
import { type KeyboardEvent, useEffect, useRef, useState } from 'react'

import { isCalendarKey, nextFocusDay } from '#app/lib/calendar-keys.ts'
import { cn } from '#app/lib/cn.ts'
import { availabilityOn, unavailableText } from '#app/lib/rental-availability.ts'
import { addDays } from '#app/lib/zoned-time.ts'

import { useHydrated } from './use-hydrated.ts'

type CalendarProps = {
  /** one letter per day from `firstDay` (encodeAvailability) */
  letters: string
  firstDay: string
  selected: string
  onSelect: (day: string) => void
  cartTitle: string
}

const weekdayNames = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const monthName = (month: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  )
const longDay = (day: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`))
const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay()
const nextMonth = (month: string, by: number) => {
  const [year = 0, m = 1] = month.split('-').map(Number)
  return new Date(Date.UTC(year, m - 1 + by, 1)).toISOString().slice(0, 7)
}

/**
 * When a rental of the chosen cart can start. Without JavaScript: the next
 * six weeks as a list, each day free or not and why. With it: a month grid
 * whose free days are buttons that pick the start day; the reason a day is
 * unavailable is written in the cell, not shown by color alone.
 */
export function AvailabilityCalendar(props: CalendarProps) {
  // the server's markup is the list; the grid replaces it once this runs in the browser
  const live = useHydrated()
  return live ? <MonthGrid {...props} /> : <NextDays {...props} />
}

function NextDays({ letters, firstDay, cartTitle }: CalendarProps) {
  const days = Array.from({ length: 42 }, (_, i) => addDays(firstDay, i))
  return (
    <div>
      <p className="text-sm text-gray-700">
        When a {cartTitle.toLowerCase()} is free to start a rental, the next six weeks:
      </p>
      <ul className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
        {days.map((day) => {
          const state = availabilityOn(letters, firstDay, day)
          return (
            <li key={day} className={state === 'free' ? 'text-gray-900' : 'text-gray-700'}>
              <span className="font-medium">{longDay(day)}</span>:{' '}
              {state === 'free' ? 'Free' : state ? unavailableText[state] : 'Not yet open'}
            </li>
          )
        })}
      </ul>
    </div>
  )
}

function MonthGrid({ letters, firstDay, selected, onSelect, cartTitle }: CalendarProps) {
  const lastDay = addDays(firstDay, letters.length - 1)
  const [month, setMonth] = useState((selected >= firstDay ? selected : firstDay).slice(0, 7))
  const first = `${month}-01`
  const daysInMonth = new Date(
    Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5)), 0),
  ).getUTCDate()
  const cells: (string | null)[] = [
    ...Array.from({ length: weekdayOf(first) }, () => null),
    ...Array.from({ length: daysInMonth }, (_, i) => addDays(first, i)),
  ]
  const weeks = Array.from({ length: Math.ceil(cells.length / 7) }, (_, w) =>
    cells.slice(w * 7, w * 7 + 7),
  )
  const isFree = (day: string) => availabilityOn(letters, firstDay, day) === 'free'
  // one tab stop in the grid (the date picker pattern): the day the arrows last
  // reached, else the start day, else the month's first free day
  const [focusDay, setFocusDay] = useState(selected)
  const inMonth = (day: string) => day.startsWith(month) && isFree(day)
  const tabStop = [focusDay, selected].find(inMonth) ?? cells.find((day) => day && isFree(day))
  const table = useRef<HTMLTableElement>(null)
  const moved = useRef(false)
  useEffect(() => {
    if (!moved.current) return
    moved.current = false
    table.current?.querySelector<HTMLElement>(`[data-day="${focusDay}"]`)?.focus()
  }, [focusDay, month])
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const from = event.currentTarget.dataset.day
    if (!from || !isCalendarKey(event.key)) return
    event.preventDefault()
    const next = nextFocusDay(from, event.key, isFree, { first: firstDay, last: lastDay })
    if (next === from) return
    moved.current = true
    setFocusDay(next)
    setMonth(next.slice(0, 7))
  }
  const canBack = month > firstDay.slice(0, 7)
  const canForward = month < lastDay.slice(0, 7)
  const headingId = `calendar-${month}`
  return (
    <div>
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-lg border border-gray-400 disabled:opacity-40"
          onClick={() => setMonth(nextMonth(month, -1))}
          disabled={!canBack}
          aria-label="Previous month"
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <h3 id={headingId} className="text-lg font-bold text-gray-900" aria-live="polite">
          {monthName(month)}
        </h3>
        <button
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-lg border border-gray-400 disabled:opacity-40"
          onClick={() => setMonth(nextMonth(month, 1))}
          disabled={!canForward}
          aria-label="Next month"
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
      <table
        ref={table}
        className="mt-2 w-full table-fixed border-collapse text-center"
        aria-labelledby={headingId}
      >
        <caption className="sr-only">
          Days a {cartTitle.toLowerCase()} can start a rental; pick one to set the start day
        </caption>
        <thead>
          <tr>
            {weekdayNames.map((name) => (
              <th key={name} scope="col" className="py-1 text-xs font-semibold text-gray-700">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean) ?? 'week'}>
              {week.map((day, i) =>
                day ? (
                  <td key={day} className="p-0.5">
                    <DayCell
                      day={day}
                      state={availabilityOn(letters, firstDay, day)}
                      selected={day === selected}
                      tabStop={day === tabStop}
                      onSelect={onSelect}
                      onKeyDown={onKeyDown}
                    />
                  </td>
                ) : (
                  <td key={`blank-${i}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function DayCell({
  day,
  state,
  selected,
  tabStop,
  onSelect,
  onKeyDown,
}: {
  day: string
  state: ReturnType<typeof availabilityOn>
  selected: boolean
  tabStop: boolean
  onSelect: (day: string) => void
  /** the arrows, Home, End and Page keys move the focus between the free days */
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void
}) {
  const number = Number(day.slice(8))
  if (state === 'free') {
    return (
      <button
        type="button"
        onClick={() => onSelect(day)}
        onKeyDown={onKeyDown}
        data-day={day}
        tabIndex={tabStop ? 0 : -1}
        aria-pressed={selected}
        aria-label={`${longDay(day)}, free`}
        className={cn(
          'flex h-12 w-full flex-col items-center justify-center rounded-lg border text-base font-semibold',
          selected
            ? 'border-brand-800 bg-brand-800 text-white'
            : 'border-brand-700 bg-white text-brand-900 hover:bg-brand-50',
        )}
      >
        {number}
        {selected && <span className="text-[10px] leading-none font-medium">Start</span>}
      </button>
    )
  }
  const reason = state ? unavailableText[state] : 'Not yet open'
  return (
    <span
      className="flex h-12 w-full flex-col items-center justify-center rounded-lg bg-gray-100 text-gray-700"
      aria-label={`${longDay(day)}, ${reason}`}
      role="img"
    >
      <span className="text-sm line-through">{number}</span>
      <span className="text-[9px] leading-tight">{reason}</span>
    </span>
  )
}
