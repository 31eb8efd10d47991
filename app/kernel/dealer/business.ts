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
 * The sets of hours the pages show, by name (decision records 002 and 040):
 * the hours themselves are owners' data (/admin/hours); the showroom's
 * "about" set shows the showroom's hours under its own heading.
 */
export const hoursSets = {
  showroom: { label: 'Showroom & Sales Hours', week: 'showroom' },
  showroomAbout: { label: 'Showroom Hours', week: 'showroom', closedText: 'By appointment' },
  service: {
    label: 'Service Department Hours',
    week: 'service',
    closedText: 'Emergency service only',
  },
  delivery: { label: 'Delivery & Rental Hours', week: 'delivery' },
  storage: { label: 'Storage Access Hours', week: 'storage', closedText: 'By appointment' },
} as const satisfies Record<
  string,
  { label: string; week: 'showroom' | 'service' | 'delivery' | 'storage'; closedText?: string }
>
