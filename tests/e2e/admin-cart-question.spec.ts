import { fillContactForm } from './contact-helpers.ts'
import { expect, expectAccessible, signIn, test, waitForHydration } from './fixtures'

/*
 * A buyer on a phone asks about the cart in front of them; the lead reaches
 * the inbox with that cart (its page, the ADF for the CRM), not as a message
 * "sent from /contact". Runs on the back-office server, whose inbox it reads.
 */

const run = Date.now().toString(36)
const buyer = { first: 'Casey', last: `Buyer${run}` }
const staff = {
  email: `cart-q-${run}@example.com`,
  name: 'Quinn Sales',
  password: 'harbor violet ember kite',
}
const cart = { id: 'denago-ev-city', name: 'Denago EV City' }

test('a buyer asks about a cart from its page; the lead carries the cart', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000)
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  })
  const visitor = await phone.newPage()
  await visitor.goto(`/vehicle/${cart.id}`)
  const ask = visitor.getByRole('link', { name: 'Ask About This Cart' })
  await ask.scrollIntoViewIfNeeded()
  await visitor.screenshot({ path: testInfo.outputPath('cart-page-390.png') })
  await ask.click()

  await expect(visitor).toHaveURL(/\/contact\?vehicle=denago-ev-city&interest=sales$/)
  await expect(visitor.getByText('Asking about the')).toContainText(cart.name)
  await waitForHydration(visitor)
  await expect(visitor.getByLabel('Message', { exact: true })).toHaveValue(
    `I'm interested in the ${cart.name}.`,
  )
  await expect(visitor.getByLabel("I'm interested in")).toHaveValue('sales')
  await expectAccessible(visitor)
  await fillContactForm(visitor, {
    'First Name': buyer.first,
    'Last Name': buyer.last,
    Email: `casey-${run}@example.com`,
    Phone: '570-555-0177',
  })
  await visitor.screenshot({ path: testInfo.outputPath('cart-question-390.png'), fullPage: true })
  await visitor.getByRole('button', { name: 'Send Message' }).click()
  await expect(visitor).toHaveURL(/\/thank-you$/)
  await phone.close()

  await signIn(page, staff, 'staff')
  await page.goto(`/admin/leads?q=${encodeURIComponent(buyer.last)}`)
  await page.getByRole('link', { name: `${buyer.first} ${buyer.last}` }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${buyer.first} ${buyer.last}`)
  const sentFrom = page.getByRole('link', {
    name: '/contact?vehicle=denago-ev-city&interest=sales',
  })
  await expect(sentFrom).toBeVisible()
  await expect(page.getByRole('link', { name: cart.name, exact: true })).toHaveAttribute(
    'href',
    `/admin/inventory/${cart.id}`,
  )
  await expect(page.getByRole('link', { name: 'its public page' })).toHaveAttribute(
    'href',
    new RegExp(`/vehicle/${cart.id}$`),
  )
  await page.getByText('ADF/XML for the CRM').click()
  const adf = page.locator('pre', { hasText: '<adf>' })
  await expect(adf).toContainText('<make>Denago</make>')
  await expect(adf).toContainText('<model>EV City</model>')
  await waitForHydration(page)
  await expectAccessible(page)
})
