import type { Page } from '@playwright/test'

import { openDatabase } from '#app/kernel/.server/db/connection.ts'
import { addDays } from '#app/kernel/zoned-time.ts'
import { invitePath, withDatabase } from '#tests/support/admin.ts'
import type { MailedServer, PayingServer } from '#tests/support/mailed-server.ts'
import { startPayingServer } from '#tests/support/mailed-server.ts'
import { phoneJpeg } from '#tests/support/photos.ts'
import { saturdayAhead } from '#tests/support/reserve-form.ts'

import { acceptInvitation, expect, expectAccessible, test, waitForHydration } from './fixtures'

/*
 * The trucks' day on a phone (390 x 844), every job booked through its
 * business's own flow on a server of its own (the local Stripe, a test mail
 * server): a renter reserves a cart delivered to Milford at 10 AM and pays
 * the rent; a buyer holds a cart to be delivered the same day at noon and
 * pays the deposit; a customer books a service pickup there at 2 PM. The
 * driver's day lists the three in window order with the address, the phone
 * and the access notes; the driver marks the rental on the way, then done
 * with a photo and the renter's typed name, and the renter's e-mails
 * arrive. Then the renter's collection page, the week (a move checked
 * again) and the dashboard's delivery charts. Each screen is scanned by axe.
 */

const phone = { width: 390, height: 844 }
test.use({
  viewport: phone,
  hasTouch: true,
  isMobile: true,
  deviceScaleFactor: 2,
  // the local Stripe answers the hosted page's favicon request as an API call without a key: 401
  allowedConsoleErrors: /status of 401 \(Unauthorized\)/,
})

const run = Date.now().toString(36)
const driver = {
  email: `driver-${run}@example.com`,
  name: 'Drew Driver',
  password: 'gravel beacon orchard tide',
}
const renterEmail = `delivered-${run}@example.com`
// a Tuesday within the service's four weeks of booking, past a sold cart's two business days
const day = addDays(saturdayAhead(1), 3)

let paying: PayingServer
let own: MailedServer
test.beforeAll(async () => {
  paying = await startPayingServer('trucks-day')
  own = paying.own
})
test.afterAll(() => paying?.stop())

async function payOnStripe(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Pay /)
  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await page.getByLabel('Expiration (MM / YY)').fill('12 / 34')
  await page.getByLabel('CVC').fill('123')
  const holder = page.getByLabel('Name on card')
  if (await holder.count()) await holder.fill(name)
  await page.getByRole('button', { name: 'Pay' }).click()
}

/** Opens the picker's day holding `value` and chooses that window. */
async function chooseWindow(page: Page, value: string) {
  const radio = page.locator(`input[type="radio"][value="${value}"]`)
  const folded = page.locator('details', { has: radio })
  if (!(await folded.evaluate((details) => (details as HTMLDetailsElement).open))) {
    await folded.locator('summary').click()
  }
  await radio.check()
}

