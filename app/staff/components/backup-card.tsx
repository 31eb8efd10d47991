import type { BackupStatus } from '#app/kernel/.server/backup/status.ts'
import { shortClockText } from '#app/kernel/dealer/business-hours.ts'
import { clockDayTime } from '#app/kernel/dealer-clock.ts'
import { formatInteger } from '#app/kernel/format.ts'

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`

function ageText(from: string, now: Date): string {
  const hours = Math.floor((now.getTime() - new Date(from).getTime()) / 3_600_000)
  return hours < 1 ? 'less than an hour ago' : hours === 1 ? '1 hour ago' : `${hours} hours ago`
}

/** The owners' view of the daily backup: the last good one, and a warning when it is old or failing. */
export function BackupCard({ status, now }: { status: BackupStatus; now: Date }) {
  const { last, failure, stale, dailyAt } = status
  const when = (iso: string) => clockDayTime(new Date(iso))
  return (
    <div
      className={`mt-4 rounded-xl border p-6 ${stale ? 'border-2 border-accent-600 bg-amber-50' : 'border-gray-300 bg-white'}`}
    >
      {stale && (
        <p className="mb-2 font-semibold text-gray-900">
          {last
            ? `Warning: the last good backup is ${ageText(last.finishedAt, now)}.`
            : 'Warning: no backup has been taken yet.'}
        </p>
      )}
      <p className="text-gray-900">
        {last
          ? `Last backup: ${when(last.finishedAt)} (${ageText(last.finishedAt, now)}), ${megabytes(last.bytes)}, ${formatInteger(last.rows)} rows, ${formatInteger(last.photos)} photos.`
          : 'No backup has been taken yet.'}
      </p>
      {last?.unreadablePhotos && (
        <p className="mt-2 text-gray-900">Warning: {last.unreadablePhotos}.</p>
      )}
      {failure && (
        <p className="mt-2 text-gray-900">
          The backup of {failure.day} failed ({failure.attempts} of 3 tries): {failure.error}
        </p>
      )}
      <p className="mt-2 text-sm text-gray-700">
        {dailyAt === 'off'
          ? 'Daily backups are off (BACKUP_DAILY_AT=off).'
          : `A backup is taken every day at ${shortClockText(dailyAt)}, Eastern time.`}
      </p>
    </div>
  )
}
