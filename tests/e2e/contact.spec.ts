import type { Page } from '@playwright/test'

import { emails, phones } from '#app/kernel/dealer/business.ts'

import { fillContactForm, validContactFields } from './contact-helpers.ts'
import { expect, expectAccessible, holdRequests, test, waitForHydration } from './fixtures'
import { startIslandsLater } from './islands-later.ts'

/** The message each empty field shows, by field label. */
const emptyMessages = {
  'First Name': 'First name is required',
  'Last Name': 'Last name is required',
  Email: 'Invalid email address',
  Phone: 'Phone number is required',
  Message: 'Message must be at least 10 characters',
}

/** Each field that shows a message is marked invalid and points to it. */
async function expectFieldMessage(page: Page, label: string, message: string) {
  const field = page.getByLabel(label, { exact: true })
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  const describedBy = await field.getAttribute('aria-describedby')
  expect(describedBy, `${label} points to its message`).toBeTruthy()
  const note = page.locator(`[id="${describedBy}"]`)
  await expect(note).toHaveText(message)
  await expect(note).toHaveAttribute('role', 'alert')
}

test('the contact page shows how to reach us, the hours and a ready form', async ({ page }) => {
  await page.goto('/contact')
  await expect(page).toHaveTitle(/^Contact Us \| /)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/contact$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us')

  const hero = page.locator('main section').first()
  await expect(hero.getByRole('link', { name: /Call/ })).toHaveAttribute('href', 'tel:+15705550100')
  await expect(hero.getByRole('link', { name: 'Email Us' })).toHaveAttribute(
    'href',
    `mailto:${emails.info}`,
  )

  const details = page.locator('section', {
    has: page.getByRole('heading', { name: 'Contact Information' }),
  })
  await expect(details).toContainText('1200 Route 739')
  await expect(details).toContainText('Lords Valley, PA 18428')
  await expect(details.getByRole('link', { name: phones.main.display })).toHaveAttribute(
    'href',
    'tel:+15705550100',
  )
  for (const email of [emails.info, emails.sales]) {
    await expect(details.getByRole('link', { name: email })).toHaveAttribute(
      'href',
      `mailto:${email}`,
    )
  }
  await expect(
    details.getByRole('link', { name: 'keystone-golfcarts.example', exact: true }),
  ).toHaveAttribute('href', 'https://keystone-golfcarts.example')

  const hoursCard = page.locator('section', {
    has: page.getByRole('heading', { name: 'Business Hours' }),
  })
  await expect(hoursCard).toContainText(/Monday - Friday\s*9:00 AM - 5:00 PM/)
  await expect(hoursCard).toContainText(/Saturday\s*9:00 AM - 5:00 PM/)
  await expect(hoursCard).toContainText(/Sunday\s*Closed/)

  await expect(page.getByRole('heading', { name: 'Send Us a Message', level: 2 })).toBeVisible()
  for (const label of Object.keys(validContactFields)) {
    await expect(page.getByLabel(label, { exact: true })).toBeVisible()
  }
  const interest = page.getByLabel("I'm interested in")
  await expect(interest).toHaveValue('sales')
  await expect(interest.locator('option')).toHaveText([
    'Sales Inquiry',
    'Service Request',
    'Parts & Accessories',
    'General Question',
    'Trade-in',
  ])
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled()

  // spam traps: a honeypot nobody sees or tabs to, and the time the form was shown
  const honeypot = page.locator('input[name="company"]')
  await expect(honeypot).toHaveAttribute('tabindex', '-1')
  await expect(honeypot).toHaveAttribute('autocomplete', 'off')
  await expect(honeypot).not.toBeInViewport()
  const startedAt = Number(await page.locator('input[name="formStartedAt"]').inputValue())
  expect(Math.abs(Date.now() - startedAt)).toBeLessThan(60_000)

  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
  const dealer = jsonLd
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((d) => d['@type'] === 'AutoDealer')
  expect(dealer?.openingHours).toEqual(['Mo-Fr 09:00-17:00', 'Sa 09:00-17:00'])
  expect(dealer?.address).toMatchObject({ addressLocality: 'Lords Valley', postalCode: '18428' })

  await expectAccessible(page)
})

