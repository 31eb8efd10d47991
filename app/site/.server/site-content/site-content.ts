import type { DB } from '#app/kernel/.server/db/connection.ts'
import {
  type PriceKind,
  priceKinds,
  type ServicePrice,
  type TeamMember,
} from '#app/site/service-prices.ts'

const isKind = (value: string): value is PriceKind =>
  (priceKinds as readonly string[]).includes(value)

/** The services and their prices, in the order the services page shows them. */
export async function readServicePrices(db: DB): Promise<ServicePrice[]> {
  const rows = await db
    .selectFrom('service_prices')
    .selectAll()
    .orderBy('position')
    .orderBy('id')
    .execute()
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    kind: isKind(row.kind) ? row.kind : 'call',
    amount: row.amount === null ? null : Number(row.amount),
    per: row.per,
    note: row.note,
  }))
}

/** The team, in the order the about page shows it. */
export async function readTeam(db: DB): Promise<TeamMember[]> {
  return db
    .selectFrom('team_members')
    .select(['id', 'name', 'role', 'bio'])
    .orderBy('position')
    .orderBy('id')
    .execute()
}
