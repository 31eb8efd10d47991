/** A photo as the cart editor lists it. */
export type CartPhoto = {
  id: string
  status: 'processing' | 'ready' | 'failed'
  error: string | null
  alt: string
  customAlt: string
  /** what the public pages say when no description is given: "<cart name>, photo <n>" */
  suggestedAlt: string
  thumbnail?: { src: string; width: number; height: number }
}
