import type { DB } from '../db/connection'
import { inspectPhoto } from './detect'
import type { PhotoLimits } from './limits'

/*
 * What a photo upload refuses, and what it tells staff: which file, with
 * which status and message. The server streams the body and sends the
 * answer; the decisions live here, beside the photo rules they apply.
 */

/** A refused upload: its status and JSON body (`files` names each file refused). */
export type UploadRefusal = {
  status: 400 | 404 | 413 | 415 | 422
  body: { error: string; files?: { name: string; error: string }[] }
}

/** A file of the upload once staged, as the checks see it. */
export type StagedUpload = { name: string; file: string; tooLarge: boolean }

/** The cart the photos are for, when it exists. */
export async function uploadVehicle(
  db: DB,
  vehicleId: string | undefined,
): Promise<{ id: string } | undefined> {
  if (!vehicleId) return undefined
  return db.selectFrom('vehicles').select('id').where('id', '=', vehicleId).executeTakeFirst()
}

export const noSuchCart: UploadRefusal = { status: 404, body: { error: 'There is no such cart.' } }

/** Refuses a body that is not multipart form data, before any of it is read. */
export function contentTypeRefusal(contentType: string | undefined): UploadRefusal | undefined {
  if (/^multipart\/form-data\s*(;|$)/i.test(contentType ?? '')) return undefined
  return { status: 415, body: { error: 'Send the photos as multipart/form-data.' } }
}

// while the body is read: one that does not parse, one cut short, too many parts
export const unreadableForm: UploadRefusal = {
  status: 400,
  body: { error: 'The form data could not be read.' },
}

export const cutShort: UploadRefusal = { status: 400, body: { error: 'The upload was cut short.' } }

export function tooManyFiles(limits: PhotoLimits): UploadRefusal {
  return { status: 413, body: { error: `Send at most ${limits.maxFiles} photos at a time.` } }
}

const mb = (bytes: number) => Math.round(bytes / (1024 * 1024))

/** A file name fit to quote back: no path, no control characters, not too long. */
export function displayName(filename: string | undefined): string {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? ''
  // eslint-disable-next-line no-control-regex
  return base.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 120)
}

function quote(name: string | undefined): string {
  return name ? `"${name}"` : 'A file'
}

/**
 * The refusal of a whole upload read to its end, if any: a file over the
 * size limit (413), no file at all (400), then a type we do not take (415)
 * or an image too large in pixels or unreadable (422), checked by content.
 * One refused file refuses them all, so nothing is half-saved.
 */
export async function stagedRefusal(
  staged: readonly StagedUpload[],
  limits: PhotoLimits,
): Promise<UploadRefusal | undefined> {
  const oversized = staged.filter((file) => file.tooLarge)
  if (oversized.length > 0) {
    const error = `${quote(oversized[0]?.name)} is larger than ${mb(limits.maxFileBytes)} MB. Export it at a smaller size or lower quality, then upload it again.`
    return {
      status: 413,
      body: { error, files: oversized.map((f) => ({ name: f.name, error })) },
    }
  }
  if (staged.length === 0) {
    return {
      status: 400,
      body: { error: 'Choose at least one photo: JPEG, PNG, WebP or AVIF.' },
    }
  }

  const refusals: { name: string; status: 415 | 422; error: string }[] = []
  for (const file of staged) {
    const inspection = await inspectPhoto(file.file, limits.maxPixels)
    if (!inspection.ok) {
      refusals.push({ name: file.name, status: inspection.status, error: inspection.message })
    }
  }
  const first = refusals[0]
  if (!first) return undefined
  return {
    status: first.status,
    body: {
      error: `${quote(first.name)}: ${first.error}`,
      files: refusals.map(({ name, error }) => ({ name, error })),
    },
  }
}
