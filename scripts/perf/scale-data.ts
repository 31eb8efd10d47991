// Five years of a busy dealer, written into a freshly migrated database for
// `npm run perf -- --scale`: carts and their photos, leads and their
// history, sent e-mails, rentals, the audit log and buyers' alerts. Seeded:
// the same seed, scale and clock give the same rows on either engine.
import { sql } from 'kysely'

import type { DB } from '#app/kernel/.server/db/connection.ts'
import { engineOf } from '#app/kernel/.server/db/engine.ts'
import type {
  LeadStage,
  ReservationStatus,
  VehiclePhotoRow,
} from '#app/kernel/.server/db/schema.ts'
import { phoneDigits } from '#app/kernel/phone.ts'
import type { CartType } from '#app/rentals/content/rentals.ts'
import { finalStatement } from '#app/rentals/rental-fees.ts'
import { quoteRental, type RentalQuote } from '#app/rentals/rental-quote.ts'
import { insertVehicles } from '#app/sales/.server/inventory/vehicles.ts'
import type { VehicleStatus } from '#app/sales/vehicle-status.ts'
import { lotVehicles } from '#tests/fixtures/lot.ts'
import { publishedRateCards } from '#tests/support/published-rates.ts'

import { bulkInserter, fastLoad, type Row } from './bulk-insert'
import { type Random, seededRandom } from './prng'
import {
  alertFilters,
  auditActions,
  firstNames,
  lastNames,
  leadMessages,
  leadNotes,
  mailDomains,
} from './scale-names'

/** The data set at scale 1: five years of a busy dealer. */
export const fiveYears = {
  vehicles: 2_000,
  /** sold or archived */
  closedVehicles: 1_700,
  photos: 5_910,
  leads: 100_000,
  leadEvents: 577_000,
  reservations: 30_000,
  audit: 1_000_000,
  alerts: 50_000,
  alertAddresses: 35_000,
  outbox: 200_000,
  /** rental carts beside the five a new database starts with */
  extraRentalCarts: 35,
  staff: 8,
} as const

export const scaleSeed = 20_260_601

/** What a processed photo's rows share: the stored files they name. */
export type PhotoTemplate = Pick<VehiclePhotoRow, 'hash' | 'variants' | 'width' | 'height'>

export type ScaleOptions = {
  /** 1: five years; 0.001 for a test */
  scale: number
  now: Date
  /** processed photos the carts' photo rows name in turn */
  photos: readonly PhotoTemplate[]
  seed?: number
}

const minute = 60_000
const hour = 60 * minute
const dayMs = 24 * hour
const span = 5 * 365.25 * dayMs
const iso = (ms: number) => new Date(ms).toISOString()
const spamShare = 0.05

type Context = {
  db: DB
  rng: Random
  now: number
  insert: ReturnType<typeof bulkInserter>
  count: (key: keyof typeof fiveYears) => number
  written: Record<string, number>
}

type Lead = {
  id: string
  received: number
  stage: LeadStage
  spam: boolean
  interest: string
  assignee: string | null
  email: string
}

/** Writes the data set; resolves to the rows written per table. */
export async function generateScaleData(
  db: DB,
  options: ScaleOptions,
): Promise<Record<string, number>> {
  const rng = seededRandom(options.seed ?? scaleSeed)
  const insertRows = bulkInserter(db)
  const written: Record<string, number> = {}
  const context: Context = {
    db,
    rng,
    now: options.now.getTime(),
    count: (key) => Math.max(1, Math.round(fiveYears[key] * options.scale)),
    written,
    async insert(table, columns, rows) {
      const n = await insertRows(table, columns, rows)
      written[table] = (written[table] ?? 0) + n
      return n
    },
  }
  await fastLoad(db, true)
  try {
    const staff = await writeStaff(context)
    const carts = await writeCarts(context, options.photos)
    const leads = await writeLeads(context, staff, carts)
    const reservations = await writeRentals(context, staff, options.scale)
    await writeOutbox(context, leads, reservations)
    await writeAudit(context, staff, leads, carts, reservations)
    await writeAlerts(context, carts)
  } finally {
    await fastLoad(db, false)
  }
  // PostgreSQL's autovacuum would have analysed the tables long before; SQLite's site never does
  if (engineOf(db) === 'postgres') await sql`analyze`.execute(db)
  else await sql`pragma wal_checkpoint(truncate)`.execute(db)
  return written
}

