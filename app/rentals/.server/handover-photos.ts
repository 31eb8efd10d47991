import { randomUUID } from 'node:crypto'

import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { RentalHandoverPhotoRow } from '#app/kernel/.server/db/schema.ts'
import { photoLimits } from '#app/kernel/.server/photos/limits.ts'
import {
  type PreparedPhoto,
  type PreparedPhotos,
  preparePrivatePhotos,
} from '#app/kernel/.server/photos/private-photos.ts'

/*
 * Condition photos of a handover. They show a renter's belongings and
 * sometimes the renter, so they are private: kept in the database (never in
 * the public photo store, its URLs, sitemaps or feeds) and served only to
 * signed-in staff by /admin/rentals/:id/photos/:photoId, re-encoded without
 * metadata (preparePrivatePhotos).
 */

/** Photos per handover, and the width they are kept at (enough to see a scratch). */
export const handoverPhotoLimits = {
  maxFiles: 8,
  maxFileBytes: photoLimits.maxFileBytes,
  width: 1600,
}

export type { PreparedPhoto }

/** The photos of a posted form, checked and re-encoded, or why one is refused. */
export const preparePhotos = (files: File[]): Promise<PreparedPhotos> =>
  preparePrivatePhotos(files, handoverPhotoLimits)

/** Stores a handover's photos with the handover, in its transaction. */
export async function storePhotos(
  trx: DB,
  reservationId: string,
  stage: RentalHandoverPhotoRow['stage'],
  photos: PreparedPhoto[],
  now: Date,
): Promise<void> {
  if (photos.length === 0) return
  await trx
    .insertInto('rental_handover_photos')
    .values(
      photos.map((photo) => ({
        id: randomUUID(),
        reservation_id: reservationId,
        stage,
        data: photo.data.toString('base64'),
        width: photo.width,
        height: photo.height,
        created_at: now.toISOString(),
      })),
    )
    .execute()
}