test('three businesses book one day of the trucks through their own flows; the driver’s day shows them, and the driver marks the rental done with a photo', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000)

  // 1. the renter, on a phone: a 4-seater delivered to Milford at 10 AM, the rent paid on Stripe's page
  await page.goto(`${own.site}/rentals/reserve?type=four-seater&plan=daily&town=milford`)
  await waitForHydration(page)
  await page.getByLabel('Start day', { exact: true }).fill(day)
  await page.getByLabel('Handover time', { exact: true }).selectOption('10:00')
  await page.getByLabel('Street address (for delivery)').fill('12 Harford Street')
  await page.getByLabel('Where we leave the cart (for delivery)').fill('By the garage door')
  await page.getByLabel(/The path to where the cart goes/).check()
  await page.getByLabel('First name', { exact: true }).fill('Dana')
  await page.getByLabel('Last name', { exact: true }).fill(`Delivered${run}`)
  await page.getByLabel('Email', { exact: true }).fill(renterEmail)
  await page.getByLabel('Phone', { exact: true }).fill('570-555-0142')
  await page.getByLabel('I am 18 or older').check()
  await page.getByLabel(/I accept the/).check()
  await expectAccessible(page)
  await page.screenshot({ path: testInfo.outputPath('1-reserve-delivered.png'), fullPage: true })
  await page.getByRole('button', { name: 'Send my reservation request' }).click()
  await payOnStripe(page, `Dana Delivered${run}`)
  await expect(page).toHaveURL(/\/rentals\/reservation\/[\w-]+\?session_id=cs_/)

  // 2. the buyer holds an in-stock cart to be delivered the same day at noon, and pays the deposit
  const db = openDatabase(own.databaseUrl, { poolSize: 1 })
  const cart = await db
    .selectFrom('vehicles')
    .select('id')
    .where('status', '=', 'available')
    .where('in_stock', '=', 1)
    .orderBy('sort_order')
    .limit(1)
    .executeTakeFirstOrThrow()
  await db.destroy()
  await page.goto(`${own.site}/vehicle/${cart.id}/hold`)
  await page.getByLabel('First name').fill('Sam')
  await page.getByLabel('Last name').fill(`Sold${run}`)
  await page.getByLabel('E-mail').fill(`sold-${run}@example.com`)
  await page.getByLabel('Phone').fill('570-555-0177')
  await page.getByRole('radio', { name: 'Deliver it' }).check()
  await page.getByLabel('Town (for delivery)').selectOption({ label: 'Milford' })
  await page.getByLabel('Street address (for delivery)').fill('40 Broad Street')
  await page.getByRole('button', { name: 'Show windows for my town' }).click()
  await chooseWindow(page, `${day}@720`)
  await page.getByRole('checkbox', { name: /at least 8 ft wide with 10 ft of clearance/ }).check()
  await page.getByLabel('Where to leave the cart').fill('On the driveway')
  await page.getByRole('checkbox', { name: /White glove/ }).check()
  await expectAccessible(page)
  await page.screenshot({ path: testInfo.outputPath('2-hold-delivered.png'), fullPage: true })
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await payOnStripe(page, `Sam Sold${run}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your cart is on hold')

  // 3. a service pickup in Milford the same day at 2 PM
  await page.goto(`${own.site}/services/book`)
  await page.getByRole('radio', { name: /Pickup from your address/ }).check()
  await page.getByLabel('Your town (for a pickup or mobile service)').fill('Milford')
  await page.getByRole('button', { name: 'Show free times' }).click()
  await page.getByLabel('Service', { exact: true }).selectOption({ label: 'Battery service' })
  await page.getByLabel('What is wrong, in your words').fill('The cart stops after ten minutes.')
  await page.getByLabel('Brand', { exact: true }).fill('Denago')
  await page.getByLabel('Model', { exact: true }).fill('EV Rover XL')
  await page.getByLabel('Street address').fill('7 Ann Street')
  await page.getByLabel('ZIP code').fill('18337')
  await chooseWindow(page, `${day}@840`)
  await page.getByRole('checkbox', { name: /at least 8 ft wide with 10 ft of clearance/ }).check()
  await page.getByLabel('Where the cart is').fill('On the driveway, keys in the cup holder')
  await page.getByLabel('First name').fill('Sky')
  await page.getByLabel('Last name').fill(`Service${run}`)
  await page.getByLabel('E-mail').fill(`service-${run}@example.com`)
  await page.getByLabel('Phone', { exact: true }).fill('570-555-0188')
  await page.getByRole('button', { name: 'Book the visit' }).click()
  await expect(page).toHaveURL(/\/service\/[A-Za-z0-9_-]{32}$/)

  // 4. the driver's day on the driver's phone
  await page.goto(`${own.site}${await invitePath(own.databaseUrl, driver.email, 'staff')}`)
  await waitForHydration(page)
  await acceptInvitation(page, driver)
  await page.goto(`${own.site}/admin/deliveries/day?day=${day}`)
  await waitForHydration(page)
  const stops = page.getByRole('listitem').filter({ has: page.getByText(/Status:/) })
  const ours = stops.filter({ hasText: run })
  await expect(ours).toHaveCount(3)
  await expect(ours.nth(0)).toContainText('10 AM - 12 PM · Rental delivery')
  await expect(ours.nth(1)).toContainText('12 PM - 2 PM · Sale delivery')
  await expect(ours.nth(2)).toContainText('2 PM - 4 PM · Service pickup')
  const rental = ours.nth(0)
  await expect(rental.getByRole('link', { name: /12 Harford Street, Milford/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=12%20Harford%20Street/,
  )
  await expect(rental.getByRole('link', { name: '570-555-0142' })).toHaveAttribute(
    'href',
    'tel:5705550142',
  )
  await expect(rental).toContainText('Leave: By the garage door')
  await expectAccessible(page)
  const cutOff = await page.evaluate(
    (width) =>
      [...document.querySelectorAll('main *')]
        .filter((element) => element.getBoundingClientRect().right > width + 0.5)
        .slice(0, 5)
        .map((element) => `${element.tagName.toLowerCase()} ${element.className}`),
    phone.width,
  )
  expect(cutOff, 'elements past the right edge').toEqual([])
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    phone.width,
  )
  await page.screenshot({ path: testInfo.outputPath('4-driver-day-390.png'), fullPage: true })

  // 4. on the way, then done with a photo and the renter's typed name
  await rental.getByRole('button', { name: 'On the way' }).click()
  await expect(ours.nth(0)).toContainText('Status: On the way')
  await ours.nth(0).locator('summary', { hasText: 'Done: photo and name' }).click()
  await ours
    .nth(0)
    .getByLabel('Photo of the cart where it was left')
    .setInputFiles({
      name: 'left.jpg',
      mimeType: 'image/jpeg',
      buffer: await phoneJpeg(1200, 900),
    })
  await ours.nth(0).getByLabel('Customer’s name, as they type it').fill(`Dana Delivered${run}`)
  await ours.nth(0).getByRole('button', { name: 'Done' }).click()
  await expect(ours.nth(0)).toContainText('Status: Done')
  await expect(ours.nth(0)).toContainText(new RegExp(`Taken by\\s*Dana Delivered${run}`))
  await page.screenshot({ path: testInfo.outputPath('5-driver-day-done-390.png'), fullPage: true })

  // 5. the renter's e-mails: on the way, and delivered
  const mails = await own.smtp.waitFor(
    2,
    (mail) =>
      mail.to.includes(renterEmail) &&
      /^(Your delivery is on the way|Your cart is delivered)$/.test(mail.header('subject')),
  )
  expect(mails.map((mail) => mail.header('subject')).sort()).toEqual([
    'Your cart is delivered',
    'Your delivery is on the way',
  ])

  // 5b. the renter's own page of the collection, on the phone: the window, and moving it
  const collection = await withDatabase(own.databaseUrl, (db) =>
    db
      .selectFrom('delivery_jobs')
      .select('token')
      .where('email', '=', renterEmail)
      .where('kind', '=', 'rental_collection')
      .executeTakeFirstOrThrow(),
  )
  await page.goto(`${own.site}/delivery/${collection.token}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your rental collection')
  await expect(page.getByRole('group', { name: 'Move to another window' })).toBeVisible()
  await expectAccessible(page)
  await page.screenshot({ path: testInfo.outputPath('6-collection-page-390.png'), fullPage: false })

  // 6. the week, with each job's truck and a move form, and the dashboard's delivery charts
  await page.goto(`${own.site}/admin/deliveries?week=${day}`)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Deliveries: week of')
  await expect(page.getByText(`Dana Delivered${run}`).first()).toBeVisible()
  await expectAccessible(page)
  await page.screenshot({ path: testInfo.outputPath('7-week-390.png'), fullPage: true })
  // staff move the sale's delivery to the day's 4-6 PM window, checked again
  const sale = page.getByRole('listitem').filter({ hasText: `Sam Sold${run}` })
  await sale.getByLabel('Window').selectOption(`${day}@960`)
  await sale.getByRole('button', { name: 'Move' }).click()
  await expect(page.getByText('The job is moved.')).toBeVisible()
  const moved = await withDatabase(own.databaseUrl, (db) =>
    db
      .selectFrom('delivery_jobs')
      .select('window_start')
      .where('kind', '=', 'sale_delivery')
      .executeTakeFirstOrThrow(),
  )
  expect(moved.window_start).toBe(960)
  await page.goto(`${own.site}/admin`)
  await waitForHydration(page)
  const deliveries = page.getByRole('region', { name: 'Deliveries' })
  await expect(deliveries.getByRole('heading', { name: 'Truck use' })).toBeVisible()
  await expectAccessible(page)
  await deliveries.screenshot({ path: testInfo.outputPath('8-dashboard-deliveries-390.png') })
})
