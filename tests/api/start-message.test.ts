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
      // as npm start runs: the log's lines come before the message's
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      SITE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  // what it wrote up to the match: its shutdown lines come after
  let matched: string | undefined
  return new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      if (matched === undefined && until.test(output)) {
        matched = output
        child.kill('SIGTERM')
      }
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    child.on('close', () => (matched === undefined ? reject(new Error(output)) : resolve(matched)))
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
