import { localInputValue } from '#app/kernel/zoned-time.ts'
import { renterMailsTo, seedRentalRequest } from '#tests/support/rental-seed.ts'

import { adminDatabase, expect, expectAccessible, signIn, test, waitForHydration } from './fixtures'

/*
 * Two rental requests wait in the back office. A staff member confirms one
 * (its renter's e-mail carries the calendar entry and the link), moves its
 * dates, and declines the other with a reason; on a desktop and on a phone,
 * each page scanned for accessibility.
 */

const run = Date.now().toString(36)
const person = {
  email: `rentals-${run}@example.com`,
  name: 'Reese Rentals',
  password: 'harbor lantern cobble mint',
}
const avery = { firstName: `Avery${run}`, email: `avery-${run}@example.com` }
const blake = { firstName: `Blake${run}`, email: `blake-${run}@example.com` }

test('staff confirm a rental request, change its dates and decline another', async ({ page }) => {
  test.setTimeout(120_000)
  const database = adminDatabase()
  await seedRentalRequest(database, { ...avery, cartType: 'utility', daysAhead: 40 })
  await seedRentalRequest(database, { ...blake, cartType: 'six-seater', daysAhead: 40 })
  await signIn(page, person, 'staff')

  await page.getByRole('link', { name: /^Rentals/ }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rental calendar')
  await page
    .getByRole('navigation', { name: 'Rentals' })
    .getByRole('link', { name: 'Reservations' })
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rental reservations')
  await waitForHydration(page)
  await expect(page.getByRole('link', { name: `${blake.firstName} Renter` })).toBeVisible()
  await expectAccessible(page)

  await page.getByRole('link', { name: `${avery.firstName} Renter` }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Reservation of ${avery.firstName} Renter`,
  )
  await waitForHydration(page)
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Confirm the reservation' }).click()
  await expect(page.getByText(/^Confirmed; the renter’s e-mail/)).toBeVisible()

  const [confirmation] = await renterMailsTo(database, avery.email)
  expect(confirmation?.subject).toMatch(/^Your reservation is confirmed/)
  expect(confirmation?.text).toMatch(/\/rentals\/reservation\/\S+/)
  const ics = confirmation?.calendar?.content ?? ''
  expect(confirmation?.calendar?.filename).toBe('reservation.ics')
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/)
  expect(ics).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/)

  // a week later, same length
  const start = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 47 * 86_400_000)
  const end = new Date(start.getTime() + 3 * 86_400_000)
  await page.getByLabel('Start (Eastern time)').fill(localInputValue(start, 'America/New_York'))
  await page.getByLabel('End (Eastern time)').fill(localInputValue(end, 'America/New_York'))
  await page.getByRole('button', { name: 'Change the reservation' }).click()
  await expect(page.getByText(/^Changed; the renter is e-mailed/)).toBeVisible()
  const history = page.getByRole('region', { name: 'History' }).getByRole('listitem')
  await expect(history).toHaveCount(3)
  await expect(history.nth(1)).toContainText(`Confirmed`)
  await expect(history.nth(2)).toContainText('Changed to')
  await expect(history.nth(2)).toContainText(person.email)
  expect((await renterMailsTo(database, avery.email)).map((m) => m.subject)).toEqual([
    expect.stringMatching(/^Your reservation is confirmed/),
    expect.stringMatching(/^Your reservation has changed/),
  ])
  await expectAccessible(page)

  // on a phone
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/admin/rentals/list')
  await waitForHydration(page)
  await page.getByRole('link', { name: `${blake.firstName} Renter` }).click()
  await waitForHydration(page)
  await page
    .getByLabel('Why (the renter reads it)')
    .first()
    .fill('Both six-seaters are out that week.')
  await page.getByRole('button', { name: 'Decline the request' }).click()
  await expect(page.getByText(/^Declined; the renter is told why/)).toBeVisible()
  await expectAccessible(page)
  const [declined] = await renterMailsTo(database, blake.email)
  expect(declined?.text).toContain('Both six-seaters are out that week.')

  await page.goto('/admin/rentals/list?status=all')
  await waitForHydration(page)
  await expect(page.getByRole('list', { name: 'Reservations' })).toContainText('Declined')
  await expectAccessible(page)
})
