// `npm run perf -- --scale`: five years of a busy dealer (scale-data.ts) on
// each engine, the production server on it, and the goals of the back office
// at that size: every staff page under 100 ms p95 of server time; /healthz
// and the pages within 200 ms while a job pass or a backup runs (and no pass
// blocking an event loop longer). Prints a table per engine, misses marked "!".
import { spawn } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { schedulerJobs } from '#app/jobs.ts'
import { openDatabase } from '#app/kernel/.server/db/connection.ts'
import type { Engine } from '#app/kernel/.server/db/engine.ts'

import { ownerCookie, prepareScaleData, type ScaleServer, startScaleServer } from './scale-site'

export const scaleGoals = { pageP95Ms: 100, busyAnswerMs: 200, blockMs: 200 }
/** A job pass or backup still running after this long is stopped, so a run ends. */
const passLimitMs = 5 * 60_000

export type ScaleOptions = {
  engines: Engine[]
  keep?: string
  port: number
  runs: number
  scale: number
}

type Page = { name: string; path: string }

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN
const fixed = (n: number) => (Number.isFinite(n) ? n.toFixed(n < 10 ? 1 : 0) : '-')
const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(0)} MB`

/** The staff pages that read the big tables, and a lead and a reservation of the set. */
async function staffPages(url: string): Promise<Page[]> {
  const db = openDatabase(url, { poolSize: 1 })
  try {
    const lead = await db
      .selectFrom('contact_messages')
      .select('id')
      .where('stage', '=', 'won')
      .orderBy('received_at', 'desc')
      .executeTakeFirstOrThrow()
    const rental = await db
      .selectFrom('rental_reservations')
      .select('id')
      .where('status', '=', 'returned')
      .orderBy('start_at', 'desc')
      .executeTakeFirstOrThrow()
    return [
      { name: 'dashboard', path: '/admin' },
      { name: 'audit', path: '/admin/audit' },
      { name: 'inventory', path: '/admin/inventory' },
      { name: 'leads', path: '/admin/leads' },
      { name: 'leads "smith"', path: '/admin/leads?q=smith' },
      { name: 'lead page', path: `/admin/leads/${lead.id}` },
      { name: 'rentals calendar', path: '/admin/rentals' },
      { name: 'rentals day sheet', path: '/admin/rentals/day' },
      { name: 'rentals list', path: '/admin/rentals/list' },
      { name: 'rental fleet', path: '/admin/rentals/fleet' },
      { name: 'reservation page', path: `/admin/rentals/${rental.id}` },
      { name: 'alerts', path: '/admin/alerts' },
    ]
  } finally {
    await db.destroy()
  }
}

const downloads: Page[] = [
  { name: 'leads export.csv', path: '/admin/leads/export.csv' },
  { name: 'audit export.csv', path: '/admin/audit/export.csv' },
]

/** One request as staff ask: its status, the client's time and the server's (from its log). */
async function timed(server: ScaleServer, cookie: string, page: string) {
  const started = performance.now()
  const response = await fetch(`${server.url}${page}`, { headers: { cookie }, redirect: 'manual' })
  const bytes = (await response.arrayBuffer()).byteLength
  const clientMs = performance.now() - started
  const id = response.headers.get('x-request-id')
  const serverMs = (id ? await server.serverMs(id) : undefined) ?? clientMs
  return { status: response.status, clientMs, serverMs, bytes }
}

/** The server's memory: resident now and its peak since the last reset (Linux /proc). */
function memory(pid: number | undefined) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0)
    return { rss: kb('VmRSS') * 1024, peak: kb('VmHWM') * 1024 }
  } catch {
    return undefined
  }
}

/** Sets the peak back to the resident size, so the next peak is the next work's. */
function resetPeak(pid: number | undefined) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5')
  } catch {
    // not Linux, or not allowed: the peak then covers the server's whole life
  }
}

type Probe = { stop(): Promise<{ healthMs: number; pageMs: number; failures: number }> }

/** /healthz every 20 ms, and the staff pages one after another, while something else runs. */
function probe(server: ScaleServer, cookie: string, pages: Page[]): Probe {
  let running = true
  let healthMs = 0
  let pageMs = 0
  let failures = 0
  const health = (async () => {
    while (running) {
      const started = performance.now()
      const ok = await fetch(`${server.url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
      healthMs = Math.max(healthMs, performance.now() - started)
      if (!ok) failures++
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  })()
  const browsing = (async () => {
    for (let i = 0; running; i++) {
      const page = pages[i % pages.length]!
      const started = performance.now()
      const ok = await fetch(`${server.url}${page.path}`, { headers: { cookie } }).then(
        async (r) => (await r.arrayBuffer(), r.ok),
        () => false,
      )
      pageMs = Math.max(pageMs, performance.now() - started)
      if (!ok) failures++
    }
  })()
  return {
    async stop() {
      running = false
      await Promise.all([health, browsing])
      return { healthMs, pageMs, failures }
    },
  }
}

