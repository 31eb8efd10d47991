import type { Page } from '@playwright/test'

import { invitePath } from '#tests/support/admin.ts'
import type { MailedServer, PayingServer } from '#tests/support/mailed-server.ts'
import { startPayingServer } from '#tests/support/mailed-server.ts'
import { phoneJpeg } from '#tests/support/photos.ts'

import { acceptInvitation, expect, expectAccessible, test, waitForHydration } from './fixtures'

/*
 * One service job from the customer's phone to the cart back (390 x 844):
 * mobile service booked with a photo on /services/book; staff check the cart
 * in, diagnose and send an estimate; the customer approves it on the phone;
 * staff mark it ready and the invoice is e-mailed; the customer pays it on
 * Stripe's page (the local Stripe); staff see it paid and hand the cart
 * back; the dashboard counts the job, its approval and its revenue. Each
 * screen is scanned by axe.
 */

const phone = { width: 390, height: 844 }
test.use({
  viewport: phone,
  hasTouch: true,
  isMobile: true,
  // the local Stripe answers the hosted page's favicon request as an API call without a key: 401
  allowedConsoleErrors: /status of 401 \(Unauthorized\)/,
})

const staff = {
  email: 'service.desk@example.com',
  name: 'Sam Service',
  password: 'harbor lantern cobble mint',
}
const customer = 'dana.journey@example.com'

let paying: PayingServer
let own: MailedServer
test.beforeAll(async () => {
  paying = await startPayingServer('service-journey')
  own = paying.own
})
test.afterAll(() => paying?.stop())

async function bookMobileService(page: Page) {
  await page.goto(`${own.site}/services/book`)
  await waitForHydration(page)
  await page.getByRole('radio', { name: /Mobile service at your address/ }).check()
  await page.getByLabel('Your town (for a pickup or mobile service)').fill('Milford')
  await page.getByRole('button', { name: 'Show free times' }).click()
  await expect(page.getByText('Mobile service fee to Milford: $79')).toBeVisible()
  await page.getByLabel('Service', { exact: true }).selectOption({ label: 'Battery service' })
  await page
    .getByLabel('What is wrong, in your words')
    .fill('The cart stops after ten minutes of driving.')
  await page.getByLabel('Brand', { exact: true }).fill('Evolution')
  await page.getByLabel('Model', { exact: true }).fill('Classic 4 Plus')
  await page.getByLabel('Battery', { exact: true }).selectOption({ label: 'Lithium' })
  await page.getByLabel('Street address').fill('12 Harford Street')
  await page.getByLabel('ZIP code').fill('18337')
  const free = page.locator('select[name="slot"] option:not([disabled]):not([value=""])')
  await page
    .getByLabel('Window', { exact: true })
    .selectOption((await free.first().getAttribute('value')) ?? '')
  await page.getByLabel('First name').fill('Dana')
  await page.getByLabel('Last name').fill('Journey')
  await page.getByLabel('E-mail').fill(customer)
  await page.getByLabel('Phone', { exact: true }).fill('570-555-0199')
  await page
    .getByLabel('Photos (up to 5)')
    .setInputFiles([
      { name: 'cart.jpg', mimeType: 'image/jpeg', buffer: await phoneJpeg(1200, 900) },
    ])
  await page.getByRole('button', { name: 'Book the visit' }).click()
  await expect(page).toHaveURL(/\/service\/[A-Za-z0-9_-]{32}$/)
  await expect(page.getByRole('heading', { name: 'Now: Booked' })).toBeVisible()
  return page.url()
}

