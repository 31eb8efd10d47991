// Writes brotli (.br) and gzip (.gz) copies of the client build's text
// assets at their highest settings, so the server sends them without
// compressing per request. Small files are left as they are.
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const dir = path.join(process.env.BUILD_DIR ?? 'build', 'client', 'assets')
const compressible = /\.(js|mjs|css|svg|json|txt|xml|html|map)$/
const minBytes = 1024

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

let count = 0
for (const name of await readdir(dir)) {
  if (!compressible.test(name)) continue
  const file = path.join(dir, name)
  const data = await readFile(file)
  if (data.length < minBytes) continue
  const br = await brotli(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  })
  await writeFile(`${file}.br`, br)
  await writeFile(`${file}.gz`, await gzipped(data, { level: 9 }))
  count++
}
console.log(`compress-assets: wrote brotli and gzip copies of ${count} assets in ${dir}`)
