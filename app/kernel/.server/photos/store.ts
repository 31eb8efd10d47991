import type { Readable } from 'node:stream'

import type { Settings } from '../env'
import { LocalPhotoStore } from './local-store'
import { s3OptionsOf } from './s3-client'
import { S3PhotoStore } from './s3-store'

/** What a store knows about one stored variant. */
export type StoredPhotoInfo = { contentType: string; contentLength: number }

/**
 * Where processed photos live: a local folder by default, S3-compatible
 * object storage when it is configured. Keys are content-hashed file names
 * (see keys.ts), so an object never changes once written.
 */
export interface PhotoStore {
  put(key: string, data: Buffer): Promise<void>
  /** the object's bytes as a stream, or undefined when no such key */
  get(key: string): Promise<(StoredPhotoInfo & { body: Readable }) | undefined>
  head(key: string): Promise<StoredPhotoInfo | undefined>
  /** removes the object; a missing key is not an error */
  delete(key: string): Promise<void>
}

/** The store the settings describe: S3 when S3_BUCKET is set, else the PHOTO_DIR folder. */
export function createPhotoStore(settings: Settings): PhotoStore {
  if (settings.S3_BUCKET) {
    return new S3PhotoStore(s3OptionsOf(settings, settings.S3_BUCKET))
  }
  return new LocalPhotoStore(settings.PHOTO_DIR)
}
