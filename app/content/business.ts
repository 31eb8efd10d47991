import { hoursRows, openingHoursSchema, type WeeklyHours } from '#app/lib/business-hours.ts'

import type { HoursSet } from './types'

/** The makes the dealer sells, as sentences name them. */
export const brandNamesText = 'Denago and Evolution'

/** The standing finance offer, as sentences name it. */
export const financingOffer = '0% financing on select models'

/**
 * The dealer's identity. The specification hides the real name, phones and
 * e-mail, so this is one consistent fictional identity: replace it here and
 * the whole site follows.
 */
export const business = {
  name: 'Keystone Electric Golf Carts',
  nameLines: ['Keystone Electric', 'Golf Carts'] as const,
  shortName: 'Keystone Electric',
  legalName: 'Keystone Electric Golf Carts LLC',
  founded: 2010,
  yearsLabel: '15+',
  customersLabel: '500+',
  townsClaim: 15,
  serviceAreaText: 'Pike, Monroe and Lackawanna Counties, Pennsylvania',
  homeCounty: 'Pike County',
  description: `Authorized ${brandNamesText} electric golf cart dealer in Northeastern Pennsylvania: new and used carts, rentals, service, parts, storage and delivery.`,
  mainAddress: {
    street: '1200 Route 739',
    city: 'Lords Valley',
    region: 'PA',
    postalCode: '18428',
    country: 'US',
  },
  coordinates: { lat: 41.3629, lng: -75.0621 },
  /** the showrooms' clock: opening hours, times in lead e-mails */
  timeZone: 'America/New_York',
  website: 'keystone-golfcarts.example',
  financingUrl: 'https://financing.keystone-golfcarts.example/apply',
} as const

/** Phone numbers: display text and dialable form kept together. */
export const phones = {
  main: { display: '(570) 555-0100', tel: '+15705550100' },
  sales: { display: '(570) 555-0100', tel: '+15705550100' },
  service: { display: '(570) 555-0101', tel: '+15705550101' },
  poconoPines: { display: '(570) 555-0102', tel: '+15705550102' },
  scranton: { display: '(570) 555-0103', tel: '+15705550103' },
} as const

export type Phone = (typeof phones)[keyof typeof phones]

export const emails = {
  info: 'info@keystone-golfcarts.example',
  sales: 'sales@keystone-golfcarts.example',
  service: 'service@keystone-golfcarts.example',
  parts: 'parts@keystone-golfcarts.example',
} as const

/**
 * The showroom and sales department's opening hours, as data: the pages show
 * them and the lead inbox counts first-response times in them.
 */
export const salesHours: WeeklyHours = {
  timeZone: business.timeZone,
  spans: [
    { from: 'Mon', to: 'Fri', open: '09:00', close: '17:00' },
    { from: 'Sat', open: '09:00', close: '17:00' },
    { from: 'Sun', closed: true },
  ],
}

/** A set of hours for the pages: its rows and its schema.org strings both read from one week. */
function hoursSet(label: string, spans: WeeklyHours['spans'], closedText?: string): HoursSet {
  const week = { timeZone: business.timeZone, spans }
  return { label, rows: hoursRows(week, closedText), schema: openingHoursSchema(week) }
}

/** The site's several sets of hours: each is real and shown where it applies. */
export const hours = {
  showroom: hoursSet('Showroom & Sales Hours', salesHours.spans),
  showroomAbout: hoursSet('Showroom Hours', salesHours.spans, 'By appointment'),
  service: hoursSet(
    'Service Department Hours',
    [
      { from: 'Mon', to: 'Fri', open: '08:00', close: '17:00' },
      { from: 'Sat', open: '09:00', close: '15:00' },
      { from: 'Sun', closed: true },
    ],
    'Emergency service only',
  ),
  delivery: hoursSet('Delivery & Rental Hours', [
    { from: 'Mon', to: 'Sat', open: '08:00', close: '18:00' },
    { from: 'Sun', open: '10:00', close: '16:00' },
  ]),
  storage: hoursSet(
    'Storage Access Hours',
    [
      { from: 'Mon', to: 'Fri', open: '08:00', close: '17:00' },
      { from: 'Sat', open: '08:00', close: '15:00' },
      { from: 'Sun', closed: true },
    ],
    'By appointment',
  ),
} as const satisfies Record<string, HoursSet>
