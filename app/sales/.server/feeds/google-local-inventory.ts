import { escapeXml } from '#app/kernel/.server/mail/escape.ts'
import { showroomOf } from '#app/kernel/dealer/locations.ts'

import type { FeedItem } from './feed-item'

const tag = (name: string, value: string) => `\n      <g:${name}>${escapeXml(value)}</g:${name}>`

/**
 * Google's local inventory feed for free local listings: each cart at the
 * showroom whose lot holds it (one of a kind, so quantity 1), bought in store.
 */
export function googleLocalInventoryXml(items: FeedItem[], siteUrl: string): string {
  const entries = items.map((item) => {
    const store = showroomOf(item.locationId).storeCode ?? ''
    const inStock = item.availability === 'in_stock'
    return `    <item>${tag('store_code', store)}${tag('id', item.id)}${tag('availability', item.availability)}${tag('quantity', inStock ? '1' : '0')}${tag('price', item.price)}${item.salePrice ? tag('sale_price', item.salePrice) : ''}${item.saleEffectiveDate ? tag('sale_price_effective_date', item.saleEffectiveDate) : ''}${tag('pickup_method', inStock ? 'buy' : 'not supported')}${inStock ? tag('pickup_sla', 'same day') : ''}
    </item>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">
  <channel>
    <title>Local inventory</title>
    <link>${escapeXml(siteUrl)}/showroom</link>
    <description>Carts on each showroom's lot</description>
${entries.join('\n')}
  </channel>
</rss>
`
}
