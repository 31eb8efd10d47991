// The app beside a plain static server giving the same bytes: requests per
// second at 50 connections and p99 latency at 20, same duration, on loopback.
import { spawn } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import autocannon from 'autocannon'

import { cell, median, printTable, serverGoals as goals, withSpread } from './goals'
import type { PageType } from './pages'
import type { StaticEntry } from './static-server'

/** What a browser asks for; both servers get the same request. */
const requestHeaders = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html,*/*' }
/**
 * The static server sends the app's own headers too (security headers, cache
 * policy, ETag, request id of the same length): the same bytes on the wire, so
 * the comparison measures the servers' work, not the size of their headers.
 * Left out: what Node writes per connection and per answer by itself.
 */
const ownHeaders = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
])

/** The app's raw answer (still compressed) and its headers. */
function fetchRaw(url: string): Promise<StaticEntry> {
  return new Promise((resolve, reject) => {
    request(url, { headers: requestHeaders }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        if (res.statusCode !== 200) reject(new Error(`${url} answered ${res.statusCode}`))
        const headers: Record<string, string> = {}
        for (const [name, value] of Object.entries(res.headers)) {
          if (!ownHeaders.has(name) && value !== undefined) headers[name] = String(value)
        }
        resolve({ headers, bodyBase64: Buffer.concat(chunks).toString('base64') })
      })
      res.on('error', reject)
    })
      .on('error', reject)
      .end()
  })
}

async function startStaticServer(manifest: Record<string, StaticEntry>, port: number) {
  const dir = await mkdtemp(path.join(tmpdir(), 'perf-static-'))
  const file = path.join(dir, 'manifest.json')
  await writeFile(file, JSON.stringify(manifest))
  const script = fileURLToPath(new URL('./static-server.ts', import.meta.url))
  const child = spawn(process.execPath, ['--import', 'tsx', script, file, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once('data', () => resolve())
    child.once('exit', (code) => reject(new Error(`static server exited with ${code}`)))
  })
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill()
      await exited
      await rm(dir, { recursive: true, force: true })
    },
  }
}

type Load = { rps: number; p99: number; failures: number }

async function load(url: string, connections: number, duration: number): Promise<Load> {
  const result = await autocannon({ url, connections, duration, headers: requestHeaders })
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  }
}

export type CompareOptions = {
  appUrl: string
  targets: readonly (PageType & { api?: boolean })[]
  duration: number
  /** alternated app and static runs per target; the share is their median */
  rounds: number
  staticPort: number
}

/** Runs the comparison, prints its table, and returns whether every goal was met. */
export async function compareServers(options: CompareOptions): Promise<boolean> {
  const manifest: Record<string, StaticEntry> = {}
  for (const target of options.targets) {
    manifest[target.path] = await fetchRaw(`${options.appUrl}${target.path}`)
  }
  const staticServer = await startStaticServer(manifest, options.staticPort)
  const rows: string[][] = []
  let met = true
  try {
    for (const target of options.targets) {
      const bytes = Buffer.from(manifest[target.path]!.bodyBase64, 'base64').length
      const appUrl = `${options.appUrl}${target.path}`
      const staticUrl = `${staticServer.url}${target.path}`
      // a second of load first, not counted: both servers measured with their code warm
      await load(appUrl, 50, 1)
      await load(staticUrl, 50, 1)
      // alternated rounds: a burst of load elsewhere on the host moves one
      // round's share, not the median's
      const app50: Load[] = []
      const static50: Load[] = []
      for (let round = 0; round < options.rounds; round++) {
        app50.push(await load(appUrl, 50, options.duration))
        static50.push(await load(staticUrl, 50, options.duration))
      }
      const app20 = await load(appUrl, 20, options.duration)
      const static20 = await load(staticUrl, 20, options.duration)
      const shares = app50.map((app, i) => app.rps / static50[i]!.rps)
      const share = median(shares)
      const failures = app20.failures + app50.reduce((sum, run) => sum + run.failures, 0)
      const shareGoal = target.api ? goals.apiShare : goals.pageShare
      const checks = [share >= shareGoal, app20.p99 < goals.p99Ms, failures === 0]
      met &&= checks.every(Boolean)
      rows.push([
        target.name,
        `${(bytes / 1024).toFixed(1)} KiB`,
        String(Math.round(median(app50.map((run) => run.rps)))),
        String(Math.round(median(static50.map((run) => run.rps)))),
        cell(
          withSpread(shares, (value) => `${(value * 100).toFixed(1)}%`),
          checks[0]!,
        ),
        cell(`${app20.p99} ms`, checks[1]!),
        `${static20.p99} ms`,
        cell(String(failures), checks[2]!),
      ])
      console.log(`  server ${target.name}: done`)
    }
  } finally {
    await staticServer.stop()
  }
  console.log(
    `\nServer beside a static server with the same bytes (loopback, ${options.duration} s each; rps at 50 connections, medians of ${options.rounds} alternated rounds, the share's spread in brackets; p99 at 20 connections); "!" misses the goal`,
  )
  printTable(
    ['target', 'bytes', 'app rps', 'static rps', 'share', 'app p99', 'static p99', 'failed'],
    rows,
  )
  console.log(
    `goals: pages >= ${goals.pageShare * 100}% and the API >= ${goals.apiShare * 100}% of the static server's rps, p99 < ${goals.p99Ms} ms at 20 connections, no failed requests`,
  )
  return met
}
