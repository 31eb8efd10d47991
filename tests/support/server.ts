import type { ChildProcess } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import path from 'node:path'

import { inject } from 'vitest'

import { createTestDatabase, type TestDatabase, testEngine } from './database'
import { spawnServer } from './server-process'

export type TestServer = {
  url: string
  /** the DATABASE_URL the server runs on (a SQLite file or a PostgreSQL database) */
  databaseUrl: string
  process: ChildProcess
  /** plain SQL (`?` placeholders) on the server's database, for checking what it stored */
  query: TestDatabase['query']
  /** everything the server wrote to stdout and stderr so far */
  logs: () => string
  /** SIGTERM (graceful shutdown) by default; SIGKILL to simulate a crash */
  stop: (signal?: NodeJS.Signals) => Promise<void>
}

/**
 * Starts the production build on a free port, as `npm start` would, on the
 * engine under test, and resolves once it listens. Without `database` it gets
 * a fresh one, deleted when it stops; a test that restarts servers on one
 * database passes its own (and deletes it itself).
 */
export async function startServer(
  env: Record<string, string> = {},
  database?: TestDatabase,
): Promise<TestServer> {
  const db = database ?? (await createTestDatabase())
  const { child, url, logs } = await spawnServer({ ...env, DATABASE_URL: db.url })
  return {
    url,
    databaseUrl: db.url,
    process: child,
    logs,
    query: db.query,
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill(signal)
        await exited
      }
      if (!database) await db.drop()
    },
  }
}

const shared = new Map<string, Promise<TestServer>>()

/**
 * One server with the default settings per test worker and engine, shared
 * by the API test files that need nothing of their own (they run one after
 * another in a worker, so a file still sees only its own changes happen).
 * Its `stop` does nothing: it is noted in the run's registry and stopped when
 * the run ends (shared-servers.global.ts); a PostgreSQL database goes with the
 * test cluster, a SQLite folder is removed then.
 */
export function sharedServer(): Promise<TestServer> {
  const engine = testEngine()
  let server = shared.get(engine)
  if (!server) {
    server = startServer().then((started) => {
      const note = {
        pid: started.process.pid,
        remove: engine === 'sqlite' ? path.dirname(started.databaseUrl) : undefined,
      }
      writeFileSync(
        path.join(inject('sharedServerRegistry'), `${started.process.pid}.json`),
        JSON.stringify(note),
      )
      return { ...started, stop: async () => {} }
    })
    shared.set(engine, server)
  }
  return server
}
