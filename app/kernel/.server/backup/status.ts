import type { DB } from '../db/connection'
import type { Settings } from '../env'

/** Past this age the dashboard warns that the last good backup is old. */
export const staleAfterHours = 26

export type BackupStatus = {
  /** the newest scheduled backup that finished */
  last: {
    id: string
    finishedAt: string
    bytes: number
    rows: number
    photos: number
    /** the photos it could not read and left out, in a line; null when none */
    unreadablePhotos: string | null
  } | null
  /** a failed day newer than `last`, with why */
  failure: { day: string; error: string; attempts: number } | null
  /** no good backup in `staleAfterHours` while they are scheduled */
  stale: boolean
  dailyAt: Settings['BACKUP_DAILY_AT']
}

/** What the owners' dashboard says of the daily backups. */
export async function backupStatus(
  db: DB,
  now: Date,
  dailyAt: Settings['BACKUP_DAILY_AT'],
): Promise<BackupStatus> {
  const done = await db
    .selectFrom('backup_runs')
    .selectAll()
    .where('status', '=', 'done')
    .orderBy('day', 'desc')
    .limit(1)
    .executeTakeFirst()
  const failed = await db
    .selectFrom('backup_runs')
    .selectAll()
    .where('status', '=', 'failed')
    .where('day', '>', done?.day ?? '')
    .orderBy('day', 'desc')
    .limit(1)
    .executeTakeFirst()
  const last =
    done?.finished_at && done.backup_id
      ? {
          id: done.backup_id,
          finishedAt: done.finished_at,
          bytes: done.bytes ?? 0,
          rows: done.rows ?? 0,
          photos: done.photos ?? 0,
          unreadablePhotos: done.unreadable_photos,
        }
      : null
  const age = last ? now.getTime() - new Date(last.finishedAt).getTime() : Infinity
  return {
    last,
    failure: failed
      ? { day: failed.day, error: failed.error ?? '', attempts: failed.attempts }
      : null,
    // a new install has none yet: that is said, not warned about, until a run has failed
    stale: dailyAt !== 'off' && (last ? age > staleAfterHours * 3_600_000 : failed !== undefined),
    dailyAt,
  }
}
