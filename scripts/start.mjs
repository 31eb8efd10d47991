// `npm start`: builds the site when no build exists yet, then serves it.
// The server itself migrates and seeds the database at start.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const dir = process.env.BUILD_DIR ?? 'build'
const outputs = [`${dir}/server/index.js`, `${dir}/server-entry.js`, `${dir}/client`]
if (!outputs.every((file) => existsSync(file))) {
  console.log('No build found: building the site first (about a minute)...')
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
await import(new URL(`../${dir}/server-entry.js`, import.meta.url).href)
