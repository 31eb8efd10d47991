export type PostalAddress = { street?: string; city: string; region: string; postalCode?: string }

/** One-line address as shown on cards and used for directions: "1200 Route 739, Lords Valley, PA 18428". */
export function addressLine(a: PostalAddress): string {
  const street = a.street ? `${a.street}, ` : ''
  const postalCode = a.postalCode ? ` ${a.postalCode}` : ''
  return `${street}${a.city}, ${a.region}${postalCode}`
}
