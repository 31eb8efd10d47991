import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Page, Response } from '@playwright/test'

import { openDatabase } from '#app/kernel/.server/db/connection.ts'
import { migrateToLatest } from '#app/kernel/.server/db/migrations.ts'
import { seedIfEmpty } from '#app/kernel/.server/db/seed.ts'
import { seedVehicles } from '#app/kernel/.server/db/seed-data.ts'
import { insertVehicles } from '#app/sales/.server/inventory/vehicles.ts'
import { pageSize } from '#app/sales/inventory-pages.ts'
import { lotVehicles } from '#tests/fixtures/lot.ts'
import { spawnServer } from '#tests/support/server-process.ts'
import { freePort } from '#tests/support/smtp.ts'

import { expect, expectAccessible, test, waitForHydration } from './fixtures'

/*
 * A dealer's full lot, 300 carts: the page holds one page of cards, the
 * filters count the whole lot at once, and the cards of a new view come from
 * those in the page or from the cached /inventory/cards, never a page load.
 * The shared e2e servers keep the seed's 30 carts (the other journeys count
 * them), so this one starts a server of its own on a lot's database.
 */

const lot = [...seedVehicles, ...lotVehicles(300 - seedVehicles.length)]
const denago = lot.filter((cart) => cart.brand === 'Denago').length
const shots = '/tmp/shots/full-lot'

let site = ''
let stop = async () => {}
test.beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'golf-carts-e2e-lot-'))
  const databaseUrl = path.join(dir, 'site.db')
  const db = openDatabase(databaseUrl)
  await migrateToLatest(db)
  await seedIfEmpty(db)
  await insertVehicles(db, lot.slice(seedVehicles.length))
  await db.destroy()
  const port = await freePort()
  site = `http://localhost:${port}`
  const { child } = await spawnServer({
    PORT: String(port),
    SITE_URL: site,
    DATABASE_URL: databaseUrl,
    PHOTO_DIR: path.join(dir, 'photos'),
  })
  stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    }
    rmSync(dir, { recursive: true, force: true })
  }
})
test.afterAll(() => stop())

const heading = (page: Page) =>
  page.getByRole('heading', { level: 2, name: /^Available Golf Carts/ })
const cards = (page: Page) => page.locator('#main article:visible')

/** What the page asked the server for while `act` ran: only documents and cards count. */
async function requestsDuring(page: Page, act: () => Promise<void>): Promise<Response[]> {
  const seen: Response[] = []
  const listener = (response: Response) => {
    const { pathname } = new URL(response.url())
    if (response.request().resourceType() === 'document' || pathname === '/inventory/cards') {
      seen.push(response)
    }
  }
  page.on('response', listener)
  await act()
  page.off('response', listener)
  return seen
}

/** Every request was for cards, answered as a cached answer is: a strong ETag, checked on each use. */
async function expectCachedCards(responses: Response[]) {
  for (const response of responses) {
    expect(new URL(response.url()).pathname).toBe('/inventory/cards')
    const headers = await response.allHeaders()
    expect(headers['cache-control']).toBe('public, no-cache')
    expect(headers.etag).toMatch(/^"[^"]+"$/)
  }
}

test('a filter change on a 300-cart lot counts at once and swaps in the cached cards, without a page load', async ({
  page,
}) => {
  await page.goto(`${site}/inventory`)
  await waitForHydration(page)
  await expect(heading(page)).toHaveText(`Available Golf Carts (${lot.length})`)
  await expect(cards(page)).toHaveCount(pageSize)
  const pages = page.getByRole('navigation', { name: 'Pages of results' })
  await expect(pages).toContainText(`Page 1 of ${Math.ceil(lot.length / pageSize)}`)
  // a page load would lose this
  await page.evaluate(() => document.documentElement.setAttribute('data-same-page', ''))

  const byBrand = await requestsDuring(page, async () => {
    await page.getByLabel('Brand').selectOption('denago')
    await expect(heading(page)).toHaveText(`Available Golf Carts (${denago})`)
    await expect(page.getByText(`Showing ${denago} of ${lot.length} total vehicles`)).toBeVisible()
    await expect(page).toHaveURL(/\/inventory\?brand=denago$/)
    await expect(cards(page)).toHaveCount(Math.min(denago, pageSize))
    await expect(cards(page).filter({ hasNotText: 'Denago ·' })).toHaveCount(0)
  })
  await expectCachedCards(byBrand)

  const turned = await requestsDuring(page, async () => {
    // by the keyboard: the cards above lay out as they scroll in and move the link
    await pages.getByRole('link', { name: 'Next page' }).press('Enter')
    await expect(page).toHaveURL(/\/inventory\?brand=denago&page=2$/)
    await expect(pages).toContainText('Page 2 of')
    await expect(cards(page).filter({ hasNotText: 'Denago ·' })).toHaveCount(0)
    await expect(heading(page)).toBeFocused()
  })
  await expectCachedCards(turned)
  await page.screenshot({ path: `${shots}/lot-denago-page-2.png`, fullPage: true })

  // back: the first page's cards are in the page already
  const back = await requestsDuring(page, async () => {
    await page.goBack()
    await expect(page).toHaveURL(/\/inventory\?brand=denago$/)
    await expect(pages).toContainText('Page 1 of')
    await page.goBack()
    await expect(page).toHaveURL(/\/inventory$/)
    await expect(heading(page)).toHaveText(`Available Golf Carts (${lot.length})`)
    await expect(cards(page)).toHaveCount(pageSize)
  })
  expect(back, 'every card was in the page').toEqual([])

  // nothing matches: the empty state, no request
  const none = await requestsDuring(page, async () => {
    await page.getByLabel('Search').fill('hovercraft')
    await expect(heading(page)).toHaveText('Available Golf Carts (0)')
    await expect(page.getByRole('heading', { name: 'No vehicles found' })).toBeVisible()
    await expect(page).toHaveURL(/\?search=hovercraft$/)
  })
  expect(none).toEqual([])
  await expect(page.locator('html[data-same-page]')).toHaveCount(1)
  await expectAccessible(page)
  await page.getByRole('link', { name: 'Clear All Filters' }).click()
  await expect(cards(page)).toHaveCount(pageSize)
  await expectAccessible(page)
})

test('without scripts the pages are links and the form a plain GET', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(`${site}/inventory?brand=denago`)
  await expect(heading(page)).toHaveText(`Available Golf Carts (${denago})`)
  const pages = page.getByRole('navigation', { name: 'Pages of results' })
  await expect(pages).toContainText('Page 1 of')
  // The link is taken by the keyboard, not clicked at a point: the cards above
  // it are laid out as they scroll into view (content-visibility), which moves
  // it after the scroll, on a busy machine after a click's checks. Then what
  // the visitor sees of the new page, not its load event, which also waits
  // for every image.
  await pages.getByRole('link', { name: 'Page 2', exact: true }).press('Enter')
  await expect(page).toHaveURL(/\/inventory\?brand=denago&page=2$/)
  await expect(pages).toContainText('Page 2 of')
  await expect(heading(page)).toHaveText(`Available Golf Carts (${denago})`)
  await expect(cards(page)).toHaveCount(Math.min(denago - pageSize, pageSize))
  await context.close()
})
