import { business } from '#app/kernel/dealer/business.ts'
import { minutesOfDay } from '#app/kernel/dealer/business-hours.ts'
import { calendarDay, wallClockMinute } from '#app/kernel/zoned-time.ts'

import { changedRow } from '../db/changed-rows'
import type { DB } from '../db/connection'
import type { Settings } from '../env'
import type { WorkerLogger } from '../mail/outbox-worker'
import { queueWrittenMail } from '../mail/written-mail'
import type { PhotoStore } from '../photos/photo-store'
import { pollEvery, type Polling } from '../polling'
import { takeBackup } from './backup'
import type { UnreadablePhoto } from './manifest'
import { pruneBackups } from './prune'
import type { BackupTarget } from './target'

export type BackupScheduleSettings = Pick<
  Settings,
  'BACKUP_DAILY_AT' | 'BACKUP_KEY' | 'LEADS_POLL_SECONDS' | 'SITE_URL'
>

/** A run not finished in this long is taken over by another server. */
const leaseMs = 60 * 60_000
/** A failed day is tried again after this long, at most `maxAttempts` times. */
const retryMs = 30 * 60_000
const maxAttempts = 3

/**
 * Claims the day's run for this server: the first to insert the day's row,
 * or the one that takes over a run whose server died (its lease ran out) or
 * that failed a while ago. One statement each, so two servers never both win.
 */
async function claimDay(db: DB, day: string, now: Date): Promise<boolean> {
  const at = now.toISOString()
  const lease = new Date(now.getTime() + leaseMs).toISOString()
  const inserted = await db
    .insertInto('backup_runs')
    .values({ day, status: 'running', started_at: at, lease_until: lease, attempts: 1 })
    .onConflict((oc) => oc.column('day').doNothing())
    .executeTakeFirst()
  if (changedRow(inserted)) return true
  const retryBefore = new Date(now.getTime() - retryMs).toISOString()
  const taken = await db
    .updateTable('backup_runs')
    .set((eb) => ({
      status: 'running',
      started_at: at,
      lease_until: lease,
      error: null,
      attempts: eb('attempts', '+', 1),
    }))
    .where('day', '=', day)
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'running'), eb('lease_until', '<', at)]),
        eb.and([
          eb('status', '=', 'failed'),
          eb('attempts', '<', maxAttempts),
          eb('finished_at', '<=', retryBefore),
        ]),
      ]),
    )
    .executeTakeFirst()
  return changedRow(taken)
}

/** The owners hear of a failed backup by e-mail (through the outbox), once per failed attempt. */
async function tellOwners(db: DB, day: string, error: string, now: Date, siteUrl: string) {
  await db.transaction().execute(async (trx) => {
    const owners = await trx
      .selectFrom('staff_users')
      .select('email')
      .where('role', '=', 'owner')
      .where('active', '=', 1)
      .execute()
    for (const owner of owners) {
      await queueWrittenMail(
        trx,
        {
          to: owner.email,
          subject: `The backup of ${day} failed`,
          text: [
            `The scheduled backup of the website's database and photos failed:`,
            '',
            error,
            '',
            'It is tried again in 30 minutes, up to 3 times a day. The dashboard shows the last good backup:',
            `${siteUrl}/admin`,
            '',
          ].join('\n'),
        },
        now,
      )
    }
  })
}

/** A backup's unreadable photos in one line (null when none), for the dashboard. */
function unreadableText(photos: UnreadablePhoto[] | undefined): string | null {
  if (!photos?.length) return null
  const list = photos.map((p) => `${p.key} (${p.reason})`).join(', ')
  const text = `${photos.length} ${photos.length === 1 ? 'photo' : 'photos'} could not be read and ${photos.length === 1 ? 'is' : 'are'} not in it: ${list}`
  return text.length > 1000 ? `${text.slice(0, 999)}…` : text
}

export type BackupScheduler = Polling & {
  /** one look: takes the day's backup if it is time and no server has */
  runOnce(): Promise<string | null>
}

/**
 * Takes a backup once a day at BACKUP_DAILY_AT on the dealer's clock, in
 * whichever server claims the day first, then prunes old ones. Failures are
 * recorded for the dashboard, mailed to the owners and retried.
 */
export function createBackupScheduler(options: {
  db: DB
  photos: PhotoStore
  target: BackupTarget
  settings: BackupScheduleSettings
  logger: WorkerLogger
  now?: () => Date
}): BackupScheduler {
  const { db, photos, target, settings, logger } = options
  const now = options.now ?? (() => new Date())

  async function runOnce(): Promise<string | null> {
    if (settings.BACKUP_DAILY_AT === 'off') return null
    const at = now()
    const clock = wallClockMinute(at, business.timeZone).slice(11)
    if (minutesOfDay(clock) < minutesOfDay(settings.BACKUP_DAILY_AT)) return null
    const day = calendarDay(at, business.timeZone)
    if (!(await claimDay(db, day, at))) return null
    try {
      const { id, manifest } = await takeBackup({ db, photos }, target, {
        key: settings.BACKUP_KEY,
        now: at,
      })
      await db
        .updateTable('backup_runs')
        .set({
          status: 'done',
          finished_at: now().toISOString(),
          backup_id: id,
          bytes: manifest.database.bytes + manifest.photos.reduce((sum, p) => sum + p.bytes, 0),
          rows: manifest.tables.reduce((sum, t) => sum + t.rows, 0),
          photos: manifest.photos.length,
          unreadable_photos: unreadableText(manifest.unreadablePhotos),
        })
        .where('day', '=', day)
        .execute()
      if (manifest.unreadablePhotos)
        logger.warn('backup left out photos it could not read', {
          id,
          photos: manifest.unreadablePhotos,
        })
      const pruned = await pruneBackups(target, { timeZone: business.timeZone, now: now() })
      logger.info('backup taken', {
        id,
        removed: pruned.removed.length,
        photosRemoved: pruned.photos,
      })
      return id
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      logger.error('backup failed', { day, error: message })
      await db
        .updateTable('backup_runs')
        .set({ status: 'failed', finished_at: now().toISOString(), error: message.slice(0, 1000) })
        .where('day', '=', day)
        .execute()
      await tellOwners(db, day, message, now(), settings.SITE_URL)
      return null
    }
  }

  return {
    runOnce,
    ...pollEvery(settings.LEADS_POLL_SECONDS, runOnce, {
      logger,
      message: 'backup scheduler pass failed',
    }),
  }
}
