import type { DB } from '#app/kernel/.server/db/connection.ts'
import { listPhotos } from '#app/kernel/.server/photos/repository.ts'
import { dealerTime } from '#app/kernel/dealer-clock.ts'
import { defaultPhotoAlt } from '#app/kernel/photo.ts'
import { statusLabels } from '#app/payments/ledger.ts'
import { vehicleFormValues } from '#app/sales/vehicle-form-values.ts'
import { withPhotoImages } from '#app/sales/vehicle-photo-images.ts'
import { isPublic } from '#app/sales/vehicle-status.ts'

import {
  holdDeliveries,
  type HoldDeliveryFacts,
  holdDeliveryFacts,
} from '../cart-holds/hold-delivery'
import { holdsOfCart } from '../cart-holds/hold-staff'
import { feedProblems, feedProblemText } from '../feeds/feed-item'
import { openSaleDelivery } from '../sold-cart-delivery'
import { priceHistory } from './price-history'
import { thumbnailOf } from './thumbnail'
import { findStaffVehicle } from './vehicle-admin'

/** What staff read of a delivery (its customer's page stays the customer's). */
const pick = ({ when, address, feesCents }: HoldDeliveryFacts) => ({ when, address, feesCents })

/** Everything the cart editor shows, or undefined for no such cart. */
export async function vehiclePage(db: DB, id: string) {
  const vehicle = await findStaffVehicle(db, id)
  if (!vehicle) return undefined
  const photos = await listPhotos(db, id)
  const ready = photos.filter((photo) => photo.status === 'ready')
  const [withImages = vehicle] = withPhotoImages([vehicle], new Map([[id, ready]]))
  const prices = await priceHistory(db, id)
  const holds = await holdsOfCart(db, id)
  const deliveries = new Map(
    (
      await holdDeliveries(
        db,
        holds.map((hold) => hold.id),
      )
    ).map((job) => {
      const { when, address, feesCents } = holdDeliveryFacts(job)
      return [job.subject_id, { when, address, feesCents, truck: job.truck_name ?? 'no truck' }]
    }),
  )
  const staffIds = [...new Set(prices.flatMap((change) => change.changedBy ?? []))]
  const names = new Map(
    staffIds.length === 0
      ? []
      : (
          await db
            .selectFrom('staff_users')
            .select(['id', 'name', 'email'])
            .where('id', 'in', staffIds)
            .execute()
        ).map((row) => [row.id, row.name || row.email]),
  )
  const sale = await openSaleDelivery(db, id)
  return {
    saleDelivery: sale && {
      ...pick(holdDeliveryFacts(sale)),
      truck: sale.truck_name ?? 'no truck',
    },
    cart: {
      id: vehicle.id,
      name: vehicle.name,
      status: vehicle.status,
      version: vehicle.version,
      featured: vehicle.featured,
    },
    values: vehicleFormValues(vehicle),
    publicPath: isPublic(vehicle.status) ? `/vehicle/${vehicle.id}` : undefined,
    problems: feedProblems(withImages).map((problem) => feedProblemText[problem]),
    prices: prices.map((change) => ({
      ...change,
      changed: dealerTime(change.changedAt),
      by: change.changedBy ? (names.get(change.changedBy) ?? 'A former staff member') : 'Imported',
    })),
    holds: holds.map((hold) => ({
      id: hold.id,
      status: hold.status,
      buyer: `${hold.first_name} ${hold.last_name}`,
      email: hold.email,
      phone: hold.phone,
      amountCents: hold.amount_cents,
      paid: hold.paid_at ? dealerTime(hold.paid_at) : undefined,
      ends: hold.ends_at ? dealerTime(hold.ends_at) : undefined,
      ended: hold.ended_at ? dealerTime(hold.ended_at) : undefined,
      leadId: hold.lead_id,
      refund: hold.refund_status ? statusLabels[hold.refund_status] : undefined,
      delivery: deliveries.get(hold.id),
    })),
    photos: photos.map((photo) => ({
      id: photo.id,
      status: photo.status,
      error: photo.error,
      alt: photo.alt,
      customAlt: photo.customAlt ?? '',
      suggestedAlt: defaultPhotoAlt(vehicle.name, photo.position),
      thumbnail: thumbnailOf(photo.variants),
    })),
  }
}

export type VehiclePageData = NonNullable<Awaited<ReturnType<typeof vehiclePage>>>