test('every field shows its own message, linked and announced', async ({ page }) => {
  await page.goto('/contact')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Send Message' }).click()
  for (const [label, message] of Object.entries(emptyMessages)) {
    await expectFieldMessage(page, label, message)
  }
  // the first invalid field gets focus
  await expect(page.getByLabel('First Name', { exact: true })).toBeFocused()
  await expectAccessible(page)

  // values that are present but wrong keep their messages
  await fillContactForm(page, { Email: 'dana@', Phone: '570555018', Message: 'Too short' })
  await expectFieldMessage(page, 'Email', 'Invalid email address')
  await expectFieldMessage(page, 'Phone', 'Phone number is required')
  await expectFieldMessage(page, 'Message', 'Message must be at least 10 characters')

  // fixing a field clears its message
  await page.getByLabel('First Name', { exact: true }).fill('Dana')
  await expect(page.getByText('First name is required')).toHaveCount(0)
  await expect(page.getByLabel('First Name', { exact: true })).not.toHaveAttribute(
    'aria-invalid',
    'true',
  )
})

/** The public JSON API, which the form sends the message to when JavaScript runs. */
const isContactApi = (url: URL) => url.pathname === '/api/contact'

/** Opens the contact page, fills the form, sends it and gives the error notification's place. */
async function sendAndFindError(page: Page) {
  await page.goto('/contact')
  await waitForHydration(page)
  await fillContactForm(page)
  await page.getByRole('button', { name: 'Send Message' }).click()
  return page.getByRole('region', { name: /Notification/ }).locator('[data-variant="destructive"]')
}

