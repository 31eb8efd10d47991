import { startSite } from './scripts/perf/site.ts'
const site = await startSite({ port: 3490, photos: 4, lot: 300, photographed: 200 })
console.log('up', site.url)
process.on('SIGTERM', async () => { await site.stop(); process.exit(0) })
setInterval(() => {}, 1e9)
