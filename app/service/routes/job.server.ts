import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { ServiceJobRow } from '#app/kernel/.server/db/schema.ts'
import { locationById } from '#app/kernel/dealer/locations.ts'
import { formatCents } from '#app/kernel/format.ts'

import { type JobPhoto, jobPhotos } from '../.server/job-photos.ts'
import { type JobTrips, jobTrips } from '../.server/service-trips.ts'
import { slotText } from '../job-slot.ts'
import { kindLabels, type ServiceStage, visitLabels } from '../service-stages.ts'
import { feeLabels } from '../service-zones.ts'

const batteryText = (job: ServiceJobRow) =>
  [
    { lead_acid: 'Lead-acid', lithium: 'Lithium', unknown: 'Battery type not known' }[
      job.battery_type
    ],
    job.battery_voltage ? `${job.battery_voltage} V` : null,
    job.battery_age_years !== null ? `${job.battery_age_years} years old` : null,
  ]
    .filter(Boolean)
    .join(', ')

/** Where the visit happens, in full: only the holder of the link sees this page. */
function whereText(job: ServiceJobRow): string {
  if (job.visit === 'drop_off') {
    const place = locationById(job.showroom ?? '')
    return place ? `${place.name}, ${place.street}, ${place.city}` : 'A showroom'
  }
  return `${job.street}, ${job.town}, PA ${job.zip}`
}

export type CustomerJob = {
  token: string
  firstName: string
  stage: ServiceStage
  kind: string
  visit: string
  slot: string
  /** a pickup's or mobile visit's window, not a drop-off's day */
  windowed: boolean
  where: string
  fee: string | null
  cart: string
  serial: string | null
  battery: string
  description: string
  photos: JobPhoto[]
  canCancel: boolean
} & JobTrips

/** What the customer's page of a job shows. */
export async function customerJob(db: DB, job: ServiceJobRow, now: Date): Promise<CustomerJob> {
  const [photos, trips] = await Promise.all([jobPhotos(db, job.id), jobTrips(db, job, now)])
  return {
    token: job.token,
    firstName: job.first_name,
    stage: job.stage,
    kind: kindLabels[job.kind],
    visit: visitLabels[job.visit],
    slot: slotText(job),
    windowed: job.window_start !== null,
    where: whereText(job),
    fee: job.fee_cents > 0 ? `${feeLabels[job.visit]}: ${formatCents(job.fee_cents)}` : null,
    cart: [job.cart_year, job.cart_brand, job.cart_model].filter(Boolean).join(' '),
    serial: job.cart_serial,
    battery: batteryText(job),
    description: job.description,
    photos,
    canCancel: job.stage === 'booked',
    ...trips,
  }
}
