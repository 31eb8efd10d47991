import type { Page } from '@playwright/test'

import { saturdayAhead } from '#tests/support/reserve-form.ts'

import { expect, expectAccessible, test } from './fixtures'

/*
 * A renter on a phone, from a town rental page's RESERVE TODAY to the
 * reservation's own page and its cancel button: with JavaScript (the
 * calendar and the live quote) and without it (the form posts as is).
 */

const phone = { width: 390, height: 844 }
const shots = 'test-results/rentals-reserve'

test.use({ viewport: phone, hasTouch: true, isMobile: true })
// two pages each scanned by axe, on a machine the other tests share
test.setTimeout(180_000)

async function fillRenter(page: Page, email: string) {
  await page.getByLabel('First name', { exact: true }).fill('Riley')
  await page.getByLabel('Last name', { exact: true }).fill('Renter')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Phone', { exact: true }).fill('570-555-0123')
}

test.describe('reserving a rental online', () => {
  test('from Milford’s RESERVE TODAY to the reservation page, with the live calendar and quote', async ({
    page,
  }) => {
    await page.goto('/rentals/milford')
    await page
      .getByRole('link', { name: 'Reserve today: 6-Seater Golf Cart, 3-Day Rental' })
      .click()
    await expect(page).toHaveURL(/\/rentals\/reserve\?type=six-seater&plan=three-day&town=milford$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Reserve Your Cart' })).toBeVisible()
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')

    // the calendar: a month grid whose free days pick the start day
    await expect(page.getByRole('button', { name: 'Next month' })).toBeVisible()
    await expect(page.getByLabel('Cart', { exact: true })).toHaveValue('six-seater')
    await expect(page.getByLabel('Days (24 hours each)')).toHaveValue('3')
    await expect(page.getByLabel('Town (for delivery)')).toHaveValue('milford')
    await page.getByRole('button', { name: 'Next month' }).click()
    const free = page.getByRole('button', { name: /, free$/ }).first()
    await free.click()
    await expect(free).toHaveAttribute('aria-pressed', 'true')
    // the keyboard moves between the free days and picks one
    const clicked = (await free.getAttribute('data-day')) ?? ''
    await page.keyboard.press('ArrowRight')
    const focused = page.locator(':focus')
    const moved = (await focused.getAttribute('data-day')) ?? ''
    expect(moved > clicked).toBe(true)
    await page.keyboard.press('Enter')
    await expect(focused).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByLabel('Start day', { exact: true })).toHaveValue(moved)
    expect(await page.getByLabel('Start day', { exact: true }).inputValue()).toMatch(
      /^\d{4}-\d{2}-\d{2}$/,
    )
    await page.getByLabel('Handover time', { exact: true }).selectOption('10:00')

    const quote = page.getByRole('region', { name: 'Your quote' })
    await expect(quote).toContainText('Rent, 3 days')
    await expect(quote).toContainText('Delivery to Milford')
    // the quote follows the fields: an additional driver adds its $25 line
    await page.getByLabel(/Additional drivers/).selectOption('1')
    await expect(quote).toContainText('1 driver at $25 each')

    await page.getByLabel('Street address (for delivery)').fill('12 Harford Street')
    await page.getByLabel('Where we leave the cart (for delivery)').fill('By the garage')
    await page.getByLabel(/The path to where the cart goes/).check()
    await fillRenter(page, 'phone.renter@example.com')
    // checked in the browser first, with the server's own messages
    await page.getByRole('button', { name: 'Send my reservation request' }).click()
    await expect(page.getByText('Accept the rental terms to send your request')).toBeVisible()
    await expect(page.getByText('You must be 18 or older to rent a cart')).toBeVisible()
    await page.getByLabel('I am 18 or older').check()
    await page.getByLabel(/I accept the/).check()
    await expectAccessible(page)
    await page.screenshot({ path: `${shots}/1-reserve-form-js.png`, fullPage: true })

    await page.getByRole('button', { name: 'Send my reservation request' }).click()
    await expect(page).toHaveURL(/\/rentals\/reservation\/[\w-]{40,}$/)
    await expect(page.getByRole('heading', { name: /Status: Request received/ })).toBeVisible()
    const price = page.getByRole('region', { name: 'Your quote' })
    await expect(price).toContainText('Delivery to Milford')
    await expect(price).toContainText('Due at handover')
    await expect(page.getByText('Cancelling now is free')).toBeVisible()
    await expectAccessible(page)
    await page.screenshot({ path: `${shots}/2-reservation-js.png`, fullPage: true })

    await page.getByRole('button', { name: 'Cancel this reservation' }).click()
    await expect(page.getByRole('heading', { name: 'Status: Cancelled' })).toBeVisible()
    await page.screenshot({ path: `${shots}/3-cancelled-js.png`, fullPage: true })
  })

  test.describe('without JavaScript', () => {
    // axe itself needs JavaScript: the pages' markup is scanned in the journey above
    test.use({
      javaScriptEnabled: false,
      allowedConsoleErrors: /Failed to load resource: the server responded with a status of 400/,
    })

    test('the same journey: availability listed, the quote after sending, then cancel', async ({
      page,
    }) => {
      await page.goto('/rentals/hawley')
      await page
        .getByRole('link', { name: 'Reserve today: Utility Golf Cart, Weekly Rental' })
        .click()
      await expect(page).toHaveURL(/\/rentals\/reserve\?type=utility&plan=weekly&town=hawley$/)
      // the next days' availability as a list, and the quote for the values shown
      await expect(page.getByText(/: Free$/).first()).toBeVisible()
      await expect(page.getByRole('region', { name: 'Your quote' })).toContainText('Rent, 7 days')

      // a window of its own: the other journeys' deliveries take the 10-12 ones, one truck each
      await page.getByLabel('Start day', { exact: true }).fill(saturdayAhead(4))
      await page.getByLabel('Handover time', { exact: true }).selectOption('15:00')
      await page.getByLabel('Street address (for delivery)').fill('5 Main Avenue')
      await page.getByLabel('Where we leave the cart (for delivery)').fill('By the garage')
      await page.getByLabel(/The path to where the cart goes/).check()
      await fillRenter(page, 'nojs.renter@example.com')
      await page.getByLabel('I am 18 or older').check()
      // sent without accepting the terms: the form comes back with the message and the values
      await page.getByRole('button', { name: 'Send my reservation request' }).click()
      await expect(
        page.getByText('Accept the rental terms to send your request').first(),
      ).toBeVisible()
      await expect(page.getByLabel('Street address (for delivery)')).toHaveValue('5 Main Avenue')
      await page.screenshot({ path: `${shots}/4-reserve-form-refused-nojs.png`, fullPage: true })

      await page.getByLabel('I am 18 or older').check()
      await page.getByLabel(/I accept the/).check()
      await page.getByRole('button', { name: 'Send my reservation request' }).click()
      await expect(page).toHaveURL(/\/rentals\/reservation\/[\w-]{40,}$/)
      await expect(page.getByRole('region', { name: 'Your quote' })).toContainText('Rent, 7 days')
      await expect(page.getByRole('region', { name: 'Your quote' })).toContainText(
        'Delivery to Hawley',
      )
      await page.screenshot({ path: `${shots}/5-reservation-nojs.png`, fullPage: true })

      await page.getByRole('button', { name: 'Cancel this reservation' }).click()
      await expect(page.getByRole('heading', { name: 'Status: Cancelled' })).toBeVisible()
      await page.screenshot({ path: `${shots}/6-cancelled-nojs.png`, fullPage: true })
    })
  })
})
