import type { Page } from '@playwright/test'

import { withDatabase } from '#tests/support/admin.ts'
import { type MailedServer, startMailedServer } from '#tests/support/mailed-server.ts'

import { expect, expectAccessible, test } from './fixtures'

/*
 * A service pickup on the trucks' schedule, on a phone (390 x 844): the
 * customer books a pickup from Milford in a window of the trucks, confirms
 * the access path, and finds the trip on the job's page with a link to its
 * delivery page; once the cart is ready, they book the truck that brings it
 * back. On a server of its own: the windows it takes are no other spec's.
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

let own: MailedServer
test.beforeAll(async () => {
  own = await startMailedServer('service-pickup')
})
test.afterAll(() => own?.stop())

const firstFreeWindow = (page: Page, legend: string) =>
  page.getByRole('group', { name: legend }).locator('input[type="radio"]:not([disabled])').first()

test('a pickup booked on the trucks, its trip on the job page, and the return booked', async ({
  page,
}, testInfo) => {
  const shot = (name: string) =>
    page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true })

  await page.goto(`${own.site}/services/book`)
  await page.getByRole('radio', { name: /Pickup from your address/ }).check()
  await page.getByLabel('Your town (for a pickup or mobile service)').fill('Milford')
  await page.getByRole('button', { name: 'Show free times' }).click()
  await expect(page.getByRole('group', { name: 'Pickup window (2 hours)' })).toBeVisible()
  await expect(page.getByText('Distance fee to your town: $49.')).toBeVisible()
  await expect(
    page.getByText('Pickup fee: $49 for the trip there and back, paid when the work is done.'),
  ).toBeVisible()
  await page.getByLabel('Service', { exact: true }).selectOption({ label: 'Repair' })
  await page.getByLabel('What is wrong, in your words').fill('The cart will not move forward.')
  await page.getByLabel('Brand', { exact: true }).fill('Club Car')
  await page.getByLabel('Model', { exact: true }).fill('Onward')
  await page.getByLabel('Street address').fill('12 Harford Street')
  await page.getByLabel('ZIP code').fill('18337')
  await firstFreeWindow(page, 'Pickup window (2 hours)').check()
  await page.getByRole('checkbox', { name: /at least 8 ft wide with 10 ft of clearance/ }).check()
  await page.getByLabel('Where the cart is').fill('By the garage, keys in the cup holder')
  await page.getByLabel('First name').fill('Pat')
  await page.getByLabel('Last name').fill('Pickup')
  await page.getByLabel('E-mail').fill('pat.pickup@example.com')
  await page.getByLabel('Phone', { exact: true }).fill('570-555-0123')
  await expectAccessible(page)
  await shot('1-pickup-form')

  await page.getByRole('button', { name: 'Book the visit' }).click()

  await expect(page).toHaveURL(/\/service\/[A-Za-z0-9_-]{32}$/)
  const trips = page.getByRole('region', { name: 'Our truck' })
  await expect(trips.getByText('Service pickup: Scheduled')).toBeVisible()
  await expectAccessible(page)
  await shot('2-job-page-trip')
  const jobUrl = page.url()

  await trips.getByRole('link', { name: 'Follow the service pickup' }).click()
  await expect(page.getByRole('heading', { name: 'Your service pickup' })).toBeVisible()
  await shot('3-delivery-page')

  // the shop marks the cart ready: the customer chooses the truck that brings it back
  await withDatabase(own.databaseUrl, (db) =>
    db
      .updateTable('service_jobs')
      .set({ stage: 'ready' })
      .where('email', '=', 'pat.pickup@example.com')
      .execute(),
  )
  await page.goto(jobUrl)
  await expect(page.getByLabel('Where to leave the cart')).toHaveValue(
    'By the garage, keys in the cup holder',
  )
  await firstFreeWindow(page, 'Return window (2 hours)').check()
  await page.getByRole('checkbox', { name: /at least 8 ft wide with 10 ft of clearance/ }).check()
  await page.getByRole('button', { name: 'Book the return' }).click()
  await expect(trips.getByText('Service return: Scheduled')).toBeVisible()
  await expect(trips.getByRole('link', { name: 'Follow the service return' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Book the return' })).toHaveCount(0)
  await expectAccessible(page)
  await shot('4-return-booked')
})
