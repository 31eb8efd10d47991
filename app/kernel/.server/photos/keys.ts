/** Names of stored variants: content-hashed, so an object never changes once written. */

const keyPattern = /^[0-9a-f]{16}-[1-9][0-9]{0,4}\.(avif|webp|jpg)$/

/** Whether a string is a key the pipeline makes: "<16 hex>-<width>.<avif|webp|jpg>". */
export function isPhotoKey(key: string): boolean {
  return keyPattern.test(key)
}

const contentTypes: Record<string, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
}

/** The Content-Type of a key, from its extension. */
export function photoContentType(key: string): string {
  return contentTypes[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream'
}

/** Refuses a key the pipeline would never make, so no store sees a path like "../x". */
export function assertPhotoKey(key: string): void {
  if (!isPhotoKey(key)) throw new Error(`Not a photo key: ${JSON.stringify(key)}`)
}
