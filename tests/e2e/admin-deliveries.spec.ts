import { bookDelivery } from '#app/deliveries/.server/book-delivery.ts'
import { withTransaction } from '#app/kernel/.server/db/transaction.ts'
import { withDatabase } from '#tests/support/admin.ts'
import { phoneJpeg } from '#tests/support/photos.ts'
import { saturdayAhead } from '#tests/support/reserve-form.ts'

import { adminDatabase, expect, expectAccessible, signIn, test, waitForHydration } from './fixtures'

/*
 * The trucks' day on a phone (390 x 844): a renter books a delivered rental,
 * which takes the window of its start; a sold cart's delivery and a service
 * pickup are booked the same day through the same function; the driver's
 * day lists the three in window order with the address, the phone and the
 * access notes; the driver marks the rental on the way, then done with a
 * photo and the renter's typed name, and the renter's e-mails are queued.
 */

const phone = { width: 390, height: 844 }
test.use({ viewport: phone, hasTouch: true, isMobile: true, deviceScaleFactor: 2 })

const run = Date.now().toString(36)
const driver = {
  email: `driver-${run}@example.com`,
  name: 'Drew Driver',
  password: 'gravel beacon orchard tide',
}
const renterEmail = `delivered-${run}@example.com`

test('a renter books a delivered rental, the driver’s day shows it with a sale and a service pickup, and the driver marks it done with a photo', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  // a Saturday of its own, far enough that no other journey books it
  const day = saturdayAhead(5)

  // 1. the renter, on a phone: a 4-seater delivered to Milford at 10 AM
  await page.goto('/rentals/reserve?type=four-seater&plan=daily&town=milford')
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
  await expect(page).toHaveURL(/\/rentals\/reservation\/[\w-]{40,}$/)

  // 2. the same day, a sold cart's delivery and a service pickup book their windows
  await withDatabase(adminDatabase(), (db) =>
    withTransaction(db, async (trx) => {
      const common = {
        town: 'milford',
        accessConfirmed: true,
        whiteGlove: false,
        leaveAt: 'On the driveway',
      }
      const sale = await bookDelivery(
        trx,
        {
          ...common,
          kind: 'sale_delivery',
          subject: { type: 'cart_sale', id: `sale-${run}` },
          window: `${day}@720`,
          address: '40 Broad Street',
          customer: {
            name: `Sam Sold${run}`,
            email: `sold-${run}@example.com`,
            phone: '570-555-0177',
          },
          items: 'Deliver a 2025 Evolution Classic 4 Plus (sold)',
          whiteGlove: true,
        },
        { now: new Date() },
      )
      const service = await bookDelivery(
        trx,
        {
          ...common,
          kind: 'service_pickup',
          subject: { type: 'service_job', id: `service-${run}` },
          window: `${day}@840`,
          address: '7 Ann Street',
          customer: {
            name: `Sky Service${run}`,
            email: `service-${run}@example.com`,
            phone: '570-555-0188',
          },
          items: 'Collect a Denago EV Rover XL for a battery check',
        },
        { now: new Date() },
      )
      if (!sale.ok || !service.ok) throw new Error('the windows were not free')
    }),
  )

  // 3. the driver's day on the driver's phone
  await signIn(page, driver, 'staff')
  await page.goto(`/admin/deliveries/day?day=${day}`)
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
  await page.screenshot({ path: testInfo.outputPath('2-driver-day-390.png'), fullPage: true })

  // 4. on the way, then done with a photo and the renter's typed name
  await rental.getByRole('button', { name: 'On the way' }).click()
  await expect(ours.nth(0)).toContainText('Status: On the way')
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
  await page.screenshot({ path: testInfo.outputPath('3-driver-day-done-390.png'), fullPage: true })

  // 5. the renter's e-mails: on the way, and delivered
  const mails = await withDatabase(adminDatabase(), (db) =>
    db.selectFrom('outbox').select('payload').where('recipient', '=', renterEmail).execute(),
  )
  const subjects = mails.map((m) => (JSON.parse(m.payload ?? '{}') as { subject?: string }).subject)
  expect(subjects).toEqual(
    expect.arrayContaining(['Your delivery is on the way', 'Your cart is delivered']),
  )

  // 5b. the renter's own page of the collection, on the phone: the window, and moving it
  const collection = await withDatabase(adminDatabase(), (db) =>
    db
      .selectFrom('delivery_jobs')
      .select('token')
      .where('email', '=', renterEmail)
      .where('kind', '=', 'rental_collection')
      .executeTakeFirstOrThrow(),
  )
  await page.goto(`/delivery/${collection.token}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your rental collection')
  await expect(page.getByRole('group', { name: 'Move to another window' })).toBeVisible()
  await expectAccessible(page)
  await page.screenshot({ path: testInfo.outputPath('6-customer-page-390.png'), fullPage: false })

  // 6. the week, with each job's truck and a move form, and the dashboard's delivery charts
  await page.goto(`/admin/deliveries?week=${day}`)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Deliveries: week of')
  await expect(page.getByText(`Dana Delivered${run}`).first()).toBeVisible()
  await expectAccessible(page)
  await page.screenshot({ path: testInfo.outputPath('4-week-390.png'), fullPage: true })
  // staff move the sale's delivery to the day's 4-6 PM window, checked again
  const sale = page.getByRole('listitem').filter({ hasText: `Sam Sold${run}` })
  await sale.getByLabel('Window').selectOption(`${day}@960`)
  await sale.getByRole('button', { name: 'Move' }).click()
  await expect(page.getByText('The job is moved.')).toBeVisible()
  const moved = await withDatabase(adminDatabase(), (db) =>
    db
      .selectFrom('delivery_jobs')
      .select('window_start')
      .where('subject_id', '=', `sale-${run}`)
      .executeTakeFirstOrThrow(),
  )
  expect(moved.window_start).toBe(960)
  await page.goto('/admin')
  await waitForHydration(page)
  const deliveries = page.getByRole('region', { name: 'Deliveries' })
  await expect(deliveries.getByRole('heading', { name: 'Truck use' })).toBeVisible()
  await expectAccessible(page)
  await deliveries.screenshot({ path: testInfo.outputPath('5-dashboard-deliveries-390.png') })
})
