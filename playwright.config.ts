import { tmpdir } from 'node:os'
import path from 'node:path'

import { defineConfig, devices } from '@playwright/test'

import { debianChromium, findChromium } from './scripts/find-chromium.mjs'

const port = Number(process.env.E2E_PORT ?? 3100)
const baseURL = `http://localhost:${port}`
// The back-office journeys add, publish and delete carts: they get a server
// and database of their own, so the public pages' counts stay the seed's.
const adminPort = port + 1
const adminBaseURL = `http://localhost:${adminPort}`
const buildDir = process.env.BUILD_DIR ?? 'build'
// Fresh databases for every run: the servers migrate and seed them. Workers
// inherit the runner's environment, so tests can reach the same files.
process.env.E2E_DATABASE ??= path.join(tmpdir(), `golf-carts-e2e-${process.pid}.db`)
process.env.E2E_ADMIN_DATABASE ??= path.join(tmpdir(), `golf-carts-e2e-admin-${process.pid}.db`)
const backOfficeSpecs = /admin-.*\.spec\.ts$/

function server(
  portNumber: number,
  url: string,
  database: string,
  settings: Record<string, string> = {},
) {
  return {
    command: `node ${buildDir}/server-entry.js`,
    url: `${url}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(portNumber),
      HOST: '127.0.0.1',
      DATABASE_URL: database,
      SITE_URL: url,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      BUILD_DIR: buildDir,
      // the journeys send more messages from one address than a visitor would;
      // the limits themselves are tested in tests/api/form-rate-limits.test.ts
      CONTACT_RATE_LIMIT: '1000',
      RESERVE_RATE_LIMIT: '1000',
      BOOKING_RATE_LIMIT: '1000',
      PHOTO_DIR: path.join(tmpdir(), `golf-carts-e2e-photos-${portNumber}-${process.pid}`),
      BACKUP_DAILY_AT: 'off',
      ...settings,
    },
  }
}

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `test-results/${buildDir}`,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // ceilings, not waits: a test waits for what it checks, and a machine busy
  // with other work (CI beside another job) may take several times as long
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [
    ['list'],
    [
      'json',
      {
        outputFile:
          process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? `test-results/${buildDir}-playwright.json`,
      },
    ],
  ],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      // CHROMIUM_PATH, else Chromium or Chrome on the PATH, else Debian's package
      executablePath: findChromium() ?? debianChromium,
      args: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: backOfficeSpecs,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'back-office',
      testMatch: backOfficeSpecs,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: adminBaseURL },
    },
  ],
  webServer: [
    server(port, baseURL, process.env.E2E_DATABASE),
    // the back-office journeys send a visitor's message to see it arrive: no wait
    // for the minimum fill time, whose quarantine is tested against the API
    // (tests/api/mail-delivery.test.ts)
    server(adminPort, adminBaseURL, process.env.E2E_ADMIN_DATABASE, {
      CONTACT_MIN_FILL_SECONDS: '0',
    }),
  ],
})