type Staff = { id: string; email: string }

async function writeStaff({ rng, now, insert }: Context): Promise<Staff[]> {
  const staff = Array.from({ length: fiveYears.staff }, (_, i) => ({
    id: rng.uuid(),
    email: `staff${i + 1}@keystone-golfcarts.example`,
    name: `${rng.pick(firstNames)} ${rng.pick(lastNames)}`,
  }))
  const created = iso(now - span)
  await insert(
    'staff_users',
    ['id', 'email', 'name', 'role', 'password_hash', 'active', 'created_at', 'updated_at'],
    staff.map((s, i) => [
      s.id,
      s.email,
      s.name,
      i === 0 ? 'owner' : 'staff',
      null,
      1,
      created,
      created,
    ]),
  )
  return staff
}

type Cart = { id: string; status: VehicleStatus; price: number }

/** Carts of the seed's models, most of them sold or archived over the years, and their photo rows. */
async function writeCarts(
  { db, rng, now, count, insert }: Context,
  photos: readonly PhotoTemplate[],
): Promise<Cart[]> {
  const total = count('vehicles')
  const closed = Math.min(total, count('closedVehicles'))
  const vehicles = lotVehicles(total).map((vehicle, i) => {
    const status: VehicleStatus =
      i < closed
        ? rng.chance(0.75)
          ? 'sold'
          : 'archived'
        : rng.weighted({ available: 85, pending: 8, draft: 7 })
    const age = i < closed ? rng.next() * span : rng.next() * 90 * dayMs
    return { ...vehicle, status, updatedAt: iso(now - age) }
  })
  await insertVehicles(db, vehicles)
  const rows = function* (): Generator<Row> {
    const n = count('photos')
    for (let j = 0; j < n; j++) {
      const vehicle = vehicles[j % vehicles.length]!
      const photo = photos[j % photos.length]!
      const at = vehicle.updatedAt
      yield [
        rng.uuid(),
        vehicle.id,
        Math.floor(j / vehicles.length),
        null,
        photo.width,
        photo.height,
        photo.hash,
        photo.variants,
        'ready',
        null,
        at,
        at,
      ]
    }
  }
  await insert(
    'vehicle_photos',
    [
      'id',
      'vehicle_id',
      'position',
      'alt',
      'width',
      'height',
      'hash',
      'variants',
      'status',
      'error',
      'created_at',
      'updated_at',
    ],
    rows(),
  )
  return vehicles.map((v) => ({ id: v.id, status: v.status, price: v.price }))
}

function person(rng: Random, n: number) {
  const first = rng.pick(firstNames)
  const last = rng.pick(lastNames)
  const email = `${first}.${last}${n}@${rng.pick(mailDomains)}`.toLowerCase()
  const phone = `(570) 555-${String(rng.int(0, 9999)).padStart(4, '0')}`
  return { first, last, email, phone }
}

/** A lead's stage by its age: old leads are mostly closed; the last month's are still being worked. */
function stageOf(rng: Random, ageMs: number): LeadStage {
  return ageMs > 30 * dayMs
    ? rng.weighted({ lost: 65, won: 15, contacted: 12, quoted: 6, new: 2 })
    : rng.weighted({ new: 30, contacted: 35, quoted: 20, won: 5, lost: 10 })
}