test('a mobile service booked, approved on the phone, paid on Stripe’s page and handed back', async ({
  page,
  browser,
  consoleErrors,
}, testInfo) => {
  test.setTimeout(240_000)
  const shot = (name: string, on: Page) =>
    on.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true })

  // 1. the customer books on the phone
  const jobPage = await bookMobileService(page)
  await expectAccessible(page)
  await shot('1-booked', page)
  await own.smtp.waitFor(1, (mail) => mail.to.includes(customer))

  // 2. staff, on a phone too: check in, diagnose, one estimate line, send it
  const staffContext = await browser.newContext({ viewport: phone, hasTouch: true, isMobile: true })
  const desk = await staffContext.newPage()
  desk.on('pageerror', (error) => consoleErrors.push(`staff: ${error.message}`))
  await desk.goto(`${own.site}${await invitePath(own.databaseUrl, staff.email, 'staff')}`)
  await waitForHydration(desk)
  await acceptInvitation(desk, staff)
  await desk.goto(`${own.site}/admin/service`)
  await desk
    .getByRole('region', { name: /^Booked/ })
    .getByRole('link', { name: 'Dana Journey' })
    .click()
  await expect(desk.getByRole('img', { name: /1 of 1/ })).toBeVisible()
  await desk.getByRole('button', { name: 'Check in' }).click()
  await expect(desk.getByText('Now: Checked in')).toBeVisible()
  await desk.getByRole('button', { name: 'Start diagnosis' }).click()
  await expect(desk.getByText('Now: Diagnosing')).toBeVisible()
  const addLine = desk.getByRole('form', { name: 'Add a line to the estimate' })
  await addLine.getByLabel('Description').fill('Battery management system reset and test')
  await addLine.getByLabel('Hours').fill('1.5')
  await addLine.getByRole('button', { name: 'Add the line' }).click()
  // 1.5 h at $155 = $232.50, the Milford mobile fee $79, 6% tax on both ($18.69)
  const estimate = desk.getByRole('table', { name: 'Estimate version 1' })
  await expect(estimate).toContainText('$232.50')
  await expect(estimate).toContainText('$330.19')
  await desk.getByRole('button', { name: /^Send for approval/ }).click()
  await expect(desk.getByText('Now: Waiting for approval')).toBeVisible()
  await expectAccessible(desk)
  await shot('2-staff-estimate-sent', desk)

  // 3. the customer approves from the e-mailed link, on the phone
  const [sent] = await own.smtp.waitFor(1, (mail) => /Your estimate/.test(mail.header('subject')))
  // the link is the job's page, which shows the estimate
  expect(sent?.text).toContain(jobPage)
  await page.goto(jobPage)
  const offer = page.getByRole('region', { name: 'Your estimate' })
  await expect(offer.getByRole('row', { name: /Total/ })).toContainText('$330.19')
  await expectAccessible(page)
  await shot('3-customer-estimate', page)
  await offer.getByLabel('Your full name').fill('Dana Journey')
  await offer.getByRole('button', { name: 'Approve $330.19' }).click()
  await page.waitForURL(jobPage)
  await expect(page.getByRole('heading', { name: 'Now: In repair' })).toBeVisible()

  // 4. staff mark it ready: the invoice is e-mailed
  await desk.reload()
  await expect(desk.getByText('Now: In repair')).toBeVisible()
  await desk.getByRole('button', { name: 'Mark ready' }).click()
  await expect(desk.getByText('Now: Ready')).toBeVisible()
  await own.smtp.waitFor(1, (mail) => /is ready: \$330\.19 due/.test(mail.header('subject')))

  // 5. the customer pays on Stripe's page and comes back to the paid invoice
  await page.goto(jobPage)
  await page.getByRole('button', { name: 'Pay $330.19 online' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Pay /)
  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await page.getByLabel('Expiration (MM / YY)').fill('12 / 34')
  await page.getByLabel('CVC').fill('123')
  await page.getByRole('button', { name: 'Pay' }).click()
  await expect(page.getByRole('status').filter({ hasText: /^Paid on / })).toBeVisible()
  await expectAccessible(page)
  await shot('4-customer-paid', page)
  await own.smtp.waitFor(1, (mail) => /^Paid: \$330\.19/.test(mail.header('subject')))

  // 6. staff see the payment in the job's ledger and hand the cart back
  await desk.reload()
  await expect(desk.getByRole('button', { name: /^Record .* paid$/ })).toHaveCount(0)
  await expect(desk.getByText('Card charged').first()).toBeVisible()
  await desk.getByRole('button', { name: 'Picked up or delivered' }).click()
  await expect(desk.getByText('Now: Picked up or delivered')).toBeVisible()
  await expectAccessible(desk)
  await shot('5-staff-collected', desk)

  // 7. the dashboard counts the job booked, the estimate approved and the revenue
  await desk.setViewportSize({ width: 1280, height: 900 })
  await desk.goto(`${own.site}/admin`)
  const service = desk.getByRole('region', { name: 'Service' })
  await expect(service.getByRole('figure', { name: /^Service jobs per week/ })).toContainText(
    '1 job this week',
  )
  await expect(service.getByRole('figure', { name: /^Estimate approval rate/ })).toContainText(
    '1 approved of 1 estimate sent',
  )
  await expect(service.getByRole('figure', { name: /^Median repair time/ })).toContainText(
    '1 of 1 repair',
  )
  await expect(service.getByRole('figure', { name: /^Service revenue per month/ })).toContainText(
    '$330.19 over the last 6 months',
  )
  await expectAccessible(desk)
  await service.screenshot({ path: testInfo.outputPath('6-dashboard-service.png') })
  await staffContext.close()
})
