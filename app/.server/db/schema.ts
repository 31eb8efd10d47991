
/** Row shapes of the database, as Kysely sees them. JSON columns hold text. */
export type VehicleRow = {
  id: string
  sort_order: number
  name: string
  brand: string
  category: string
  price: number | null
  description: string
  images: string
  external_url: string | null
  specifications: string
  features: string
  in_stock: number
  is_new: number
  year: number | null
  created_at: string
  updated_at: string
}

export type ContactMessageRow = {
  id: string
  received_at: string
  first_name: string
  last_name: string
  email: string
  phone: string
  interest: string
  message: string
  source_page: string | null
  vehicle_id: string | null
  /** 'received' for real leads, 'spam' for quarantined ones */
  status: string
  spam_reason: string | null
}

export type Database = {
  vehicles: VehicleRow
  contact_messages: ContactMessageRow
}
