import type { VehicleStatus } from './vehicle-status.ts'

/** One cart in the back office's inventory table, as the server sends it. */
export type CartRow = {
  id: string
  name: string
  status: VehicleStatus
  price: number
  priceOnRequest: boolean
  updatedAt: string
  /** `updatedAt` on the dealer's clock */
  updated: string
  /** the cover's smallest JPEG, or undefined for "No photo" */
  thumbnail?: { src: string; alt: string; width: number; height: number }
  problems: string[]
}
