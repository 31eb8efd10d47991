import { business } from '#app/kernel/dealer/business.ts'
import { icsTime } from '#app/kernel/ics.ts'
import { instantInZone } from '#app/kernel/zoned-time.ts'
import { invitePath } from '#tests/support/admin.ts'
import { type MailedServer, startMailedServer } from '#tests/support/mailed-server.ts'

import { acceptInvitation, expect, expectAccessible, test, waitForHydration } from './fixtures'

/*
 * The whole of an online rental on a phone: a renter goes from Milford's
 * RESERVE TODAY to a reservation request, staff confirm it in the back
 * office, the renter's e-mails (the confirmation with its calendar file)
 * arrive at a real SMTP server, and the reservation's page says confirmed.
 *
 * The shared e2e servers send no mail (the back-office specs read the queued
 * e-mails from their database, which a sent message no longer holds), so this
 * journey starts a server of its own, with a fresh database and SMTP_URL
 * pointing at a test mail server inside this worker.
 */

const phone = { width: 390, height: 844 }
const shots = 'test-results/rental-journey'
const renter = {
  firstName: 'Jordan',
  lastName: 'Journey',
  email: `jordan.journey-${Date.now().toString(36)}@example.com`,
}
const staff = {
  email: 'journey.staff@example.com',
  name: 'Jamie Staff',
  password: 'harbor lantern cobble mint',
}

test.use({ viewport: phone, hasTouch: true, isMobile: true })

let own: MailedServer
let site = ''
let smtp: MailedServer['smtp']
test.beforeAll(async () => {
  own = await startMailedServer('journey')
  site = own.site
  smtp = own.smtp
})

test.afterAll(() => own?.stop())

/** An iCalendar file's lines with their folding undone (RFC 5545, section 3.1). */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '')

