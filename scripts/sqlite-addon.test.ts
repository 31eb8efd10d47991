import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

import { usesObjectWrapCleanupHooks } from './sqlite-addon.mjs'

const projectRoot = fileURLToPath(new URL('..', import.meta.url))

/**
 * Runs an ES module in a new process of the Node running the tests, with its
 * options (so a run on another Node line loads the addon built for it), from
 * the project's folder.
 */
function runModule(source: string) {
  return spawnSync(process.execPath, ['--input-type=module', '-e', source], {
    cwd: projectRoot,
    encoding: 'utf8',
    timeout: 60_000,
  })
}

describe('the better-sqlite3 addon', () => {
  it('is built without the ObjectWrap cleanup hooks of Node 24.19 and later', () => {
    const result = runModule(`
      import Database from 'better-sqlite3'
      new Database(':memory:').close()
      const loaded = process.report.getReport().sharedObjects
      console.log(loaded.find((file) => file.endsWith('better_sqlite3.node')))
    `)
    expect(result.stderr).toBe('')
    const addon = result.stdout.trim()
    expect(addon).toMatch(/better_sqlite3\.node$/)
    expect(usesObjectWrapCleanupHooks(addon)).toBe(false)
  })

  it('lets the garbage collector free statements without aborting the process', () => {
    // statements prepared and dropped while large allocations keep the
    // collector busy: with the cleanup-hook ObjectWrap, Node 24 aborts here
    // ("Assertion failed: (env) != nullptr", exit code 134) within a second
    const result = runModule(`
      import Database from 'better-sqlite3'
      const db = new Database(':memory:')
      const held = []
      for (let round = 0; round < 10; round++) {
        for (let i = 0; i < 200; i++) db.prepare('select ?').get(i)
        held.push(Array.from({ length: 100000 }, (_, i) => String(round + i)))
        if (held.length > 5) held.shift()
      }
      setTimeout(() => {
        db.close()
        console.log('done')
      }, 200)
    `)
    expect({ status: result.status, signal: result.signal, stdout: result.stdout }).toEqual({
      status: 0,
      signal: null,
      stdout: 'done\n',
    })
  })
})
