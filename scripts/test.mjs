// `npm test`: every check, in the order that fails fastest. Ends with one
// line "N passed, N failed" summing the unit, API and browser tests.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'

import { collectOutput } from './collect-output.mjs'
import { findChromium } from './find-chromium.mjs'
import { prepareNodeLine } from './node-line.mjs'

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

/** Runs the commands at once; prints each one's output in order, then stops at the first failure. */
async function runTogether(commands) {
  const started = Date.now()
  const results = await Promise.all(
    commands.map(([command, args]) => collectOutput([command, ...args].join(' '), command, args)),
  )
  for (const result of results) {
    console.log(`> ${result.name}`)
    process.stdout.write(result.output)
    timings.push(`${result.name}: ${result.seconds.toFixed(1)} s`)
  }
  timings.push(`(together: ${((Date.now() - started) / 1000).toFixed(1)} s)`)
  const failed = results.find((result) => result.status !== 0)
  if (failed) {
    console.error(`\nFailed: ${failed.name}`)
    process.exit(failed.status ?? 1)
  }
}

// the Node line production runs; the API tests run on it too (see the end)
const productionLine = Number(readFileSync('.nvmrc', 'utf8').trim())
const thisLine = Number(process.versions.node.split('.')[0])
const onProductionLine = thisLine === productionLine
if (thisLine < 22) {
  // said once here rather than by the AWS SDK in every test process (vitest.config.ts)
  console.log(
    `Node ${thisLine} is past its end of life: production runs Node ${productionLine} (.nvmrc), ` +
      'and AWS SDK releases after January 2027 need Node 22 or later.',
  )
}

mkdirSync('test-results', { recursive: true })
ensureChromium()
run('node', ['scripts/react-router.mjs', 'typegen'])
// The checks and the build read the sources and write nothing the others read:
// run together, each mostly on one core, they take about as long as the
// slowest (lint) rather than their sum. Their output is shown one after the
// other, and the first failure in this order stops the run.
await runTogether([
  ['npx', ['tsc', '--noEmit']],
  // no --cache: a type-aware rule's verdict on a file can change when another file
  // changes, and ESLint's cache only notices changes to the file itself
  ['npx', ['eslint', '.', '--max-warnings=0']],
  ['npx', ['prettier', '--check', '.', '--log-level=warn']],
  ['npm', ['run', 'build']],
])
run(
  'npx',
  [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    // fails the run when the database tests did not all run on both engines
    '--reporter=./tests/support/database-engines-reporter.ts',
    '--outputFile=test-results/vitest.json',
  ],
  // on another line, the SQLite API tests run below, on production's line, instead
  { SQLITE_API_TESTS_ON_PRODUCTION_LINE: String(!onProductionLine) },
)
run('npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: 'test-results/playwright.json' })

// The API tests on SQLite run on the Node line production runs (.nvmrc) when
// this run is on another (PostgreSQL's ran above, on this line): its Node from
// the npm registry and better-sqlite3 compiled for it, both kept between runs
// (scripts/node-line.mjs).
if (!onProductionLine) {
  const started = Date.now()
  const line = prepareNodeLine(productionLine)
  timings.push(
    `Node ${productionLine} and its better-sqlite3: ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
  run(
    line.node,
    [
      'node_modules/vitest/vitest.mjs',
      'run',
      '--project=sqlite',
      // the addon's own check (scripts/sqlite-addon.test.ts) is in the slow project
      '--project=slow',
      'tests/api',
      'scripts/sqlite-addon.test.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile=test-results/vitest-node${productionLine}.json`,
    ],
    line.env,
  )
}

const unit = JSON.parse(readFileSync('test-results/vitest.json', 'utf8'))
const browser = JSON.parse(readFileSync('test-results/playwright.json', 'utf8'))
const lineRun = onProductionLine
  ? { numPassedTests: 0, numFailedTests: 0 }
  : JSON.parse(readFileSync(`test-results/vitest-node${productionLine}.json`, 'utf8'))
const passed = unit.numPassedTests + browser.stats.expected + lineRun.numPassedTests
const failed =
  unit.numFailedTests + browser.stats.unexpected + browser.stats.flaky + lineRun.numFailedTests
console.log(`\n${timings.join('\n')}`)
console.log(
  `unit and API: ${unit.numPassedTests} passed; browser: ${browser.stats.expected} passed` +
    (onProductionLine ? '' : `; API on Node ${productionLine}: ${lineRun.numPassedTests} passed`),
)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed > 0 ? 1 : 0)
