// Measures the photo pipeline under load: uploads N camera-sized photos in
// one request to a server that also serves the real site, then reports the
// time to process them, the process's memory, and how pages keep answering
// meanwhile (compared with the same page load without photos). Needs a
// production build:
//   BUILD_DIR=build npm run build
//   BUILD_DIR=build node --expose-gc --import tsx scripts/measure-photos.ts [photos=20] [megapixels=12] [--from DIR | --made]
// The photos are the JPEG files of DIR (by default the real photographs of
// tests/fixtures/photos), taken in turn until there are enough; with --made,
// made ones of `megapixels` instead.
import { spawnSync } from 'node:child_process'
import { openAsBlob } from 'node:fs'
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { fileURLToPath, pathToFileURL } from 'node:url'

import type { ServerBuild } from 'react-router'
import sharp from 'sharp'

import { openDatabase } from '#app/kernel/.server/db/connection.ts'
import { migrateToLatest } from '#app/kernel/.server/db/migrations.ts'
import { seedIfEmpty } from '#app/kernel/.server/db/seed.ts'
import { parseSettings } from '#app/kernel/.server/env.ts'
import { LocalPhotoStore } from '#app/kernel/.server/photos/local-store.ts'
import { createPhotoPipeline } from '#app/kernel/.server/photos/pipeline.ts'
import { listPhotos } from '#app/kernel/.server/photos/repository.ts'
import { createApp } from '#server/app.ts'
import { readIslandsManifest } from '#server/islands.ts'
import { photoRoutesApp } from '#tests/support/photo-app.ts'
import { cameraPhoto } from '#tests/support/photos.ts'

const cart = 'evolution-d5-maverick-4-plus'
// pages a visitor loads, server-rendered, and the health check
const pages = ['/', '/inventory', `/vehicles/${cart}`, '/healthz']
const quiet = { debug() {}, info() {}, warn() {}, error() {} }
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024)
const tenths = (n: number) => Math.round(n * 10) / 10

if (process.argv[2] === '--make') {
  await makePhotos(process.argv[3] ?? '', Number(process.argv[4]), Number(process.argv[5]))
  process.exit(0)
}

