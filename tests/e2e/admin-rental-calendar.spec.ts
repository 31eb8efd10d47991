import { mkdirSync } from 'node:fs'

import type { Page } from '@playwright/test'

import { addDays, calendarDay } from '#app/kernel/zoned-time.ts'
import { seedRentalRequest } from '#tests/support/rental-seed.ts'

import { adminDatabase, expect, expectAccessible, signIn, test, waitForHydration } from './fixtures'

/*
 * The rental desk's day: an owner reads the fleet calendar (two weeks and a
 * month, on a desktop and on a phone), opens a reservation from its bar,
 * blocks its cart for maintenance, moves the flagged reservation to a free
 * cart in one click, reads tomorrow's day sheet and makes and revokes a
 * showroom's private calendar feed. Each page is scanned and printed.
 */

const run = Date.now().toString(36)
const owner = {
  email: `desk-${run}@example.com`,
  name: 'Dee Desk',
  password: 'copper lantern orchard tide',
}
const avery = { firstName: `Avery${run}`, email: `avery-desk-${run}@example.com` }
const casey = { firstName: `Casey${run}`, email: `casey-desk-${run}@example.com` }
const shots = '/tmp/shots/desk-calendar'
const zone = 'America/New_York'

/** The number of pages of a PDF Chromium printed. */
const pdfPages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0

async function printed(page: Page, name: string) {
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('navigation', { name: 'Rentals' })).toBeHidden()
  await page.emulateMedia({ media: 'screen' })
  return page.pdf({
    path: `${shots}/${name}.pdf`,
    format: 'Letter',
    landscape: name === 'calendar',
  })
}

