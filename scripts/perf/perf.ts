// `npm run perf`: builds when the build is stale, starts the production
// server on a temporary database (seed, or a lot of `--lot` carts; real
// photographs on `--photographed` of them; a sold cart), then runs Lighthouse
// on every page type and compares the server with a plain static server
// giving the same bytes. Exits 1 below the goals.
//   npm run perf -- [--lighthouse] [--server] [--pages home,inventory,api-vehicles]
//                   [--runs 5] [--duration 5] [--rounds 3] [--photos 4] [--lot 300] [--photographed 200]
//                   [--port 3400] [--explain] [--log-level info]
// Without --lighthouse or --server both parts run. BUILD_DIR picks the build.
// --explain prints what each page's simulated LCP waited for (lcp-graph.ts).
//   npm run perf -- --scale [--engine sqlite|postgres|both] [--keep DIR] [--runs 20] [--size 1] [--port 3400]
// measures the back office at five years of a busy dealer instead (scale.ts).
import { parseArgs } from 'node:util'

import type { Engine } from '#app/kernel/.server/db/engine.ts'

import { runLighthouse } from './lighthouse-run'
import { apiTargets, selectPages } from './pages'
import { runScale } from './scale'
import { compareServers } from './server-compare'
import { startSite } from './site'

const { values } = parseArgs({
  options: {
    lighthouse: { type: 'boolean', default: false },
    server: { type: 'boolean', default: false },
    pages: { type: 'string' },
    runs: { type: 'string' },
    duration: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    photos: { type: 'string', default: '4' },
    // the seed alone, its measured cart and the next six photographed
    lot: { type: 'string', default: '30' },
    photographed: { type: 'string', default: '7' },
    port: { type: 'string', default: '3400' },
    explain: { type: 'boolean', default: false },
    'log-level': { type: 'string', default: 'info' },
    scale: { type: 'boolean', default: false },
    engine: { type: 'string', default: 'both' },
    keep: { type: 'string' },
    // the share of five years (0.1: six months' worth), for a quicker look
    size: { type: 'string', default: '1' },
  },
})

if (values.scale) {
  const engines: Engine[] =
    values.engine === 'both'
      ? ['sqlite', 'postgres']
      : [values.engine === 'postgres' ? 'postgres' : 'sqlite']
  const met = await runScale({
    engines,
    keep: values.keep,
    port: Number(values.port),
    runs: Number(values.runs ?? 20),
    scale: Number(values.size),
  })
  console.log(
    met ? '\nperf --scale: every goal met' : '\nperf --scale: some goals missed (marked "!")',
  )
  process.exit(met ? 0 : 1)
}

const both = !values.lighthouse && !values.server
const pages = selectPages(values.pages)
const port = Number(values.port)
const site = await startSite({
  port,
  photos: Number(values.photos),
  lot: Number(values.lot),
  photographed: Number(values.photographed),
  logLevel: values['log-level'],
})
let met = true
try {
  if (both || values.lighthouse) {
    met =
      (await runLighthouse({
        url: site.url,
        pages,
        runs: Number(values.runs ?? 5),
        port: port + 1,
        explain: values.explain,
      })) && met
  }
  if (both || values.server) {
    // the API is measured with the full page list, or when named: --pages api-vehicles
    const apis = values.pages
      ? apiTargets.filter((t) => values.pages?.split(',').includes(t.name))
      : apiTargets
    const targets = [...pages, ...apis.map((t) => ({ ...t, api: true }))]
    met =
      (await compareServers({
        appUrl: site.url,
        targets,
        duration: Number(values.duration),
        rounds: Number(values.rounds),
        staticPort: port + 2,
      })) && met
  }
} finally {
  await site.stop()
}
console.log(met ? '\nperf: every goal met' : '\nperf: some goals missed (marked "!")')
process.exit(met ? 0 : 1)
