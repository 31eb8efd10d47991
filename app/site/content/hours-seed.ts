import type { DaySpan, WeeklyHours } from '#app/kernel/dealer/business-hours.ts'

/**
 * The hours the site opened with, which migration 073 wrote to the database:
 * owners change hours at /admin/hours, never here (a shipped migration must
 * keep writing the same rows).
 */
export const hoursSeed = {
  showroom: [
    { from: 'Mon', to: 'Fri', open: '09:00', close: '17:00' },
    { from: 'Sat', open: '09:00', close: '17:00' },
    { from: 'Sun', closed: true },
  ],
  service: [
    { from: 'Mon', to: 'Fri', open: '08:00', close: '17:00' },
    { from: 'Sat', open: '09:00', close: '15:00' },
    { from: 'Sun', closed: true },
  ],
  delivery: [
    { from: 'Mon', to: 'Sat', open: '08:00', close: '18:00' },
    { from: 'Sun', open: '10:00', close: '16:00' },
  ],
  storage: [
    { from: 'Mon', to: 'Fri', open: '08:00', close: '17:00' },
    { from: 'Sat', open: '08:00', close: '15:00' },
    { from: 'Sun', closed: true },
  ],
} as const satisfies Record<string, readonly DaySpan[]>

/** A seeded week as the arithmetic reads it, without dated hours (commands and tests). */
export function seedWeek(week: keyof typeof hoursSeed): WeeklyHours {
  return { timeZone: 'America/New_York', spans: hoursSeed[week] }
}
