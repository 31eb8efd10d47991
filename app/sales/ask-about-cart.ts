/**
 * The contact form about one cart: the form names the cart, starts the
 * message with it and sends its id with the lead (inbox, e-mail, ADF), with
 * or without JavaScript. A sold cart's link asks for one like it. Once the
 * buyer has priced it to their town, the town goes along and the message says it.
 */
export function askAboutCartPath(vehicleId: string, town?: string): string {
  const query = new URLSearchParams({ vehicle: vehicleId, interest: 'sales' })
  if (town) query.set('town', town)
  return `/contact?${query}`
}

/** The button's words: about this cart, or about one like it once it is sold. */
export function askAboutCartLabel(status: string): string {
  return status === 'sold' ? 'Ask About One Like This' : 'Ask About This Cart'
}