const stagePaths: Record<LeadStage, LeadStage[]> = {
  new: [],
  contacted: ['contacted'],
  quoted: ['contacted', 'quoted'],
  won: ['contacted', 'quoted', 'won'],
  lost: ['contacted', 'lost'],
}

/** Leads over five years (5% of them quarantined spam of the last two months), their history and reminders. */
async function writeLeads(context: Context, staff: Staff[], carts: Cart[]): Promise<Lead[]> {
  const { rng, now, count, insert } = context
  const total = count('leads')
  const spam = Math.round(total * spamShare)
  const leads: Lead[] = []
  const rows: Row[] = []
  for (let i = 0; i < total; i++) {
    const isSpam = i < spam
    const received = isSpam ? now - rng.next() * 60 * dayMs : now - rng.next() * span
    const who = person(rng, i)
    const interest = rng.weighted({ sales: 60, service: 20, parts: 12, general: 8 })
    const stage = isSpam ? 'new' : stageOf(rng, now - received)
    const assignee = stage !== 'new' || rng.chance(0.5) ? rng.pick(staff).id : null
    const due = isSpam ? null : received + 2 * hour
    const responded = stage === 'new' ? null : Math.min(now, received + rng.int(5, 600) * minute)
    const id = rng.uuid()
    leads.push({
      id,
      received,
      stage,
      spam: isSpam,
      interest,
      assignee: isSpam ? null : assignee,
      email: who.email,
    })
    rows.push([
      id,
      iso(received),
      who.first,
      who.last,
      who.email,
      who.phone,
      phoneDigits(who.phone),
      interest,
      isSpam ? 'Cheap watches and crypto, visit now' : rng.pick(leadMessages),
      interest === 'sales' && rng.chance(0.5) ? `/inventory/${rng.pick(carts).id}` : '/contact',
      null,
      isSpam ? 'spam' : 'received',
      isSpam ? 'links' : null,
      stage,
      isSpam ? null : assignee,
      due === null ? null : iso(due),
      responded === null ? null : iso(responded),
    ])
  }
  await insert(
    'contact_messages',
    [
      'id',
      'received_at',
      'first_name',
      'last_name',
      'email',
      'phone',
      'phone_digits',
      'interest',
      'message',
      'source_page',
      'vehicle_id',
      'status',
      'spam_reason',
      'stage',
      'assigned_to',
      'due_at',
      'first_response_at',
    ],
    rows,
  )
  await writeLeadEvents(context, leads)
  // reminders went out for leads overdue before today; today's are left to the job
  const reminded = leads.filter(
    (l) => !l.spam && l.stage === 'new' && l.received + 2 * hour < now - dayMs,
  )
  await insert(
    'lead_notices',
    ['key', 'message_id', 'created_at'],
    reminded.map((l) => [`reminder:${l.id}`, l.id, iso(l.received + 2 * hour)]),
  )
  return leads
}

/** About 5.8 events a lead: its assignment and stage moves, then notes, calls and e-mails. */
async function writeLeadEvents({ rng, now, count, insert }: Context, leads: Lead[]) {
  const worked = leads.filter((l) => !l.spam && l.stage !== 'new')
  const base = (l: Lead) => (l.assignee ? 1 : 0) + stagePaths[l.stage].length
  const extras = new Uint16Array(leads.length)
  const planned = leads.reduce((sum, l) => sum + (l.spam ? 0 : base(l)), 0)
  const index = new Map(leads.map((l, i) => [l.id, i]))
  for (let left = count('leadEvents') - planned; left > 0 && worked.length > 0; left--) {
    extras[index.get(rng.pick(worked).id)!]! += 1
  }
  const rows = function* (): Generator<Row> {
    for (const [i, lead] of leads.entries()) {
      if (lead.spam) continue
      const until = Math.min(now, lead.received + 30 * dayMs)
      const times = Array.from(
        { length: base(lead) + extras[i]! },
        () => lead.received + rng.next() * (until - lead.received),
      ).sort((a, b) => a - b)
      const actor = lead.assignee
      let t = 0
      if (lead.assignee)
        yield [rng.uuid(), lead.id, 'assigned', null, null, lead.assignee, actor, iso(times[t++]!)]
      let from: LeadStage = 'new'
      for (const to of stagePaths[lead.stage]) {
        yield [rng.uuid(), lead.id, 'stage', null, from, to, actor, iso(times[t++]!)]
        from = to
      }
      while (t < times.length) {
        const kind = rng.weighted({ note: 55, call: 30, email: 15 })
        yield [rng.uuid(), lead.id, kind, rng.pick(leadNotes), null, null, actor, iso(times[t++]!)]
      }
    }
  }
  await insert(
    'lead_events',
    ['id', 'message_id', 'kind', 'body', 'from_value', 'to_value', 'actor_id', 'created_at'],
    rows(),
  )
}

