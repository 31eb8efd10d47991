import { randomUUID } from 'node:crypto'

import type { DB } from '#app/kernel/.server/db/connection.ts'
import {
  type PreparedPhoto,
  type PreparedPhotos,
  preparePrivatePhotos,
} from '#app/kernel/.server/photos/private-photos.ts'

import { maxPhotos } from '../booking-messages.ts'

/** A booking's photos: at most five, each up to 8 MB as sent, kept 1600 pixels wide. */
export const bookingPhotoLimits = {
  maxFiles: maxPhotos,
  maxFileBytes: 8 * 1024 * 1024,
  width: 1600,
}

/** The photos chosen in a booking form, checked and re-encoded without metadata. */
export const prepareBookingPhotos = (files: File[]): Promise<PreparedPhotos> =>
  preparePrivatePhotos(files, bookingPhotoLimits)

/** Stores a booking's photos with the job, in its transaction. */
export async function storeJobPhotos(
  trx: DB,
  jobId: string,
  photos: PreparedPhoto[],
  now: Date,
): Promise<void> {
  if (photos.length === 0) return
  await trx
    .insertInto('service_job_photos')
    .values(
      photos.map((photo) => ({
        id: randomUUID(),
        job_id: jobId,
        data: photo.data.toString('base64'),
        width: photo.width,
        height: photo.height,
        created_at: now.toISOString(),
      })),
    )
    .execute()
}