test('sending shows the submitting state, posts the form to the contact API and goes to the thank-you page', async ({
  page,
}) => {
  // the post waits until the submitting state has been seen, however fast the server is
  const release = await holdRequests(page, isContactApi)
  const posting = page.waitForRequest((request) => isContactApi(new URL(request.url())))
  await page.goto('/contact')
  await waitForHydration(page)
  await fillContactForm(page)
  await page.getByLabel("I'm interested in").selectOption({ label: 'Service Request' })
  await page.getByRole('button', { name: 'Send Message' }).click()

  await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled()
  release()
  const posted = await posting
  await expect(page).toHaveURL(/\/thank-you$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank You!')

  expect(posted.method()).toBe('POST')
  expect(posted.headers()['content-type']).toBe('application/json')
  const body = posted.postDataJSON() as Record<string, string>
  expect(body).toMatchObject({
    firstName: 'Dana',
    lastName: 'Kowalski',
    email: 'dana@example.com',
    phone: '570-555-0188',
    interest: 'service',
    message: 'Is the Denago EV City available in blue?',
    company: '',
    sourcePage: '/contact',
  })
  expect(body).not.toHaveProperty('vehicleId')
  expect(Number(body.formStartedAt)).toBeGreaterThan(0)
})

test.describe('when sending fails', () => {
  // the refused requests below are logged by the browser; nothing else may be
  test.use({ allowedConsoleErrors: /net::ERR_CONNECTION_REFUSED/ })

  test('says so in a notification, keeps what was typed and can send again', async ({ page }) => {
    let refuse = true
    await page.route(isContactApi, async (route) => {
      if (refuse) await route.abort('connectionrefused')
      else await route.continue()
    })
    await page.goto('/contact')
    await waitForHydration(page)
    await fillContactForm(page)
    const button = page.getByRole('button', { name: 'Send Message' })
    const destructive = page
      .getByRole('region', { name: /Notification/ })
      .locator('[data-variant="destructive"]')

    await button.click()
    await expect(destructive).toHaveCount(1)
    await expect(destructive.getByText('Error', { exact: true })).toBeVisible()
    await expect(destructive.getByText('Failed to send message. Please try again.')).toBeVisible()
    await expect(button).toBeEnabled()
    await expect(page).toHaveURL(/\/contact$/)
    for (const [label, value] of Object.entries(validContactFields)) {
      await expect(page.getByLabel(label, { exact: true })).toHaveValue(value)
    }
    await expectAccessible(page)

    refuse = false
    await button.click()
    await expect(page).toHaveURL(/\/thank-you$/)
  })
})

test.describe('when the server refuses the message', () => {
  // the refusal below is logged by the browser; nothing else may be
  test.use({ allowedConsoleErrors: /the server responded with a status of 400/ })

  test('its field messages land on the fields and its words in a notification', async ({
    page,
  }) => {
    await page.route(isContactApi, (route) =>
      route.fulfill({
        status: 400,
        json: { error: 'Invalid email address', fields: { email: 'Invalid email address' } },
      }),
    )
    const destructive = await sendAndFindError(page)
    await expect(destructive.getByText('Error', { exact: true })).toBeVisible()
    await expect(destructive.getByText('Invalid email address')).toBeVisible()
    await expectFieldMessage(page, 'Email', 'Invalid email address')
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled()
    await expect(page.getByLabel('First Name', { exact: true })).toHaveValue('Dana')
    await expect(page).toHaveURL(/\/contact$/)
  })
})

test.describe('when the server fails with words of its own', () => {
  // the failure below is logged by the browser; nothing else may be
  test.use({ allowedConsoleErrors: /the server responded with a status of 503/ })

  test('its words are shown in the notification, not the generic message', async ({ page }) => {
    const words = 'Our message service is down for maintenance. Please call us instead.'
    await page.route(isContactApi, (route) =>
      route.fulfill({ status: 503, json: { error: words } }),
    )
    const destructive = await sendAndFindError(page)
    await expect(destructive.getByText('Error', { exact: true })).toBeVisible()
    await expect(destructive.getByText(words)).toBeVisible()
    await expect(destructive.getByText('Failed to send message. Please try again.')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled()
    await expect(page.getByLabel('First Name', { exact: true })).toHaveValue('Dana')
    await expect(page).toHaveURL(/\/contact$/)
  })
})

test('what is typed and chosen before the form starts is kept and sent', async ({ page }) => {
  // a CPU slowed 6x makes every step slower, on a machine that may be busy
  test.slow()
  const startIslands = await startIslandsLater(page)
  const posting = page.waitForRequest((request) => isContactApi(new URL(request.url())))
  // from a vehicle page: the message starts prefilled, and the visitor rewrites it
  await page.goto('/contact?vehicle=denago-ev-city')
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue(
    "I'm interested in the Denago EV City.",
  )
  await fillContactForm(page)
  await page.getByLabel("I'm interested in").selectOption('parts')

  startIslands()
  await waitForHydration(page)
  for (const [label, value] of Object.entries(validContactFields)) {
    await expect(page.getByLabel(label, { exact: true }), label).toHaveValue(value)
  }
  await expect(page.getByLabel("I'm interested in")).toHaveValue('parts')

  await page.getByRole('button', { name: 'Send Message' }).click()
  const posted = await posting
  await expect(page).toHaveURL(/\/thank-you$/)
  expect(posted.postDataJSON()).toMatchObject({
    firstName: 'Dana',
    lastName: 'Kowalski',
    email: 'dana@example.com',
    phone: '570-555-0188',
    interest: 'parts',
    message: 'Is the Denago EV City available in blue?',
    vehicleId: 'denago-ev-city',
  })
})

test('a link from a vehicle page prefills the message and the interest', async ({ page }) => {
  await page.goto('/contact?vehicle=denago-ev-city&interest=service')
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue(
    "I'm interested in the Denago EV City.",
  )
  await expect(page.getByLabel("I'm interested in")).toHaveValue('service')
  await expect(page.getByRole('link', { name: 'Denago EV City' })).toHaveAttribute(
    'href',
    '/vehicle/denago-ev-city',
  )
  // canonical stays the plain contact page
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/contact$/)
})

test.describe('without JavaScript', () => {
  test.use({
    javaScriptEnabled: false,
    allowedConsoleErrors: /Failed to load resource: the server responded with a status of 400/,
  })

  test('a rejected post shows the messages with the values, and a corrected one is sent', async ({
    page,
  }) => {
    await page.goto('/contact')
    await fillContactForm(page, {
      'Last Name': 'Kowalski',
      Email: 'dana@',
      Phone: '555',
      Message: 'Hello there, do you deliver?',
    })
    await page.getByLabel("I'm interested in").selectOption('parts')
    const answer = page.waitForResponse(
      (r) => r.url().endsWith('/contact') && r.request().method() === 'POST',
    )
    await page.getByRole('button', { name: 'Send Message' }).click()
    expect((await answer).status()).toBe(400)

    await expect(page.getByRole('alert').first()).toContainText('Your message was not sent yet')
    await expectFieldMessage(page, 'First Name', 'First name is required')
    await expectFieldMessage(page, 'Email', 'Invalid email address')
    await expectFieldMessage(page, 'Phone', 'Phone number is required')
    await expect(page.getByText('Last name is required')).toHaveCount(0)
    await expect(page.getByLabel('Last Name', { exact: true })).toHaveValue('Kowalski')
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('dana@')
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue(
      'Hello there, do you deliver?',
    )
    await expect(page.getByLabel("I'm interested in")).toHaveValue('parts')
    await expect(page.getByLabel('First Name', { exact: true })).toBeFocused()

    await fillContactForm(page, {
      'First Name': 'Dana',
      Email: 'dana@example.com',
      Phone: '570-555-0188',
    })
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page).toHaveURL(/\/thank-you$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank You!')
  })
})