type Reservation = { id: string; email: string; received: number }

const rentalDays = { 1: 30, 2: 25, 3: 20, 4: 8, 7: 12, 14: 5 } as const
const cartTypes: CartType[] = ['four-seater', 'six-seater', 'four-seater', 'six-seater', 'utility']
const cartLabels: Record<CartType, string> = {
  'four-seater': '4-seater',
  'six-seater': '6-seater',
  utility: 'Utility',
}

/**
 * A grown fleet and its rentals from five years ago to four months ahead,
 * each cart's one after another (the holds never overlap): past ones mostly
 * returned with their statements, today's out, the coming ones confirmed or held.
 */
async function writeRentals(
  { db, rng, now, count, insert }: Context,
  staff: Staff[],
  scale: number,
): Promise<Reservation[]> {
  const seeded = await db
    .selectFrom('rental_carts')
    .select(['id', 'cart_type', 'home_location_id'])
    .orderBy('name')
    .execute()
  const extra = Math.round(fiveYears.extraRentalCarts * scale)
  const created = iso(now - span)
  const numbers = new Map<CartType, number>()
  const added = Array.from({ length: extra }, (_, i) => {
    const type = cartTypes[i % cartTypes.length]!
    // after the new database's carts: two of each seater, one utility
    const number = (numbers.get(type) ?? (type === 'utility' ? 1 : 2)) + 1
    numbers.set(type, number)
    return {
      id: rng.uuid(),
      cart_type: type,
      home_location_id: i % 2 === 0 ? 'pocono-pines' : 'scranton',
      name: `${cartLabels[type]} no. ${number}`,
    }
  })
  await insert(
    'rental_carts',
    ['id', 'cart_type', 'name', 'home_location_id', 'created_at', 'updated_at'],
    added.map((c) => [c.id, c.cart_type, c.name, c.home_location_id, created, created]),
  )
  // the seeded carts' ids are random: they are told apart by name, so their rentals are the same each time
  const fleet = [...seeded.map((c) => ({ ...c })), ...added]
  const quotes = new Map<string, RentalQuote>()
  const quoteOf = (type: CartType, days: number) => {
    const key = `${type}:${days}`
    let quote = quotes.get(key)
    if (!quote) {
      quote = quoteRental(
        {
          cartType: type,
          days,
          handover: { kind: 'pickup', locationId: 'scranton' },
          extraDrivers: 0,
          sameDay: false,
        },
        publishedRateCards,
      )
      quotes.set(key, quote)
    }
    return quote
  }
  const total = count('reservations')
  const first = Math.floor((now - span) / dayMs)
  const last = Math.floor((now + 120 * dayMs) / dayMs)
  const reservations: Reservation[] = []
  const events: Row[] = []
  const rows = function* (): Generator<Row> {
    for (const [c, cart] of fleet.entries()) {
      const mine = Math.floor(total / fleet.length) + (c < total % fleet.length ? 1 : 0)
      const slot = (last - first) / Math.max(1, mine)
      for (let k = 0; k < mine; k++) {
        const from = first + Math.floor(k * slot)
        const room = first + Math.floor((k + 1) * slot) - from
        if (room < 2) continue
        const days = Math.min(Number(rng.weighted(rentalDays)), room - 1)
        const startDay = from + rng.int(0, room - 1 - days)
        const start = startDay * dayMs + 14 * hour // 10:00 at the showroom in summer
        const end = start + days * dayMs
        const received = start - rng.int(1, 60) * dayMs + rng.int(0, 600) * minute
        const status: ReservationStatus =
          end < now
            ? rng.weighted({ returned: 80, cancelled: 8, declined: 4, expired: 4, no_show: 4 })
            : start <= now
              ? 'out'
              : start - now < 14 * dayMs && rng.chance(0.15)
                ? 'held'
                : rng.weighted({ confirmed: 95, cancelled: 5 })
        const type = cart.cart_type as CartType
        const quote = quoteOf(type, days)
        const who = person(rng, 100_000 + reservations.length)
        const id = rng.uuid()
        const responded =
          status === 'held' ? null : Math.min(now, received + rng.int(10, 900) * minute)
        const out = status === 'out' || status === 'returned'
        const returned = status === 'returned' ? end - rng.int(-90, 180) * minute : null
        const checkout = out
          ? JSON.stringify({
              cartId: cart.id,
              battery: rng.int(80, 100),
              hourMeter: rng.int(10, 3000),
              deposit: quote.deposit,
              depositMethod: 'card',
              licencesSeen: true,
            })
          : null
        const statement =
          returned === null
            ? null
            : JSON.stringify(
                finalStatement({
                  quoted: quote.lines,
                  quotedTotal: quote.total,
                  end: new Date(end),
                  returned: new Date(returned),
                  fees: [],
                  deposit: { taken: quote.deposit, method: 'card', choice: 'return' },
                }),
              )
        reservations.push({ id, email: who.email, received })
        const actor = rng.pick(staff)
        events.push([rng.uuid(), id, iso(received), null, null, 'requested', null])
        if (responded !== null) {
          const verdict = status === 'declined' || status === 'expired' ? status : 'confirmed'
          events.push([rng.uuid(), id, iso(responded), actor.id, actor.email, verdict, null])
        }
        if (out)
          events.push([rng.uuid(), id, iso(start), actor.id, actor.email, 'checked-out', null])
        if (returned !== null)
          events.push([rng.uuid(), id, iso(returned), actor.id, actor.email, 'checked-in', null])
        yield [
          id,
          rng.hex(32),
          cart.id,
          type,
          status,
          iso(start),
          iso(end),
          Math.floor(start / minute),
          Math.ceil(end / minute) + 120,
          days,
          'pickup',
          cart.home_location_id,
          null,
          null,
          0,
          JSON.stringify(quote),
          quote.total,
          quote.deposit,
          who.first,
          who.last,
          who.email,
          who.phone,
          iso(received),
          `198.51.100.${rng.int(1, 254)}`,
          '2025-01-23',
          status === 'held' ? iso(now + rng.int(1, 24) * hour) : null,
          iso(received),
          iso(received + 2 * hour),
          responded === null ? null : iso(responded),
          status === 'declined' ? 'No cart free those days' : null,
          iso(received),
          iso(returned ?? responded ?? received),
          out ? iso(start) : null,
          checkout,
          returned === null ? null : iso(returned),
          returned === null
            ? null
            : JSON.stringify({ battery: rng.int(20, 90), hourMeter: rng.int(10, 3000) }),
          statement,
        ]
      }
    }
  }
  await insert(
    'rental_reservations',
    [
      'id',
      'token',
      'cart_id',
      'cart_type',
      'status',
      'start_at',
      'end_at',
      'hold_from',
      'hold_until',
      'days',
      'handover',
      'location_id',
      'town_slug',
      'address',
      'extra_drivers',
      'quote',
      'total',
      'deposit',
      'first_name',
      'last_name',
      'email',
      'phone',
      'terms_accepted_at',
      'terms_ip',
      'terms_effective_date',
      'hold_expires_at',
      'received_at',
      'due_at',
      'first_response_at',
      'decline_reason',
      'created_at',
      'updated_at',
      'checked_out_at',
      'checkout',
      'returned_at',
      'checkin',
      'statement',
    ],
    rows(),
  )
  await insert(
    'rental_reservation_events',
    ['id', 'reservation_id', 'at', 'actor_id', 'actor_email', 'kind', 'detail'],
    events,
  )
  return reservations
}

