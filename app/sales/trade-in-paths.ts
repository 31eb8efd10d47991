/** The trade-in request, from a cart's page: the cart wanted and the buyer's town go with it. */
export function tradeInPath(vehicleId?: string, town?: string): string {
  const query = new URLSearchParams()
  if (vehicleId) query.set('vehicle', vehicleId)
  if (town) query.set('town', town)
  const search = query.toString()
  return search ? `/trade-in?${search}` : '/trade-in'
}
