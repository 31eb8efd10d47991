/** A photo as the cart editor lists it. */
export type CartPhoto = {
  id: string
  status: 'processing' | 'ready' | 'failed'
  error: string | null
  alt: string
  customAlt: string
  thumbnail?: { src: string; width: number; height: number }
}
