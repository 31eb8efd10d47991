import type { Readable } from 'node:stream'

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
