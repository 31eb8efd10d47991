// Lighthouse on each page type: the default (mobile) configuration, which
// simulates slow 4G and a 4x slower CPU, run several times on one headless
// Chromium; the medians are held against the goals, printed with the spread
// of the runs and the host's benchmark index for each run, since a busy host
// scores lower.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import lighthouse, { type Result, type RunnerResult } from 'lighthouse'

import { findChromium } from '../find-chromium.mjs'
import { cell, lighthouseGoals as goals, median, printTable, withSpread } from './goals'
import { lcpGraph } from './lcp-graph'
import type { PageType } from './pages'

type Sample = {
  performance: number
  lcpMs: number
  cls: number
  tbtMs: number
  accessibility: number
  bestPractices: number
  seo: number
  jsBytes: number
  /** Lighthouse's measure of the host's speed when it ran (higher is faster) */
  benchmarkIndex: number
  /** audits that cost accessibility, best practices or SEO points */
  failing: string[]
}

const score = (lhr: Result, id: string) => lhr.categories[id]?.score ?? 0
const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN

/** JavaScript bytes transferred (compressed), from the resource summary. */
function scriptBytes(lhr: Result): number {
  const details = lhr.audits['resource-summary']?.details
  if (details?.type !== 'table') return Number.NaN
  const row = details.items.find((item) => item.resourceType === 'script')
  return typeof row?.transferSize === 'number' ? row.transferSize : 0
}

/** The scored audits of the three pass/fail categories that did not pass, as "category: audit". */
function failingAudits(lhr: Result): string[] {
  return ['accessibility', 'best-practices', 'seo'].flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${id}: ${ref.id}`),
  )
}

function sampleOf(lhr: Result): Sample {
  return {
    performance: score(lhr, 'performance'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    jsBytes: scriptBytes(lhr),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failing: failingAudits(lhr),
  }
}

async function launchChromium(port: number): Promise<{ browser: ChildProcess; dir: string }> {
  const executable = findChromium()
  if (!executable) throw new Error('no Chromium found: set CHROMIUM_PATH')
  const dir = await mkdtemp(path.join(tmpdir(), 'perf-chromium-'))
  const browser = spawn(
    executable,
    [
      '--headless=new',
      '--no-sandbox', // runs as root here
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      `--user-data-dir=${dir}`,
      `--remote-debugging-port=${port}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  )
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return { browser, dir }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  browser.kill()
  throw new Error('Chromium did not open its debugging port')
}

/** One Lighthouse run; a run that fails to record (it happens on a busy machine) is tried again twice. */
async function audit(url: string, port: number): Promise<RunnerResult> {
  let failure = ''
  for (let attempt = 0; attempt < 3; attempt++) {
    const result = await lighthouse(url, { port, logLevel: 'error', output: 'json' })
    if (result && !result.lhr.runtimeError) return result
    failure = result?.lhr.runtimeError?.message ?? 'no result'
    console.log(`  lighthouse ${url}: ${failure}; trying again`)
  }
  throw new Error(`Lighthouse on ${url}: ${failure}`)
}

export type LighthouseOptions = {
  url: string
  pages: readonly PageType[]
  runs: number
  port: number
  /** print the simulated LCP's requests and tasks for each page's median run */
  explain?: boolean
}

/** Runs Lighthouse, prints the table of medians, and returns whether every goal was met. */
export async function runLighthouse(options: LighthouseOptions): Promise<boolean> {
  const { browser, dir } = await launchChromium(options.port)
  const rows: string[][] = []
  const notes: string[] = []
  let met = true
  try {
    for (const page of options.pages) {
      const samples: Sample[] = []
      const results: RunnerResult[] = []
      for (let run = 0; run < options.runs; run++) {
        const result = await audit(`${options.url}${page.path}`, options.port)
        samples.push(sampleOf(result.lhr))
        if (options.explain) results.push(result)
      }
      type Measure = Exclude<keyof Sample, 'failing'>
      const all = (key: Measure) => samples.map((sample) => sample[key])
      const m = (key: Measure) => median(all(key))
      const failing = [...new Set(samples.flatMap((sample) => sample.failing))]
      if (failing.length > 0) notes.push(`${page.name}: ${failing.join(', ')}`)
      const checks = [
        m('performance') >= goals.performance,
        m('lcpMs') <= goals.lcpMs,
        m('cls') <= goals.cls,
        m('tbtMs') <= goals.tbtMs,
        m('accessibility') >= goals.otherCategories,
        m('bestPractices') >= goals.otherCategories,
        m('seo') >= goals.otherCategories,
        m('jsBytes') / 1024 <= goals.jsKiB,
      ]
      met &&= checks.every(Boolean)
      const seconds = (ms: number) => (ms / 1000).toFixed(2)
      rows.push([
        page.name,
        cell(
          withSpread(all('performance'), (v) => v.toFixed(2)),
          checks[0]!,
        ),
        cell(`${withSpread(all('lcpMs'), seconds)} s`, checks[1]!),
        cell(
          withSpread(all('cls'), (v) => v.toFixed(3)),
          checks[2]!,
        ),
        cell(`${withSpread(all('tbtMs'), (v) => String(Math.round(v)))} ms`, checks[3]!),
        cell(m('accessibility').toFixed(2), checks[4]!),
        cell(m('bestPractices').toFixed(2), checks[5]!),
        cell(m('seo').toFixed(2), checks[6]!),
        cell(`${(m('jsBytes') / 1024).toFixed(1)} KiB`, checks[7]!),
        `${Math.round(m('benchmarkIndex'))} (${all('benchmarkIndex').map(Math.round).join(', ')})`,
      ])
      console.log(`  lighthouse ${page.name}: done (${options.runs} runs)`)
      if (options.explain) {
        const byLcp = samples.map((sample, i) => ({ lcp: sample.lcpMs, i }))
        byLcp.sort((a, b) => a.lcp - b.lcp)
        const median = results[byLcp[Math.floor((byLcp.length - 1) / 2)]!.i]!
        for (const line of await lcpGraph(median)) console.log(`    ${line}`)
      }
    }
  } finally {
    const exited = new Promise((resolve) => browser.once('exit', resolve))
    browser.kill()
    await exited
    await rm(dir, { recursive: true, force: true })
  }
  console.log(
    `\nLighthouse, ${options.runs} runs: median (min–max) (mobile: simulated slow 4G, 4x CPU slowdown); "!" misses the goal; bench. index: the host's, median (each run)`,
  )
  printTable(
    ['page', 'perf', 'LCP', 'CLS', 'TBT', 'a11y', 'best pr.', 'SEO', 'JS', 'bench. index'],
    rows,
  )
  for (const note of notes) console.log(`failed audits, ${note}`)
  console.log(
    `goals: perf >= ${goals.performance}, LCP <= ${goals.lcpMs / 1000} s, CLS <= ${goals.cls}, TBT <= ${goals.tbtMs} ms, a11y/best practices/SEO = 1, JS <= ${goals.jsKiB} KiB compressed`,
  )
  return met
}
