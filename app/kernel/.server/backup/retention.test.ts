import { describe, expect, it } from 'vitest'

import { backupId } from './backup-id'
import { backupsToKeep } from './retention'

const zone = 'America/New_York'
// one backup a day at 2:00 AM Eastern (7:00 UTC in winter), from Jan 1 to Nov 26, 2026
const daily = (from: string, days: number) =>
  Array.from({ length: days }, (_, i) => {
    const at = new Date(`${from}T07:00:00Z`)
    at.setUTCDate(at.getUTCDate() + i)
    return backupId(at)
  })

describe('which backups are kept', () => {
  it('keeps 7 daily, 4 weekly and 12 monthly backups, the newest of each period', () => {
    const ids = daily('2026-01-01', 330) // through Nov 26
    const kept = [...backupsToKeep(ids, zone)].sort()
    const days = kept.map((id) => id.slice(0, 10))
    // the last 7 days
    expect(days.slice(-7)).toEqual([
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
    ])
    // the newest of the 4 newest weeks (Mondays Nov 2, 9, 16, 23): their Sundays, and today
    expect(days).toEqual(expect.arrayContaining(['2026-11-08', '2026-11-15', '2026-11-22']))
    // the newest of each of the 12 newest months: the month's last day, back to December's none
    expect(days).toEqual(
      expect.arrayContaining(['2026-01-31', '2026-02-28', '2026-06-30', '2026-10-31']),
    )
    expect(days).not.toContain('2026-11-19')
    expect(days).not.toContain('2026-10-30')
    // 7 days, the 2 older weeks' newest, the 10 older months' newest (January to October)
    expect(kept).toHaveLength(7 + 2 + 10)
  })

  it('counts days on the dealer’s calendar: 11 PM Eastern is still that day', () => {
    const late = backupId(new Date('2026-11-26T04:00:00Z')) // Nov 25, 11 PM Eastern
    const early = backupId(new Date('2026-11-25T07:00:00Z')) // Nov 25, 2 AM Eastern
    expect(backupsToKeep([early, late], zone)).toEqual(new Set([late]))
  })

  it('keeps everything while there are few', () => {
    const ids = daily('2026-11-24', 3)
    expect(backupsToKeep(ids, zone)).toEqual(new Set(ids))
  })
})
