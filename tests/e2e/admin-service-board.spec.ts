import { withDatabase } from '#tests/support/admin.ts'
import { insertServiceJob } from '#tests/support/service-jobs.ts'

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
 * The service board at a phone's size (390 x 844: one list per stage, each
 * with its count) and a desktop's (the stages side by side as columns), and
 * a job's page where staff add an estimate line and send it for approval.
 * Each screen is scanned by axe and kept as a picture.
 */

// the approval lands on the customer's job page (/service/:token), which this journey does not
// read: its answer there is left to that page's own tests
test.use({ allowedConsoleErrors: /status of 404/ })

const run = Date.now().toString(36)
const person = {
  email: `service-${run}@example.com`,
  name: 'Sal Service',
  password: 'walnut harbor saddle lyric',
}

async function seedJobs() {
  return withDatabase(adminDatabase(), async (db) => {
    const booked = await insertServiceJob(db, {
      stage: 'booked',
      first_name: 'Bo',
      last_name: `Booked${run}`,
      email: `bo-${run}@example.com`,
    })
    const diagnosing = await insertServiceJob(db, {
      stage: 'diagnosing',
      first_name: 'Di',
      last_name: `Diag${run}`,
      email: `di-${run}@example.com`,
      cart_serial: `SER-${run}`,
    })
    await insertServiceJob(db, {
      stage: 'in_repair',
      first_name: 'Ray',
      last_name: `Repair${run}`,
      email: `ray-${run}@example.com`,
    })
    await insertServiceJob(db, {
      stage: 'ready',
      first_name: 'Rea',
      last_name: `Ready${run}`,
      email: `rea-${run}@example.com`,
    })
    // the same cart, seen before
    await insertServiceJob(db, {
      stage: 'collected',
      first_name: 'Di',
      last_name: `Diag${run}`,
      email: `di-${run}@example.com`,
      cart_serial: `SER-${run}`,
      visit_day: '2026-06-01',
      description: 'Spring tune-up.',
    })
    return { booked, diagnosing }
  })
}

test('the service board at phone and desktop size, and an estimate sent from a job’s page', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  const shot = screenshots(page, testInfo)
  const { diagnosing } = await seedJobs()
  await page.setViewportSize({ width: 390, height: 844 })
  await signIn(page, person, 'staff')

  await page.goto('/admin/service')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Service board' })).toBeVisible()
  // every stage's count on the first screen, each a jump to its list
  const stages = page.getByRole('navigation', { name: 'Stages' })
  await expect(stages.getByRole('link', { name: /^Booked \d+$/ })).toBeInViewport()
  await expect(stages.getByRole('link', { name: /^Cancelled \d+$/ })).toBeInViewport()
  const booked = page.getByRole('region', { name: /^Booked/ })
  await expect(booked.getByRole('link', { name: `Bo Booked${run}` })).toBeVisible()
  for (const stage of [
    'Booked',
    'Checked in',
    'Diagnosing',
    'Waiting for approval',
    'In repair',
    'Ready',
    'Picked up or delivered',
    'Cancelled',
  ])
    await expect(
      page.getByRole('heading', { level: 2, name: new RegExp(`^${stage}`) }),
    ).toBeVisible()
  // one list under another on a phone, nothing wider than the screen
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await expectAccessible(page)
  await shot('service-board-390.png')

  await page.setViewportSize({ width: 1440, height: 900 })
  const checkedIn = page.getByRole('region', { name: /^Checked in/ })
  const [first, second] = await Promise.all([booked.boundingBox(), checkedIn.boundingBox()])
  // columns: side by side at the same height
  expect(second?.x ?? 0).toBeGreaterThan((first?.x ?? 0) + (first?.width ?? 0) - 1)
  expect(Math.abs((second?.y ?? 0) - (first?.y ?? 0))).toBeLessThan(2)
  // all eight stages in view, none past the screen's right edge
  const cancelled = await page.getByRole('region', { name: /^Cancelled/ }).boundingBox()
  expect((cancelled?.x ?? 9999) + (cancelled?.width ?? 0)).toBeLessThanOrEqual(1440)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440)
  await expectAccessible(page)
  await shot('service-board-1440.png')

  // a job's page on the phone: its earlier job, an estimate line, sent for approval
  await page.setViewportSize({ width: 390, height: 844 })
  await page
    .getByRole('link', { name: `Di Diag${run}` })
    .first()
    .click()
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`Di Diag${run}`) }),
  ).toBeVisible()
  await expect(
    page.getByRole('list', { name: 'Earlier jobs of this cart' }).getByRole('link'),
  ).toHaveCount(1)
  const addLine = page.getByRole('form', { name: 'Add a line to the estimate' })
  await addLine.getByLabel('Description').fill('Brake adjustment')
  await addLine.getByLabel('Hours').fill('1.5')
  await addLine.getByRole('button', { name: 'Add the line' }).click()
  await expect(page.getByRole('table', { name: 'Estimate version 1' })).toContainText('$232.50')
  await page.getByRole('button', { name: /^Send for approval/ }).click()
  await expect(page.getByText('Sent: the customer has the link by e-mail')).toBeVisible()
  await expect(page.getByText('Now: Waiting for approval')).toBeVisible()
  await expectAccessible(page)
  await shot('service-job-390.png')
  const jobPage = page.url()
  expect(jobPage).toContain(diagnosing.id)

  // the customer on the phone: the estimate, approved with the name typed
  await page.goto(`/service/${diagnosing.token}/estimate`)
  const estimate = page.getByRole('region', { name: 'Your estimate' })
  await expect(estimate.getByRole('row', { name: /Total/ })).toContainText('$246.45')
  await expectAccessible(page)
  await shot('service-estimate-390.png')
  await estimate.getByLabel('Your full name').fill('Di Diag')
  await estimate.getByRole('button', { name: 'Approve $246.45' }).click()
  // the job's page (/service/:token) shows the estimate again with its approval
  await page.waitForURL(new RegExp(`/service/${diagnosing.token}$`))
  await page.goto(`/service/${diagnosing.token}/estimate`)
  await expect(page.getByRole('status')).toContainText('Approved by Di Diag')
  await expect(page.getByRole('button', { name: /Approve/ })).toHaveCount(0)
  await shot('service-approved-390.png')

  // staff: in repair, then ready with the invoice, paid at the desk
  await page.goto(jobPage)
  await expect(page.getByText('Now: In repair')).toBeVisible()
  await page.getByRole('button', { name: 'Mark ready' }).click()
  await expect(page.getByText('Now: Ready')).toBeVisible()
  await page.getByRole('button', { name: 'Record $246.45 paid' }).click()
  await expect(page.getByText('Recorded: the invoice is paid.')).toBeVisible()
  await page.getByRole('button', { name: 'Picked up or delivered' }).click()
  await expect(page.getByText('Now: Picked up or delivered')).toBeVisible()
  await expectAccessible(page)
  await shot('service-collected-390.png')
})
