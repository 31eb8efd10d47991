import { randomUUID } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import sharp from 'sharp'

import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { RentalHandoverPhotoRow } from '#app/kernel/.server/db/schema.ts'
import { inspectPhoto } from '#app/kernel/.server/photos/detect.ts'
import { photoLimits } from '#app/kernel/.server/photos/limits.ts'

/*
 * Condition photos of a handover. They show a renter's belongings and
 * sometimes the renter, so they are private: kept in the database (never in
 * the public photo store, its URLs, sitemaps or feeds) and served only to
 * signed-in staff by /admin/rentals/:id/photos/:photoId. Each is checked
 * by its content like any upload and re-encoded as one JPEG without
 * metadata (no GPS, no camera serial).
 */

/** Photos per handover, and the width they are kept at (enough to see a scratch). */
export const handoverPhotoLimits = {
  maxFiles: 8,
  maxFileBytes: photoLimits.maxFileBytes,
  width: 1600,
}

export type PreparedPhoto = { data: Buffer; width: number; height: number }

export type PreparedPhotos = { ok: true; photos: PreparedPhoto[] } | { ok: false; message: string }

/** The photos of a posted form, checked and re-encoded, or why one is refused. */
export async function preparePhotos(files: File[]): Promise<PreparedPhotos> {
  const chosen = files.filter((file) => file.size > 0)
  if (chosen.length > handoverPhotoLimits.maxFiles) {
    return { ok: false, message: `Add at most ${handoverPhotoLimits.maxFiles} photos.` }
  }
  const folder = await mkdtemp(path.join(tmpdir(), 'handover-'))
  try {
    const photos: PreparedPhoto[] = []
    for (const [index, file] of chosen.entries()) {
      if (file.size > handoverPhotoLimits.maxFileBytes) {
        return { ok: false, message: `${file.name || 'A photo'} is over 20 MB.` }
      }
      const staged = path.join(folder, String(index))
      await writeFile(staged, Buffer.from(await file.arrayBuffer()))
      const inspection = await inspectPhoto(staged)
      if (!inspection.ok)
        return { ok: false, message: `${file.name || 'A photo'}: ${inspection.message}` }
      // sharp writes no metadata unless asked: EXIF (with GPS), XMP and ICC are left out
      const { data, info } = await sharp(staged, { limitInputPixels: photoLimits.maxPixels })
        .autoOrient()
        .resize({ width: handoverPhotoLimits.width, withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 80 })
        .toBuffer({ resolveWithObject: true })
      photos.push({ data, width: info.width, height: info.height })
    }
    return { ok: true, photos }
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}

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
