import { calendarDay } from '#app/kernel/zoned-time.ts'

import { instantOf } from './backup-id'

/** How many of the newest days, weeks and months keep a backup each. */
export const retention = { daily: 7, weekly: 4, monthly: 12 } as const

/** The Monday of a calendar day's week, YYYY-MM-DD. */
function mondayOf(day: string): string {
  const date = new Date(`${day}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7))
  return date.toISOString().slice(0, 10)
}

/**
 * The backups to keep (ids as `backupId` makes them): the newest of each of
 * the 7 newest days, of each of the 4 newest weeks and of each of the 12
 * newest months (days on the dealer's calendar). The rest may go.
 */
export function backupsToKeep(ids: string[], timeZone: string): Set<string> {
  const newestFirst = [...ids].sort().reverse()
  const keep = new Set<string>()
  const periods: Array<[number, (day: string) => string]> = [
    [retention.daily, (day) => day],
    [retention.weekly, mondayOf],
    [retention.monthly, (day) => day.slice(0, 7)],
  ]
  for (const [count, periodOf] of periods) {
    const seen = new Set<string>()
    for (const id of newestFirst) {
      const period = periodOf(calendarDay(instantOf(id), timeZone))
      if (seen.has(period)) continue
      if (seen.size === count) break
      seen.add(period)
      keep.add(id)
    }
  }
  return keep
}