test('a phone renter reserves from RESERVE TODAY, staff confirm, the e-mail brings the calendar file', async ({
  page,
  browser,
  consoleErrors,
}) => {
  // a server started for this test, two browser sessions, four pages scanned by axe
  test.setTimeout(240_000)

  // 1. the renter: the town's rental page, RESERVE TODAY on a six-seater, the form
  await page.goto(`${site}/rentals/milford`)
  await waitForHydration(page)
  await page.screenshot({ path: `${shots}/1-town-page.png`, fullPage: true })
  await page.getByRole('link', { name: 'Reserve today: 6-Seater Golf Cart, 3-Day Rental' }).click()
  await expect(page).toHaveURL(/\/rentals\/reserve\?type=six-seater&plan=three-day&town=milford$/)
  await waitForHydration(page)
  await expect(page.getByLabel('Cart', { exact: true })).toHaveValue('six-seater')
  await expect(page.getByLabel('Town (for delivery)')).toHaveValue('milford')
  const days = Number(await page.getByLabel('Days (24 hours each)').inputValue())
  expect(days).toBe(3)

  await page.getByRole('button', { name: 'Next month' }).click()
  const free = page.getByRole('button', { name: /, free$/ }).first()
  await free.click()
  await expect(free).toHaveAttribute('aria-pressed', 'true')
  const startDay = await page.getByLabel('Start day', { exact: true }).inputValue()
  expect(startDay).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  await page.getByLabel('Handover time', { exact: true }).selectOption('10:00')
  // the dealer's wall clock, as the form means it; the calendar file speaks UTC
  const start = instantInZone(`${startDay}T10:00`, business.timeZone)
  if (!start) throw new Error(`no instant for ${startDay} 10:00`)
  const end = new Date(start.getTime() + days * 86_400_000)

  await page.getByLabel('Street address (for delivery)').fill('12 Harford Street')
  await page.getByLabel('Where we leave the cart (for delivery)').fill('By the garage')
  await page.getByLabel(/The path to where the cart goes/).check()
  await page.getByLabel('First name', { exact: true }).fill(renter.firstName)
  await page.getByLabel('Last name', { exact: true }).fill(renter.lastName)
  await page.getByLabel('Email', { exact: true }).fill(renter.email)
  await page.getByLabel('Phone', { exact: true }).fill('570-555-0142')
  await page.getByLabel('I am 18 or older').check()
  await page.getByLabel(/I accept the/).check()
  await expect(page.getByRole('region', { name: 'Your quote' })).toContainText('Rent, 3 days')
  await page.screenshot({ path: `${shots}/2-reserve-form.png`, fullPage: true })

  await page.getByRole('button', { name: 'Send my reservation request' }).click()
  await expect(page).toHaveURL(/\/rentals\/reservation\/[\w-]{40,}$/)
  const reservationUrl = page.url()
  expect(reservationUrl.startsWith(`${site}/rentals/reservation/`)).toBe(true)
  await expect(
    page.getByRole('heading', { name: 'Status: Request received: waiting for our confirmation' }),
  ).toBeVisible()
  const quote = page.getByRole('region', { name: 'Your quote' })
  await expect(quote).toContainText('Rent, 3 days')
  await expect(quote).toContainText('Delivery to Milford')
  await expect(quote).toContainText('Due at handover')
  await waitForHydration(page)
  await expectAccessible(page)
  await page.screenshot({ path: `${shots}/3-reservation-requested.png`, fullPage: true })

  // the renter hears at once that the request arrived (the shop's own notice goes elsewhere)
  const toRenter = (mail: { to: string[] }) => mail.to.includes(renter.email)
  const [received] = await smtp.waitFor(1, toRenter)
  expect(received?.header('subject')).toMatch(/^We received your reservation request/)
  expect(received?.text).toContain(reservationUrl)
  expect(received?.attachments).toEqual([])

  // 2. staff, on a phone of their own, find the request and confirm it
  const staffContext = await browser.newContext({
    baseURL: site,
    viewport: phone,
    hasTouch: true,
    isMobile: true,
  })
  const staffPage = await staffContext.newPage()
  staffPage.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`staff: ${message.text()}`)
  })
  staffPage.on('pageerror', (error) => consoleErrors.push(`staff: ${error.message}`))
  try {
    await staffPage.goto(await invitePath(own.databaseUrl, staff.email, 'staff'))
    await waitForHydration(staffPage)
    await acceptInvitation(staffPage, staff)

    await staffPage.goto('/admin/rentals/list')
    await expect(staffPage.getByRole('heading', { level: 1 })).toHaveText('Rental reservations')
    await waitForHydration(staffPage)
    const request = staffPage.getByRole('link', { name: `${renter.firstName} ${renter.lastName}` })
    await expect(request).toBeVisible()
    await expectAccessible(staffPage)
    await staffPage.screenshot({ path: `${shots}/4-admin-rentals.png`, fullPage: true })

    await request.click()
    await expect(staffPage.getByRole('heading', { level: 1 })).toHaveText(
      `Reservation of ${renter.firstName} ${renter.lastName}`,
    )
    await waitForHydration(staffPage)
    await expectAccessible(staffPage)
    await staffPage.screenshot({ path: `${shots}/5-admin-reservation.png`, fullPage: true })
    await staffPage.getByRole('button', { name: 'Confirm the reservation' }).click()
    await expect(staffPage.getByText(/^Confirmed; the renter’s e-mail/)).toBeVisible()
    await expectAccessible(staffPage)
    await staffPage.screenshot({ path: `${shots}/6-admin-confirmed.png`, fullPage: true })
  } finally {
    await staffContext.close()
  }

  // 3. the confirmation reaches the mail server, with its calendar file
  const [, confirmation] = await smtp.waitFor(2, toRenter)
  expect(confirmation?.to).toEqual([renter.email])
  expect(confirmation?.header('subject')).toMatch(/^Your reservation is confirmed - /)
  expect(confirmation?.text).toContain(`Your reservation: ${reservationUrl}`)
  expect(confirmation?.attachments.map((a) => [a.filename, a.contentType])).toEqual([
    ['reservation.ics', 'text/calendar'],
  ])
  const ics = confirmation?.attachments[0]?.content ?? ''
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/)
  expect(ics).toMatch(/\r\nEND:VCALENDAR(\r\n)?$/)
  const event = /\r\nBEGIN:VEVENT\r\n([\s\S]*)\r\nEND:VEVENT\r\n/.exec(unfold(ics))?.[1] ?? ''
  const lines = event.split('\r\n')
  expect(lines).toContain(`DTSTART:${icsTime(start)}`)
  expect(lines).toContain(`DTEND:${icsTime(end)}`)
  expect(lines).toContain(`DESCRIPTION:Your reservation: ${reservationUrl}`)

  // 4. the renter's page now says confirmed
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Status: Confirmed' })).toBeVisible()
  await expect(page.getByText('Your rental is confirmed. See you at the handover.')).toBeVisible()
  await waitForHydration(page)
  await expectAccessible(page)
  await page.screenshot({ path: `${shots}/7-reservation-confirmed.png`, fullPage: true })
})