/**
 * Runs a child process to its end; resolves with its output and time.
 * `onLine` hears each line it prints (a job says when its pass starts).
 */
function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  onLine: (line: string) => void = () => {},
) {
  return new Promise<{ code: number | null; out: string; ms: number; stopped: boolean }>(
    (resolve) => {
      const started = performance.now()
      const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] })
      let stopped = false
      const limit = setTimeout(() => {
        stopped = true
        child.kill('SIGTERM')
      }, passLimitMs)
      let out = ''
      child.stdout.on('data', (chunk: Buffer) => {
        for (const line of chunk.toString().split('\n')) onLine(line)
        out += chunk.toString()
      })
      child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()))
      child.on('exit', (code) => {
        clearTimeout(limit)
        resolve({ code, out, ms: performance.now() - started, stopped })
      })
    },
  )
}

const jobNames = schedulerJobs().map((job) => job.name.replace(/Job$/, '') || 'alerts')

type Line = { what: string; cells: string[]; miss: boolean }

async function measureEngine(engine: Engine, options: ScaleOptions): Promise<boolean> {
  console.log(
    `\n== ${engine}: preparing five years of data${options.keep ? ` (kept in ${options.keep})` : ''}...`,
  )
  const data = await prepareScaleData(engine, {
    keep: options.keep,
    postgresPort: options.port + 1,
    scale: options.scale,
  })
  const lines: Line[] = []
  // each line is printed once measured: a whole engine takes minutes
  const report = (line: Line) => {
    if (lines.length === 0) printHeader(engine)
    lines.push(line)
    printLine(line)
  }
  let server: ScaleServer | undefined
  try {
    const generated =
      data.generatedMs === null
        ? 'kept set'
        : `generated in ${(data.generatedMs / 1000).toFixed(0)} s`
    console.log(
      `${engine}: ${generated}, ${megabytes(data.bytes)} on disk; rows: ${Object.entries(data.rows)
        .map(([table, n]) => `${table} ${n.toLocaleString('en-US')}`)
        .join(', ')}`,
    )
    const cookie = await ownerCookie(data.url)
    server = await startScaleServer(data, options.port)
    const pages = await staffPages(data.url)

    for (const page of pages) {
      for (let i = 0; i < 2; i++) await timed(server, cookie, page.path) // warm-up
      const times: number[] = []
      let status = 0
      for (let i = 0; i < options.runs; i++) {
        const result = await timed(server, cookie, page.path)
        status = result.status
        times.push(result.serverMs)
      }
      times.sort((a, b) => a - b)
      const p95 = percentile(times, 95)
      const miss = status !== 200 || p95 >= scaleGoals.pageP95Ms
      report({
        what: page.name,
        cells: [
          fixed(percentile(times, 50)),
          fixed(p95),
          `< ${scaleGoals.pageP95Ms}`,
          status === 200 ? '' : `HTTP ${status}`,
        ],
        miss,
      })
    }

    const pid = server.child.pid
    for (const download of downloads) {
      const times: number[] = []
      let peak = 0
      let growth = 0
      let bytes = 0
      for (let i = 0; i < 2; i++) {
        resetPeak(pid)
        const before = memory(pid)
        const result = await timed(server, cookie, download.path)
        const after = memory(pid)
        times.push(result.serverMs)
        bytes = result.bytes
        if (before && after) {
          peak = Math.max(peak, after.peak)
          growth = Math.max(growth, after.peak - before.rss)
        }
      }
      times.sort((a, b) => a - b)
      report({
        what: download.name,
        cells: [
          fixed(percentile(times, 50)),
          fixed(percentile(times, 95)),
          '-',
          `${megabytes(bytes)} sent; server peak ${megabytes(peak)} (+${megabytes(growth)})`,
        ],
        miss: false,
      })
    }

    const env = { ...process.env, DATABASE_URL: data.url, PHOTO_DIR: data.photoDir }
    const script = path.join(import.meta.dirname, 'scale-job.ts')
    // the same probes with nothing else running: on a busy machine they are slow by themselves
    const idle = probe(server, cookie, pages)
    await new Promise((resolve) => setTimeout(resolve, 5_000))
    report({ ...busyLine('nothing running', NaN, NaN, await idle.stop(), 'baseline'), miss: false })
    for (const [index, name] of jobNames.entries()) {
      const watching = probe(server, cookie, pages)
      const result = await run(
        process.execPath,
        ['--import', 'tsx', script, data.url, String(index)],
        env,
      )
      const busy = await watching.stop()
      if (result.stopped) {
        report({
          ...busyLine(`job ${name}`, result.ms, NaN, busy, 'stopped unfinished'),
          miss: true,
        })
        continue
      }
      const line = result.out.split('\n').find((l) => l.startsWith('{'))
      if (result.code !== 0 || !line) throw new Error(`job ${name} failed:\n${result.out}`)
      const pass = JSON.parse(line) as {
        ms: number
        blockMs: number
        counts: Record<string, unknown>
      }
      report(busyLine(`job ${name}`, pass.ms, pass.blockMs, busy, JSON.stringify(pass.counts)))
    }

    const backups = await mkdtemp(path.join(tmpdir(), 'perf-scale-backup-'))
    try {
      const watching = probe(server, cookie, pages)
      const result = await run('npm', ['run', '--silent', 'backup'], {
        ...env,
        BACKUP_DIR: backups,
      })
      const busy = await watching.stop()
      if (result.stopped) {
        report({
          ...busyLine('npm run backup', result.ms, NaN, busy, 'stopped unfinished'),
          miss: true,
        })
      } else if (result.code !== 0) {
        throw new Error(`npm run backup failed:\n${result.out}`)
      } else {
        report(busyLine('npm run backup', result.ms, NaN, busy, ''))
      }
    } finally {
      await rm(backups, { recursive: true, force: true })
    }
  } finally {
    await server?.stop()
    await data.stop()
  }
  return lines.every((line) => !line.miss)
}

