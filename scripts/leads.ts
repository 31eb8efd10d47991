// `npm run leads -- <command>`: read, export and recover contact messages
// without a database tool. Reads DATABASE_URL (and the mail settings) the
// way the server does. Notifications are queued here and sent by the running
// server's outbox worker (or when it next starts).
import { existsSync, realpathSync } from 'node:fs'
import { open } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

import { openDatabase } from '#app/kernel/.server/db/connection.ts'
import { databaseFile, engineForUrl } from '#app/kernel/.server/db/engine.ts'
import { migrateToLatest } from '#app/kernel/.server/db/migrations.ts'
import { parseSettings, type Settings, SettingsError } from '#app/kernel/.server/env.ts'
import { withoutControls } from '#app/kernel/.server/mail/escape.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { startOfDayInZone, wallClockMinute } from '#app/kernel/zoned-time.ts'
import {
  type LeadDetail,
  leadDetail,
  LeadError,
  markNotSpam,
  resendLead,
} from '#app/leads/.server/command.ts'
import { leadExportCount, leadsCsv } from '#app/leads/.server/csv.ts'
import { dueAtFor } from '#app/leads/.server/due.ts'
import { interestLabel, listLeads } from '#app/leads/.server/lead.ts'
import type { Notification } from '#app/leads/.server/mail/lead-routing.ts'
import { forgetPerson, type PrivacyReport } from '#app/privacy/.server/forget.ts'
import { type Person, privacyRequestSchema } from '#app/privacy/privacy-request.ts'

const usage = `Usage: npm run leads -- <command>
  list [--spam] [--since YYYY-MM-DD] [--limit N]   newest messages first (default 50)
  show ID                                          one message with its e-mails and every send attempt
  export --csv FILE [--since YYYY-MM-DD]           all messages as CSV (FILE "-" writes to the terminal)
  resend ID                                        queue the dealer e-mail (and ADF lead) again
  mark-not-spam ID                                 release a quarantined message and send its e-mails
  forget EMAIL|PHONE                               erase a person's personal data (a privacy request)
ID is the full id or its first 8 characters as "list" shows them. Days are in ${business.timeZone} time.`

class UsageError extends Error {}

/** Where the command writes: the terminal, or a test's buffers. */
export type LeadsOutput = { stdout: (text: string) => void; stderr: (text: string) => void }

const terminal: LeadsOutput = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
}

/** Visitor text for one terminal column: no escape sequences or other control characters. */
function fit(text: string, width: number): string {
  const one = withoutControls(text)
  return (one.length > width ? `${one.slice(0, width - 1)}…` : one).padEnd(width)
}

/** Hands a stream's chunks on one at a time, the next read only when the last was handled. */
async function eachChunk(
  stream: ReadableStream<Uint8Array>,
  handle: (chunk: Uint8Array) => void | Promise<void>,
): Promise<void> {
  const reader = stream.getReader()
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    await handle(next.value)
  }
}

const localTime = (iso: string) => wallClockMinute(new Date(iso), business.timeZone)

function sinceOption(value: string | undefined): Date | undefined {
  if (value === undefined) return undefined
  const day = startOfDayInZone(value, business.timeZone)
  if (!day) throw new UsageError(`--since must be a date as YYYY-MM-DD, not "${value}"`)
  return day
}

function queuedText(plan: Notification[]): string {
  return plan.map((n) => `  ${n.kind} e-mail to ${n.recipient}`).join('\n')
}

function printDetail(lead: LeadDetail, say: (line: string) => void) {
  const rows: Array<[string, string | null]> = [
    ['Received', `${localTime(lead.receivedAt)} ${business.timeZone} (${lead.receivedAt})`],
    ['Status', lead.spamReason ? `${lead.status}: ${lead.spamReason}` : lead.status],
    ['Name', `${lead.firstName} ${lead.lastName}`],
    ['E-mail', lead.email],
    ['Phone', lead.phone],
    ['Interest', interestLabel(lead.interest)],
    ['Page', lead.sourcePage],
    ['Vehicle', lead.vehicleId],
  ]
  say(`Message ${lead.id}`)
  for (const [label, value] of rows)
    if (value) say(`  ${`${label}:`.padEnd(10)} ${withoutControls(value)}`)
  say(`\n${withoutControls(lead.message, true)}\n`)
  if (lead.notifications.length === 0) say('No e-mails queued for this message.')
  for (const n of lead.notifications) {
    const when = n.sent_at
      ? ` at ${localTime(n.sent_at)}`
      : n.status === 'queued'
        ? `, next try ${localTime(n.next_attempt_at)}`
        : ''
    say(`${n.kind} e-mail to ${withoutControls(n.recipient)}: ${n.status}${when}`)
    for (const a of n.log) {
      say(
        `  attempt ${a.attempt} ${localTime(a.started_at)} ${a.outcome}${a.detail ? `: ${withoutControls(a.detail)}` : ''}`,
      )
    }
  }
}

function personOf(text: string): Person {
  const parsed = privacyRequestSchema.safeParse({ person: text })
  if (!parsed.success) throw new UsageError(`forget: ${parsed.error.issues[0]?.message ?? ''}`)
  return parsed.data.person
}

