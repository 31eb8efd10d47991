import { escapeXml } from '#app/kernel/.server/mail/escape.ts'
import { business, phones } from '#app/kernel/dealer/business.ts'
import { isoInTimeZone } from '#app/kernel/zoned-time.ts'

import type { Lead } from '../lead'

export type AdfOptions = {
  timeZone: string
  siteUrl: string
  /** the dealer address that handles this interest, named as the vendor contact */
  vendorEmail: string
}

function attrs(attributes: Record<string, string>): string {
  return Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('')
}

/** An element with escaped text; attributes escaped too. */
function el(name: string, text: string | number, attributes: Record<string, string> = {}): string {
  return `<${name}${attrs(attributes)}>${escapeXml(String(text))}</${name}>`
}

function indent(lines: string[], depth: number): string[] {
  return lines.map((line) => `${'  '.repeat(depth)}${line}`)
}

/**
 * The lead as ADF/XML 1.0 (Auto-lead Data Format), the format dealer CRMs
 * ingest from an e-mail body. ADF's vehicle `interest` vocabulary is
 * buy/lease/sell/trade-in/test-drive, so it says "buy" and the site's own
 * interest (sales, service, parts, general) goes in the vehicle comments.
 * Year, make and model are given when the message came from a vehicle page.
 */
export function buildAdf(lead: Lead, options: AdfOptions): string {
  const address = business.mainAddress
  const vehicleAttributes: Record<string, string> = { interest: 'buy' }
  if (lead.vehicle) vehicleAttributes.status = lead.vehicle.isNew ? 'new' : 'used'
  const sentFrom = lead.pageUrl ? `. Sent from ${lead.pageUrl}` : ''

  const vehicle = [
    `<vehicle${attrs(vehicleAttributes)}>`,
    ...indent(
      [
        ...(lead.vehicle?.year ? [el('year', lead.vehicle.year)] : []),
        ...(lead.vehicle ? [el('make', lead.vehicle.make), el('model', lead.vehicle.model)] : []),
        el('comments', `Interest: ${lead.interestLabel}${sentFrom}`),
      ],
      1,
    ),
    '</vehicle>',
  ]
  const customer = [
    '<customer>',
    '  <contact>',
    ...indent(
      [
        el('name', lead.firstName, { part: 'first' }),
        el('name', lead.lastName, { part: 'last' }),
        el('email', lead.email),
        el('phone', lead.phone, { type: 'voice' }),
      ],
      2,
    ),
    '  </contact>',
    `  ${el('comments', lead.message)}`,
    '</customer>',
  ]
  const vendor = [
    '<vendor>',
    `  ${el('vendorname', business.name)}`,
    '  <contact primarycontact="1">',
    ...indent(
      [
        el('name', business.name, { part: 'full' }),
        el('email', options.vendorEmail),
        el('phone', phones.main.display, { type: 'voice' }),
        '<address>',
        `  ${el('street', address.street, { line: '1' })}`,
        `  ${el('city', address.city)}`,
        `  ${el('regioncode', address.region)}`,
        `  ${el('postalcode', address.postalCode)}`,
        `  ${el('country', address.country)}`,
        '</address>',
      ],
      2,
    ),
    '  </contact>',
    '</vendor>',
  ]
  const provider = [
    '<provider>',
    `  ${el('name', `${business.name} website`, { part: 'full' })}`,
    `  ${el('url', options.siteUrl)}`,
    '</provider>',
  ]
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<?adf version="1.0"?>',
    '<adf>',
    '  <prospect status="new">',
    ...indent(
      [
        el('id', lead.id, { sequence: '1', source: business.website }),
        el('requestdate', isoInTimeZone(new Date(lead.receivedAt), options.timeZone)),
        ...vehicle,
        ...customer,
        ...vendor,
        ...provider,
      ],
      2,
    ),
    '  </prospect>',
    '</adf>',
    '',
  ].join('\n')
}
