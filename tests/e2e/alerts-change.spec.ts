import { writeFileSync } from 'node:fs'

import { invitePath, withDatabase } from '#tests/support/admin.ts'
import { type MailedServer, startMailedServer } from '#tests/support/mailed-server.ts'
import type { ReceivedMail } from '#tests/support/smtp.ts'

import { acceptInvitation, expect, expectAccessible, test } from './fixtures'

/*
 * The alerts, finished: the owner sets the digests' hour, a buyer changes a
 * saved search in place on the manage page (a search without filters is
 * refused), the owner lowers a cart into the new range, the digest says so
 * and its photo loads in a page of another origin (as webmail shows it), and
 * the owner ends the alerts by pasting the subject of the mailto unsubscribe.
 */

const shots = '/tmp/shots/alerts-finish'
const buyer = `changer-${Date.now().toString(36)}@example.com`
const owner = {
  email: 'alerts.finish.owner@example.com',
  name: 'Olive Owner',
  password: 'orbit harbor quiet maple',
}
const cart = 'denago-rover-xxl-lifted-custom'

// the refused change (400) is part of the journey
test.use({ allowedConsoleErrors: /status of 400/ })

let own: MailedServer
test.beforeAll(async () => {
  own = await startMailedServer('alerts-change', { LEADS_POLL_SECONDS: '0.5' })
})
test.afterAll(() => own?.stop())

const toBuyer = (mail: ReceivedMail) => mail.to.includes(buyer)

test('a buyer changes a search in place, gets an honest digest at the owners’ hour, and the owner ends it from the mailto subject', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  const site = own.site

  // 1. the owner sends the digests at midnight, so this journey's digest is due at once
  await page.goto(`${site}${await invitePath(own.databaseUrl, owner.email, 'owner')}`)
  await acceptInvitation(page, owner)
  await page.goto(`${site}/admin/settings`)
  const hour = page.getByLabel('Send alert digests at')
  await expect(hour).toHaveValue('8')
  await hour.selectOption({ label: '12:00 AM' })
  await page.getByRole('button', { name: 'Save the digest hour' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'digests go out at 12:00 AM' }),
  ).toBeVisible()
  await expectAccessible(page)

  // 2. the buyer asks for Denago carts from $15,000 to $25,000 and confirms
  const buyerPage = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  await buyerPage.goto(`${site}/inventory?brand=denago&price=15k-25k`)
  await buyerPage.getByLabel('Your e-mail address').fill(buyer)
  await buyerPage.getByRole('button', { name: 'E-mail me new matches' }).click()
  await expect(buyerPage.getByRole('heading', { name: 'Check your inbox' })).toBeVisible()
  const [confirmation] = await own.smtp.waitFor(1, toBuyer)
  const confirmUrl = /https?:\/\/\S+\/alerts\/confirm\/[A-Za-z0-9_-]{43}/.exec(
    confirmation?.text ?? '',
  )?.[0]
  await buyerPage.goto(confirmUrl ?? '')
  await buyerPage.getByRole('button', { name: 'Confirm my alert' }).click()
  await expect(buyerPage.getByRole('heading', { name: 'Your cart alerts' })).toBeVisible()

  // 3. the change form, prefilled with the search
  await buyerPage.getByText('Change', { exact: true }).click()
  const change = buyerPage.getByRole('form', {
    name: 'Change: New carts matching: Denago, $15,000 - $25,000',
  })
  await expect(change.getByLabel('Brand')).toHaveValue('denago')
  await expect(change.getByLabel('Price')).toHaveValue('15k-25k')
  await expectAccessible(buyerPage)
  await buyerPage.screenshot({ path: `${shots}/manage-change-form.png`, fullPage: true })
  // without any filter: refused, nothing stored
  await change.getByLabel('Brand').selectOption('')
  await change.getByLabel('Price').selectOption('')
  await change.getByRole('button', { name: 'Save the search' }).click()
  await expect(buyerPage.getByRole('alert')).toContainText('Choose at least one filter')
  await expectAccessible(buyerPage)
  // Denago under $15,000, saved without JavaScript's help (a plain form post)
  const again = buyerPage.getByRole('form', {
    name: 'Change: New carts matching: Denago, $15,000 - $25,000',
  })
  await again.getByLabel('Brand').selectOption('denago')
  await again.getByLabel('Price').selectOption('under-15k')
  await again.getByRole('button', { name: 'Save the search' }).click()
  await expect(buyerPage.getByRole('status')).toContainText('Your search is changed.')
  await expect(buyerPage.getByText('New carts matching: Denago, Under $15,000')).toBeVisible()
  await expectAccessible(buyerPage)

  // 4. the owner lowers the custom Rover from $26,995 into the new range
  await page.goto(`${site}/admin/inventory/${cart}`)
  await page.getByRole('spinbutton', { name: 'Price (whole dollars)' }).fill('14995')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Changes saved.')).toBeVisible()

  // 5. the digest: an honest reason, the mailto carrying the link's secret
  const [digest] = await own.smtp.waitFor(1, (m) => toBuyer(m) && m !== confirmation, 30_000)
  expect(digest?.header('subject')).toBe(
    'Price drop: Denago Rover XXL Lifted Custom - Keystone Electric Golf Carts',
  )
  expect(digest?.text).toContain(
    'Denago Rover XXL Lifted Custom: $14,995\nPrice dropped into your range: now $14,995',
  )
  const unsubscribe = digest?.header('list-unsubscribe') ?? ''
  const mailtoSubject = decodeURIComponent(
    /<mailto:[^?]+\?subject=([^>]+)>/.exec(unsubscribe)?.[1] ?? '',
  )
  expect(mailtoSubject).toMatch(/^Unsubscribe [A-Za-z0-9_-]{43}$/)
  writeFileSync(`${shots}/digest-headers.txt`, (digest?.raw ?? '').split(/\r?\n\r?\n/)[0] ?? '')
  // shown as webmail shows it: in a page of another origin, loading the image from ours
  const mailPage = await browser.newPage({ viewport: { width: 700, height: 900 } })
  await mailPage.setContent(digest?.html ?? '')
  const image = mailPage.getByRole('img', { name: 'Denago Rover XXL Lifted Custom' })
  await expect(image).toHaveJSProperty('complete', true)
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  await mailPage.screenshot({ path: `${shots}/digest-email.png`, fullPage: true })
  await mailPage.close()

  // 6. the buyer's mailto arrives in the dealer's inbox: the owner pastes its subject
  await page.goto(`${site}/admin/alerts`)
  await page.getByLabel('Paste the subject of an unsubscribe e-mail').fill('not a subject')
  await page.getByRole('button', { name: 'End these alerts' }).click()
  await expect(page.getByRole('alert').first()).toContainText('not the subject of an unsubscribe')
  await page.getByLabel('Paste the subject of an unsubscribe e-mail').fill(mailtoSubject)
  await page.getByRole('button', { name: 'End these alerts' }).click()
  await expect(page.getByRole('status').first()).toContainText(
    'Done: if that code belonged to alerts',
  )
  await expectAccessible(page)
  const left = await withDatabase(own.databaseUrl, (db) =>
    db.selectFrom('alert_subscriptions').select('id').where('email', '=', buyer).execute(),
  )
  expect(left).toEqual([])
  await buyerPage.close()
})