test('the desk reads the calendar, reassigns a reservation whose cart is blocked, and prints the day', async ({
  page,
}) => {
  test.setTimeout(180_000)
  mkdirSync(shots, { recursive: true })
  const database = adminDatabase()
  await seedRentalRequest(database, { ...avery, cartType: 'four-seater', daysAhead: 3 })
  await seedRentalRequest(database, { ...casey, cartType: 'six-seater', daysAhead: 1 })
  await signIn(page, owner, 'owner')
  await page.setViewportSize({ width: 1280, height: 900 })

  await page.goto('/admin/rentals')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rental calendar')
  await waitForHydration(page)
  const bar = page.getByRole('link', { name: new RegExp(`^${avery.firstName} Renter · Waiting`) })
  await expect(bar).toBeVisible()
  await expect(page.getByText('Today', { exact: true }).first()).toBeVisible()
  await expectAccessible(page)
  await page.screenshot({ path: `${shots}/calendar-desktop.png`, fullPage: true })
  await printed(page, 'calendar')

  await page.getByRole('link', { name: 'Month', exact: true }).click()
  await expect(page).toHaveURL(/view=month/)
  await expect(page.getByRole('link', { name: 'Month', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expectAccessible(page)
  await page.getByRole('link', { name: 'Two weeks', exact: true }).click()
  await expect(page).not.toHaveURL(/view=month/)

  await bar.click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Reservation of ${avery.firstName} Renter`,
  )
  const cartText = async () =>
    (
      await page
        .locator('dt', { hasText: /^Cart$/ })
        .locator('xpath=following-sibling::dd[1]')
        .innerText()
    )
      .split(': ')
      .at(-1) ?? ''
  const cartName = await cartText()
  expect(cartName).toMatch(/^4-seater/)

  // the owner blocks that cart over the reservation's days
  const today = calendarDay(new Date(), zone)
  await page.goto('/admin/rentals/fleet')
  await waitForHydration(page)
  await page.getByRole('link', { name: `Manage ${cartName}`, exact: true }).click()
  const manage = page.getByRole('region', { name: cartName, exact: true })
  await manage.getByLabel('First day out of service').fill(addDays(today, 2))
  await manage.getByLabel('Last day out of service').fill(addDays(today, 6))
  await manage.getByLabel('Why').fill('Brake repair')
  await manage.getByRole('button', { name: 'Add the maintenance' }).click()
  await expect(page.getByText(/flagged "needs another cart"/)).toBeVisible()
  await expect(manage.getByRole('link', { name: new RegExp(avery.firstName) })).toBeVisible()
  await expectAccessible(page)

  await page.goto('/admin/rentals')
  const flagged = page.getByRole('region', { name: /^Needs another cart/ })
  await expect(flagged.getByRole('link', { name: new RegExp(avery.firstName) })).toBeVisible()
  await expect(bar).toHaveAccessibleName(/needs another cart/)
  await expect(page.getByText('Maintenance: Brake repair').first()).toBeVisible()
  await expectAccessible(page)

  await bar.click()
  await waitForHydration(page)
  const reassign = page.getByRole('region', { name: 'Needs another cart' })
  await expect(reassign).toContainText('Brake repair')
  await reassign
    .getByRole('button', { name: /^Move to / })
    .first()
    .click()
  await expect(page.getByText(/^Changed; the renter is e-mailed/)).toBeVisible()
  await expect(page.getByRole('region', { name: 'Needs another cart' })).toHaveCount(0)
  expect(await cartText()).not.toBe(cartName)
  await expectAccessible(page)

  // tomorrow's day sheet
  await page.goto('/admin/rentals/day')
  await waitForHydration(page)
  await page
    .getByRole('navigation', { name: 'Day' })
    .getByRole('link', { name: 'Tomorrow' })
    .click()
  await expect(page).toHaveURL(new RegExp(`day=${addDays(today, 1)}`))
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Day sheet: tomorrow')
  const pickup = page.getByRole('listitem').filter({ hasText: `${casey.firstName} Renter` })
  await expect(pickup).toContainText('Pickup')
  await expect(pickup).toContainText('Scranton Showroom')
  // typed as ten digits, read and dialled as the dealer's own numbers
  await expect(pickup.getByRole('link', { name: '(570) 555-0123' })).toHaveAttribute(
    'href',
    'tel:+15705550123',
  )
  await expect(pickup.getByRole('list', { name: 'To collect' })).toContainText('deposit')
  await expectAccessible(page)
  await page.screenshot({ path: `${shots}/day-sheet-desktop.png`, fullPage: true })
  expect(pdfPages(await printed(page, 'day-sheet'))).toBe(1)

  // the Scranton desk's feed: shown once, read, revoked
  await page.getByLabel('Showroom').selectOption({ label: 'Scranton Showroom' })
  await page.getByRole('button', { name: 'Make a feed' }).click()
  const url = (await page.getByTestId('feed-url').innerText()).trim()
  const path = new URL(url).pathname
  const feed = await page.request.get(path)
  expect(feed.status()).toBe(200)
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8')
  expect(feed.headers()['cache-control']).toBe('private, no-store')
  expect(feed.headers()['x-robots-tag']).toMatch(/noindex/)
  const ics = await feed.text()
  expect(ics).toContain(`SUMMARY:Pickup: ${casey.firstName} R.\\,`)
  expect(ics).not.toContain(casey.email)
  await expectAccessible(page)
  await page
    .getByRole('button', { name: /^Revoke the Scranton Showroom feed/ })
    .first()
    .click()
  await expect(page.getByText('The feed is revoked.')).toBeVisible()
  expect((await page.request.get(path)).status()).toBe(404)

  // on a phone: a day list instead of the grid
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/admin/rentals')
  await waitForHydration(page)
  const tomorrow = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: /^\w+day, / }),
    hasText: 'Starting',
  })
  await expect(
    tomorrow.getByRole('link', { name: new RegExp(`${casey.firstName} Renter`) }).first(),
  ).toBeVisible()
  await expect(page.locator('.fleet-calendar')).toBeHidden()
  await expectAccessible(page)
  await page.screenshot({ path: `${shots}/calendar-390.png`, fullPage: true })
  await page.goto(`/admin/rentals/day?day=${addDays(today, 1)}`)
  await expectAccessible(page)
  await page.screenshot({ path: `${shots}/day-sheet-390.png`, fullPage: true })
})
