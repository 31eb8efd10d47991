import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import sharp from 'sharp'

import { inspectPhoto } from './detect'
import { photoLimits } from './limits'

/*
 * Photos kept private in the database (a handover's condition photos, the
 * photos a customer sends with a service booking), never in the public photo
 * store: each checked by its content like any upload and re-encoded as one
 * JPEG without metadata (no GPS, no camera serial).
 */

export type PrivatePhotoLimits = { maxFiles: number; maxFileBytes: number; width: number }

export type PreparedPhoto = { data: Buffer; width: number; height: number }

export type PreparedPhotos = { ok: true; photos: PreparedPhoto[] } | { ok: false; message: string }

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024))

/** The photos of a posted form, checked and re-encoded, or why one is refused. */
export async function preparePrivatePhotos(
  files: File[],
  limits: PrivatePhotoLimits,
): Promise<PreparedPhotos> {
  const chosen = files.filter((file) => file.size > 0)
  if (chosen.length > limits.maxFiles) {
    return { ok: false, message: `Add at most ${limits.maxFiles} photos.` }
  }
  const folder = await mkdtemp(path.join(tmpdir(), 'photos-'))
  try {
    const photos: PreparedPhoto[] = []
    for (const [index, file] of chosen.entries()) {
      if (file.size > limits.maxFileBytes) {
        return {
          ok: false,
          message: `${file.name || 'A photo'} is over ${megabytes(limits.maxFileBytes)} MB.`,
        }
      }
      const staged = path.join(folder, String(index))
      await writeFile(staged, Buffer.from(await file.arrayBuffer()))
      const inspection = await inspectPhoto(staged)
      if (!inspection.ok)
        return { ok: false, message: `${file.name || 'A photo'}: ${inspection.message}` }
      // sharp writes no metadata unless asked: EXIF (with GPS), XMP and ICC are left out
      const { data, info } = await sharp(staged, { limitInputPixels: photoLimits.maxPixels })
        .autoOrient()
        .resize({ width: limits.width, withoutEnlargement: true })
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
