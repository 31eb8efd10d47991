import { type RawBuilder, sql } from 'kysely'

import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { ReservationStatus } from '#app/kernel/.server/db/schema.ts'
import { trimStripeEvents } from '#app/payments/.server/stripe-event-retention.ts'
import { erasedText, type Person } from '#app/privacy/privacy-request.ts'

/** A rental that has not ended: its renter's details are still needed, so they are kept. */
export type KeptReservation = { id: string; status: ReservationStatus; startAt: string }

/** Who was found, and by what they can be recognised elsewhere (e-mails, payloads). */
export type Found = {
  person: Person
  leadIds: string[]
  /** reservations that are over: erased */
  reservationIds: string[]
  /** upcoming or active ones: reported, not erased */
  kept: KeptReservation[]
  /** their ids and link tokens: the e-mails that name them are kept too (the renter still needs them) */
  keptMarks: string[]
  /** the addresses (lower case) and phone numbers (as typed) the matched rows hold */
  emails: string[]
  phones: string[]
}

/** Reservations still to come or under way; every other status is over. */
export const ongoingStatuses: ReservationStatus[] = ['held', 'confirmed', 'out']

// the separators people type in phone numbers; a digit-only copy of the column compares by digits
const separators = [' ', '-', '(', ')', '.', '+', '/']
export function digitsOfColumn(column: string): RawBuilder<string> {
  return separators.reduce<RawBuilder<string>>(
    (inner, separator) => sql`replace(${inner}, ${separator}, '')`,
    sql`${sql.ref(column)}`,
  )
}

/** Rows whose `column` matches the person: e-mail in any case, phone by its digits (with or without the US 1). */
export function matchesPerson(column: { email: string; phone: string }, person: Person) {
  return person.kind === 'email'
    ? sql<boolean>`lower(${sql.ref(column.email)}) = ${person.email}`
    : sql<boolean>`${digitsOfColumn(column.phone)} in (${person.digits}, ${`1${person.digits}`})`
}

/** `column` contains `text` (any case), with LIKE's wildcards in the text taken literally. */
function contains(column: string, text: string) {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  return sql<boolean>`coalesce(lower(${sql.ref(column)}), '') like ${pattern} escape ${'\\'}`
}

function anyOf(conditions: RawBuilder<boolean>[]) {
  return conditions.length === 0
    ? sql<boolean>`1 = 0`
    : sql<boolean>`(${sql.join(conditions, sql` or `)})`
}

/**
 * One place personal data is kept: which of its rows hold the person's
 * data (by key), and how those rows are erased. The counts shown before and
 * after come from `find`, so the preview and the erasure never disagree.
 */
export type PersonalDataPlace = {
  /** the table, as the command and the audit row name it */
  table: string
  /** what is erased there, for the owners' screen */
  erases: string
  find(trx: DB, found: Found): Promise<string[]>
  erase(trx: DB, keys: string[], found: Found, now: Date): Promise<void>
}

const ids = (rows: { id: string | number }[]) => rows.map((row) => String(row.id))

/** The person's service jobs that are over: a job still open needs its customer's details. */
const finishedServiceJobs = (trx: DB, found: Found) =>
  trx
    .selectFrom('service_jobs')
    .select('id')
    .where('stage', 'in', ['collected', 'cancelled'])
    .where(matchesPerson({ email: 'email', phone: 'phone' }, found.person))
    .execute()

/** The ids of a table's rows that belong to the person's service jobs that are over. */
async function rowsOfFinishedJobs(
  trx: DB,
  found: Found,
  table: 'service_job_photos' | 'service_estimate_decisions',
): Promise<string[]> {
  const jobs = ids(await finishedServiceJobs(trx, found))
  if (jobs.length === 0) return []
  return ids(await trx.selectFrom(table).select('id').where('job_id', 'in', jobs).execute())
}

/**
 * The outbox rows for or about the person: their leads' e-mails, and any
 * addressed to or naming them, but those about a rental that is not over.
 */
