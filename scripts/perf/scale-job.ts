// One scheduler job's pass for `npm run perf -- --scale`, in a process of its
// own on the measured server's database: the time the pass takes and the
// longest its event loop was blocked, which is how long the server's own
// requests would wait were the pass run there. Prints one JSON line.
//   node --import tsx scripts/perf/scale-job.ts <database url> <job number>
import { monitorEventLoopDelay } from 'node:perf_hooks'

import { schedulerJobs } from '#app/jobs.ts'
import { openDatabase } from '#app/kernel/.server/db/connection.ts'
import { parseSettings } from '#app/kernel/.server/env.ts'
import { defaultBatchSize } from '#app/kernel/.server/jobs/batches.ts'
import { readSetting } from '#app/kernel/.server/settings/app-settings.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { calendarDay, instantInZone, wallClockHour } from '#app/kernel/zoned-time.ts'
import { digestHour } from '#app/sales/.server/alerts/digest-hour.ts'

const [url = '', number = '0'] = process.argv.slice(2)
const jobs = schedulerJobs()
const job = jobs[Number(number)]
if (!job) throw new Error(`no job ${number}`)
const db = openDatabase(url, { poolSize: 2 })
const settings = parseSettings({ ...process.env, DATABASE_URL: url })
const quiet = { info() {}, warn() {}, error() {} }

// the alerts' pass sends only from the owners' hour of the dealer's day: measured at it
let now = new Date()
if (job.name === 'alertsJob') {
  const hour = await readSetting(db, digestHour)
  if (wallClockHour(now, business.timeZone) < hour) {
    const day = calendarDay(now, business.timeZone)
    now = instantInZone(`${day}T${String(hour).padStart(2, '0')}:05`, business.timeZone) ?? now
  }
}

// the parent probes the server from this line on, past this process's own start
process.stdout.write('pass\n')
await new Promise((resolve) => setTimeout(resolve, 100))
const delay = monitorEventLoopDelay({ resolution: 1 })
delay.enable()
const started = performance.now()
const counts = await job({ db, settings, logger: quiet, now, batchSize: defaultBatchSize })
const ms = performance.now() - started
// a turn of the loop, so a block at the very end is sampled too
await new Promise((resolve) => setTimeout(resolve, 5))
delay.disable()
await db.destroy()
process.stdout.write(`${JSON.stringify({ ms, blockMs: delay.max / 1e6, counts })}\n`)
