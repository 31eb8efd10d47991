import { fileURLToPath } from 'node:url'

import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'

import { testProjects } from './tests/support/test-projects.ts'

/**
 * Every test file is in one project, chosen by its folder, name and imports
 * (tests/support/test-projects.ts; tests/projects.test.ts checks it):
 * `unit` (pure, fast: `npm run test:fast`), `slow` (sharp, argon2, SQLite
 * files, real servers, the build output, seconds of work) and the database
 * tests, which run once on SQLite and once on PostgreSQL.
 */
const projectFiles = testProjects(fileURLToPath(new URL('.', import.meta.url)))
const databaseTests = projectFiles.database

const onEngine = (engine: 'sqlite' | 'postgres'): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name: engine,
    include: databaseTests,
    // the load test of one server runs on SQLite; on PostgreSQL the same load goes
    // to three servers at once (several-servers), which only PostgreSQL supports,
    // as does the daily backup shared by two servers
    exclude: [
      ...configDefaults.exclude,
      ...(engine === 'sqlite'
        ? ['tests/api/several-servers.test.ts', 'tests/api/several-servers-backup.test.ts']
        : ['tests/api/contact-load.test.ts']),
      // npm test on another Node line than production's runs the SQLite API tests
      // once, on production's line (scripts/test.mjs), rather than on both
      ...(engine === 'sqlite' && process.env.SQLITE_API_TESTS_ON_PRODUCTION_LINE === 'true'
        ? ['tests/api/**']
        : []),
    ],
    env: { TEST_DATABASE: engine },
    // one PostgreSQL for the whole run, started only when this project has tests to run
    // (torn down in reverse: the shared servers stop before the test PostgreSQL)
    globalSetup: [
      ...(engine === 'postgres' ? ['tests/support/postgres.global.ts'] : []),
      'tests/support/shared-servers.global.ts',
    ],
    // files in a worker share its modules, so they can share one default server (sharedServer)
    isolate: false,
  },
})

export default defineConfig({
  test: {
    environment: 'node',
    // On Node 20 the AWS SDK warns, in every process that creates a client (each
    // test worker), that its releases after January 2027 need Node 22: npm test
    // says so once instead (scripts/test.mjs).
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    // ceilings, not waits: photo processing and real servers take several times
    // as long on a 2-core machine busy with other work
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // API tests each start a real server; keep them from fighting over 2 cores
    fileParallelism: true,
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: projectFiles.unit,
          // no native modules here (test-projects.ts sends those to slow), so threads,
          // which cost less to start than processes
          pool: 'threads',
          setupFiles: ['tests/support/testing-library.ts'],
          // files in a worker reuse the modules already loaded: loading them again for
          // every file cost more than the tests themselves (they restore what they change:
          // timers, the DOM)
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'slow',
          include: projectFiles.slow,
          setupFiles: ['tests/support/testing-library.ts'],
          isolate: false,
        },
      },
      onEngine('sqlite'),
      onEngine('postgres'),
    ],
  },
})
