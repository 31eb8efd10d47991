/** What one upload may be. */
export const photoLimits = {
  /** bytes per file (20 MB) */
  maxFileBytes: 20 * 1024 * 1024,
  /** files per request */
  maxFiles: 20,
  /**
   * Pixels per image (50 megapixels), checked in the header before decoding,
   * so a small file that claims a huge size (a decompression bomb) never
   * reaches the decoder.
   */
  maxPixels: 50_000_000,
} as const

export type PhotoLimits = { maxFileBytes: number; maxFiles: number; maxPixels: number }
