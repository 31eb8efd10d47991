// Times the lead clock with a full inbox: dueAtFor (what each stored lead
// pays), the business-minute arithmetic alone, and a reminder pass of the
// scheduler over 10,000 leads, on SQLite or on a throw-away PostgreSQL:
//   node --import tsx scripts/measure-lead-clock.ts [sqlite|postgres] [leads=10000]
import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { openDatabase } from '#app/kernel/.server/db/connection.ts'
import { migrateToLatest } from '#app/kernel/.server/db/migrations.ts'
import { parseSettings } from '#app/kernel/.server/env.ts'
import { addBusinessMinutes } from '#app/kernel/dealer/business-hours.ts'
import { newLeadRow } from '#app/leads/.server/contact/lead-records.ts'
import { dueAtFor } from '#app/leads/.server/due.ts'
import { sendDueReminders } from '#app/leads/.server/reminders.ts'
import { seedWeek } from '#app/site/content/hours-seed.ts'
import { validContact } from '#tests/support/contact.ts'

const engine = process.argv[2] === 'postgres' ? 'postgres' : 'sqlite'
const total = Number(process.argv[3] ?? 10_000)
const ms = (n: number) => Math.round(n * 1000) / 1000

async function postgresUrl(): Promise<{ url: string; stop: () => Promise<void> }> {
  const script = fileURLToPath(new URL('../tests/support/postgres-process.ts', import.meta.url))
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  const url = await new Promise<string>((resolve) => {
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const line = output.split('\n').find((l) => l.startsWith('{'))
      if (line) resolve((JSON.parse(line) as { url: string }).url)
    })
  })
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve())
        child.stdin.end()
      }),
  }
}

/** Median of `runs` timings of `task`, in milliseconds. */
async function median(runs: number, task: () => unknown): Promise<number> {
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    await task()
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  return times[Math.floor(runs / 2)] ?? 0
}

const salesHours = () => seedWeek('showroom')
const dir = await mkdtemp(path.join(tmpdir(), 'lead-clock-'))
const pg = engine === 'postgres' ? await postgresUrl() : null
const db = openDatabase(pg?.url ?? path.join(dir, 'site.db'), { poolSize: 4 })
try {
  await migrateToLatest(db)
  // 10,000 leads over the 8 weeks before "now", one in five still unanswered
  const now = new Date('2026-11-24T15:00:00Z')
  const span = 8 * 7 * 86_400_000
  const rows = Array.from({ length: total }, (_, i) => {
    const received = new Date(now.getTime() - span + Math.floor((i * span) / total))
    const due = addBusinessMinutes(salesHours(), received, 60)
    return {
      ...newLeadRow({ ...validContact, interest: 'sales' }, { sourcePage: '/contact' }),
      received_at: received.toISOString(),
      due_at: due.toISOString(),
      first_response_at:
        i % 5 === 0 ? null : new Date(received.getTime() + 1_800_000).toISOString(),
    }
  })
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('contact_messages')
      .values(rows.slice(i, i + 500))
      .execute()
  }

  const arithmetic = await median(1000, () =>
    addBusinessMinutes(salesHours(), new Date('2026-03-07T21:30:00Z'), 60),
  )
  const longPromise = await median(1000, () =>
    addBusinessMinutes(salesHours(), new Date('2026-03-07T21:30:00Z'), 1440),
  )
  const due = await median(200, () => dueAtFor(db, new Date()))
  const settings = parseSettings({})
  const firstPass = await median(1, () => sendDueReminders(db, { now, settings }))
  // what every later pass costs once all reminders are out: the overdue query finds nothing
  let drained = 0
  while ((await sendDueReminders(db, { now, settings })) > 0) drained++
  const idlePass = await median(20, () => sendDueReminders(db, { now, settings }))
  console.log(
    JSON.stringify({
      engine,
      leads: total,
      unanswered: Math.ceil(total / 5),
      addBusinessMinutesMs: ms(arithmetic),
      addBusinessMinutes3DaysMs: ms(longPromise),
      dueAtForMs: ms(due),
      reminderPassOf50Ms: ms(firstPass),
      passesToDrain: drained + 1,
      idleReminderPassMs: ms(idlePass),
    }),
  )
} finally {
  await db.destroy()
  await pg?.stop()
  await rm(dir, { recursive: true, force: true })
}
