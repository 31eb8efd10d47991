import { escapeXml } from '#app/kernel/.server/mail/escape.ts'
import { business } from '#app/kernel/dealer/business.ts'

import { type FeedItem, golfCartCategory } from './feed-item'

const tag = (name: string, value: string | undefined) =>
  value === undefined ? '' : `\n      <g:${name}>${escapeXml(value)}</g:${name}>`

/** Google Merchant Center's product feed: RSS 2.0 with the g: namespace. */
export function googleProductsXml(items: FeedItem[], siteUrl: string): string {
  const entries = items.map(
    (item) =>
      `    <item>${tag('id', item.id)}${tag('title', item.title)}${tag('description', item.description)}${tag('link', item.link)}${tag('image_link', item.imageLink)}${item.additionalImageLinks.map((link) => tag('additional_image_link', link)).join('')}${tag('availability', item.availability)}${tag('price', item.price)}${tag('sale_price', item.salePrice)}${tag('sale_price_effective_date', item.saleEffectiveDate)}${tag('brand', item.brand)}${tag('condition', item.condition)}${tag('identifier_exists', 'no')}${tag('google_product_category', golfCartCategory)}${tag('product_type', item.productType)}
    </item>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">
  <channel>
    <title>${escapeXml(business.name)}: electric golf carts</title>
    <link>${escapeXml(siteUrl)}/inventory</link>
    <description>${escapeXml(`Electric golf carts for sale at ${business.name}`)}</description>
${entries.join('\n')}
  </channel>
</rss>
`
}
