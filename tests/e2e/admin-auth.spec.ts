import { generateTOTP } from '@epic-web/totp'
import type { Page } from '@playwright/test'

import { invitePath, resetPath } from '#tests/support/admin.ts'

import {
  acceptInvitation,
  adminDatabase,
  expect,
  expectAccessible,
  test,
  waitForHydration,
} from './fixtures'

/*
 * The back office's sign-in half, as people use it: the first owner accepts
 * the invitation made on the command line, sets a password and two-factor,
 * invites a staff member, who accepts and signs in. Every page is scanned.
 */

const run = Date.now().toString(36)
const owner = {
  email: `owner-${run}@example.com`,
  name: 'Olive Owner',
  password: 'orbit lantern maple voyage',
}
const staff = {
  email: `staff-${run}@example.com`,
  name: 'Sam Staff',
  password: 'copper meadow trumpet glacier',
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/sign-in\?signedOut=1$/)
  await expect(page.getByText('You are signed out.')).toBeVisible()
}

async function accept(page: Page, path: string, person: typeof owner) {
  await page.goto(path)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accept your invitation')
  await expect(page.getByText(person.email)).toBeVisible()
  await expectAccessible(page)
  await acceptInvitation(page, person)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hello, ${person.name}`)
}

test('a visitor without a session is sent from /admin to sign-in', async ({ page }) => {
  await page.goto('/admin/audit')
  await expect(page).toHaveURL(/\/admin\/sign-in\?redirectTo=%2Fadmin%2Faudit$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  await expectAccessible(page)
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot password')
  await expectAccessible(page)
  await page.getByLabel('E-mail').fill('nobody@example.com')
  await page.getByRole('button', { name: 'Send the link' }).click()
  await expect(page.getByText('If that address has an account, we sent a link.')).toBeVisible()
})

test('the owner sets up the back office and invites a staff member, who signs in', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await accept(page, await invitePath(adminDatabase(), owner.email, 'owner'), owner)
  await expectAccessible(page)

  // two-factor: the key on the page feeds the authenticator (here: the test)
  await page.getByRole('link', { name: 'set it up now' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set up two-factor sign-in')
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible()
  await expectAccessible(page)
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s+/g, '')
  const { otp } = await generateTOTP({ secret, period: 30, digits: 6, algorithm: 'SHA-1' })
  await page.getByLabel('The 6-digit code the app shows').fill(otp)
  await page.getByRole('button', { name: 'Turn on two-factor' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Two-factor sign-in is on')
  const codes = await page
    .getByRole('list', { name: 'Recovery codes' })
    .getByRole('listitem')
    .allInnerTexts()
  expect(codes).toHaveLength(10)
  await expectAccessible(page)
  await page.getByRole('link', { name: /I have saved my codes/ }).click()

  // invite a staff member from the staff page
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Staff' })
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff')
  await expectAccessible(page)
  await page.getByLabel('E-mail').fill(staff.email)
  await page.getByLabel('Role', { exact: true }).selectOption('staff')
  await page.getByRole('button', { name: 'Create the invitation' }).click()
  const link = await page.getByTestId('invite-link').innerText()
  expect(link).toMatch(/\/admin\/invite\/[A-Za-z0-9_-]{43}$/)
  await expect(
    page.getByRole('row', { name: new RegExp(staff.email) }).getByRole('cell', { name: 'Invited' }),
  ).toBeVisible()
  await expectAccessible(page)

  await page.getByRole('link', { name: 'Audit log' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Audit log')
  await expect(page.getByRole('cell', { name: 'two-factor.enable' }).first()).toBeVisible()
  await expect(page.getByRole('cell', { name: 'staff.invite', exact: true }).first()).toBeVisible()
  await expectAccessible(page)

  await page.getByRole('link', { name: 'Account' }).click()
  await expect(page.getByText(/On\. 10 unused recovery codes left\./)).toBeVisible()
  await expectAccessible(page)
  await signOut(page)

  // signing in again asks for the second factor; a recovery code works once
  await page.getByLabel('E-mail').fill(owner.email)
  await page.getByLabel('Password').fill(owner.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enter your code')
  await expectAccessible(page)
  await page.getByLabel('Code').fill(codes[0] as string)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hello, ${owner.name}`)
  await signOut(page)

  // the staff member accepts, signs out and signs in with the password
  await accept(page, new URL(link).pathname, staff)
  const nav = page.getByRole('navigation', { name: 'Back office' })
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Staff' })).toHaveCount(0)
  expect((await page.request.get('/admin/staff', { maxRedirects: 0 })).status()).toBe(403)
  await signOut(page)
  await page.getByLabel('E-mail').fill(staff.email)
  await page.getByLabel('Password').fill(staff.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hello, ${staff.name}`)
})

test('a reset link sets a new password once', async ({ page }) => {
  const email = `reset-${run}@example.com`
  await accept(page, await invitePath(adminDatabase(), email, 'staff'), { ...staff, email })
  await signOut(page)
  const path = await resetPath(adminDatabase(), email)
  await page.goto(path)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password')
  await expectAccessible(page)
  await page.getByLabel('New password').fill('velvet harbor quartz nimbus')
  await page.getByRole('button', { name: 'Save the new password' }).click()
  await expect(page.getByText('Your password is changed. Sign in with it.')).toBeVisible()
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Password').fill('velvet harbor quartz nimbus')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hello, ${staff.name}`)
  // the link is spent
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link no longer works')
  await expectAccessible(page)
})
