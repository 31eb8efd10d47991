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
import { parseArgs } from 'node:util'

import { runLighthouse } from './lighthouse-run'
import { apiTargets, selectPages } from './pages'
import { compareServers } from './server-compare'
import { startSite } from './site'

const { values } = parseArgs({
  options: {
    lighthouse: { type: 'boolean', default: false },
    server: { type: 'boolean', default: false },
    pages: { type: 'string' },
    runs: { type: 'string', default: '5' },
    duration: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    photos: { type: 'string', default: '4' },
    // the seed alone, its measured cart and the next six photographed
    lot: { type: 'string', default: '30' },
    photographed: { type: 'string', default: '7' },
    port: { type: 'string', default: '3400' },
    explain: { type: 'boolean', default: false },
    'log-level': { type: 'string', default: 'info' },
  },
})

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
        runs: Number(values.runs),
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
