import { formatCents } from '#app/kernel/format.ts'

import { monthDayText, type StorageOffers } from './storage-offers.ts'

/** A Markdown table: a header row, its rule, and one row per entry. */
function markdownTable(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n')
}

/** "$650" for whole dollars, "$650.50" otherwise. */
const price = (cents: number) => formatCents(cents).replace(/\.00$/, '')

/**
 * The storage policy's figures that are data (record 075), as Markdown for
 * its {{placeholders}}: the monthly rates, the packages with their seasons,
 * the add-ons, as the owners last set them.
 */
export function storagePolicyPlaceholders(
  offers: StorageOffers,
): Record<'storageRates' | 'storagePackages' | 'storageAddOns', string> {
  const season = (plan: 'winter' | 'summer') =>
    `${monthDayText(offers[plan].seasonStart)} - ${monthDayText(offers[plan].seasonEnd)}`
  return {
    storageRates: markdownTable(
      ['Option', 'Monthly rate'],
      [
        ['Indoor storage', `${price(offers.monthly.indoor)} per month`],
        ['Covered outdoor storage', `${price(offers.monthly.outdoor)} per month`],
      ],
    ),
    storagePackages: markdownTable(
      ['Package', 'Season', 'Indoor', 'Covered outdoor'],
      (['winter', 'summer'] as const).map((plan) => [
        plan === 'winter' ? 'Winter' : 'Summer',
        season(plan),
        price(offers[plan].indoor),
        price(offers[plan].outdoor),
      ]),
    ),
    storageAddOns: markdownTable(
      ['Service', 'Price'],
      [
        ['Maintenance add-on', `${price(offers.maintenanceCents)} per month`],
        ['Pre-season preparation', price(offers.preparationCents)],
      ],
    ),
  }
}
