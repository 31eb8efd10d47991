import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import SQLite from 'better-sqlite3'

export type TestServer = {
  url: string
  databasePath: string
  process: ChildProcess
  /** a read connection to the server's database, for checking what it stored */
  query: <T>(sql: string, ...params: unknown[]) => T[]
  /** everything the server wrote to stdout and stderr so far */
  logs: () => string
  /** SIGTERM (graceful shutdown) by default; SIGKILL to simulate a crash */
  stop: (signal?: NodeJS.Signals) => Promise<void>
}

/**
 * Starts the production build on a free port with a fresh database, as
 * `npm start` would, and resolves once it listens.
 */
export async function startServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'golf-carts-api-'))
  const databasePath = env.DATABASE_URL ?? path.join(dir, 'site.db')
  const child = spawn(process.execPath, [`${process.env.BUILD_DIR ?? 'build'}/server-entry.js`], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      SITE_URL: 'https://www.keystone-golfcarts.example',
      // the API tests post many messages from one address; the rate limit test sets its own
      CONTACT_RATE_LIMIT: '10000',
      ...env,
      DATABASE_URL: databasePath,
    },
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

  let reader: SQLite.Database | undefined
  return {
    url,
    databasePath,
    process: child,
    logs: () => output,
    query<T>(sql: string, ...params: unknown[]) {
      reader ??= new SQLite(databasePath, { readonly: true })
      return reader.prepare(sql).all(...params) as T[]
    },
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      reader?.close()
      reader = undefined
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill(signal)
        await exited
      }
      if (!env.DATABASE_URL) rmSync(dir, { recursive: true, force: true })
    },
  }
}
