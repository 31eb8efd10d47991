import { withoutControls } from '#app/kernel/.server/mail/escape.ts'

import { type FeedItem, golfCartCategory } from './feed-item'

export const metaColumns = [
  'id',
  'title',
  'description',
  'availability',
  'condition',
  'price',
  'sale_price',
  'sale_price_effective_date',
  'link',
  'image_link',
  'additional_image_link',
  'brand',
  'google_product_category',
] as const

/** RFC 4180: a field with a comma, quote or line break is quoted, quotes doubled. */
export function csvField(value: string): string {
  const text = withoutControls(value, true)
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** Meta's product catalog in CSV, lines ending CRLF. */
export function metaCatalogCsv(items: FeedItem[]): string {
  const rows = items.map((item) => {
    const values: Record<(typeof metaColumns)[number], string> = {
      id: item.id,
      title: item.title,
      description: item.description,
      availability: item.availability === 'in_stock' ? 'in stock' : 'out of stock',
      condition: item.condition,
      price: item.price,
      sale_price: item.salePrice ?? '',
      sale_price_effective_date: item.saleEffectiveDate ?? '',
      link: item.link,
      image_link: item.imageLink,
      additional_image_link: item.additionalImageLinks.join(','),
      brand: item.brand,
      google_product_category: golfCartCategory,
    }
    return metaColumns.map((column) => csvField(values[column])).join(',')
  })
  return `${[metaColumns.join(','), ...rows].join('\r\n')}\r\n`
}
