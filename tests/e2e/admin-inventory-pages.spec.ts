import type { Page } from '@playwright/test'

import { withDatabase } from '#tests/support/admin.ts'

import { adminDatabase, expect, expectAccessible, signIn, test } from './fixtures'

/*
 * A long inventory list comes in pages of 50, and its page links keep the
 * search and status filter, with scripts or without.
 */

const run = Date.now().toString(36)
const person = {
  email: `inventory-pages-${run}@example.com`,
  name: 'Paige Pages',
  password: 'harbor lantern quiet meadow',
}
const prefix = `Paging ${run}`
const ids = Array.from({ length: 60 }, (_, n) => `paging-${run}-${n}`)

test.beforeAll(async () => {
  const at = new Date().toISOString()
  await withDatabase(adminDatabase(), (db) =>
    db
      .insertInto('vehicles')
      .values(
        ids.map((id, n) => ({
          id,
          sort_order: 10_000 + n,
          featured: 0,
          name: `${prefix} cart ${n}`,
          brand: 'Evolution',
          category: 'Classic',
          price: 9_000,
          price_on_request: 0,
          tags: '[]',
          status: 'archived' as const,
          version: 1,
          description: 'A retired four-seat cart.',
          images: '[]',
          specifications: '{}',
          features: '[]',
          in_stock: 0,
          is_new: 0,
          created_at: at,
          updated_at: at,
        })),
      )
      .execute(),
  )
})
test.afterAll(() =>
  withDatabase(adminDatabase(), (db) => db.deleteFrom('vehicles').where('id', 'in', ids).execute()),
)

const carts = (page: Page) => page.getByRole('link', { name: new RegExp(`^${prefix} cart `) })

test('the inventory list pages through 60 archived carts, keeping the filters', async ({
  page,
  browser,
}) => {
  await signIn(page, person, 'staff')
  const query = new URLSearchParams({ q: prefix, status: 'archived' })
  await page.goto(`/admin/inventory?${query}`)
  await expect(carts(page)).toHaveCount(50)
  const pages = page.getByRole('navigation', { name: 'Pages' })
  await expect(pages).toContainText('Page 1 of 2 (60 carts)')
  await expect(pages.getByRole('link', { name: 'Previous page' })).toHaveCount(0)
  await expectAccessible(page)

  await pages.getByRole('link', { name: 'Next page' }).click()
  await expect(page).toHaveURL(`/admin/inventory?${query}&page=2`)
  await expect(carts(page)).toHaveCount(10)
  await expect(pages).toContainText('Page 2 of 2 (60 carts)')
  await expect(page.getByLabel('Status')).toHaveValue('archived')
  await expectAccessible(page)

  // the same links without scripts: plain page loads
  const { baseURL } = test.info().project.use
  const plain = await browser.newContext({ baseURL, javaScriptEnabled: false })
  await plain.addCookies(await page.context().cookies())
  const noScript = await plain.newPage()
  await noScript.goto(`/admin/inventory?${query}&page=2`)
  await noScript.getByRole('link', { name: 'Previous page' }).click()
  await expect(noScript).toHaveURL(`/admin/inventory?${query}`)
  await expect(carts(noScript)).toHaveCount(50)
  await plain.close()
})