const leadMailboxes: Record<string, string> = {
  sales: 'sales@keystone-golfcarts.example',
  service: 'service@keystone-golfcarts.example',
  parts: 'parts@keystone-golfcarts.example',
  general: 'info@keystone-golfcarts.example',
}

/** Sent e-mails with their send log: each lead's to the dealer (and ADF for sales), renters', then alerts'. */
async function writeOutbox(
  { rng, now, count, insert }: Context,
  leads: Lead[],
  reservations: Reservation[],
) {
  const total = count('outbox')
  const attempts: Row[] = []
  const rows = function* (): Generator<Row> {
    let n = 0
    const mail = function (
      kind: string,
      messageId: string | null,
      recipient: string,
      at: number,
    ): Row {
      const id = rng.uuid()
      const sent = iso(Math.min(now, at + rng.int(2, 120) * 1000))
      attempts.push([id, 1, iso(at), sent, 'sent', '250 2.0.0 OK queued'])
      n++
      return [
        id,
        messageId,
        kind,
        null,
        recipient,
        'sent',
        1,
        iso(at),
        null,
        null,
        null,
        sent,
        iso(at),
      ]
    }
    for (const lead of leads) {
      if (lead.spam) continue
      if (n < total) yield mail('dealer', lead.id, leadMailboxes[lead.interest]!, lead.received)
      if (lead.interest === 'sales' && n < total)
        yield mail('adf', lead.id, 'crm@keystone-golfcarts.example', lead.received)
    }
    for (const reservation of reservations) {
      if (n < total) yield mail('renter', null, reservation.email, reservation.received)
    }
    while (n < total) {
      yield mail(
        'alert',
        null,
        `${rng.pick(firstNames)}.${rng.int(1, 35_000)}@example.net`.toLowerCase(),
        now - rng.next() * 2 * 365 * dayMs,
      )
    }
  }
  await insert(
    'outbox',
    [
      'id',
      'message_id',
      'kind',
      'payload',
      'recipient',
      'status',
      'attempts',
      'next_attempt_at',
      'lease_until',
      'lease_token',
      'last_error',
      'sent_at',
      'created_at',
    ],
    rows(),
  )
  await insert(
    'outbox_attempts',
    ['outbox_id', 'attempt', 'started_at', 'finished_at', 'outcome', 'detail'],
    attempts,
  )
}

