import { withDatabase } from '#tests/support/admin.ts'
import { seedLeads } from '#tests/support/leads.ts'
import {
  insertJobEvent,
  insertLedgerRow,
  insertServiceJob,
} from '#tests/support/service-clock-jobs.ts'

import {
  adminDatabase,
  expect,
  expectAccessible,
  screenshots,
  signIn,
  test,
  waitForHydration,
} from './fixtures'

/*
 * On a phone, staff open the dashboard: the service section counts what is
 * overdue, lists the cart left ready 35 days ago with its lien notice, and
 * charts the service numbers with their tables. The lien notice carries the
 * terms' words, the customer, the cart and the dates, and prints without the
 * back office around it. A service request's lead offers "Book it", the
 * booking page filled in. Each page passes axe.
 */

test.use({ viewport: { width: 390, height: 844 } })

const run = Date.now().toString(36)
const person = {
  email: `service-clock-${run}@example.com`,
  name: 'Sol Service',
  password: 'copper lantern river moss',
}
const customer = { first: 'Lee', last: `Marsh${run}` }
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString()

test('the dashboard’s service numbers, the lien notice of a cart left 35 days, and Book it on a service request', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  const shot = screenshots(page, testInfo)
  const { abandoned, lead } = await withDatabase(adminDatabase(), async (db) => {
    const abandoned = await insertServiceJob(db, {
      booked_at: daysAgo(40),
      stage: 'ready',
      approved_at: daysAgo(39),
      // half a day more than 35 × 24 hours: 35 days on the dealer's calendar across a clock change
      ready_at: daysAgo(35.5),
      first_name: customer.first,
      last_name: customer.last,
      email: `lee-${run}@example.com`,
      cart_brand: 'E-Z-GO',
      cart_model: 'RXV',
      cart_year: 2019,
      cart_serial: `EZ-${run}`,
      description: 'Will not charge.',
    })
    await insertJobEvent(db, abandoned, 'estimate_sent', daysAgo(2))
    await insertJobEvent(db, abandoned, 'approved', daysAgo(1))
    await insertLedgerRow(db, {
      subjectId: abandoned,
      kind: 'desk_payment',
      amountCents: 12_500,
      at: daysAgo(1),
    })
    // this week's repair: approved and ready within the day
    await insertServiceJob(db, {
      booked_at: daysAgo(0.2),
      stage: 'collected',
      kind: 'battery',
      approved_at: daysAgo(0.1),
      ready_at: daysAgo(0.05),
      collected_at: daysAgo(0.01),
    })
    const [lead] = await seedLeads(db, [
      {
        received_at: daysAgo(0.01),
        first_name: 'Rowan',
        last_name: `Request${run}`,
        email: `rowan-${run}@example.com`,
        phone: '(570) 555-0177',
        interest: 'service',
        message: 'My cart slows down on hills.',
      },
    ])
    return { abandoned, lead: lead! }
  })

  await signIn(page, person, 'staff')
  const service = page.getByRole('region', { name: 'Service', exact: true })
  await expect(service).toBeVisible()
  await expect(service.getByRole('link', { name: /Carts? uncollected 30 days/ })).toBeVisible()
  const lien = service.getByRole('link', {
    name: `Print the lien notice for ${customer.first} ${customer.last}`,
  })
  await expect(lien).toHaveAttribute('href', `/admin/service/${abandoned}/lien-notice`)
  for (const title of [
    'Service jobs per week',
    'Median repair time, approval to ready',
    'Estimate approval rate',
    'Service revenue per month',
  ]) {
    await expect(service.getByRole('figure', { name: new RegExp(title) })).toBeVisible()
  }
  const revenue = service.getByRole('figure', { name: /Service revenue per month/ })
  await revenue.getByText('The numbers as a table').click()
  await expect(
    revenue.getByRole('table', { name: 'Service revenue per month, in dollars' }).getByRole('row'),
  ).toHaveCount(7)
  await waitForHydration(page)
  await expectAccessible(page)
  await service.scrollIntoViewIfNeeded()
  await shot('service-dashboard-390.png')

  await lien.click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Notice of lien on an abandoned vehicle',
  )
  const notice = page.getByRole('article')
  await expect(notice).toContainText(`To${customer.first} ${customer.last}`)
  await expect(notice).toContainText(`2019 E-Z-GO RXV`)
  await expect(notice).toContainText(`EZ-${run}`)
  await expect(notice).toContainText('Paid so far$125')
  await expect(notice).toContainText(
    'is treated as abandoned and becomes subject to a lien for the charges owed',
  )
  await expect(notice).toContainText('not been collected in the 35 days since')
  await expectAccessible(page)
  await shot('lien-notice-390.png')
  // on paper: the notice alone, without the back office's header and the page's instructions
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('banner')).toBeHidden()
  await expect(page.getByText('Print this page with your browser')).toBeHidden()
  await expect(notice).toBeVisible()
  await shot('lien-notice-print.png')
  await page.emulateMedia({ media: 'screen' })

  // a service request in the inbox: Book it opens the booking page with the visitor's details
  await page.goto(`/admin/leads/${lead}`)
  const book = page.getByRole('link', { name: /^Book it/ })
  await expect(book).toHaveAttribute(
    'href',
    `/services/book?name=Rowan+Request${run}&email=rowan-${run}%40example.com&phone=%28570%29+555-0177`,
  )
  await expectAccessible(page)
})
