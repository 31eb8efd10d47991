import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: [
      'app/**/*.test.{ts,tsx}',
      'app/.server/**/*.test.ts',
      'server/**/*.test.ts',
      'tests/api/**/*.test.ts',
      'scripts/**/*.test.ts',
      'tests/build/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // API tests each start a real server; keep them from fighting over 2 cores
    fileParallelism: true,
    maxWorkers: 2,
  },
})
