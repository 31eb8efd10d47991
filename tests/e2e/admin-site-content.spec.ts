import { expect, expectAccessible, screenshots, signIn, test, waitForHydration } from './fixtures'

/*
 * An owner raises a service's price and adds a team member at /admin/site
 * (desktop and phone, scanned for accessibility); the services and about
 * pages show them. A negative price is refused in the browser, unsent.
 */

const run = Date.now().toString(36)
const person = {
  email: `site-${run}@example.com`,
  name: 'Sloane Site',
  password: 'meadow copper lantern brook',
}

test('an owner changes a price and adds a team member; the public pages follow', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000)
  const shot = screenshots(page, testInfo)
  await signIn(page, person, 'owner')
  await page.getByRole('link', { name: 'Services & team' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Services and team')
  await waitForHydration(page)
  await expectAccessible(page)

  // the browser checks with the action's rules and sends nothing
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url())
  })
  const add = page.getByRole('form', { name: 'Add a service' })
  await add.getByLabel('Service').fill('Battery load test')
  await add.getByLabel('Amount').fill('-5')
  await add.getByRole('button', { name: 'Add the service' }).click()
  await expect(add.getByRole('alert').first()).toContainText('The price cannot be negative.')
  expect(posts).toEqual([])

  const maintenance = page.getByRole('form', { name: 'Edit Maintenance & Repairs' })
  await maintenance.getByLabel('Amount').fill('165')
  await maintenance.getByRole('button', { name: 'Save Maintenance & Repairs' }).click()
  await expect(page.getByRole('status')).toHaveText(/^Saved: the services page/)

  const member = page.getByRole('form', { name: 'Add a team member' })
  await member.getByLabel('Name').fill('Sam Ortiz')
  await member.getByLabel('Role').fill('Fleet Technician')
  await member.getByLabel('Short bio').fill('Keeps the rental fleet charged and road-ready.')
  await member.getByRole('button', { name: 'Add the team member' }).click()
  await expect(page.getByRole('status')).toHaveText(/^Saved: the about page/)
  await expect(page.getByRole('form', { name: 'Edit Sam Ortiz' })).toBeVisible()
  await expectAccessible(page)
  await shot('admin-site-desktop.png')
  await page.setViewportSize({ width: 390, height: 844 })
  await page.reload()
  await waitForHydration(page)
  await expectAccessible(page)
  await shot('admin-site-390.png')
  await page.setViewportSize({ width: 1280, height: 900 })

  await page.goto('/services')
  const card = page.getByRole('article').filter({ hasText: 'Maintenance & Repairs' })
  await expect(card).toContainText('Starting at $165/hour')
  await expect(
    page.getByRole('region', { name: 'Why Choose Our Service Department' }),
  ).toContainText('Labour is starting at $165/hour')
  await expectAccessible(page)
  await shot('services-after-change.png')

  await page.goto('/about')
  const team = page.getByRole('region', { name: 'Meet Our Team' }).getByRole('listitem')
  await expect(team.last()).toContainText('Sam Ortiz')
  await expect(team.last()).toContainText('Fleet Technician')
  await expectAccessible(page)
})
