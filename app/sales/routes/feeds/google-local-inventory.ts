import { feedItems } from '#app/sales/.server/feeds/feed-item.ts'
import { feedResponse, feedSource } from '#app/sales/.server/feeds/feed-response.ts'
import { googleLocalInventoryXml } from '#app/sales/.server/feeds/google-local-inventory.ts'

import type { Route } from './+types/google-local-inventory'

/** /feeds/google-local-inventory.xml: which showroom holds each cart, for free local listings. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { vehicles, changed } = await feedSource(context.db)
  const siteUrl = context.settings.SITE_URL
  const xml = googleLocalInventoryXml(feedItems(vehicles, siteUrl), siteUrl)
  return feedResponse(request, xml, 'application/xml; charset=utf-8', changed)
}
