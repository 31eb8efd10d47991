import { writeFileSync } from 'node:fs'

import type { Page } from '@playwright/test'

import { invitePath, withDatabase } from '#tests/support/admin.ts'
import { type MailedServer, startMailedServer } from '#tests/support/mailed-server.ts'
import type { ReceivedMail } from '#tests/support/smtp.ts'

import { acceptInvitation, expect, expectAccessible, test } from './fixtures'

/*
 * A buyer's alert from start to end: the buyer asks from the inventory for
 * Denago carts from $15,000 to $25,000, confirms from the e-mail the test
 * mail server caught, the owner lowers the custom Rover into that range, the
 * digest arrives with its unsubscribe headers, and the one-click unsubscribe
 * (a POST with no cookie, as a mail provider sends it) stops the next one.
 * The journey has its own server (fresh database, mail to a test server),
 * its scheduler passing every half second.
 */

const shots = '/tmp/shots/alerts'
const phone = { width: 390, height: 844 }
const buyer = `buyer-${Date.now().toString(36)}@example.com`
const owner = {
  email: 'alerts.owner@example.com',
  name: 'Olive Owner',
  password: 'orbit harbor quiet maple',
}
const cart = 'denago-rover-xxl-lifted-custom'

// the refused form (400) and the used confirmation link (404) are part of the journey
test.use({ allowedConsoleErrors: /status of (400|404)/ })

let own: MailedServer
test.beforeAll(async () => {
  own = await startMailedServer('alerts', { LEADS_POLL_SECONDS: '0.5' })
})
test.afterAll(() => own?.stop())

const toBuyer = (mail: ReceivedMail) => mail.to.includes(buyer)
const linkIn = (mail: ReceivedMail | undefined, path: string) =>
  new RegExp(`https?://[^\\s]+${path}/[A-Za-z0-9_-]{43}`).exec(mail?.text ?? '')?.[0] ?? ''

async function setPrice(page: Page, price: string) {
  await page.goto(`${own.site}/admin/inventory/${cart}`)
  await page.getByRole('spinbutton', { name: 'Price (whole dollars)' }).fill(price)
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Changes saved.')).toBeVisible()
}

