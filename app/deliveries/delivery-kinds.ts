/** What a truck does for a business: each takes one place of its window. */
export const deliveryKinds = [
  'rental_delivery',
  'rental_collection',
  'sale_delivery',
  'service_pickup',
  'service_return',
  'storage_pickup',
  'storage_return',
] as const
export type DeliveryKind = (typeof deliveryKinds)[number]

export const deliveryStatuses = [
  'scheduled',
  'on_the_way',
  'arrived',
  'done',
  'failed',
  'cancelled',
] as const
export type DeliveryStatus = (typeof deliveryStatuses)[number]

export const kindLabels: Record<DeliveryKind, string> = {
  rental_delivery: 'Rental delivery',
  rental_collection: 'Rental collection',
  sale_delivery: 'Sale delivery',
  service_pickup: 'Service pickup',
  service_return: 'Service return',
  storage_pickup: 'Storage pickup',
  storage_return: 'Storage return',
}

/** Whether the truck brings a cart to the customer (else it collects one). */
export const bringsCart = (kind: DeliveryKind) =>
  kind === 'rental_delivery' ||
  kind === 'sale_delivery' ||
  kind === 'service_return' ||
  kind === 'storage_return'

export const statusLabels: Record<DeliveryStatus, string> = {
  scheduled: 'Scheduled',
  on_the_way: 'On the way',
  arrived: 'Arrived',
  done: 'Done',
  failed: 'Could not deliver',
  cancelled: 'Cancelled',
}

/** A job still to be driven: it holds its place and shows on the day. */
export const isOpen = (status: DeliveryStatus) =>
  status === 'scheduled' || status === 'on_the_way' || status === 'arrived'
