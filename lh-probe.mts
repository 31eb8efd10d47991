import { spawn } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import lighthouse from 'lighthouse'
import { findChromium } from './scripts/find-chromium.mjs'

const url = process.argv[2] ?? 'http://localhost:3300/'
const port = 9333
const dir = mkdtempSync('/tmp/lhp-')
const browser = spawn(findChromium() ?? '/usr/bin/chromium', ['--headless=new', '--no-sandbox', '--disable-gpu', `--user-data-dir=${dir}`, `--remote-debugging-port=${port}`, 'about:blank'], { stdio: 'ignore' })
await new Promise((r) => setTimeout(r, 2000))
const result = await lighthouse(url, { port, logLevel: 'error', output: 'json' })
browser.kill()
if (!result) throw new Error('no result')
const lhr = result.lhr
const a = (id: string) => lhr.audits[id]
console.log('perf', lhr.categories.performance?.score, 'TBT', a('total-blocking-time')?.numericValue, 'LCP', a('largest-contentful-paint')?.numericValue, 'bench', lhr.environment.benchmarkIndex)
console.log('breakdown', JSON.stringify((a('mainthread-work-breakdown')?.details as any)?.items?.map((i: any) => [i.groupLabel, Math.round(i.duration)])))
console.log('dom', JSON.stringify((a('dom-size')?.details as any)?.items?.slice(0,3)))
console.log('long tasks', JSON.stringify((a('long-tasks')?.details as any)?.items?.map((i: any) => [i.url, Math.round(i.startTime), Math.round(i.duration)])))
const trace = (result.artifacts as any).Trace ?? (result.artifacts as any).traces?.defaultPass
writeFileSync('/tmp/lh-trace.json', JSON.stringify(trace))
