import { freeTextProblem } from '#app/kernel/free-text.ts'
import { addDays } from '#app/kernel/zoned-time.ts'

/** The times of day a Sunday visit can be asked for. */
export const sundayTimes = ['9:00 AM', '11:00 AM', '1:00 PM', '3:00 PM'] as const

/** How far ahead a Sunday can be asked for. */
export const sundayDaysAhead = 60

export type SundayRequest = { day: string; time: string; note: string }

/** A Sunday access request checked: a Sunday after today and within reach, a time offered, a short note. */
export function checkSundayRequest(
  form: { day: string; time: string; note: string },
  today: string,
): { ok: true; request: SundayRequest } | { ok: false; error: string } {
  const day = form.day.trim()
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(`${day}T12:00:00Z`))
  if (!valid || new Date(`${day}T12:00:00Z`).getUTCDay() !== 0) {
    return { ok: false, error: 'Choose a Sunday for your visit' }
  }
  if (day <= today) return { ok: false, error: 'Choose a Sunday after today' }
  if (day > addDays(today, sundayDaysAhead)) {
    return { ok: false, error: `Choose a Sunday within the next ${sundayDaysAhead} days` }
  }
  if (!sundayTimes.some((time) => time === form.time)) {
    return { ok: false, error: 'Choose the time you would like to come' }
  }
  const note = form.note.trim()
  if (note.length > 500 || freeTextProblem(note, 'several lines')) {
    return { ok: false, error: 'Keep the note under 500 characters, without control characters' }
  }
  return { ok: true, request: { day, time: form.time, note } }
}

/** The next Sundays a visit can be asked for, after `today`. */
export function nextSundays(today: string, count = 8): string[] {
  const days: string[] = []
  let day = addDays(today, 1)
  while (days.length < count) {
    if (new Date(`${day}T12:00:00Z`).getUTCDay() === 0) days.push(day)
    day = addDays(day, 1)
  }
  return days
}
