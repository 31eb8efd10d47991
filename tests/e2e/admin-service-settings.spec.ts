import { expect, expectAccessible, screenshots, signIn, test, waitForHydration } from './fixtures'

/*
 * An owner on a phone takes Tuesday's mobile visits off the booking page
 * at Service capacity and raises a zone's fee: a wrong number is named with
 * nothing saved; once saved, the public booking page offers no Tuesday
 * window and shows the new fee.
 */

const run = Date.now().toString(36)
const person = {
  email: `capacity-${run}@example.com`,
  name: 'Casey Capacity',
  password: 'meadow lantern copper tide',
}

test.use({
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  // the refused save is answered 400
  allowedConsoleErrors: /Failed to load resource: the server responded with a status of 400/,
})

test('an owner changes the service capacity and a zone fee; the booking page follows', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000)
  const shot = screenshots(page, testInfo)
  await signIn(page, person, 'owner')
  await page.goto('/admin/service/settings')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Service capacity and fees')
  await waitForHydration(page)

  const tuesday = page.getByRole('group', { name: 'Tuesday' })
  await tuesday.getByLabel('Mobile visits a window', { exact: true }).fill('1')
  await tuesday.getByLabel('Mobile visits a window, of them online').fill('3')
  await page.getByRole('button', { name: 'Save capacity and fees' }).click()
  await expect(page.getByRole('alert').first()).toContainText(
    'Tuesday, Mobile visits a window online: A whole number from 0 to the 1 places',
  )
  await shot('settings-refused.png')
  await expectAccessible(page)

  await tuesday.getByLabel('Mobile visits a window, of them online').fill('0')
  const farther = page.getByRole('group', { name: /^Farther out/ })
  await farther.getByLabel('Mobile fee ($)').fill('135')
  await page.getByRole('button', { name: 'Save capacity and fees' }).click()
  await expect(
    page.getByText('Saved: the booking page offers the new places and fees.'),
  ).toBeVisible()
  await expect(tuesday.getByLabel('Mobile visits a window, of them online')).toHaveValue('0')
  await shot('settings-saved.png')
  await expectAccessible(page)

  await page.goto('/services/book?visit=mobile&town=Carbondale')
  await expect(page.getByText('Mobile service fee to Carbondale: $135')).toBeVisible()
  const days = await page
    .locator('select[name="slot"] option[value*="@"]')
    .evaluateAll((options) =>
      options.map((o) =>
        new Date(`${(o as HTMLOptionElement).value.slice(0, 10)}T12:00:00Z`).getUTCDay(),
      ),
    )
  expect(days.length).toBeGreaterThan(0)
  expect(days).not.toContain(2)
})