/** A million audit rows over five years, by the back office's real actions. */
async function writeAudit(
  { rng, now, count, insert }: Context,
  staff: Staff[],
  leads: Lead[],
  carts: Cart[],
  reservations: Reservation[],
) {
  const rows = function* (): Generator<Row> {
    const n = count('audit')
    for (let i = 0; i < n; i++) {
      const action = rng.weighted(auditActions)
      const actor = rng.pick(staff)
      const at = iso(now - rng.next() * span)
      const ip = `203.0.113.${rng.int(1, 254)}`
      const [entity, entityId, before, after]: [
        string | null,
        string | null,
        string | null,
        string | null,
      ] = action.startsWith('lead.')
        ? [
            'lead',
            rng.pick(leads).id,
            action === 'lead.stage' ? '{"stage":"new"}' : null,
            action === 'lead.stage' ? '{"stage":"contacted"}' : null,
          ]
        : action.startsWith('vehicle.')
          ? ['vehicle', rng.pick(carts).id, '{"price":12995}', '{"price":12495}']
          : action.startsWith('rental.')
            ? ['reservation', rng.pick(reservations).id, null, null]
            : action.startsWith('sign-in')
              ? ['staff_user', actor.id, null, null]
              : [null, null, null, '{}']
      yield [
        rng.uuid(),
        at,
        action === 'sign-in.failure' ? null : actor.id,
        actor.email,
        action,
        entity,
        entityId,
        before,
        after,
        ip,
      ]
    }
  }
  await insert(
    'audit_log',
    [
      'id',
      'at',
      'actor_id',
      'actor_email',
      'action',
      'entity',
      'entity_id',
      'before',
      'after',
      'ip',
    ],
    rows(),
  )
}

