// `npm test`: every check, in the order that fails fastest. Ends with one
// line "N passed, N failed" summing the unit, API and browser tests.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'

import { findChromium } from './find-chromium.mjs'

function ensureChromium() {
  const found = findChromium()
  if (found && existsSync(found)) return
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const isDebian = existsSync('/usr/bin/apt-get')
  if (!isRoot || !isDebian) {
    console.error(
      'Browser tests need Chromium or Chrome: set CHROMIUM_PATH to its binary, or put chromium,\n' +
        'chromium-browser or google-chrome on the PATH. On Debian or Ubuntu:\n' +
        '  sudo apt-get update && sudo apt-get install -y chromium',
    )
    process.exit(1)
  }
  console.log("Installing Debian's chromium for the browser tests...")
  run('apt-get', ['update', '-qq'])
  run('apt-get', ['install', '-y', '-qq', 'chromium'], { DEBIAN_FRONTEND: 'noninteractive' })
}

const timings = []
function run(command, args, env = {}) {
  const started = Date.now()
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  timings.push(`${[command, ...args].join(' ')}: ${((Date.now() - started) / 1000).toFixed(1)} s`)
  if (result.status !== 0) {
    console.error(`\nFailed: ${[command, ...args].join(' ')}`)
    process.exit(result.status ?? 1)
  }
}

mkdirSync('test-results', { recursive: true })
ensureChromium()
run('npx', ['react-router', 'typegen'])
run('npx', ['tsc', '--noEmit'])
run('npx', ['eslint', '.', '--max-warnings=0'])
run('npx', ['prettier', '--check', '.', '--log-level=warn'])
run('npm', ['run', 'build'])
run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile=test-results/vitest.json',
])
run('npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: 'test-results/playwright.json' })

const unit = JSON.parse(readFileSync('test-results/vitest.json', 'utf8'))
const browser = JSON.parse(readFileSync('test-results/playwright.json', 'utf8'))
const passed = unit.numPassedTests + browser.stats.expected
const failed = unit.numFailedTests + browser.stats.unexpected + browser.stats.flaky
console.log(`\n${timings.join('\n')}`)
console.log(
  `unit and API: ${unit.numPassedTests} passed; browser: ${browser.stats.expected} passed`,
)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed > 0 ? 1 : 0)