function busyLine(
  what: string,
  passMs: number,
  blockMs: number,
  busy: { healthMs: number; pageMs: number; failures: number },
  note: string,
): Line {
  const over = (ms: number, goal: number) => `${fixed(ms)}${ms >= goal ? ' !' : ''}`
  return {
    what,
    cells: [
      `pass ${fixed(passMs)}`,
      `block ${Number.isNaN(blockMs) ? '-' : over(blockMs, scaleGoals.blockMs)}`,
      `healthz ${over(busy.healthMs, scaleGoals.busyAnswerMs)} / pages ${over(busy.pageMs, scaleGoals.busyAnswerMs)} (< ${scaleGoals.busyAnswerMs})`,
      `${busy.failures > 0 ? `${busy.failures} failed! ` : ''}${note}`,
    ],
    miss:
      busy.failures > 0 ||
      busy.healthMs >= scaleGoals.busyAnswerMs ||
      busy.pageMs >= scaleGoals.busyAnswerMs ||
      blockMs >= scaleGoals.blockMs,
  }
}

function printHeader(engine: Engine) {
  console.log(`\n${engine} at five years (ms; pages: median, p95 of server time, goal)`)
}

function printLine(line: Line) {
  const mark = line.miss ? '! ' : '  '
  console.log(`${mark}${line.what.padEnd(30)}${line.cells.map((c) => c.padEnd(10)).join(' ')}`)
}

/** Every engine in turn; resolves to whether every goal was met. */
export async function runScale(options: ScaleOptions): Promise<boolean> {
  let met = true
  for (const engine of options.engines) met = (await measureEngine(engine, options)) && met
  return met
}
