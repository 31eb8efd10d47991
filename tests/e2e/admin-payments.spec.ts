import { randomUUID } from 'node:crypto'

import { openDatabase } from '#app/kernel/.server/db/connection.ts'
import type { PaymentRow } from '#app/kernel/.server/db/schema.ts'

import { adminDatabase, expect, expectAccessible, signIn, test, waitForHydration } from './fixtures'

/*
 * An owner reads the day's money on a phone (390 x 844 CSS px): the day's
 * and month's totals by method and kind, the last movements with a link to
 * what each belongs to, another day chosen with the form; each screen
 * scanned by axe. The ledger is seeded in the database.
 */

const phone = { width: 390, height: 844 }
test.use({ viewport: phone, hasTouch: true, isMobile: true, deviceScaleFactor: 2 })

const run = Date.now().toString(36)
const owner = {
  email: `payments-${run}@example.com`,
  name: 'Pat Payments',
  password: 'harbor quartz lantern pine',
}

function row(kind: PaymentRow['kind'], method: PaymentRow['method'], cents: number): PaymentRow {
  const id = randomUUID()
  const at = new Date().toISOString()
  return {
    id,
    kind,
    method,
    amount_cents: cents,
    currency: 'usd',
    status: 'succeeded',
    subject_type: 'reservation',
    subject_id: `res-${run}`,
    purpose: 'rent',
    stripe_checkout_session_id: null,
    stripe_payment_intent_id: null,
    stripe_charge_id: null,
    stripe_refund_id: null,
    stripe_request: null,
    idempotency_key: `e2e-${id}`,
    actor: 'staff',
    actor_user_id: null,
    created_at: at,
    settled_at: at,
    recheck_at: null,
    failure: null,
    note: `Seeded ${run}`,
  }
}

test('an owner reads the day’s and month’s money on a phone', async ({ page }, testInfo) => {
  test.setTimeout(120_000)
  const db = openDatabase(adminDatabase(), { poolSize: 1 })
  // the desk's terminal: other journeys on this server record cash and checks the same day
  const seeded = [row('desk_payment', 'card_desk', 31_415), row('desk_refund', 'check', 2_718)]
  await db.insertInto('payments').values(seeded).execute()
  await signIn(page, owner, 'owner')

  await page.goto('/admin')
  await page.getByRole('navigation').getByRole('link', { name: 'Payments' }).first().click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payments')
  await waitForHydration(page)
  await expect(
    page.getByText('Online payment is off: payments are taken at the desk'),
  ).toBeVisible()
  const day = page.getByRole('region', { name: /^The day:/ })
  await expect(
    day.getByRole('row', { name: /Card at the desk Paid at the desk 1 \$314\.15/ }),
  ).toBeVisible()
  const movements = page.getByRole('region', { name: 'Last movements' })
  await expect(movements.getByRole('link', { name: /^Rental res-/ }).first()).toHaveAttribute(
    'href',
    `/admin/rentals/res-${run}`,
  )
  await expectAccessible(page)
  await page.screenshot({ path: testInfo.outputPath('payments-phone.png'), fullPage: true })

  // another day, with the form (no script needed): nothing moved then
  await page.getByRole('textbox', { name: 'Day' }).fill('2020-02-03')
  await page.getByRole('button', { name: 'Show' }).click()
  await expect(page).toHaveURL(/day=2020-02-03/)
  await expect(page.getByRole('region', { name: /^The day:/ })).toContainText('No money moved.')
  await expectAccessible(page)
  await db.destroy()
})
