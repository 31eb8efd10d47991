// The reserve form in the browser, without React: it wires the markup
// ReserveForm rendered on the server. The controls hold what the renter
// chose, whenever they chose it (before this ran too), and are read at each
// change; a valid form is posted natively, as without JavaScript.
import { showFieldError } from '#app/kernel/components/ui/field-look.ts'
import { clockText } from '#app/kernel/dealer/business-hours.ts'
import { cartTypes } from '#app/rentals/content/rentals.ts'
import { handoverTimes } from '#app/rentals/handover-times.ts'
import { liveQuote } from '#app/rentals/live-quote.ts'
import { lettersFor } from '#app/rentals/rental-availability.ts'
import {
  type ReservationFieldErrors,
  type ReservationFieldName,
  type ReservationFormValues,
  reservationSchema,
  validateReservation,
} from '#app/rentals/reservation-schema.ts'

import { mountCalendar } from './calendar-grid.ts'
import type { ReserveFormData } from './reserve-form.tsx'
import { showQuote } from './show-quote.ts'

const fieldNames = Object.keys(reservationSchema.shape) as ReservationFieldName[]

function required<T extends Element>(root: ParentNode, selector: string): T {
  const found = root.querySelector<T>(selector)
  if (!found) throw new Error(`reserve form: no ${selector}`)
  return found
}

/** The handover time's choices for the day: the hours, or "Closed that day"; the one chosen stays when offered. */
function offerTimes(select: HTMLSelectElement, times: readonly string[]) {
  const offered = Array.from(select.options, (option) => option.value)
  const wanted = times.length > 0 ? times : ['']
  if (offered.join() === wanted.join()) return
  const chosen = select.value
  select.replaceChildren(
    ...wanted.map((time) => {
      const option = select.ownerDocument.createElement('option')
      option.value = time
      option.text = time ? clockText(time) : 'Closed that day'
      return option
    }),
  )
  select.value = wanted.includes(chosen) ? chosen : (wanted[0] ?? '')
}

/**
 * Live parts: the pickup or delivery fields for the handover chosen, the
 * handover hours of the start day, the calendar (month grid, the cart's and
 * handover's days, picking the start day) and the quote, announced when it
 * changes. Checks: the server's schema and rules (validateReservation), a
 * field when it loses focus and then on every change, all of them on send,
 * which goes on only when every one is right and otherwise focuses the first.
 */
export function enhanceReserveForm(root: HTMLElement, data: ReserveFormData) {
  const form = required<HTMLFormElement>(root, 'form[data-reserve-form]')
  const startDay = required<HTMLInputElement>(form, '#reserve-startDay')
  const startTime = required<HTMLSelectElement>(form, '#reserve-startTime')
  const quoteBox = required<HTMLElement>(form, '[data-quote-box]')
  const parts = Array.from(form.querySelectorAll<HTMLElement>('[data-handover-part]'))
  const townSlugs = data.towns.map((town) => town.slug)
  const posted = () => Object.fromEntries(new FormData(form))
  // each field's text as the form sends it; a box not ticked and a field not sent are ''
  const values = () => {
    const sent = new FormData(form)
    return Object.fromEntries(
      fieldNames.map((name) => [name, String(sent.get(name) ?? '')]),
    ) as ReservationFormValues
  }

  const controls = fieldNames.flatMap((name) => {
    const control = form.querySelector<HTMLInputElement>(`#reserve-${name}`)
    if (!control) return []
    // a checkbox's message goes after its row, as the server puts it
    const after = control.type === 'checkbox' ? control.closest('[data-check-row]') : control
    return [{ name, control, after: after ?? control }]
  })
  const show = (messages: ReservationFieldErrors, names: readonly ReservationFieldName[]) => {
    for (const { name, control, after } of controls) {
      if (names.includes(name)) showFieldError(control, messages[name], after)
    }
  }
  const messages = () => {
    const result = validateReservation(posted(), new Date(), townSlugs, data.hours)
    return result.ok ? {} : result.fields
  }

  const gridState = () => {
    const v = values()
    const cartType = cartTypes.find((t) => t === v.cartType) ?? 'four-seater'
    return {
      letters: lettersFor(data.availability[cartType], v.handover),
      selected: v.startDay,
      cartTitle: data.cartTitles[cartType],
    }
  }
  let shownQuote = ''
  const touched = new Set<ReservationFieldName>()
  let submitted = false
  const check = (name: ReservationFieldName) => show(messages(), [name])

  const showCalendar = mountCalendar(
    required<HTMLElement>(form, '[data-calendar]'),
    data.firstDay,
    gridState(),
    (day) => {
      startDay.value = day
      refresh()
      if (touched.has('startDay') || submitted) check('startDay')
    },
  )

  /** Brings every live part in line with the controls. */
  function refresh() {
    const handover = values().handover
    for (const part of parts) {
      const off = part.dataset.handoverPart !== handover
      part.hidden = off
      // the fields of the other handover are not sent, as React left them out
      for (const control of part.querySelectorAll<HTMLSelectElement | HTMLInputElement>(
        'input, select',
      ))
        control.disabled = off
    }
    offerTimes(
      startTime,
      handoverTimes(startDay.value, data.hours, handover === 'delivery' ? 'delivery' : 'pickup'),
    )
    showCalendar(gridState())
    const quote = liveQuote(values(), data.cards, data.towns, new Date(data.now), data.hours)
    const text = JSON.stringify(quote)
    // the live region announces a change only
    if (text !== shownQuote) showQuote(quoteBox, quote)
    shownQuote = text
  }

  for (const { name, control } of controls) {
    control.addEventListener('blur', () => {
      touched.add(name)
      check(name)
    })
  }
  form.addEventListener('input', (event) => {
    refresh()
    const name = controls.find(({ control }) => control === event.target)?.name
    if (name && (touched.has(name) || submitted)) check(name)
  })

  form.addEventListener('submit', (event) => {
    submitted = true
    const found = messages()
    form.querySelector('[data-error-summary]')?.remove()
    show(found, fieldNames)
    const first = controls.find(({ name }) => found[name])
    if (!first) return // the native post goes on
    event.preventDefault()
    first.control.focus()
  })

  // back to a page the browser kept whole: its controls may hold other values
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) refresh()
  })

  shownQuote = JSON.stringify(
    liveQuote(values(), data.cards, data.towns, new Date(data.now), data.hours),
  )
  refresh()
}
