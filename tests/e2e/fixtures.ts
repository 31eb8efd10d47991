import { mkdir } from 'node:fs/promises'
import path from 'node:path'

import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page, test as base, type TestInfo } from '@playwright/test'

import type { StaffRole } from '#app/kernel/.server/db/schema.ts'
import { inviteStaff } from '#app/staff/.server/invitations.ts'
import { hashPassword } from '#app/staff/.server/password.ts'
import { createSession } from '#app/staff/.server/session.ts'
import { invitePath, withDatabase } from '#tests/support/admin.ts'

type Fixtures = {
  /** console errors that a test expects (e.g. the 404 of a missing page); one pattern, since
   * Playwright would read a two-item array as a value plus fixture options */
  allowedConsoleErrors: RegExp | null
  consoleErrors: string[]
}

/**
 * Every browser test fails on a console error or an uncaught exception in
 * the page, unless the test declares it with test.use({ allowedConsoleErrors }).
 */
export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [null, { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await use(errors)
      const unexpected = errors.filter((e) => !allowedConsoleErrors?.test(e))
      expect(unexpected, 'console errors in the page').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/**
 * Runs axe (WCAG 2.1 A and AA) on the page as it is now and fails on any violation.
 * Legacy mode runs axe.run in the page's own frames: the default opens a blank
 * page to merge partial results, which doubled each scan's time (4.3-7.8 s
 * against 2.0-3.1 s on a busy 2-core machine). It leaves out cross-origin
 * frames, and the only one the site has is the map a visitor asks for, whose
 * content is not the dealer's. Only violations are asked for: axe still runs
 * every rule on every element, but stops collecting the passing and
 * inapplicable nodes nobody reads (about a third of a scan's time).
 */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    // first: options() replaces what withTags() sets
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true)
    .analyze()
  const violations = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
  )
  expect(violations, `accessibility violations on ${page.url()}`).toEqual([])
}

/**
 * Waits until React has hydrated the page, so clicks reach their handlers; a
 * page sent without React (data-static) is ready as soon as it is there.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const { hydrated, static: isStatic } = document.documentElement.dataset
    return hydrated === 'true' || isStatic === 'true'
  })
}

/** Checks that each named link inside `scope` goes where it should, in the order given. */
export async function expectLinks(
  scope: Page | Locator,
  hrefs: Record<string, string>,
  options: { exact?: boolean } = {},
) {
  for (const [name, href] of Object.entries(hrefs)) {
    await expect(scope.getByRole('link', { name, ...options }), name).toHaveAttribute('href', href)
  }
}

/** The back-office server's database file, which playwright.config.ts names for each run. */
export function adminDatabase(): string {
  const file = process.env.E2E_ADMIN_DATABASE
  if (!file) throw new Error('E2E_ADMIN_DATABASE is set by playwright.config.ts')
  return file
}

/** Someone the tests invite into the back office. */
export type Newcomer = { email: string; name: string; password: string }

/** Completes the invitation page open in `page`; the newcomer lands signed in on the dashboard. */
export async function acceptInvitation(page: Page, person: Newcomer) {
  await page.getByLabel('Your name').fill(person.name)
  await page.getByLabel('Password', { exact: true }).fill(person.password)
  await page.getByRole('button', { name: 'Create my account' }).click()
  await expect(page).toHaveURL(/\/admin$/)
}

/** A new back-office account made in the browser: invited as the command line does, then accepted. */
export async function signUp(page: Page, person: Newcomer, role: StaffRole) {
  await page.goto(await invitePath(adminDatabase(), person.email, role))
  await waitForHydration(page)
  await acceptInvitation(page, person)
}

/**
 * A back-office account signed in without the sign-up journey: the account,
 * as an accepted invitation leaves it, and its session are written to the
 * database, and the browser gets the session's cookie and opens the dashboard,
 * where `signUp` lands. The journey (two pages to load and hydrate) is walked
 * by admin-auth.spec.ts and admin-dashboard.spec.ts; the other back-office
 * specs start here.
 */
export async function signIn(page: Page, person: Newcomer, role: StaffRole) {
  const passwordHash = await hashPassword(person.password)
  const token = await withDatabase(adminDatabase(), async (db) => {
    const { userId } = await inviteStaff(db, {
      email: person.email,
      role,
      invitedBy: null,
      siteUrl: 'http://site.invalid',
      sendEmail: false,
    })
    await db
      .updateTable('staff_users')
      .set({ name: person.name, password_hash: passwordHash })
      .where('id', '=', userId)
      .execute()
    const session = await createSession(db, {
      userId,
      pending2fa: false,
      now: new Date(),
      limits: { STAFF_SESSION_IDLE_MINUTES: 120, STAFF_SESSION_MAX_HOURS: 12 },
      ip: null,
      userAgent: null,
    })
    return session.token
  })
  const { baseURL } = test.info().project.use
  if (!baseURL) throw new Error('the back-office project sets baseURL')
  await page.context().addCookies([{ name: 'staff_session', value: token, url: baseURL }])
  await page.goto('/admin')
}

/**
 * Holds the browser's requests that match `pattern` until the returned function
 * is called, so a test can see what the page shows while they load.
 */
export async function holdRequests(
  page: Page,
  pattern: Parameters<Page['route']>[0],
): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(pattern, async (route) => {
    await held
    await route.continue()
  })
  return release
}

/**
 * Full-page screenshots of a journey, kept with the run's results, or in
 * `SHOTS_DIR` when it is set (to look at or attach to a report).
 */
export function screenshots(page: Page, testInfo: TestInfo) {
  return async (name: string) => {
    const dir = process.env.SHOTS_DIR ?? testInfo.outputPath('')
    await mkdir(dir, { recursive: true })
    await page.screenshot({ path: path.join(dir, name), fullPage: true })
  }
}
