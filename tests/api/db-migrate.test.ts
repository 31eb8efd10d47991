import { spawn } from 'node:child_process'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { migrationNames } from '#app/kernel/.server/db/migrations.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.drop())

/** Runs `npm run db:migrate` as an operator would, against the test database. */
function migrate(env: Record<string, string> = {}) {
  const child = spawn('npm', ['run', '--silent', 'db:migrate'], {
    env: { ...process.env, DATABASE_URL: database.url, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, output })),
  )
}

describe('npm run db:migrate', { timeout: 60_000 }, () => {
  it('creates the tables, then finds nothing to do; two at once do not collide', async () => {
    const [first, second] = await Promise.all([migrate(), migrate()])
    const outputs = [first?.output ?? '', second?.output ?? ''].sort()
    expect([first?.code, second?.code]).toEqual([0, 0])
    // one of them ran the migrations, the other waited for its lock and found them done
    const [firstName, lastName] = [migrationNames[0], migrationNames.at(-1)]
    expect(outputs.join('\n')).toContain(`ran ${migrationNames.length} migrations (${firstName}, `)
    expect(outputs.join('\n')).toContain(`${lastName})`)
    expect(outputs.join('\n')).toMatch(/is up to date/)
    if (database.url.startsWith('postgres')) {
      // the password never reaches the terminal
      expect(outputs.join('\n')).not.toContain(new URL(database.url).password)
      expect(outputs.join('\n')).toContain(':***@')
    }
    const tables = await database.query<{ n: number }>('select count(*) as n from kysely_migration')
    expect(tables[0]?.n).toBe(migrationNames.length)
  })

  it('stops with one line on a wrong setting', async () => {
    const run = await migrate({ DATABASE_URL: 'postgres://[broken' })
    expect(run.code).toBe(1)
    expect(run.output.trim()).toBe(
      'Migration failed: Invalid setting DATABASE_URL: must be a SQLite file path or a postgres://user:password@host:port/name URL',
    )
  })
})
