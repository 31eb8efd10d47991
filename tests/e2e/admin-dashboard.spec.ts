import { business } from '#app/kernel/dealer/business.ts'
import { startOfToday, weekStarts } from '#app/leads/.server/periods.ts'
import { withDatabase } from '#tests/support/admin.ts'
import { seedLeads } from '#tests/support/leads.ts'

import { adminDatabase, expect, expectAccessible, signUp, test } from './fixtures'

/*
 * An owner opens the dashboard after leads arrived: today's new and overdue
 * leads, this week's spam and the leads' source pages show what the database
 * holds, the counts link to the inbox filtered the same way, and the page
 * passes axe.
 */

const run = Date.now().toString(36)
const person = {
  email: `dashboard-${run}@example.com`,
  name: 'Dana Dashboard',
  password: 'harbor lantern meadow quill',
}
const sourcePage = `/inventory/dashboard-${run}`

/** The dashboard's counts, taken straight from the database (other journeys add leads too). */
function countsInDatabase() {
  return withDatabase(adminDatabase(), async (db) => {
    const now = new Date()
    const count = async (where: (q: ReturnType<typeof messages>) => ReturnType<typeof messages>) =>
      Number((await where(messages()).executeTakeFirstOrThrow()).n)
    const messages = () =>
      db.selectFrom('contact_messages').select((eb) => eb.fn.countAll().as('n'))
    return {
      newToday: await count((q) =>
        q
          .where('status', '=', 'received')
          .where('received_at', '>=', startOfToday(now, business.timeZone).toISOString()),
      ),
      overdue: await count((q) =>
        q
          .where('status', '=', 'received')
          .where('first_response_at', 'is', null)
          .where('due_at', '<', now.toISOString()),
      ),
      spam: await count((q) =>
        q
          .where('status', '=', 'spam')
          .where('received_at', '>=', weekStarts(now, business.timeZone, 1)[0]!.toISOString()),
      ),
    }
  })
}

// the refused promise answers 400, as a form with errors does
test.use({
  allowedConsoleErrors: /Failed to load resource: the server responded with a status of 400/,
})

test('the dashboard shows the leads the database holds and links to the inbox', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000)
  const now = Date.now()
  const ago = (minutes: number) => new Date(now - minutes * 60_000).toISOString()
  await withDatabase(adminDatabase(), (db) =>
    seedLeads(db, [
      // arrived seconds ago: new today, not yet due
      { received_at: ago(0.5), due_at: ago(-60), source_page: sourcePage },
      // due a minute ago and unanswered: overdue
      { received_at: ago(1), due_at: ago(1 / 60), source_page: sourcePage, interest: 'parts' },
      // answered: neither new-and-waiting nor overdue
      {
        received_at: ago(2),
        due_at: ago(1),
        first_response_at: ago(1.5),
        source_page: sourcePage,
      },
      { received_at: ago(0.2), status: 'spam', spam_reason: 'honeypot', source_page: sourcePage },
    ]),
  )

  // a daily backup that finished 30 hours ago (these servers take none themselves)
  await withDatabase(adminDatabase(), (db) =>
    db
      .insertInto('backup_runs')
      .values({
        day: `2000-01-01-${run}`,
        status: 'done',
        started_at: ago(30 * 60 + 1),
        lease_until: ago(30 * 60 - 59),
        finished_at: ago(30 * 60),
        backup_id: `2000-01-01T07-00-00-000Z`,
        bytes: 12_582_912,
        rows: 4512,
        photos: 38,
        attempts: 1,
      })
      .execute(),
  )

  await signUp(page, person, 'owner')
  await expect(page.getByRole('heading', { name: 'Leads', level: 2, exact: true })).toBeVisible()

  // the leads' own counts (the rental requests' section has a "New today" too)
  const leadsRegion = page.getByRole('region', { name: 'Leads', exact: true })
  const shown = async (label: RegExp) =>
    Number(
      await leadsRegion.getByRole('link', { name: label }).locator('span').first().textContent(),
    )
  // another journey may send a lead between the page and the count: read both again until they agree
  await expect(async () => {
    await page.reload()
    const counts = await countsInDatabase()
    expect({
      newToday: await shown(/New today/),
      overdue: await shown(/Overdue lead/),
      spam: await shown(/Spam quarantined this week/),
    }).toEqual(counts)
    expect(counts.overdue).toBeGreaterThanOrEqual(1)
  }).toPass({ timeout: 20_000 })

  // the page the seeded leads came from, with its three real leads (spam is not counted)
  await page.getByText('The numbers as a table').nth(2).click()
  await expect(page.getByRole('row', { name: `${sourcePage} 3` })).toBeVisible()
  await expect(page.getByRole('figure', { name: /Median first response/ })).toBeVisible()
  const backups = page.getByRole('region', { name: 'Backups' })
  await expect(backups).toContainText(
    /Last backup: .* \(30 hours ago\), 12\.0 MB, 4,512 rows, 38 photos\./,
  )
  await expect(backups).toContainText('Daily backups are off (BACKUP_DAILY_AT=off).')
  // the rental fleet's numbers: six months of each type's utilisation, as a chart and a table
  const utilisation = page.getByRole('figure', { name: /Fleet utilisation by cart type/ })
  await utilisation.getByText('The numbers as a table').click()
  await expect(
    utilisation.getByRole('table', { name: /Fleet utilisation per cart type and month/ }),
  ).toBeVisible()
  await expect(utilisation.getByRole('row')).toHaveCount(7)
  await expect(page.getByRole('figure', { name: /Rent and fees by cart type/ })).toBeVisible()
  await expectAccessible(page)
  // kept with the run's results: the picture of the dashboard for whoever reviews it
  await page.screenshot({ path: testInfo.outputPath('dashboard.png'), fullPage: true })

  // the inbox filters the same way these links ask
  await expect(leadsRegion.getByRole('link', { name: /Overdue lead/ })).toHaveAttribute(
    'href',
    '/admin/leads?status=overdue',
  )
  await expect(leadsRegion.getByRole('link', { name: /New today/ })).toHaveAttribute(
    'href',
    '/admin/leads?received=today',
  )
  // the owner's settings: the first-response promise, refused outside its bounds
  await page.getByRole('link', { name: 'Settings' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings')
  await expectAccessible(page)
  const minutes = page.getByLabel('Business minutes')
  await minutes.fill('5')
  await page.getByRole('button', { name: 'Save the promise' }).click()
  await expect(minutes).toHaveAttribute('aria-invalid', 'true')
  await expectAccessible(page)
  await minutes.fill('60')
  await page.getByRole('button', { name: 'Save the promise' }).click()
  await expect(
    page.getByRole('region', { name: 'First-response promise' }).getByRole('status'),
  ).toContainText('Saved: new leads are due')
})