/** Buyers' alerts: addresses, their searches and cart alerts (most confirmed), links and events. */
async function writeAlerts({ rng, now, count, insert }: Context, carts: Cart[]) {
  const addresses = Array.from({ length: count('alertAddresses') }, (_, i) => ({
    email: `${rng.pick(firstNames)}.${rng.pick(lastNames)}.${i}@example.net`.toLowerCase(),
    created: now - rng.next() * span,
  }))
  await insert(
    'alert_addresses',
    ['email', 'created_at', 'updated_at'],
    addresses.map((a) => [a.email, iso(a.created), iso(a.created)]),
  )
  await insert(
    'alert_links',
    ['token_hash', 'email', 'created_at'],
    addresses.map((a) => [rng.hex(32), a.email, iso(a.created)]),
  )
  const open = carts.filter((c) => c.status === 'available')
  const sold = carts.filter((c) => c.status === 'sold')
  const events: Row[] = []
  const seen: Row[] = []
  const rows = function* (): Generator<Row> {
    const n = count('alerts')
    for (let i = 0; i < n; i++) {
      const address = i < addresses.length ? addresses[i]! : rng.pick(addresses)
      const kind = rng.weighted({ search: 60, price: 25, stock: 15 })
      const status = rng.weighted({ active: 90, paused: 7, pending: 3 })
      // unconfirmed alerts are deleted after a week: the pending ones are this week's
      const created =
        status === 'pending'
          ? now - rng.next() * 5 * dayMs
          : Math.max(address.created, now - rng.next() * span)
      const confirmed = status === 'pending' ? null : created + rng.int(1, 120) * minute
      const cart =
        kind === 'price'
          ? rng.pick(open.length > 0 ? open : carts)
          : kind === 'stock'
            ? rng.pick(sold.length > 0 ? sold : carts)
            : null
      const id = rng.uuid()
      events.push([rng.uuid(), 'subscribed', iso(created)])
      if (confirmed !== null) events.push([rng.uuid(), 'confirmed', iso(confirmed)])
      if (cart && confirmed !== null) seen.push([id, cart.id, null, iso(confirmed)])
      yield [
        id,
        address.email,
        kind,
        kind === 'search' ? rng.pick(alertFilters) : '',
        cart?.id ?? null,
        kind === 'price' ? cart!.price : null,
        status,
        status === 'pending' ? rng.hex(32) : null,
        iso(created),
        confirmed === null ? null : iso(confirmed),
        iso(confirmed ?? created),
      ]
    }
  }
  await insert(
    'alert_subscriptions',
    [
      'id',
      'email',
      'kind',
      'filters',
      'vehicle_id',
      'price_seen',
      'status',
      'confirm_token_hash',
      'created_at',
      'confirmed_at',
      'updated_at',
    ],
    rows(),
  )
  await insert('alert_seen', ['subscription_id', 'vehicle_id', 'digest_id', 'at'], seen)
  await insert('alert_events', ['id', 'kind', 'at'], events)
}
