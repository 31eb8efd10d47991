import type { Settings } from '../env'
import { LocalPhotoStore } from './local-store'
import type { PhotoStore } from './photo-store'
import { s3OptionsOf } from './s3-client'
import { S3PhotoStore } from './s3-store'

/** The store the settings describe: S3 when S3_BUCKET is set, else the PHOTO_DIR folder. */
export function createPhotoStore(settings: Settings): PhotoStore {
  if (settings.S3_BUCKET) {
    return new S3PhotoStore(s3OptionsOf(settings, settings.S3_BUCKET))
  }
  return new LocalPhotoStore(settings.PHOTO_DIR)
}
