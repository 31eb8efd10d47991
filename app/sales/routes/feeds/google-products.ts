import { feedItems } from '#app/sales/.server/feeds/feed-item.ts'
import { feedResponse, feedSource } from '#app/sales/.server/feeds/feed-response.ts'
import { googleProductsXml } from '#app/sales/.server/feeds/google-products.ts'

import type { Route } from './+types/google-products'

/** /feeds/google-products.xml: every cart a visitor can buy, for Google Merchant Center. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { vehicles, changed } = await feedSource(context.db)
  const siteUrl = context.settings.SITE_URL
  const xml = googleProductsXml(feedItems(vehicles, siteUrl), siteUrl)
  return feedResponse(request, xml, 'application/xml; charset=utf-8', changed)
}
