import { beforeAll, describe, expect, it } from 'vitest'

import { towns } from '#app/site/content/towns.server.ts'
import { sharedServer, type TestServer } from '#tests/support/server.ts'

/*
 * Each town's rental page against the quote its RESERVE TODAY link opens:
 * what the page (and its description) says delivery costs is what the
 * quote's delivery line charges, for every town.
 */

let server: TestServer
beforeAll(async () => {
  server = await sharedServer()
})

const page = async (path: string) => {
  const response = await fetch(`${server.url}${path}`)
  expect(response.status, path).toBe(200)
  // the text as read: without the markers React puts between adjacent text parts
  return (await response.text()).replaceAll('<!-- -->', '')
}

/** The amount of the quote's "Delivery to …" line, as the reserve page shows it without JavaScript. */
function quotedDelivery(html: string, townName: string): string | undefined {
  const line = new RegExp(
    `data-quote-label="[^"]*">Delivery to ${townName}</span>[\\s\\S]*?data-quote-amount="[^"]*">([^<]+)<`,
  )
  return line.exec(html)?.[1]
}

describe('a town rental page and its quote', () => {
  it.each(towns.map((town) => [town.slug, town] as const))(
    '%s: the page states the delivery the quote charges',
    async (slug, town) => {
      const rentalPage = await page(`/rentals/${slug}`)
      const amount = quotedDelivery(
        await page(`/rentals/reserve?type=four-seater&plan=daily&town=${slug}`),
        town.name,
      )
      expect(amount).toMatch(/^\$[\d,]+$/)
      const description = /<meta name="description" content="([^"]*)"/.exec(rentalPage)?.[1]
      if (amount === '$0') {
        expect(rentalPage).toContain(`Free delivery within the ${town.name} area`)
        expect(description).toContain(`free delivery within the ${town.name} area`)
      } else {
        expect(rentalPage).not.toContain('Free delivery within')
        expect(rentalPage).toContain(`Delivery to ${town.name} for ${amount}`)
        expect(description).toContain(`delivery to ${town.name} for ${amount}`)
      }
    },
  )
})