async function outboxRows(trx: DB, found: Found) {
  const conditions = [
    ...found.emails.flatMap((email) => [contains('recipient', email), contains('payload', email)]),
    ...found.phones.map((phone) => contains('payload', phone)),
  ]
  if (found.leadIds.length > 0)
    conditions.push(sql<boolean>`message_id in (${sql.join(found.leadIds)})`)
  let query = trx.selectFrom('outbox').select(['id']).where(anyOf(conditions))
  for (const mark of found.keptMarks)
    query = query.where(sql<boolean>`not ${contains('payload', mark)}`)
  return query.execute()
}

/**
 * Every place that holds a visitor's or renter's personal data. A new table
 * that holds some (alert subscriptions, say) is one more entry here, and the
 * leads command, the owners' page and the audit row follow.
 */
export const personalDataPlaces: PersonalDataPlace[] = [
  {
    table: 'contact_messages',
    erases: 'name, e-mail, phone and message of each lead',
    find: async (_trx, found) => found.leadIds,
    // the inbox's search index follows the rows (migration 086): erased words leave it
    erase: async (trx, keys) => {
      await trx
        .updateTable('contact_messages')
        .set({
          first_name: erasedText,
          last_name: erasedText,
          email: erasedText,
          phone: erasedText,
          phone_digits: '',
          message: erasedText,
        })
        .where('id', 'in', keys)
        .execute()
    },
  },
  {
    table: 'lead_events',
    erases: 'the notes, calls and e-mails staff logged on those leads',
    find: async (trx, found) =>
      found.leadIds.length === 0
        ? []
        : ids(
            await trx
              .selectFrom('lead_events')
              .select('id')
              .where('message_id', 'in', found.leadIds)
              .where('body', 'is not', null)
              .execute(),
          ),
    erase: async (trx, keys) => {
      await trx
        .updateTable('lead_events')
        .set({ body: erasedText })
        .where('id', 'in', keys)
        .execute()
    },
  },
  {
    table: 'trade_ins',
    erases: 'the serial number, modifications and photos of each trade-in on those leads',
    find: async (trx, found) =>
      found.leadIds.length === 0
        ? []
        : (
            await trx
              .selectFrom('trade_ins')
              .select('lead_id')
              .where('lead_id', 'in', found.leadIds)
              .execute()
          ).map((row) => row.lead_id),
    erase: async (trx, keys) => {
      await trx
        .updateTable('trade_ins')
        .set({ serial: null, modifications: null })
        .where('lead_id', 'in', keys)
        .execute()
      await trx.deleteFrom('trade_in_photos').where('lead_id', 'in', keys).execute()
    },
  },
  {
    table: 'audit_log',
    erases: 'the text of those notes in the audit log (who did what stays)',
    find: async (trx, found) =>
      found.leadIds.length === 0
        ? []
        : ids(
            await trx
              .selectFrom('audit_log')
              .select('id')
              .where('entity', '=', 'contact_message')
              .where('entity_id', 'in', found.leadIds)
              .where('action', 'in', ['lead.note', 'lead.call', 'lead.email'])
              .execute(),
          ),
    erase: async (trx, keys) => {
      await trx
        .updateTable('audit_log')
        .set({ after: JSON.stringify({ text: erasedText }) })
        .where('id', 'in', keys)
        .execute()
    },
  },
  {
    table: 'outbox',
    erases: 'recipient, subject and body of e-mails to or about them; unsent ones are never sent',
    find: async (trx, found) => ids(await outboxRows(trx, found)),
    erase: async (trx, keys, found, now) => {
      await trx
        .updateTable('outbox')
        .set({
          payload: null,
          // only the person's own address: a staff mail about them keeps its staff recipient
          recipient: sql`case when ${anyOf(
            found.emails.map((email) => contains('recipient', email)),
          )} then ${erasedText} else recipient end`,
          status: sql`case when status in ('queued', 'sending') then 'failed' else status end`,
          last_error: sql`case when status in ('queued', 'sending') then ${`erased on request ${now.toISOString()}`} else last_error end`,
          lease_until: null,
          lease_token: null,
        })
        .where('id', 'in', keys)
        .execute()
    },
  },
  {
    table: 'outbox_attempts',
    erases: 'the mail server answers on those e-mails (they may quote the address)',
    find: async (trx, found) => {
      const outbox = ids(await outboxRows(trx, found))
      if (outbox.length === 0) return []
      return ids(
        await trx
          .selectFrom('outbox_attempts')
          .select('id')
          .where('outbox_id', 'in', outbox)
          .where('detail', 'is not', null)
          .execute(),
      )
    },
    erase: async (trx, keys) => {
      await trx
        .updateTable('outbox_attempts')
        .set({ detail: null })
        .where('id', 'in', keys.map(Number))
        .execute()
    },
  },
  {
    table: 'alert_addresses',
    erases:
      "the buyer's cart alerts: the address, its searches and watched carts, links and digests",
    find: async (trx, found) =>
      found.emails.length === 0
        ? []
        : (
            await trx
              .selectFrom('alert_addresses')
              .select('email')
              .where('email', 'in', found.emails)
              .execute()
          ).map((row) => row.email),
    // the alerts go with their address (foreign keys), then the address itself
    erase: async (trx, keys) => {
      await trx.deleteFrom('alert_subscriptions').where('email', 'in', keys).execute()
      await trx.deleteFrom('alert_addresses').where('email', 'in', keys).execute()
    },
  },
  {
    // the ledger's rows stay: the dealer's record of money, which names no one (the privacy policy keeps accounting records)
    table: 'stripe_events',
    erases:
      "Stripe's events that name their address (kept whole 30 days), cut to the event's id and type",
    find: async (trx, found) =>
      found.emails.length === 0
        ? []
        : ids(
            await trx
              .selectFrom('stripe_events')
              .select('id')
              .where('trimmed_at', 'is', null)
              .where(anyOf(found.emails.map((email) => contains('payload', email))))
              .execute(),
          ),
    erase: async (trx, keys, _found, now) => {
      await trimStripeEvents(trx, keys, now)
    },
  },
  {
    table: 'rental_reservations',
    erases:
      "renter's name, e-mail, phone, delivery address and the address the terms were accepted from, for rentals that are over",
    find: async (_trx, found) => found.reservationIds,
    erase: async (trx, keys) => {
      await trx
        .updateTable('rental_reservations')
        .set({
          first_name: erasedText,
          last_name: erasedText,
          email: erasedText,
          phone: erasedText,
          address: null,
          terms_ip: null,
        })
        .where('id', 'in', keys)
        .execute()
    },
  },
  {
    table: 'cart_holds',
    erases:
      "the buyer's name, e-mail and phone on carts' holds that have ended (a hold still running is kept)",
    find: async (trx, found) =>
      ids(
        await trx
          .selectFrom('cart_holds')
          .select('id')
          .where('status', 'not in', ['checkout', 'active'])
          .where(matchesPerson({ email: 'email', phone: 'phone' }, found.person))
          .execute(),
      ),
    erase: async (trx, keys) => {
      await trx
        .updateTable('cart_holds')
        .set({
          first_name: erasedText,
          last_name: erasedText,
          email: erasedText,
          phone: erasedText,
        })
        .where('id', 'in', keys)
        .execute()
    },
  },
  {
    table: 'service_jobs',
    erases:
      "the customer's name, e-mail, phone, address and own words on service jobs that are over (collected or cancelled); the cart and the work stay in the shop's history",
    find: async (trx, found) => ids(await finishedServiceJobs(trx, found)),
    erase: async (trx, keys) => {
      await trx
        .updateTable('service_jobs')
        .set({
          first_name: erasedText,
          last_name: erasedText,
          email: erasedText,
          phone: erasedText,
          street: null,
          zip: null,
          description: erasedText,
        })
        .where('id', 'in', keys)
        .execute()
    },
  },
  {
    table: 'storage_contracts',
    erases:
      "the customer's name, e-mail, phone, pickup address, the address the terms were accepted from and the saved card's reference on storage contracts that are over (ended or cancelled); the space, the dates and the prices stay for the counts and the books",
    find: async (trx, found) =>
      ids(
        await trx
          .selectFrom('storage_contracts')
          .select('id')
          .where('status', 'in', ['ended', 'cancelled'])
          .where(matchesPerson({ email: 'email', phone: 'phone' }, found.person))
          .execute(),
      ),
    erase: async (trx, keys) => {
      await trx
        .updateTable('storage_contracts')
        .set({
          first_name: erasedText,
          last_name: erasedText,
          email: erasedText,
          phone: erasedText,
          street: null,
          zip: null,
          terms_ip: null,
          card_customer: null,
          card_payment_method: null,
        })
        .where('id', 'in', keys)
        .execute()
      // a Sunday request's own words are in its history line
      await trx
        .updateTable('storage_contract_events')
        .set({ detail: null })
        .where('contract_id', 'in', keys)
        .where('kind', '=', 'sunday_access')
        .execute()
    },
  },
  {
    table: 'delivery_jobs',
    erases:
      "the customer's name, e-mail, phone, address, delivery notes and proof at the door (photo, typed name) on deliveries that are over (done, not delivered or cancelled); the window and the truck stay for the counts",
    find: async (trx, found) =>
      ids(
        await trx
          .selectFrom('delivery_jobs')
          .select('id')
          .where('status', 'in', ['done', 'failed', 'cancelled'])
          .where(matchesPerson({ email: 'email', phone: 'phone' }, found.person))
          .execute(),
      ),
    erase: async (trx, keys) => {
      await trx
        .updateTable('delivery_jobs')
        .set({
          customer_name: erasedText,
          email: erasedText,
          phone: erasedText,
          address: erasedText,
          leave_at: erasedText,
          proof_photo: null,
          proof_name: null,
        })
        .where('id', 'in', keys)
        .execute()
    },
  },
  {
    table: 'service_job_photos',
    erases: 'the photos the customer sent with those service jobs',
    find: (trx, found) => rowsOfFinishedJobs(trx, found, 'service_job_photos'),
    erase: async (trx, keys) => {
      await trx.deleteFrom('service_job_photos').where('id', 'in', keys).execute()
    },
  },
  {
    table: 'service_estimate_decisions',
    erases:
      "the name the customer typed and the address they approved or declined from, on those service jobs' estimates (the lines decided stay)",
    find: (trx, found) => rowsOfFinishedJobs(trx, found, 'service_estimate_decisions'),
    erase: async (trx, keys) => {
      await trx
        .updateTable('service_estimate_decisions')
        .set({ signed_name: erasedText, ip: null })
        .where('id', 'in', keys)
        .execute()
    },
  },
  {
    table: 'rental_reservation_events',
    erases:
      "the renter's address in the history of those rentals (a cancellation sent by the renter)",
    find: async (trx, found) =>
      found.reservationIds.length === 0
        ? []
        : ids(
            await trx
              .selectFrom('rental_reservation_events')
              .select('id')
              .where('reservation_id', 'in', found.reservationIds)
              .where(contains('detail', '"ip":'))
              .execute(),
          ),
    erase: async (trx, keys) => {
      const rows = await trx
        .selectFrom('rental_reservation_events')
        .select(['id', 'detail'])
        .where('id', 'in', keys)
        .execute()
      for (const row of rows) {
        const { ip: _ip, ...rest } = JSON.parse(row.detail ?? '{}') as Record<string, unknown>
        await trx
          .updateTable('rental_reservation_events')
          .set({ detail: JSON.stringify(rest) })
          .where('id', '=', row.id)
          .execute()
      }
    },
  },
]
