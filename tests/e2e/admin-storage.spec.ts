import { randomUUID } from 'node:crypto'

import { withDatabase } from '#tests/support/admin.ts'
import { insertStorageContract } from '#tests/support/storage-contracts.ts'

import {
  adminDatabase,
  expect,
  expectAccessible,
  screenshots,
  signIn,
  test,
  waitForHydration,
} from './fixtures'

/*
 * On a phone, staff open Storage: the delinquency list shows a contract 65
 * days behind with the step reached and the policy's next step, the unpaid
 * invoice is overdue; on the contract's page staff record the customer's 30
 * days' notice; the dashboard charts occupancy and revenue with their
 * tables. Each page passes axe.
 */

test.use({ viewport: { width: 390, height: 844 } })

const run = Date.now().toString(36)
const person = {
  email: `storage-${run}@example.com`,
  name: 'Sam Storage',
  password: 'copper lantern river moss',
}
const day = (daysAgo: number) =>
  new Date(Date.now() - daysAgo * 86_400_000).toLocaleDateString('en-CA', {
    timeZone: 'America/New_York',
  })

test('the storage overview’s delinquency list, a contract’s notice, and the dashboard’s storage charts', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  const shot = screenshots(page, testInfo)
  const contract = await withDatabase(adminDatabase(), async (db) => {
    const contract = await insertStorageContract(db, {
      start_day: day(100),
      first_name: 'Avery',
      last_name: `Behind${run}`,
      email: `avery-${run}@example.com`,
    })
    const due = day(65)
    await db
      .insertInto('storage_invoices')
      .values({
        id: randomUUID(),
        contract_id: contract.id,
        month: due.slice(0, 7),
        first_day: due,
        last_day: due,
        lines: JSON.stringify([{ label: 'Indoor storage', cents: 12_500, taxable: false }]),
        subtotal_cents: 12_500,
        tax_cents: 0,
        late_fee_cents: 2_500,
        total_cents: 15_000,
        due_day: due,
        issued_at: new Date().toISOString(),
        charge_payment_id: null,
        checkout_payment_id: null,
        charge_failed_at: new Date().toISOString(),
        late_fee_at: new Date().toISOString(),
        paid_at: null,
        payment_id: null,
      })
      .execute()
    return contract
  })

  await signIn(page, person, 'staff')
  const storage = page.getByRole('region', { name: 'Storage', exact: true })
  for (const title of ['Spaces held by month', 'Storage revenue per month'])
    await expect(storage.getByRole('figure', { name: new RegExp(title) })).toBeVisible()
  const occupancy = storage.getByRole('figure', { name: /Spaces held by month/ })
  await occupancy.getByText('The numbers as a table').click()
  await expect(occupancy.getByRole('row')).toHaveCount(7)
  await waitForHydration(page)
  await expectAccessible(page)
  await storage.scrollIntoViewIfNeeded()
  await shot('storage-dashboard-390.png')

  await page.goto('/admin/storage')
  const list = page.getByRole('region', { name: 'Contracts 30 days or more past due' })
  const row = list.getByRole('row', { name: new RegExp(`Behind${run}`) })
  await expect(row).toContainText('65')
  await expect(row).toContainText('$150')
  await expect(row).toContainText('60 days: Access to the cart is suspended')
  await expect(row).toContainText('At 90 days: a final notice by certified mail')
  await expect(
    page
      .getByRole('region', { name: 'Unpaid storage invoices, oldest due first' })
      .getByRole('row', { name: new RegExp(`Behind${run}`) }),
  ).toContainText('Overdue 65 days · card refused, link e-mailed')
  await expectAccessible(page)
  await shot('storage-overview-390.png')

  await row.getByRole('link', { name: `Avery Behind${run}` }).click()
  await expect(page).toHaveURL(`/admin/storage/contracts/${contract.id}`)
  await page.getByRole('button', { name: 'Record 30 days’ notice' }).click()
  await expect(
    page.getByText('Notice recorded: the customer has the last day by e-mail.'),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Record 30 days’ notice' })).toHaveCount(0)
  await expect(page.getByText('Notice given', { exact: true })).toBeVisible()
  await expectAccessible(page)
  await shot('storage-contract-390.png')
})