/** Distinct camera-like photos, written to disk so the measuring side holds none in memory. */
async function makePhotos(dir: string, count: number, megapixels: number) {
  const base = await cameraPhoto(megapixels)
  for (let i = 0; i < count; i++) {
    const label = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="120"><text x="10" y="90" font-size="80" fill="#fff">cart ${i + 1}</text></svg>`,
    )
    const photo = await sharp(base)
      .composite([{ input: label, top: 40 + i * 10, left: 40 }])
      .jpeg({ quality: 90 })
      .toBuffer()
    await writeFile(path.join(dir, `IMG_${1000 + i}.JPG`), photo)
  }
}

/** Made in a child process, so the memory sharp used to make them is not counted here. */
async function madePhotos(dir: string, count: number, megapixels: number) {
  console.log(`making ${count} photos of ${megapixels} megapixels...`)
  const script = fileURLToPath(import.meta.url)
  const args = [...process.execArgv, script, '--make', dir, String(count), String(megapixels)]
  if (spawnSync(process.execPath, args, { stdio: 'inherit' }).status !== 0) {
    throw new Error('making the photos failed')
  }
  return Array.from({ length: count }, (_, i) => path.join(dir, `IMG_${1000 + i}.JPG`))
}

/** The JPEG files of `dir`, in name order, taken in turn until there are `count`. */
async function realPhotos(dir: string, count: number) {
  const names = (await readdir(dir)).filter((name) => /\.jpe?g$/i.test(name)).sort()
  if (names.length === 0) throw new Error(`no JPEG files in ${dir}`)
  console.log(`uploading ${count} photos taken in turn from ${names.length} in ${dir}`)
  return Array.from({ length: count }, (_, i) => path.join(dir, names[i % names.length] ?? ''))
}

function summary(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
  return {
    n: sorted.length,
    p50: tenths(at(0.5)),
    p95: tenths(at(0.95)),
    max: tenths(sorted.at(-1) ?? 0),
  }
}

const fromIndex = process.argv.indexOf('--from')
const made = process.argv.includes('--made')
const from = made
  ? undefined
  : fromIndex > 0
    ? process.argv[fromIndex + 1]
    : path.join(import.meta.dirname, '../tests/fixtures/photos')
const [countArg, megapixelsArg] = process.argv
  .slice(2)
  .filter((arg, i, args) => arg !== '--made' && arg !== '--from' && args[i - 1] !== '--from')
const count = Number(countArg ?? 20)
const megapixels = Number(megapixelsArg ?? 12)
const work = await mkdtemp(path.join(tmpdir(), 'measure-photos-'))
try {
  const files = from ? await realPhotos(from, count) : await madePhotos(work, count, megapixels)

  const buildDir = process.env.BUILD_DIR ?? 'build'
  const settings = parseSettings({
    DATABASE_URL: path.join(work, 'site.db'),
    BUILD_DIR: buildDir,
    LOG_LEVEL: 'silent',
  })
  const db = openDatabase(settings.DATABASE_URL)
  await migrateToLatest(db)
  await seedIfEmpty(db)
  const store = new LocalPhotoStore(path.join(work, 'photos'))
  const pipeline = await createPhotoPipeline({ db, store, logger: quiet })
  const buildUrl = pathToFileURL(path.resolve(buildDir, 'server/index.js')).href
  const build = (await import(buildUrl)) as ServerBuild

  const app = photoRoutesApp({
    store,
    db,
    pipeline,
    stagingDir: work,
    authorize: async () => ({ userId: 'measure' }),
  })
  const clientDir = path.resolve(buildDir, 'client')
  app.use(
    createApp({
      settings,
      db,
      logger: quiet,
      build,
      clientDir,
      islands: { scripts: readIslandsManifest(buildDir) },
      photoStore: store,
      photoPipeline: pipeline,
    }),
  )
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  const timed = async (target: string) => {
    const started = performance.now()
    const response = await fetch(`${url}${target}`)
    await response.arrayBuffer()
    if (!response.ok) throw new Error(`${target} answered ${response.status}`)
    return performance.now() - started
  }

  /** Loads the pages one after another until stopped: their times, failures and the event loop's delay. */
  function probe() {
    const times: number[] = []
    let failures = 0
    let running = true
    const loopDelay = monitorEventLoopDelay({ resolution: 10 })
    loopDelay.enable()
    const done = (async () => {
      while (running) {
        for (const page of pages) {
          try {
            times.push(await timed(page))
          } catch {
            failures++
          }
        }
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    })()
    return async () => {
      running = false
      await done
      loopDelay.disable()
      const ms = (ns: number) => tenths(ns / 1e6)
      return {
        pageMs: summary(times),
        failures,
        eventLoopDelayMs: {
          p50: ms(loopDelay.percentile(50)),
          p99: ms(loopDelay.percentile(99)),
          max: ms(loopDelay.max),
        },
      }
    }
  }

  for (const page of pages) await timed(page) // warm up
  const form = new FormData()
  for (const file of files) {
    form.append('photos', await openAsBlob(file, { type: 'image/jpeg' }), path.basename(file))
  }

  // the same page load for 15 s without photos, to compare with
  const stopIdleProbe = probe()
  await new Promise((resolve) => setTimeout(resolve, 15_000))
  const withoutPhotos = await stopIdleProbe()

  global.gc?.()
  const rssBefore = process.memoryUsage().rss
  const rssTimeline: number[] = []
  const sampler = setInterval(() => rssTimeline.push(process.memoryUsage().rss), 25)
  const stopBusyProbe = probe()

  /** When the cart's page first showed a photo (the cover), and when every photo was ready. */
  async function timesShown(since: number) {
    let coverOnPage: number | undefined
    for (;;) {
      if (coverOnPage === undefined) {
        const page = await (await fetch(`${url}/vehicles/${cart}`)).text()
        if (page.includes('/photos/')) coverOnPage = performance.now() - since
      }
      const ready = (await listPhotos(db, cart)).filter((p) => p.status === 'ready').length
      if (ready === count && coverOnPage !== undefined) {
        return {
          coverOnPageMs: Math.round(coverOnPage),
          allShownMs: Math.round(performance.now() - since),
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }

  const started = performance.now()
  const response = await fetch(`${url}/admin/vehicles/${cart}/photos`, {
    method: 'POST',
    body: form,
  })
  const answered = performance.now() - started
  const rssAtAnswer = process.memoryUsage().rss
  if (response.status !== 202) {
    throw new Error(`upload answered ${response.status}: ${await response.text()}`)
  }
  const shown = await timesShown(started)
  await pipeline.idle()
  const processed = performance.now() - started
  const whileProcessing = await stopBusyProbe()
  clearInterval(sampler)
  // bounded memory: the second half of the batch peaks no higher than the first
  const half = Math.floor(rssTimeline.length / 2)
  const peak = (list: number[]) => list.reduce((a, b) => Math.max(a, b), rssBefore)

  const ready = (await listPhotos(db, cart)).filter((p) => p.status === 'ready')
  const variants = ready.flatMap((p) => p.variants)
  const result = {
    photos: count,
    megapixels,
    ready: ready.length,
    variants: variants.length,
    storedMB: tenths(variants.reduce((sum, v) => sum + v.bytes, 0) / 1024 / 1024),
    uploadAnsweredMs: Math.round(answered),
    ...shown,
    processedSeconds: tenths(processed / 1000),
    secondsPerPhoto: tenths(processed / count / 1000),
    rssBeforeMB: mb(rssBefore),
    rssAtUploadAnsweredMB: mb(rssAtAnswer),
    rssPeakMB: mb(peak(rssTimeline)),
    rssPeakFirstHalfMB: mb(peak(rssTimeline.slice(0, half))),
    rssPeakSecondHalfMB: mb(peak(rssTimeline.slice(half))),
    withoutPhotos,
    whileProcessing,
  }
  console.log(JSON.stringify(result, null, 2))

  await pipeline.stop()
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
  await db.destroy()
} finally {
  await rm(work, { recursive: true, force: true })
}
