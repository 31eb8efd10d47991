import type { Page } from '@playwright/test'

import { holdRequests } from './fixtures'

/**
 * A visitor on a mid-range phone acts before the page's islands have
 * started: the CPU is slowed 6x, as Lighthouse's mobile runs slow it, and
 * the islands' entry (the only script that starts them) is held back until
 * the returned function is called, so whatever the test does first is
 * certainly done to the server's markup, before any island runs.
 */
export async function startIslandsLater(page: Page): Promise<() => void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 })
  return holdRequests(page, (url) => /^\/assets\/islands-client-[\w-]+\.js$/.test(url.pathname))
}
