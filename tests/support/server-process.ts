import { spawn } from 'node:child_process'

/*
 * The production build as a child process, without vitest: server.ts starts
 * it for the API tests, and a browser journey that needs a server of its own
 * (tests/e2e/rental-journey.spec.ts) starts it directly.
 */

/** Settings every test server gets unless a test sets its own. */
const testDefaults = {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: '0',
  LOG_LEVEL: 'info',
  SITE_URL: 'https://www.keystone-golfcarts.example',
  // the API tests post many messages and reservations from one address; the rate limit tests set their own
  CONTACT_RATE_LIMIT: '10000',
  RESERVE_RATE_LIMIT: '10000',
  HOLD_RATE_LIMIT: '10000',
  BOOKING_RATE_LIMIT: '10000',
  DATABASE_POOL_SIZE: '4',
  // tests change the inventory and look at the pages at once: ask on every request
  INVENTORY_RECHECK_MS: '0',
  // a test server keeps no backups of its throwaway database (tests that need them set a time)
  BACKUP_DAILY_AT: 'off',
}

/** Spawns the production build and resolves with its URL once it listens. */
export async function spawnServer(env: Record<string, string>) {
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
