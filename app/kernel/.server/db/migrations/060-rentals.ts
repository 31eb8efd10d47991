import { type Kysely, type Migration, sql } from 'kysely'

import { columnType, engineOf } from '../engine'
import { refreshPublicPagesOn } from './helpers'

/** The published figures when rates became data: [card, cart type, daily, 3-day, weekly, monthly, recommended]. */
const publishedRates: [string, string, number, number, number, number, string[]][] = [
  ['pickup', 'four-seater', 245, 685, 1050, 2800, ['weekly']],
  ['pickup', 'six-seater', 295, 735, 1400, 3500, ['weekly']],
  ['pickup', 'utility', 245, 685, 1050, 2800, ['weekly']],
  ['delivery', 'four-seater', 245, 685, 1050, 2800, ['daily', 'three-day', 'weekly']],
  ['delivery', 'six-seater', 295, 825, 1260, 3360, ['three-day', 'weekly']],
  ['delivery', 'utility', 275, 770, 1155, 3080, ['three-day', 'weekly']],
]
const plans = ['daily', 'three-day', 'weekly', 'monthly'] as const

/** A new install's fleet, which the owners edit at /admin/rentals/fleet. */
const seedFleet: [string, string, string][] = [
  ['four-seater', '4-seater no. 1', 'pocono-pines'],
  ['four-seater', '4-seater no. 2', 'scranton'],
  ['six-seater', '6-seater no. 1', 'pocono-pines'],
  ['six-seater', '6-seater no. 2', 'scranton'],
  ['utility', 'Utility no. 1', 'pocono-pines'],
]

