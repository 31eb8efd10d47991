import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'

/** Tests that read and write a database: they run once on SQLite and once on PostgreSQL. */
const databaseTests = [
  'app/.server/contact.test.ts',
  // the guessing limits: counted in the database, and the statements differ by engine
  'app/.server/auth/throttle.test.ts',
  'app/.server/auth/sign-in-concurrency.test.ts',
  'app/.server/auth/sign-in-lockout.test.ts',
  'app/.server/auth/current-password.test.ts',
  'app/.server/leads/**/*.test.ts',
  'app/.server/db/**/*.test.ts',
  'app/.server/repositories/**/*.test.ts',
  'app/.server/rentals/**/*.test.ts',
  'app/.server/mail/outbox-worker.test.ts',
  'app/.server/mail/outbox-claims.test.ts',
  'tests/api/**/*.test.ts',
]

const onEngine = (engine: 'sqlite' | 'postgres'): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name: engine,
    include: databaseTests,
    // the load test of one server runs on SQLite; on PostgreSQL the same load goes
    // to three servers at once (several-servers), which only PostgreSQL supports
    exclude: [
      ...configDefaults.exclude,
      engine === 'sqlite' ? 'tests/api/several-servers.test.ts' : 'tests/api/contact-load.test.ts',
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
          include: [
            'app/**/*.test.{ts,tsx}',
            'tests/build/**/*.test.ts',
            'app/.server/**/*.test.ts',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, ...databaseTests],
          setupFiles: ['tests/support/testing-library.ts'],
          // files in a worker reuse the modules already loaded: loading them again for
          // every file cost more than the tests themselves (they restore what they change:
          // timers, the DOM)
          isolate: false,
        },
      },
      onEngine('sqlite'),
      onEngine('postgres'),
    ],
  },
})
