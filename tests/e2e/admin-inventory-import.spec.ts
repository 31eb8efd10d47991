import { readFile } from 'node:fs/promises'

import { withDatabase } from '#tests/support/admin.ts'

import { adminDatabase, expect, expectAccessible, signIn, test } from './fixtures'

/*
 * An owner takes the inventory out as a spreadsheet and brings carts in from
 * one: the preview shows the bad line and writes nothing; the confirmation
 * adds the good line's cart as a draft.
 */

const run = Date.now().toString(36)
const owner = {
  email: `inventory-import-${run}@example.com`,
  name: 'Iris Import',
  password: 'copper kettle winter orchard',
}
const name = `Imported Classic ${run}`

test.afterAll(() =>
  withDatabase(adminDatabase(), (db) =>
    db.deleteFrom('vehicles').where('name', '=', name).execute(),
  ),
)

test('an owner exports the inventory, previews a file with a bad line, and imports the good one as a draft', async ({
  page,
  browser,
}) => {
  await signIn(page, owner, 'owner')
  await page.goto('/admin/inventory')

  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Export these carts (CSV)' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^inventory-\d{4}-\d{2}-\d{2}\.csv$/)
  const exported = await readFile(await file.path(), 'utf8')
  const header = exported.replace(/^\uFEFF/, '').split('\r\n')[0]
  expect(header).toMatch(/^id,name,brand,series,/)

  await page.getByRole('link', { name: 'Import from a spreadsheet' }).click()
  await expect(page.getByRole('heading', { name: 'Import carts from a spreadsheet' })).toBeVisible()
  await expectAccessible(page)

  const csv = [
    'id,name,brand,series,price,seats,description',
    `,${name},Evolution,Classic,"$8,995",2,A two-seat cart for the course and the street.`,
    `,Broken ${run},Yamaha,Drive,9995,4,A four-seat cart with the wrong brand.`,
  ].join('\r\n')
  await page.getByLabel('CSV file').setInputFiles({
    name: 'carts.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  })
  await page.getByRole('button', { name: 'Preview the changes' }).click()

  const errors = page.getByRole('region', { name: 'Lines with errors', exact: true })
  await expect(errors.getByRole('row', { name: /Broken/ })).toContainText('3')
  await expect(errors.getByRole('row', { name: /Broken/ })).toContainText('Choose the brand')
  await expect(page.getByRole('region', { name: 'New carts', exact: true })).toContainText(name)
  await expectAccessible(page)
  // nothing is written before the confirmation
  const before = await withDatabase(adminDatabase(), (db) =>
    db.selectFrom('vehicles').select('id').where('name', '=', name).execute(),
  )
  expect(before).toEqual([])

  await page
    .getByRole('button', { name: 'Import 1 new cart and 0 updates, skipping 1 line with errors' })
    .click()
  await expect(
    page.getByText('Imported: 1 new cart, 0 carts updated, 1 line with errors skipped.'),
  ).toBeVisible()

  await page.goto(`/admin/inventory?${new URLSearchParams({ q: name, status: 'draft' })}`)
  await expect(page.getByRole('link', { name })).toBeVisible()

  // the same form without scripts: a plain multipart post, and the preview page after it
  const { baseURL } = test.info().project.use
  const plain = await browser.newContext({ baseURL, javaScriptEnabled: false })
  await plain.addCookies(await page.context().cookies())
  const plainPage = await plain.newPage()
  await plainPage.goto('/admin/inventory/import')
  await plainPage.getByLabel('CSV file').setInputFiles({
    name: 'again.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  })
  await plainPage.getByRole('button', { name: 'Preview the changes' }).click()
  await expect(plainPage.getByRole('heading', { name: 'Preview of again.csv' })).toBeVisible()
  await expect(
    plainPage.getByRole('region', { name: 'Lines with errors', exact: true }),
  ).toContainText('Choose the brand')
  await plain.close()
})
