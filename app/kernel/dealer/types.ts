/** Shapes of the dealer's editable facts. Data lives in the sibling modules. */

export type DayHours = { days: string; hours: string }

/** A named set of opening hours, shown as rows and mirrored in structured data. */
export type HoursSet = {
  label: string
  rows: DayHours[]
  /** schema.org openingHours strings, e.g. "Mo-Fr 09:00-17:00" */
  schema: string[]
  /** today's state on the dealer's clock: "Open today 9 AM - 5 PM", "Closed today: Thanksgiving" */
  today: string
  /** closures and special hours from today through the next 30 days, soonest first */
  upcoming: SpecialHours[]
}

/** A dated closure (hours null) or special hours, over one day or several, with its public note. */
export type SpecialHours = {
  startsOn: string
  endsOn: string
  hours: { open: string; close: string } | null
  note: string
  /** as the pages say it: "Closed Thursday, Nov 26: Thanksgiving" */
  text: string
}

/** A phone number as shown and as dialled, so pages can build tel: links. */
export type PhoneNumber = { display: string; tel: string }

export type Location = {
  id: string
  name: string
  type: 'physical' | 'online'
  street?: string
  city: string
  region: 'PA'
  postalCode?: string
  phone: PhoneNumber
  coordinates?: { lat: number; lng: number }
  mapUrl?: string
  facebookUrl?: string
  youtubeUrl: string
  websiteUrl: string
  reviewUrl: string
  /** the store code Google's local inventory feed knows the showroom by; showrooms only */
  storeCode?: string
}

export type TownType = 'Borough' | 'Township' | 'City'

export type AreaId = 'pike' | 'lackawanna'

export type Town = {
  name: string
  type: TownType
  slug: string
  area: AreaId
  /** the real county: the Pike County area also takes in Hawley (Wayne) and Middle Smithfield (Monroe) */
  county: 'Pike' | 'Wayne' | 'Monroe' | 'Lackawanna'
  /** id of the nearest showroom or office in locations.ts (see locationById) */
  nearestLocationId: string
  /** rough road distance in miles to that showroom */
  distanceMiles: number
  coordinates: { lat: number; lng: number }
  /** two or three sentences that are true of this town and useful to a cart buyer */
  facts: string[]
  /** places in or near the town where carts are used (lakes, parks, communities) */
  localSpots: string[]
}

export type ServiceArea = {
  id: AreaId
  name: string
  description: string
}
