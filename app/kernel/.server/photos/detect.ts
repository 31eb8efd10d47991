import { fileTypeFromFile } from 'file-type'
import sharp from 'sharp'

import { photoLimits } from './limits'

/** The formats staff may upload, as file-type names them. */
export type InputFormat = 'jpg' | 'png' | 'webp' | 'avif'

export type InspectedPhoto = {
  format: InputFormat
  mime: string
  /** as stored in the header (before EXIF orientation) */
  width: number
  height: number
}

export type Inspection =
  | { ok: true; photo: InspectedPhoto }
  /** 415: a type we do not take; 422: one we take but cannot use */
  | { ok: false; status: 415 | 422; message: string }

const accepted = new Set<string>(['jpg', 'png', 'webp', 'avif'])

const tryAgain = 'then upload it again.'
const whatWeTake = 'Upload photos as JPEG, PNG, WebP or AVIF.'

/** What to tell staff for a type we refuse, by file-type's extension. */
function refusal(ext: string | undefined): string {
  switch (ext) {
    case 'heic':
      return `This looks like an iPhone HEIC photo. Set the camera to 'Most Compatible' (Settings > Camera > Formats) or export it as JPEG, ${tryAgain}`
    case 'gif':
    case 'bmp':
    case 'tif':
    case 'ico':
    case 'psd':
    case 'jxl':
    case 'jp2':
      return `This is a ${ext.toUpperCase()} image. Save it as JPEG or PNG, ${tryAgain}`
    case 'cr2':
    case 'cr3':
    case 'nef':
    case 'arw':
    case 'dng':
    case 'orf':
    case 'rw2':
    case 'raf':
      return `This is a camera RAW file. Export it as JPEG from your photo app, ${tryAgain}`
    case 'pdf':
      return `This is a PDF, not a photo. ${whatWeTake}`
    case 'mp4':
    case 'mov':
    case 'm4v':
    case 'webm':
    case 'avi':
      return `This is a video. ${whatWeTake}`
    default:
      return `This file is not a photo we can read. ${whatWeTake}`
  }
}

const megapixels = (pixels: number) => Math.round(pixels / 100_000) / 10

/**
 * Decides from the content (never the name) whether a file is a photo we
 * take, and reads only its header to refuse images over the pixel limit
 * before anything decodes them.
 */
export async function inspectPhoto(
  file: string,
  maxPixels: number = photoLimits.maxPixels,
): Promise<Inspection> {
  const type = await fileTypeFromFile(file)
  if (!type || !accepted.has(type.ext)) {
    return { ok: false, status: 415, message: refusal(type?.ext) }
  }
  let width = 0
  let height = 0
  try {
    // metadata() parses the header only; no pixel is decoded
    const header = await sharp(file, { limitInputPixels: false }).metadata()
    width = header.width
    height = header.height
  } catch {
    // falls through to the message below
  }
  if (!(width > 0 && height > 0)) {
    return {
      ok: false,
      status: 422,
      message: `This ${type.ext.toUpperCase()} file could not be read; it may be damaged. Open it in your photo app and export it as JPEG, ${tryAgain}`,
    }
  }
  if (width * height > maxPixels) {
    return {
      ok: false,
      status: 422,
      message: `This image is ${width} x ${height} pixels (${megapixels(width * height)} megapixels); the limit is ${megapixels(maxPixels)} megapixels. Resize it, ${tryAgain}`,
    }
  }
  return { ok: true, photo: { format: type.ext as InputFormat, mime: type.mime, width, height } }
}
