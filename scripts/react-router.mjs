// `node scripts/react-router.mjs build|typegen`: React Router's command line,
// with a notice it repeats printed once. React Router 7.18 (the last 7.x)
// starts its internal Vite servers with `envFile: false`, and Vite 8 warns
// that the option is deprecated once per server: nine identical lines in a
// build, three in typegen. Only React Router can stop passing it; until it
// does, the warning is shown the first time only.
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { createInterface } from 'node:readline'

const shownOnce = ['The `envFile` option is deprecated']

const dev = path.dirname(createRequire(import.meta.url).resolve('@react-router/dev/package.json'))
const child = spawn(process.execPath, [path.join(dev, 'bin.js'), ...process.argv.slice(2)], {
  // colours as on a terminal, though warnings (on stderr) pass through here
  env: process.stderr.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env,
  stdio: ['inherit', 'inherit', 'pipe'],
})
const seen = new Set()
createInterface({ input: child.stderr, crlfDelay: Infinity }).on('line', (line) => {
  const notice = shownOnce.find((text) => line.includes(text))
  if (notice && seen.has(notice)) return
  if (notice) seen.add(notice)
  process.stderr.write(`${line}\n`)
})
child.on('close', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
