// `npm run test:fast`: the type check and the `unit` project (pure tests: no
// database, server, sharp or argon2), side by side, for feedback while
// working. The type check is incremental (its state is kept in
// node_modules/.cache), so after the first run it checks only what changed.
// Both start from their files rather than through npx, whose own start took
// about 0.5 s of a core each (2-3 s on a busy 2-core machine).
// `npm test` still runs everything.
import { collectOutput } from './collect-output.mjs'

const started = Date.now()
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`

/** A command run beside the other, with its time as text. */
async function collect(name, command, args) {
  const result = await collectOutput(name, command, args)
  return { ...result, time: `${result.seconds.toFixed(1)} s` }
}

/** The route types React Router generates, then the type check; the tests need neither. */
async function typeCheck() {
  const typegen = await collect('route types', 'node', ['scripts/react-router.mjs', 'typegen'])
  if (typegen.status !== 0) return typegen
  return collect('type check', process.execPath, [
    'node_modules/typescript/bin/tsc',
    '--noEmit',
    '--incremental',
    '--tsBuildInfoFile',
    'node_modules/.cache/test-fast.tsbuildinfo',
  ])
}

const results = await Promise.all([
  typeCheck(),
  collect('unit tests', process.execPath, [
    'node_modules/vitest/vitest.mjs',
    'run',
    '--project=unit',
    ...process.argv.slice(2),
  ]),
])

for (const result of results) {
  if (result.output.length > 0) {
    console.log(`> ${result.name}`)
    process.stdout.write(result.output)
  }
}
console.log(
  results
    .map((result) => `${result.name}: ${result.status === 0 ? 'passed' : 'FAILED'}, ${result.time}`)
    .join('; ') + ` (in all ${seconds(started)})`,
)
process.exit(results.some((result) => result.status !== 0) ? 1 : 0)
