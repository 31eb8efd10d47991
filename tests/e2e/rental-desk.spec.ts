import type { Page } from '@playwright/test'

import { business } from '#app/kernel/dealer/business.ts'
import { calendarDay, localInputValue } from '#app/kernel/zoned-time.ts'
import { invitePath, withDatabase } from '#tests/support/admin.ts'
import { type MailedServer, startMailedServer } from '#tests/support/mailed-server.ts'
import { gpsMarker, phoneJpeg } from '#tests/support/photos.ts'
import { seedStartedRental } from '#tests/support/rental-seed.ts'

import { acceptInvitation, expect, expectAccessible, test, waitForHydration } from './fixtures'

/*
 * The rental desk: staff hand a confirmed cart over with a condition photo,
 * take it back two hours late with a $50 cleaning fee, and the renter's
 * final statement arrives at a real SMTP server; the day sheet then shows
 * what was charged and the cart to ready, and the dashboard counts it. Like the rental journey,
 * this starts a server of its own (fresh database, SMTP_URL at a test mail
 * server), as the shared e2e servers send no mail.
 */

const shots = '/tmp/shots/desk-handover'
const numbers = '/tmp/shots/desk-numbers'
const phone = { width: 390, height: 844 }
const desktop = { width: 1280, height: 900 }
const renter = {
  firstName: 'Dana',
  email: `dana.desk-${Date.now().toString(36)}@example.com`,
}
const staff = {
  email: 'desk.staff@example.com',
  name: 'Drew Desk',
  password: 'harbor lantern cobble mint',
}

let own: MailedServer
let site = ''
let smtp: MailedServer['smtp']
test.use({ viewport: desktop })

test.beforeAll(async () => {
  own = await startMailedServer('desk')
  site = own.site
  smtp = own.smtp
})

test.afterAll(() => own?.stop())