function printForgotten(done: PrivacyReport, say: (line: string) => void) {
  say(done.total === 0 ? 'Nothing held about them was found.' : 'Erased:')
  for (const row of done.rows)
    if (row.count > 0) say(`  ${row.table}: ${row.count} (${row.erases})`)
  for (const r of done.kept) {
    say(
      `Kept: reservation ${r.id.slice(0, 8)} (${r.status}, from ${localTime(r.startAt)}) is not over; run forget again after it.`,
    )
  }
  say('Recorded in the audit log (without the address).')
}

async function run(settings: Settings, argv: string[], output: LeadsOutput) {
  const say = (line: string) => output.stdout(`${line}\n`)
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      csv: { type: 'string' },
      since: { type: 'string' },
      limit: { type: 'string' },
      spam: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  })
  const [command, id] = positionals
  if (values.help || !command) {
    say(usage)
    return
  }
  const needsId = ['show', 'resend', 'mark-not-spam'].includes(command)
  if (needsId && !id) throw new UsageError(`${command} needs a message id`)
  const person = command === 'forget' ? personOf(positionals.slice(1).join(' ')) : undefined

  if (engineForUrl(settings.DATABASE_URL) === 'sqlite') {
    const file = databaseFile(settings.DATABASE_URL)
    if (file !== ':memory:' && !existsSync(file)) {
      throw new LeadError(`No database at ${file}: set DATABASE_URL to the server's database file`)
    }
  }
  const db = openDatabase(settings.DATABASE_URL, { poolSize: 2 })
  try {
    await migrateToLatest(db)
    switch (command) {
      case 'list': {
        const limit = values.limit === undefined ? 50 : Number(values.limit)
        if (!Number.isInteger(limit) || limit < 1)
          throw new UsageError('--limit must be a whole number above 0')
        const leads = await listLeads(db, {
          since: sinceOption(values.since),
          status: values.spam ? 'spam' : undefined,
          limit,
        })
        if (leads.length === 0) return say('No messages.')
        say(
          `${'ID'.padEnd(9)}${'Received'.padEnd(17)}${'Status'.padEnd(9)}${'Interest'.padEnd(9)}${'Name'.padEnd(25)}${'E-mail'.padEnd(31)}E-mails`,
        )
        for (const l of leads) {
          say(
            `${l.id.slice(0, 8)} ${localTime(l.receivedAt)} ${fit(l.status, 8)} ${fit(l.interest, 8)} ${fit(`${l.firstName} ${l.lastName}`, 24)} ${fit(l.email, 30)} ${l.delivery}`,
          )
        }
        return say(
          `${leads.length} message${leads.length === 1 ? '' : 's'} (times in ${business.timeZone})`,
        )
      }
      case 'show':
        return printDetail(await leadDetail(db, id ?? ''), say)
      case 'export': {
        if (!values.csv) throw new UsageError('export needs --csv FILE')
        const scope = { until: new Date(), since: sinceOption(values.since) }
        const csv = leadsCsv(db, scope, { bom: values.csv !== '-' })
        if (values.csv === '-') {
          const decoder = new TextDecoder()
          await eachChunk(csv, (chunk) => output.stdout(decoder.decode(chunk, { stream: true })))
          return
        }
        const count = await leadExportCount(db, scope)
        const file = await open(values.csv, 'w')
        try {
          await eachChunk(csv, async (chunk) => {
            await file.write(chunk)
          })
        } finally {
          await file.close()
        }
        return say(`Exported ${count} message${count === 1 ? '' : 's'} to ${values.csv}`)
      }
      case 'resend': {
        const plan = await resendLead(db, id ?? '', settings)
        return say(
          `Queued:\n${queuedText(plan)}\nThe running server sends them within ${settings.MAIL_POLL_SECONDS} s (or when it next starts).`,
        )
      }
      case 'mark-not-spam': {
        const plan = await markNotSpam(db, id ?? '', settings, { dueAt: dueAtFor })
        return say(`Released from quarantine. Queued:\n${queuedText(plan)}`)
      }
      case 'forget':
        return printForgotten(await forgetPerson(db, person!, { actor: null }), say)
      default:
        throw new UsageError(`Unknown command "${command}"`)
    }
  } finally {
    await db.destroy()
  }
}

/**
 * Runs one command with the given arguments and settings; resolves to its exit
 * code: 0 done, 1 a wrong setting or a refused request, 2 wrong usage.
 */
export async function leadsCommand(
  argv: string[],
  env: NodeJS.ProcessEnv,
  output: LeadsOutput = terminal,
): Promise<number> {
  try {
    await run(parseSettings(env), argv, output)
    return 0
  } catch (error) {
    if (error instanceof UsageError || (error instanceof TypeError && 'code' in error)) {
      output.stderr(`${error.message}\n\n${usage}\n`)
      return 2
    }
    if (error instanceof SettingsError || error instanceof LeadError) {
      output.stderr(`${error.message}\n`)
      return 1
    }
    throw error
  }
}

// run as `npm run leads`; the tests import leadsCommand instead
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await leadsCommand(process.argv.slice(2), process.env)
}
