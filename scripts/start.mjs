// `npm start`: builds the site when there is no build or a source is newer
// than it, compiles better-sqlite3 again when its addon could abort the server
// (sqlite-addon.mjs), then serves it. The server itself migrates and seeds the
// database, and ends its output with where the site and the back office are
// (and, on a fresh install, how to create the first owner). SKIP_BUILD=true
// serves the build as it is.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

import { ensureSqliteAddon } from './sqlite-addon.mjs'

const dir = process.env.BUILD_DIR ?? 'build'
const outputs = [
  `${dir}/server/index.js`,
  `${dir}/server-entry.js`,
  `${dir}/client`,
  `${dir}/islands.json`,
]
const marker = `${dir}/server-entry.js`
/** What a build is made from: a change to any of these makes the build stale. */
const sources = [
  'app',
  'server',
  'public',
  'scripts',
  'package-lock.json',
  'react-router.config.ts',
  'vite.config.ts',
]

/** Newest modification time under a file or folder, in milliseconds. */
function newest(file) {
  if (!existsSync(file)) return 0
  const stat = statSync(file)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(file).reduce(
    (latest, name) => Math.max(latest, newest(path.join(file, name))),
    stat.mtimeMs,
  )
}

function buildReason() {
  if (!outputs.every((file) => existsSync(file))) return 'No build found'
  const changed = sources.find((source) => newest(source) > statSync(marker).mtimeMs)
  return changed ? `${changed} changed since the last build` : undefined
}

const reason = buildReason()
if (reason && process.env.SKIP_BUILD === 'true') {
  console.log(`${reason}, but SKIP_BUILD=true: serving the existing build as it is.`)
} else if (reason) {
  console.log(`${reason}: building the site first (about a minute)...`)
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
// the install checked it, but an `npm rebuild` since then may have brought the aborting one back
try {
  ensureSqliteAddon()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
const { startServer } = await import(new URL(`../${dir}/server-entry.js`, import.meta.url).href)
await startServer({ announce: true })