test('a buyer subscribes from the inventory, confirms, gets the digest of a price drop and unsubscribes in one click', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  const site = own.site

  // 1. the inventory, filtered: Denago from $15,000 to $25,000 (nothing yet)
  await page.goto(`${site}/inventory?brand=denago&price=15k-25k`)
  const form = page.getByRole('form', { name: 'E-mail me new matches' })
  await expect(form).toBeVisible()
  await expectAccessible(page)
  // without a filter the alert is refused, and nothing is stored
  await page.goto(`${site}/inventory`)
  await page.getByLabel('Your e-mail address').fill(buyer)
  await page.getByRole('button', { name: 'E-mail me new matches' }).click()
  await expect(page.getByRole('alert')).toContainText('Choose at least one filter')
  await expectAccessible(page)
  await page.goto(`${site}/inventory?brand=denago&price=15k-25k`)
  await form.scrollIntoViewIfNeeded()
  await form.screenshot({ path: `${shots}/subscribe-form.png` })
  await page.getByLabel('Your e-mail address').fill(buyer)
  await page.getByRole('button', { name: 'E-mail me new matches' }).click()
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible()
  await expectAccessible(page)

  // 2. the confirmation e-mail, and its link
  const [confirmation] = await own.smtp.waitFor(1, toBuyer)
  expect(confirmation?.header('subject')).toBe(
    'Confirm your cart alert - Keystone Electric Golf Carts',
  )
  expect(confirmation?.text).toContain('New carts matching: Denago, $15,000 - $25,000')
  const confirmUrl = linkIn(confirmation, '/alerts/confirm')
  await page.goto(confirmUrl)
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Confirm my alert' }).click()
  await expect(page.getByRole('heading', { name: 'Your cart alerts' })).toBeVisible()
  await expect(page.getByText('Your alert is confirmed.')).toBeVisible()
  await expect(page.getByText('New carts matching: Denago, $15,000 - $25,000')).toBeVisible()
  await expectAccessible(page)
  await page.setViewportSize(phone)
  await page.screenshot({ path: `${shots}/manage-390.png`, fullPage: true })
  // the link works once
  await page.goto(confirmUrl)
  await expect(page.getByRole('alert')).toContainText('This confirmation link is not valid')

  // 3. the owner lowers the custom Rover from $26,995 into the range
  await page.goto(`${site}${await invitePath(own.databaseUrl, owner.email, 'owner')}`)
  await acceptInvitation(page, owner)
  // digests go out at the owners' hour: midnight, so this one is due whenever the journey runs
  await page.goto(`${site}/admin/settings`)
  await page.getByLabel('Send alert digests at').selectOption({ label: '12:00 AM' })
  await page.getByRole('button', { name: 'Save the digest hour' }).click()
  await expect(page.getByText('digests go out at 12:00 AM')).toBeVisible()
  await setPrice(page, '24995')

  // 4. the digest arrives, with its one-click unsubscribe
  const [digest] = await own.smtp.waitFor(1, (m) => toBuyer(m) && m !== confirmation, 30_000)
  expect(digest?.header('subject')).toBe(
    'Price drop: Denago Rover XXL Lifted Custom - Keystone Electric Golf Carts',
  )
  const unsubscribe = digest?.header('list-unsubscribe') ?? ''
  expect(unsubscribe).toMatch(
    /^<http:\/\/localhost:\d+\/alerts\/unsubscribe\/[A-Za-z0-9_-]{43}>, <mailto:[^>]+>$/,
  )
  expect(digest?.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
  expect(digest?.text).toContain('Denago Rover XXL Lifted Custom: $24,995')
  expect(digest?.text).toContain('1200 Route 739, Lords Valley, PA 18428')
  expect(digest?.html).toMatch(/<img src="http:\/\/localhost:\d+\/[^"]+\.jpg"/)
  writeFileSync(`${shots}/digest-headers.txt`, (digest?.raw ?? '').split(/\r?\n\r?\n/)[0] ?? '')
  const mailPage = await browser.newPage({ viewport: { width: 700, height: 900 } })
  // shown from the site's origin: its images answer same-origin requests only
  await mailPage.goto(`${site}/robots.txt`)
  await mailPage.setContent(digest?.html ?? '')
  await expect(
    mailPage.getByRole('img', { name: 'Denago Rover XXL Lifted Custom' }),
  ).toHaveJSProperty('complete', true)
  await mailPage.screenshot({ path: `${shots}/digest-email.png`, fullPage: true })
  await mailPage.close()

  // 5. the back office counts it
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(`${site}/admin`)
  const counts = page.getByRole('region', { name: "Buyers' alerts" })
  await expect(counts).toContainText('1Subscribed addresses')
  await expect(counts).toContainText('1Alert e-mails, last 30 days')

  // 6. the mail provider's one-click POST: no cookie, no form token, its own origin
  const link = /<(http[^>]+)>/.exec(unsubscribe)?.[1] ?? ''
  const oneClick = await fetch(link, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'https://mail.provider.example',
    },
    body: 'List-Unsubscribe=One-Click',
  })
  expect(oneClick.status).toBe(200)
  // sent again (providers do), it still answers that the address is unsubscribed
  const again = await fetch(link, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  })
  expect(again.status).toBe(200)
  // the digest's manage link now says so, and how to subscribe again
  const manage = await browser.newPage({ viewport: phone })
  const opened = await manage.goto(linkIn(digest, '/alerts/manage'))
  expect(opened?.status()).toBe(200)
  await expect(
    manage.getByRole('heading', { level: 1, name: 'You are unsubscribed' }),
  ).toBeVisible()
  await expect(manage.getByRole('status')).toContainText('To subscribe again')
  await expect(manage.getByRole('link', { name: 'Browse the inventory' })).toBeVisible()
  await expect(manage.getByRole('alert')).toHaveCount(0)
  await expectAccessible(manage)
  await manage.screenshot({ path: `${shots}/manage-unsubscribed-390.png`, fullPage: true })
  await manage.close()
  await page.reload()
  await expect(counts).toContainText('0Subscribed addresses')
  await expect(counts).toContainText('1Alerts ended, last 30 days')
  await expectAccessible(page)

  // 7. a further drop sends the buyer nothing more (the scheduler passes every half second)
  const before = own.smtp.messages.filter(toBuyer).length
  await setPrice(page, '22995')
  await page.waitForTimeout(3000)
  expect(own.smtp.messages.filter(toBuyer)).toHaveLength(before)
  const left = await withDatabase(own.databaseUrl, (db) =>
    db.selectFrom('alert_subscriptions').select('id').execute(),
  )
  expect(left).toEqual([])
  // the journey's counts, for the record
  writeFileSync(
    `${shots}/journey-counts.txt`,
    `mails to the buyer: ${own.smtp.messages.filter(toBuyer).length} (confirmation, digest)\nalerts left after the one-click unsubscribe: ${left.length}\n`,
  )
})
