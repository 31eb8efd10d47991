import { feedItems } from '#app/sales/.server/feeds/feed-item.ts'
import { feedResponse, feedSource } from '#app/sales/.server/feeds/feed-response.ts'
import { metaCatalogCsv } from '#app/sales/.server/feeds/meta-catalog.ts'

import type { Route } from './+types/meta-catalog'

/** /feeds/meta-catalog.csv: the same carts for Meta's catalog (Facebook and Instagram). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { vehicles, changed } = await feedSource(context.db)
  const csv = metaCatalogCsv(feedItems(vehicles, context.settings.SITE_URL))
  return feedResponse(request, csv, 'text/csv; charset=utf-8', changed)
}
