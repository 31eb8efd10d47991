import { business } from '#app/kernel/dealer/business.ts'
import { addDays, calendarDay } from '#app/kernel/zoned-time.ts'

import { expect, expectAccessible, screenshots, signIn, test, waitForHydration } from './fixtures'
import { jsonLdNodes, jsonLdTypes } from './html-scan'

/*
 * An owner closes the showrooms tomorrow and shortens Saturday on
 * /admin/hours (desktop and phone, scanned for accessibility); the public
 * contact page and the footer say so, and on a day that is closed the
 * contact page says that too.
 */

const run = Date.now().toString(36)
const person = {
  email: `hours-${run}@example.com`,
  name: 'Harper Hours',
  password: 'harbor lantern cobble mint',
}

test('an owner adds a closure and changes Saturday; the public pages follow', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  const shot = screenshots(page, testInfo)
  const today = calendarDay(new Date(), business.timeZone)
  const tomorrow = addDays(today, 1)
  await signIn(page, person, 'owner')

  await page.getByRole('link', { name: 'Hours', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hours and closures')
  await waitForHydration(page)
  await expectAccessible(page)

  const closure = page.getByRole('form', { name: 'Add a closure or special hours' })
  await closure.getByLabel('First day').fill(tomorrow)
  await closure.getByLabel('Note for visitors').fill('Staff training day')
  await closure.getByRole('button', { name: 'Add' }).click()
  await expect(page.getByRole('status')).toHaveText(/^Added:/)
  const tomorrowText = new Date(`${tomorrow}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'short',
    day: 'numeric',
  })
  await expect(page.getByText(`Closed ${tomorrowText}: Staff training day`)).toBeVisible()

  const showroom = page.getByRole('form', { name: 'Showroom & Sales Hours' })
  await showroom.getByLabel('Saturday closes').fill('13:00')
  await showroom.getByLabel('Saturday opens').fill('09:30')
  await showroom.getByRole('button', { name: 'Save showroom & sales hours' }).click()
  await expect(page.getByRole('status')).toHaveText(/^Hours saved/)
  await expect(showroom.getByLabel('Saturday closes')).toHaveValue('13:00')

  // a closing time before the opening is refused with its message, by the browser: nothing is sent
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url())
  })
  await showroom.getByLabel('Monday closes').fill('08:00')
  await showroom.getByRole('button', { name: 'Save showroom & sales hours' }).click()
  await expect(page.getByRole('alert')).toContainText(
    'Monday: the closing time must be after the opening time.',
  )
  expect(posts).toEqual([])
  await expectAccessible(page)
  await shot('admin-hours-desktop.png')
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/admin/hours')
  await waitForHydration(page)
  await expectAccessible(page)
  await shot('admin-hours-390.png')
  await page.setViewportSize({ width: 1280, height: 900 })

  await page.goto('/contact')
  const footer = page.getByRole('contentinfo')
  await expect(footer).toContainText('Saturday: 9:30 AM - 1:00 PM')
  await expect(footer).toContainText(`Closed ${tomorrowText}: Staff training day`)
  const main = page.locator('main')
  await expect(main).toContainText('9:30 AM - 1:00 PM')
  await expect(main).toContainText(`Closed ${tomorrowText}: Staff training day`)
  // the dealer's structured data carries the closure as schema.org special opening hours
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
  const dealer = jsonLd
    .flatMap((text) => jsonLdNodes(JSON.parse(text)))
    .find((node) => jsonLdTypes(node).includes('AutoDealer'))
  expect(dealer?.openingHours).toEqual(['Mo-Fr 09:00-17:00', 'Sa 09:30-13:00'])
  expect(dealer?.specialOpeningHoursSpecification).toEqual([
    {
      '@type': 'OpeningHoursSpecification',
      validFrom: tomorrow,
      validThrough: tomorrow,
      opens: '00:00',
      closes: '00:00',
    },
  ])

  // today closed too: the contact page says so
  await page.goto('/admin/hours')
  await waitForHydration(page)
  await closure.getByLabel('First day').fill(today)
  await closure.getByLabel('Note for visitors').fill('Thanksgiving')
  await closure.getByRole('button', { name: 'Add' }).click()
  await expect(page.getByRole('status')).toHaveText(/^Added:/)
  await page.goto('/contact')
  await expect(main).toContainText('Closed today: Thanksgiving')
  await expect(footer).toContainText('Closed today: Thanksgiving')
  await shot('contact-during-closure.png')
})
