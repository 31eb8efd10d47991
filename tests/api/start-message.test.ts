import { spawn } from 'node:child_process'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'

/*
 * `npm start` ends its output with where the site and the back office are,
 * and on a fresh database with the command that creates the first owner.
 */

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.drop())

/** Runs scripts/start.mjs (as npm start does) until its output matches `until`, then stops it. */
function start(until: RegExp) {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      SKIP_BUILD: 'true',
      DATABASE_URL: database.url,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SITE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  return new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      if (until.test(output)) child.kill('SIGTERM')
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    child.on('close', () => (until.test(output) ? resolve(output) : reject(new Error(output))))
  })
}

describe('npm start', { timeout: 60_000 }, () => {
  it('ends with the site, the back office and the command for the first owner', async () => {
    const output = await start(/--role owner.*\n/)
    const lines = output.trimEnd().split('\n')
    const site = /^Site: (http:\/\/localhost:(\d+)) — back office: \1\/admin$/.exec(
      lines.at(-3) ?? '',
    )
    expect(site, output).not.toBeNull()
    expect(lines.at(-2)).toBe(
      'No staff account yet. Create the first owner (it prints a sign-up link):',
    )
    expect(lines.at(-1)).toMatch(
      /^ {2}(DATABASE_URL=\S+ )?PORT=\d+ npm run staff -- invite you@example\.com --role owner( {3}\(with the same DATABASE_URL\))?$/,
    )
    // the command's links go to the port the server took
    expect(lines.at(-1)).toContain(`PORT=${site?.[2]}`)
  })
})
