import type { Reporter, TestModule } from 'vitest/node'

const engines = ['sqlite', 'postgres'] as const

/**
 * `npm test` promises the database and API tests on both engines. A run in
 * which one engine's tests did not run (its database could not start, its
 * files were filtered out, tests were skipped) must not end green: this
 * reporter, which scripts/test.mjs adds to the full run, fails it and says
 * why.
 */
export default class DatabaseEnginesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const problems: string[] = []
    for (const engine of engines) {
      let passed = 0
      let notRun = 0
      for (const testModule of testModules) {
        if (testModule.project.name !== engine) continue
        for (const test of testModule.children.allTests()) {
          const { state } = test.result()
          if (state === 'passed') passed++
          else if (state !== 'failed') notRun++
        }
      }
      if (passed === 0) problems.push(`the ${engine} project ran no database tests`)
      if (notRun > 0) problems.push(`the ${engine} project left ${notRun} tests unrun`)
    }
    if (problems.length === 0) return
    console.error(
      `\nThe database tests must run on SQLite and on PostgreSQL, but ${problems.join(', and ')}.`,
    )
    process.exitCode = 1
  }
}
