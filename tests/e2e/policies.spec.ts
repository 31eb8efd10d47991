import { within } from '@testing-library/dom'

import { business, emails, phones } from '#app/kernel/dealer/business.ts'
import { policyPages } from '#app/site/content/policies.ts'

import { expect, expectAccessible, expectLinks, test } from './fixtures'
import { parseHtml } from './html-scan'

/** What each policy page must show: the rules' figures, each on the page it belongs to. */
const keyFigures: Record<string, string[]> = {
  '/policies/rental-policy': [
    'at least 18 years old',
    'minimum rental is 24 hours',
    'maximum rental is 30 days',
    '$245',
    '$685',
    '$1,050',
    '$2,800',
    '$295',
    '$735',
    '$1,400',
    '$3,500',
    '$500',
    '$750',
    '$600',
    '$25 per hour',
    '$25 each, maximum 2',
    '$100,000',
    '$300,000',
    '$50,000',
    '$50 - $150',
    '$35',
    '$200',
    '$75',
    '50% refund',
    'No refund',
  ],
  '/policies/delivery-policy': [
    'Pike County',
    '20 miles',
    '15 miles',
    '$5,000',
    '$6 per mile beyond the free delivery zone',
    '$6 per mile beyond 10 miles',
    '2 - 5 business days',
    '2 - 4 weeks',
    'before 2 PM',
    '$50 rush fee',
    '2-hour delivery window',
    '$150',
    '8 ft wide',
    '10 ft',
    '$75',
    '$100',
    '8:00 AM - 6:00 PM',
    '10:00 AM - 4:00 PM',
  ],
  '/policies/return-policy': [
    '7 days',
    'Under 10 miles',
    '15%',
    '3 days',
    '20%',
    'No returns',
    '30 days',
    '10%',
    '48 hours',
    '10 business days',
    '3-5 business days',
    'RMA',
  ],
  '/policies/storage-policy': [
    '$125 per month',
    '$75 per month',
    'October 15 - April 15',
    '$650',
    '$400',
    'May 1 - September 30',
    '$575',
    '$350',
    '$50 per month',
    '$150',
    'late fee of $25',
    'within 10 days',
    '30 days',
    '60 days',
    '90 days',
    '120 days',
    "30 days' written notice",
    '8:00 AM - 5:00 PM',
    '8:00 AM - 3:00 PM',
    'By appointment',
  ],
  '/policies/terms-conditions': [
    'Purchase agreements',
    'Rental terms',
    'Service terms',
    'Liability',
    'Governing law',
    'more than 30 days',
    'lien',
    'Commonwealth of Pennsylvania',
  ],
  '/policies/publishing-policy': ['MSRP', 'within 48 hours', '24-48 hours'],
  '/policies/feedback-policy': ['4 hours', '24 hours'],
  '/policies/corrections-policy': ['2 hours', '24 hours', '48 hours', '72 hours'],
  '/policies/diversity-policy': [
    'equal opportunity employer',
    'Pennsylvania Human Relations Act',
    'Serving every customer',
  ],
  '/policies/ethics-policy': [
    'Honest pricing',
    'No-pressure sales',
    'Safety first',
    'Reporting a concern',
  ],
  '/policies/staffing-report': ['2024', '38', '87%'],
  '/privacy-policy': [
    'Information we collect',
    'How we use your information',
    'Sharing your information',
    'Security',
    'Cookies',
    'Your rights',
    'Links to other websites',
    'children under 13',
    'Changes to this policy',
  ],
  '/terms-of-service': [
    'Sales',
    'Rentals',
    'Service',
    'Using the website',
    'Limitation of liability',
    'Indemnification',
    'Commonwealth of Pennsylvania',
    'county courts',
  ],
}

/**
 * A policy page as a reader sees it: heading, canonical address, effective
 * date, its key figures and the contact block. `main` is the page's main
 * landmark and `text` its text, whether read in Chromium or from the HTML.
 */
function expectPolicyText(path: string, text: string) {
  expect(text).toContain('Effective date: January 23, 2025')
  const figures = keyFigures[path]
  expect(figures, `key figures listed for ${path}`).toBeDefined()
  expect(
    (figures ?? []).filter((figure) => !text.includes(figure)),
    `missing from ${path}`,
  ).toEqual([])
  expect(text).not.toMatch(/\{\{|\}\}/)
}

