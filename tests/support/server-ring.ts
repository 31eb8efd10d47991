import { afterAll, beforeAll } from 'vitest'

import { createTestDatabase, type TestDatabase } from './database'
import { startServer, type TestServer } from './server'

export type ServerRing = {
  /** the one database every server shares */
  database: () => TestDatabase
  /** the i-th request's server, round the ring */
  server: (i: number) => TestServer
  /** a count read from the shared database (`select … as n`) */
  count: (sql: string, ...params: unknown[]) => Promise<number>
}

/**
 * Several servers on one fresh database for a test file, as behind a load
 * balancer: started before its tests, stopped and the database dropped after.
 */
export function serverRing(
  instances: number,
  /** more settings, read when the servers start (after the file's earlier `beforeAll`) */
  env: () => Record<string, string> = () => ({}),
): ServerRing {
  let database: TestDatabase | undefined
  let servers: TestServer[] = []
  beforeAll(async () => {
    database = await createTestDatabase()
    const shared = database
    servers = await Promise.all(
      Array.from({ length: instances }, () =>
        startServer({ DATABASE_POOL_SIZE: '10', ...env() }, shared),
      ),
    )
  }, 120_000)
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()))
    await database?.drop()
  })
  const ready = () => {
    if (!database) throw new Error('The servers have not started')
    return database
  }
  return {
    database: ready,
    server: (i) => servers[i % instances] as TestServer,
    count: async (sql, ...params) =>
      Number((await ready().query<{ n: number }>(sql, ...params))[0]?.n ?? -1),
  }
}
