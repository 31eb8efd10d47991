import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { changeSetting } from '#app/kernel/.server/settings/app-settings.ts'
import { responsePromise } from '#app/leads/.server/due.ts'
import { withDatabase } from '#tests/support/admin.ts'
import { startServer, type TestServer } from '#tests/support/server.ts'

/*
 * The public pages promise what the response clock counts: the owners'
 * setting, not a sentence of its own. Pages are cached, so a change
 * to the setting must reach them as a cart's change does.
 */

let server: TestServer
beforeAll(async () => {
  server = await startServer()
})
afterAll(() => server.stop())

const text = async (path: string) => (await fetch(`${server.url}${path}`)).text()

describe('the response promise on the public pages', () => {
  it("follows the owners' setting, on cached pages too", async () => {
    for (const path of ['/contact', '/thank-you']) {
      const page = await text(path)
      expect(page, path).toContain('We answer every message within 1 business hour.')
      expect(page, path).not.toContain('24 hours')
    }
    // as the settings page changes it: 2 business hours
    await withDatabase(server.databaseUrl, (db) =>
      changeSetting(db, responsePromise, { actor: null, value: 120, ip: null }),
    )
    for (const path of ['/contact', '/thank-you'])
      expect(await text(path), path).toContain('We answer every message within 2 business hours.')
  })
})
