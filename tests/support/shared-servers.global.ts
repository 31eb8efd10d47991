import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** where test workers note the shared servers they start (see sharedServer) */
    sharedServerRegistry: string
  }
}

/**
 * Test workers can end without running exit handlers, so the servers they
 * share between test files are noted in a folder, and stopped (their
 * databases removed) here, once the run is over.
 */
export default function setup(project: TestProject) {
  const registry = mkdtempSync(path.join(tmpdir(), 'golf-carts-shared-'))
  project.provide('sharedServerRegistry', registry)
  return async () => {
    const notes = readdirSync(registry).map(
      (name) =>
        JSON.parse(readFileSync(path.join(registry, name), 'utf8')) as {
          pid: number
          remove?: string
        },
    )
    for (const note of notes) signal(note.pid, 'SIGTERM')
    // they close their database connections before the test PostgreSQL stops
    const deadline = Date.now() + 10_000
    while (notes.some((note) => signal(note.pid, 0)) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    for (const note of notes) {
      signal(note.pid, 'SIGKILL')
      if (note.remove) rmSync(note.remove, { recursive: true, force: true })
    }
    rmSync(registry, { recursive: true, force: true })
  }
}

/** Sends a signal (0: only checks the process exists); false when it is gone. */
function signal(pid: number, name: NodeJS.Signals | 0): boolean {
  try {
    process.kill(pid, name)
    return true
  } catch {
    return false
  }
}