// Rentals: the two rate cards as data (with their history), the fleet of
// rental carts, and reservations, each holding one cart for a time range.
export const rentals: Migration = {
  async up(db: Kysely<unknown>) {
    const now = new Date().toISOString()
    await db.schema
      .createTable('rental_rates')
      .addColumn('card', columnType.text, (c) => c.notNull())
      .addColumn('cart_type', columnType.text, (c) => c.notNull())
      .addColumn('plan', columnType.text, (c) => c.notNull())
      .addColumn('price', columnType.integer, (c) => c.notNull())
      .addColumn('recommended', columnType.boolean, (c) => c.notNull().defaultTo(0))
      .addColumn('updated_at', columnType.timestamp, (c) => c.notNull())
      .addPrimaryKeyConstraint('rental_rates_pk', ['card', 'cart_type', 'plan'])
      .execute()
    await db
      .insertInto('rental_rates' as never)
      .values(
        publishedRates.flatMap(([card, cartType, ...rest]) => {
          const recommended = rest[4]
          return plans.map((plan, i) => ({
            card,
            cart_type: cartType,
            plan,
            price: rest[i] as number,
            recommended: recommended.includes(plan) ? 1 : 0,
            updated_at: now,
          }))
        }),
      )
      .execute()
    // the rentals pages show the cards and are cached: a price change renders them again
    await refreshPublicPagesOn(db, 'rental_rates')
    await db.schema
      .createTable('rental_rate_changes')
      .addColumn('id', columnType.id, (c) => c.primaryKey())
      .addColumn('card', columnType.text, (c) => c.notNull())
      .addColumn('cart_type', columnType.text, (c) => c.notNull())
      .addColumn('plan', columnType.text, (c) => c.notNull())
      .addColumn('old_price', columnType.integer, (c) => c.notNull())
      .addColumn('new_price', columnType.integer, (c) => c.notNull())
      .addColumn('changed_by', columnType.id)
      .addColumn('changed_at', columnType.timestamp, (c) => c.notNull())
      .execute()

    await db.schema
      .createTable('rental_carts')
      .addColumn('id', columnType.id, (c) => c.primaryKey())
      .addColumn('cart_type', columnType.text, (c) => c.notNull())
      .addColumn('name', columnType.text, (c) => c.notNull().unique())
      .addColumn('home_location_id', columnType.text, (c) => c.notNull())
      // in-service, maintenance (from/to, both inclusive days) or retired
      .addColumn('state', columnType.text, (c) => c.notNull().defaultTo('in-service'))
      .addColumn('maintenance_from', columnType.text)
      .addColumn('maintenance_to', columnType.text)
      .addColumn('created_at', columnType.timestamp, (c) => c.notNull())
      .addColumn('updated_at', columnType.timestamp, (c) => c.notNull())
      .addColumn('version', columnType.integer, (c) => c.notNull().defaultTo(1))
      .execute()
    await db
      .insertInto('rental_carts' as never)
      .values(
        seedFleet.map(([cartType, name, location]) => ({
          id: crypto.randomUUID(),
          cart_type: cartType,
          name,
          home_location_id: location,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute()

    await db.schema
      .createTable('rental_reservations')
      .addColumn('id', columnType.id, (c) => c.primaryKey())
      // the renter's unguessable link (/rentals/reservation/{token}), kept as is: every
      // later e-mail (confirmed, changed, the day-before reminder) links to it again
      .addColumn('token', columnType.text, (c) => c.notNull().unique())
      .addColumn('cart_id', columnType.id, (c) => c.notNull().references('rental_carts.id'))
      .addColumn('cart_type', columnType.text, (c) => c.notNull())
      // held (waiting for staff), confirmed, declined, cancelled, expired
      .addColumn('status', columnType.text, (c) => c.notNull())
      .addColumn('start_at', columnType.timestamp, (c) => c.notNull())
      .addColumn('end_at', columnType.timestamp, (c) => c.notNull())
      // the time the cart is held, in minutes since 1970: the start to the end plus the
      // turnaround buffer (integers, so PostgreSQL can refuse overlaps by itself)
      .addColumn('hold_from', columnType.integer, (c) => c.notNull())
      .addColumn('hold_until', columnType.integer, (c) => c.notNull())
      .addColumn('days', columnType.integer, (c) => c.notNull())
      .addColumn('handover', columnType.text, (c) => c.notNull())
      .addColumn('location_id', columnType.text)
      .addColumn('town_slug', columnType.text)
      .addColumn('address', columnType.text)
      .addColumn('extra_drivers', columnType.integer, (c) => c.notNull())
      .addColumn('quote', columnType.json, (c) => c.notNull())
      .addColumn('total', columnType.integer, (c) => c.notNull())
      .addColumn('deposit', columnType.integer, (c) => c.notNull())
      .addColumn('first_name', columnType.text, (c) => c.notNull())
      .addColumn('last_name', columnType.text, (c) => c.notNull())
      .addColumn('email', columnType.text, (c) => c.notNull())
      .addColumn('phone', columnType.text, (c) => c.notNull())
      .addColumn('terms_accepted_at', columnType.timestamp, (c) => c.notNull())
      .addColumn('terms_ip', columnType.text)
      .addColumn('terms_effective_date', columnType.text, (c) => c.notNull())
      .addColumn('hold_expires_at', columnType.timestamp)
      .addColumn('received_at', columnType.timestamp, (c) => c.notNull())
      .addColumn('due_at', columnType.timestamp)
      .addColumn('first_response_at', columnType.timestamp)
      .addColumn('decline_reason', columnType.text)
      .addColumn('created_at', columnType.timestamp, (c) => c.notNull())
      .addColumn('updated_at', columnType.timestamp, (c) => c.notNull())
      .addColumn('version', columnType.integer, (c) => c.notNull().defaultTo(1))
      .execute()
    await db.schema
      .createIndex('rental_reservations_cart_hold')
      .on('rental_reservations')
      .columns(['cart_id', 'hold_from'])
      .execute()
    await db.schema
      .createIndex('rental_reservations_status_start')
      .on('rental_reservations')
      .columns(['status', 'start_at'])
      .execute()

    await db.schema
      .createTable('rental_reservation_events')
      .addColumn('id', columnType.id, (c) => c.primaryKey())
      .addColumn('reservation_id', columnType.id, (c) =>
        c.notNull().references('rental_reservations.id').onDelete('cascade'),
      )
      .addColumn('at', columnType.timestamp, (c) => c.notNull())
      // staff who acted; null for the renter and the server (a hold expiring)
      .addColumn('actor_id', columnType.id)
      .addColumn('actor_email', columnType.text)
      .addColumn('kind', columnType.text, (c) => c.notNull())
      .addColumn('detail', columnType.json)
      .execute()
    await db.schema
      .createIndex('rental_reservation_events_reservation')
      .on('rental_reservation_events')
      .columns(['reservation_id', 'at'])
      .execute()

    if (engineOf(db) === 'postgres') {
      // the database itself refuses two active reservations of one cart that overlap
      await sql`create extension if not exists btree_gist`.execute(db)
      await sql`alter table rental_reservations add constraint rental_reservations_no_overlap
          exclude using gist (cart_id with =, int4range(hold_from, hold_until) with &&)
          where (status in ('held', 'confirmed'))`.execute(db)
    }
  },
}
