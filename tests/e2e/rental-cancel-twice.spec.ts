import { postReserve, reserveForm, saturdayAhead } from '#tests/support/reserve-form.ts'

import { expect, test } from './fixtures'

/*
 * A renter cancels from one tab, then presses the cancel button again on the
 * same reservation's page left open in another (or sent twice): the second
 * answer says the reservation is already cancelled, with JavaScript or without.
 */

const shots = 'test-results/rental-cancel-twice'

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    // the second cancel's page is a 409, which the browser reports
    test.use({ javaScriptEnabled, allowedConsoleErrors: /status of 409/ })

    test('a second cancel says the reservation is already cancelled', async ({
      page,
      context,
      baseURL,
    }) => {
      const sent = await postReserve(
        baseURL ?? '',
        reserveForm({
          cartType: 'four-seater',
          // a weekend of its own for each run of this test
          startDay: saturdayAhead(javaScriptEnabled ? 9 : 10),
          email: `twice-${javaScriptEnabled ? 'js' : 'nojs'}@example.com`,
        }),
      )
      expect(sent.status).toBe(303)
      const reservation = sent.headers.get('location') ?? ''
      await page.goto(reservation)
      const other = await context.newPage()
      await other.goto(reservation)

      await page.getByRole('button', { name: 'Cancel this reservation' }).click()
      await expect(page.getByRole('heading', { name: 'Status: Cancelled' })).toBeVisible()

      await other.getByRole('button', { name: 'Cancel this reservation' }).click()
      await expect(other.getByRole('alert')).toHaveText('This reservation is already cancelled.')
      await expect(other.getByRole('heading', { name: 'Status: Cancelled' })).toBeVisible()
      await expect(other.getByRole('button', { name: 'Cancel this reservation' })).toHaveCount(0)
      await other.screenshot({
        path: `${shots}/cancelled-twice-${javaScriptEnabled ? 'js' : 'nojs'}.png`,
        fullPage: true,
      })
    })
  })
}
