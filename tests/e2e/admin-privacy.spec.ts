import { openDatabase } from '#app/kernel/.server/db/connection.ts'
import { erasedText } from '#app/privacy/privacy-request.ts'
import { seedLeads } from '#tests/support/leads.ts'
import { seedRentalRequest } from '#tests/support/rental-seed.ts'

import { adminDatabase, expect, expectAccessible, signIn, test, waitForHydration } from './fixtures'

/*
 * A visitor asks to be forgotten. An owner finds what is held about their
 * address from the settings page, sees it first, confirms, and is told what
 * was erased and which rental was kept because it is still to come; each
 * step scanned for accessibility.
 */

// the refused request answers 400, which the browser reports in its console
test.use({
  allowedConsoleErrors: /Failed to load resource: the server responded with a status of 400/,
})

const run = Date.now().toString(36)
const owner = {
  email: `privacy-${run}@example.com`,
  name: 'Parker Privacy',
  password: 'quartz meadow lantern pine',
}
const visitor = { firstName: `Jamie${run}`, email: `jamie-${run}@example.com` }

test('an owner forgets a person after seeing what is held', async ({ page }, testInfo) => {
  test.setTimeout(120_000)
  const database = adminDatabase()
  const db = openDatabase(database, { poolSize: 1 })
  const [leadId] = await seedLeads(db, [
    { received_at: new Date().toISOString(), first_name: visitor.firstName, email: visitor.email },
  ])
  await seedRentalRequest(database, { ...visitor, cartType: 'four-seater', daysAhead: 50 })
  await signIn(page, owner, 'owner')

  await page.goto('/admin/settings')
  await waitForHydration(page)
  await page.getByRole('link', { name: 'Privacy requests' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy requests')
  await waitForHydration(page)
  await expectAccessible(page)

  const field = page.getByLabel('E-mail or phone')
  await field.fill(`${visitor.firstName} Renter`)
  await page.getByRole('button', { name: 'Find their data' }).click()
  await expect(page.getByRole('alert').first()).toContainText(
    'Enter an e-mail address, or a phone number of 10 digits or more.',
  )
  await expectAccessible(page)

  await field.fill(visitor.email.toUpperCase())
  await page.getByRole('button', { name: 'Find their data' }).click()
  const preview = page.getByRole('region', { name: `What is held about ${visitor.email}` })
  await expect(
    preview.getByRole('row', { name: /^1 name, e-mail, phone and message/ }),
  ).toBeVisible()
  await expect(preview).toContainText('Kept: 1 rental not over yet')
  await expectAccessible(page)
  await page.screenshot({ path: testInfo.outputPath('privacy-preview.png'), fullPage: true })
  // nothing is erased before the owner confirms
  const lead = () =>
    db
      .selectFrom('contact_messages')
      .select('email')
      .where('id', '=', leadId!)
      .executeTakeFirstOrThrow()
  expect((await lead()).email).toBe(visitor.email)

  await preview.getByRole('button', { name: 'Erase their data' }).click()
  const done = page.getByRole('status').filter({ hasText: 'Erased' })
  await expect(done).toContainText(`about ${visitor.email}. The audit log records the request`)
  await expect(done).toContainText('Kept: 1 rental not over yet')
  await expectAccessible(page)
  await page.screenshot({ path: testInfo.outputPath('privacy-done.png'), fullPage: true })
  expect((await lead()).email).toBe(erasedText)
  await db.destroy()
})
