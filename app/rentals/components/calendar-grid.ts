// The start-day calendar's month grid in the browser, without React: built in
// the frame the server rendered (AvailabilityCalendar's template), in place of
// its list. One tab stop in the grid, moved by the keys of the date picker
// pattern (WAI-ARIA); the reason a day is unavailable is written in its cell.
import { isCalendarKey, nextFocusDay } from '#app/kernel/calendar-keys.ts'
import { longDayText, monthYearText } from '#app/kernel/dealer-clock.ts'
import { addDays } from '#app/kernel/zoned-time.ts'

import {
  daysOfMonth,
  dayState,
  gridCaption,
  nextMonth,
  openingMonth,
  weekdayOf,
} from './calendar-view.ts'

/** What the grid shows: the letters for the cart and handover chosen, and the start day. */
export type GridState = { letters: string; selected: string; cartTitle: string }

/** A copy of one of the frame's templates (its first element). */
function copy(container: HTMLElement, name: string): HTMLElement {
  const node = container
    .querySelector<HTMLTemplateElement>(`template[data-calendar-${name}]`)
    ?.content.firstElementChild?.cloneNode(true)
  if (!(node instanceof HTMLElement)) throw new Error(`calendar: no ${name} template`)
  return node
}

function write(cell: HTMLElement, mark: string, text: string) {
  const node = cell.querySelector(`[data-day-${mark}]`)
  if (node) node.textContent = text
}

/**
 * Replaces the calendar's list with the month grid and returns how to show
 * a new state (another cart, handover or start day). A free day's button
 * calls `onSelect`; the month shown at first is `openingMonth`'s.
 */
export function mountCalendar(
  container: HTMLElement,
  firstDay: string,
  initial: GridState,
  onSelect: (day: string) => void,
): (state: GridState) => void {
  const list = container.querySelector('[data-calendar-list]')
  if (!list) throw new Error('calendar: no list')
  const frame = copy(container, 'frame')
  const freeCell = (day: string, selected: boolean, tabStop: boolean) => {
    const button = copy(container, 'free')
    button.dataset.day = day
    button.tabIndex = tabStop ? 0 : -1
    button.setAttribute('aria-pressed', String(selected))
    button.setAttribute('aria-label', `${longDayText(day)}, free`)
    write(button, 'number', String(Number(day.slice(8))))
    if (!selected) button.querySelector('[data-day-start]')?.remove()
    return button
  }
  const unavailableCell = (day: string, reason: string) => {
    const cell = copy(container, 'unavailable')
    cell.setAttribute('aria-label', `${longDayText(day)}, ${reason}`)
    write(cell, 'number', String(Number(day.slice(8))))
    write(cell, 'reason', reason)
    return cell
  }
  const part = <T extends Element>(selector: string) => {
    const found = frame.querySelector<T>(selector)
    if (!found) throw new Error(`calendar: no ${selector}`)
    return found
  }
  const back = part<HTMLButtonElement>('[data-calendar-back]')
  const next = part<HTMLButtonElement>('[data-calendar-next]')
  const heading = part<HTMLElement>('[data-calendar-month]')
  const table = part<HTMLTableElement>('table')
  const caption = part<HTMLElement>('caption')
  const body = part<HTMLElement>('tbody')

  let state = initial
  let month = openingMonth(state.letters, firstDay, state.selected)
  let focusDay = state.selected
  const lastDay = () => addDays(firstDay, state.letters.length - 1)
  const isFree = (day: string) => dayState(state.letters, firstDay, day).state === 'free'

  const render = () => {
    const days = daysOfMonth(month)
    const inMonth = (day: string) => day.startsWith(month) && isFree(day)
    const tabStop = [focusDay, state.selected].find(inMonth) ?? days.find(isFree)
    heading.id = `calendar-${month}`
    heading.textContent = monthYearText(month)
    table.setAttribute('aria-labelledby', heading.id)
    caption.textContent = gridCaption(state.cartTitle)
    back.disabled = month <= firstDay.slice(0, 7)
    next.disabled = month >= lastDay().slice(0, 7)
    const cells = [...Array.from({ length: weekdayOf(days[0] ?? '') }, () => ''), ...days]
    const rows = []
    for (let w = 0; w < cells.length; w += 7) {
      const row = document.createElement('tr')
      for (const day of cells.slice(w, w + 7)) {
        const td = document.createElement('td')
        if (day) {
          td.className = 'p-0.5'
          const { state: dayIs, text } = dayState(state.letters, firstDay, day)
          td.append(
            dayIs === 'free'
              ? freeCell(day, day === state.selected, day === tabStop)
              : unavailableCell(day, text),
          )
        }
        row.append(td)
      }
      rows.push(row)
    }
    body.replaceChildren(...rows)
  }

  const showMonth = (to: string) => {
    month = to
    render()
  }
  back.addEventListener('click', () => showMonth(nextMonth(month, -1)))
  next.addEventListener('click', () => showMonth(nextMonth(month, 1)))
  body.addEventListener('click', (event) => {
    const day = (event.target as Element).closest<HTMLElement>('[data-day]')?.dataset.day
    if (!day) return
    focusDay = day
    onSelect(day)
    body.querySelector<HTMLElement>(`[data-day="${day}"]`)?.focus()
  })
  // the arrows, Home, End and Page keys move the focus between the free days
  body.addEventListener('keydown', (event) => {
    const from = (event.target as Element).closest<HTMLElement>('[data-day]')?.dataset.day
    if (!from || !isCalendarKey(event.key)) return
    event.preventDefault()
    const to = nextFocusDay(from, event.key, isFree, { first: firstDay, last: lastDay() })
    if (to === from) return
    focusDay = to
    showMonth(to.slice(0, 7))
    body.querySelector<HTMLElement>(`[data-day="${to}"]`)?.focus()
  })

  list.replaceWith(frame)
  render()
  return (update) => {
    state = update
    render()
  }
}