test.describe('policy pages', () => {
  // The pages are sent without scripts (a static page): everything but the
  // accessibility scan is in the HTML the server renders, so every page is read
  // from it here, and one page is read and scanned in Chromium below.
  test('every policy page shows its heading, effective date, key figures and contact block', async ({
    request,
    baseURL,
  }) => {
    for (const policy of policyPages) {
      const response = await request.get(policy.path)
      expect(response.status(), policy.path).toBe(200)
      const page = parseHtml(await response.text())
      const main = within(page.body).getByRole('main', { hidden: true })
      expect(
        within(page.body)
          .getByRole('heading', { level: 1, hidden: true })
          .textContent?.replace(/\s+/g, ' ')
          .trim(),
        policy.path,
      ).toBe(policy.title)
      expect(page.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
        `${baseURL}${policy.path}`,
      )
      expectPolicyText(policy.path, (main.textContent ?? '').replace(/\s+/g, ' '))

      const contact = within(main).getByRole('region', {
        name: /Questions about our/,
        hidden: true,
      })
      expect(
        within(contact).getByRole('link', { name: phones.main.display, hidden: true }),
      ).toHaveProperty('href', `tel:${phones.main.tel}`)
      expect(within(contact).getByRole('link', { name: emails.info, hidden: true })).toHaveProperty(
        'href',
        `mailto:${emails.info}`,
      )
      expect(contact.textContent).toContain(business.serviceAreaText)
    }
  })

  test('a policy page in Chromium shows its heading, figures and contact block, and is accessible', async ({
    page,
    baseURL,
  }) => {
    const policy = policyPages.find(({ path }) => path === '/policies/rental-policy')
    if (!policy) throw new Error('no rental policy')
    const { path } = policy
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(policy.title)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${path}`)
    const main = page.getByRole('main')
    expectPolicyText(path, await main.innerText())
    const contact = main.getByRole('region', { name: /Questions about our/ })
    await expect(contact.getByRole('link', { name: phones.main.display })).toHaveAttribute(
      'href',
      `tel:${phones.main.tel}`,
    )
    await expect(contact.getByRole('link', { name: emails.info })).toHaveAttribute(
      'href',
      `mailto:${emails.info}`,
    )
    await expect(contact).toContainText(business.serviceAreaText)
    await expectAccessible(page)
  })

  for (const [alias, canonical, title] of [
    ['/privacy', '/privacy-policy', 'Privacy Policy'],
    ['/terms', '/terms-of-service', 'Terms of Service'],
  ] as const) {
    test(`${alias} shows the same page as ${canonical}, with ${canonical} as canonical`, async ({
      page,
      baseURL,
    }) => {
      const response = await page.goto(alias)
      expect(response?.status()).toBe(200)
      expect(new URL(page.url()).pathname).toBe(alias)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${baseURL}${canonical}`,
      )
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
        'content',
        `${baseURL}${canonical}`,
      )
    })
  }

  test('links inside a policy text are ordinary links to canonical paths', async ({ page }) => {
    await page.goto('/policies/feedback-policy')
    const article = page.locator('article.prose-policy')
    await expectLinks(article, {
      'Privacy Policy': '/privacy-policy',
      'Corrections Policy': '/policies/corrections-policy',
      'Contact form': '/contact',
    })
    // section headings can be linked to, and "On this page" lists them
    await expect(article.locator('h2#response-times')).toHaveText('Response times')
    await expect(
      page
        .getByRole('navigation', { name: 'On this page' })
        .getByRole('link', { name: 'Response times' }),
    ).toHaveAttribute('href', '#response-times')
  })

  test('prints as plain text: no header, footer, buttons, navigation or hero picture', async ({
    page,
  }) => {
    await page.goto('/policies/rental-policy')
    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('banner')).toBeHidden()
    await expect(page.getByRole('contentinfo')).toBeHidden()
    await expect(page.getByRole('button', { name: 'Print this policy' })).toBeHidden()
    await expect(page.getByRole('navigation', { name: 'On this page' })).toBeHidden()
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeHidden()
    await expect(page.locator('main img').first()).toBeHidden()
    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading).toBeVisible()
    await expect(heading).toHaveCSS('color', 'rgb(0, 0, 0)')
    await expect(page.getByText('$750').first()).toBeVisible()
    await expect(page.getByRole('region', { name: /Questions about our/ })).toBeVisible()
  })

  test('on a phone, the widest table scrolls in its own box and the page stays accessible', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/policies/return-policy')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    const table = page.getByRole('region', { name: 'Return windows at a glance (table)' })
    await expect(table).toHaveAttribute('tabindex', '0')
    await expectAccessible(page)
  })

  test('an unknown policy address answers 404 with the not-found page', async ({ request }) => {
    for (const path of ['/policies/no-such-policy', '/policies/privacy']) {
      const response = await request.get(path, { failOnStatusCode: false })
      expect(response.status(), path).toBe(404)
      expect(await response.text()).toContain('Policy Not Found')
    }
  })
})
