import { type ChildProcess, spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import path from 'node:path'

import { inject } from 'vitest'

import { createTestDatabase, type TestDatabase, testEngine } from './database'

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

/** Settings every test server gets unless a test sets its own. */
const testDefaults = {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: '0',
  LOG_LEVEL: 'info',
  SITE_URL: 'https://www.keystone-golfcarts.example',
  // the API tests post many messages from one address; the rate limit tests set their own
  CONTACT_RATE_LIMIT: '10000',
  DATABASE_POOL_SIZE: '4',
  // tests change the inventory and look at the pages at once: ask on every request
  INVENTORY_RECHECK_MS: '0',
  // a test server keeps no backups of its throwaway database (tests that need them set a time)
  BACKUP_DAILY_AT: 'off',
}

/** Spawns the production build and resolves with its URL once it listens. */
async function spawnServer(env: Record<string, string>) {
  const child = spawn(process.execPath, [`${process.env.BUILD_DIR ?? 'build'}/server-entry.js`], {
    env: { ...process.env, ...testDefaults, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000)
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /"message":"server listening","url":"([^"]+)"/.exec(output)
      if (match?.[1]) {
        clearTimeout(timer)
        resolve(match[1])
      }
    })
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.on('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`server exited with ${code}:\n${output}`))
    })
  })
  return { child, url, logs: () => output }
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