/** The form's region, as a screenshot at desktop width and at 390 px. */
async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${shots}/${name}-desktop.png`, fullPage: true })
  await page.setViewportSize(phone)
  await page.screenshot({ path: `${shots}/${name}-390.png`, fullPage: true })
  await page.setViewportSize(desktop)
}

test('staff hand a cart over with a photo, take it back two hours late with a cleaning fee, and the statement is e-mailed', async ({
  page,
}) => {
  test.setTimeout(240_000)
  // a one-day rental that started 26 hours ago, not collected yet
  const id = await seedStartedRental(own.databaseUrl, {
    cartType: 'utility',
    firstName: renter.firstName,
    email: renter.email,
    startedHoursAgo: 26,
    hours: 24,
  })
  await page.goto(`${site}${await invitePath(own.databaseUrl, staff.email, 'staff')}`)
  await waitForHydration(page)
  await acceptInvitation(page, staff)

  // 1. check-out: the reserved cart, readings, the deposit, the licences, a photo
  await page.goto(`${site}/admin/rentals/${id}`)
  await waitForHydration(page)
  const checkout = page.getByRole('form', { name: 'Check out (hand the cart over)' })
  await expect(checkout).toContainText('Terms the renter accepted online')
  await expect(checkout).toContainText('from 203.0.113.7')
  await expectAccessible(page)
  await checkout.getByLabel('Battery charge (%)').fill('-5')
  await checkout.getByLabel('Hour meter (hours)').fill('120.5')
  await checkout.getByLabel('Cash').check()
  await checkout.getByLabel(/I have seen a valid driver’s licence/).check()
  await checkout
    .getByLabel(/Condition photos/)
    .setInputFiles([
      { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await phoneJpeg(1200, 900) },
    ])
  await shoot(page, '1-check-out-form')
  // the browser refuses a negative battery before sending; the server's own refusal is tested in the API tests
  await checkout.getByRole('button', { name: 'Hand the cart over' }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/rentals/${id}$`))
  await checkout.getByLabel('Battery charge (%)').fill('95')
  await checkout.getByRole('button', { name: 'Hand the cart over' }).click()
  await expect(page.getByText('Handed over: the cart is out with the renter.')).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: 'Overdue' })).toContainText(
    'It stays unavailable until it is checked in.',
  )
  const photo = page.getByRole('img', { name: 'Condition at check-out, view 1' })
  await expect(photo).toBeVisible()
  // the photo is served to staff only, re-encoded without its GPS block
  const src = (await photo.getAttribute('src')) ?? ''
  const served = await page.request.get(`${site}${src}`)
  expect(served.status()).toBe(200)
  expect(served.headers()['cache-control']).toBe('private, no-store')
  expect((await served.body()).includes(Buffer.from(gpsMarker))).toBe(false)
  const anonymous = await fetch(`${site}${src}`, { redirect: 'manual' })
  expect(anonymous.status).not.toBe(200)

  // 2. check-in: two hours after the end, a $50 cleaning fee, the deposit applied
  const checkin = page.getByRole('form', { name: 'Check in (take the cart back)' })
  await expectAccessible(page)
  // back this minute, which the schedule makes exactly two hours after the end
  const returned = await dueBackTwoHoursAgo(id)
  const dueBack = new Date(returned.getTime() - 2 * 3_600_000)
  await page.reload()
  await waitForHydration(page)
  await checkin
    .getByLabel('Returned at (Eastern time)')
    .fill(localInputValue(returned, business.timeZone))
  await checkin.getByLabel('Battery charge (%)').fill('30')
  await checkin.getByLabel('Hour meter (hours)').fill('131')
  await checkin.getByLabel(/^Cleaning \(sand, mud, spills, litter\)/).check()
  await checkin.getByLabel('Amount ($50 to $150)').fill('50')
  await checkin.getByLabel('Note for cleaning').fill('Mud on the floor mats')
  await shoot(page, '2-check-in-form')
  await checkin.getByRole('button', { name: 'Check the cart in and send the statement' }).click()
  await expect(
    page.getByText('Checked in; the final statement is stored and e-mailed to the renter.'),
  ).toBeVisible()
  const statement = page.getByRole('table', { name: 'Final statement' })
  await expect(statement).toContainText('Late return: 2 hours started after the agreed end$50')
  await expect(statement).toContainText(
    'Cleaning (sand, mud, spills, litter): Mud on the floor mats$50',
  )
  await expect(statement).toContainText('Deposit taken (cash)$600')
  await expect(statement).toContainText('Deposit given back$500')
  await expectAccessible(page)
  await page.getByRole('heading', { name: 'Final statement' }).scrollIntoViewIfNeeded()
  await shoot(page, '3-statement')

  // 3. the statement reaches the renter's mailbox
  const toRenter = (mail: { to: string[] }) => mail.to.includes(renter.email)
  const [mail] = await smtp.waitFor(
    1,
    (m) => toRenter(m) && /statement/.test(m.header('subject') ?? ''),
  )
  expect(mail?.header('subject')).toMatch(/^Your rental statement - /)
  expect(mail?.text).toMatch(/Rent, \d+ days? \([^)]*\), paid at handover: \$\d/)
  expect(mail?.text).toContain('Late return: 2 hours started after the agreed end: $50')
  expect(mail?.text).toContain('Cleaning (sand, mud, spills, litter): Mud on the floor mats: $50')
  expect(mail?.text).toContain('Deposit taken (cash): $600')
  expect(mail?.text).toContain('Deposit applied to the charges: $100')
  expect(mail?.html).toContain('<li>Deposit given back: $500</li>')

  // 4. the day sheet: the return's line says what was charged, and the cart is to be readied
  await page.goto(`${site}/admin/rentals/day?day=${calendarDay(dueBack, business.timeZone)}`)
  await waitForHydration(page)
  const charged = page.getByRole('list', { name: 'Charged at the return' })
  await expect(charged).toContainText('Late return: 2 hours started after the agreed end: $50')
  await expect(charged).toContainText('Deposit applied to the charges: $100')
  const toReady = page.getByRole('region', { name: 'Carts to ready' })
  await expect(toReady).toContainText('Ready Utility no. 1: no rental booked on it yet')
  await expectAccessible(page)
  await page.screenshot({ path: `${numbers}/day-sheet-fees-desktop.png`, fullPage: true })
  await toReady.getByRole('button', { name: 'Mark ready' }).click()
  await expect(toReady.getByRole('status')).toContainText('Utility no. 1 is marked ready.')
  await expect(toReady).toContainText('Every cart back from a rental is charged and cleaned.')

  // 5. the dashboard counts the rental's days out and its rent and fees
  await page.goto(`${site}/admin`)
  await waitForHydration(page)
  const money = page.getByRole('figure', { name: /Rent and fees by cart type/ })
  await money.getByText('The numbers as a table').click()
  await expect(money.getByRole('row', { name: /Utility/ })).toContainText('$50')
  await expectAccessible(page)
  await page.getByRole('heading', { name: 'Rentals', level: 2 }).scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${numbers}/dashboard-rental-charts-desktop.png`, fullPage: true })
  await page.setViewportSize(phone)
  // the wide table scrolls inside its chart; the page itself keeps to the phone's width
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    phone.width,
  )
  await page.screenshot({ path: `${numbers}/dashboard-rental-charts-390.png`, fullPage: true })
})

/**
 * Moves the rental's scheduled end to two hours before the current minute
 * (the handover has happened; the return is typed to the minute) and
 * resolves to that minute, the return time.
 */
async function dueBackTwoHoursAgo(id: string): Promise<Date> {
  const returned = new Date(Math.floor(Date.now() / 60_000) * 60_000)
  await withDatabase(own.databaseUrl, (db) =>
    db
      .updateTable('rental_reservations')
      .set({ end_at: new Date(returned.getTime() - 2 * 3_600_000).toISOString() })
      .where('id', '=', id)
      .execute(),
  )
  return returned
}
