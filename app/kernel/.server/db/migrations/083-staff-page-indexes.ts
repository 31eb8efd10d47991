import { type Kysely, type Migration, sql } from 'kysely'

import { phoneDigits } from '#app/kernel/phone.ts'

import { addIndex } from './helpers'

const fillBatch = 500

// Indexes for the staff pages that read the big tables (issue 40): the audit
// log filtered by action or person, newest first, and its list of actions;
// the dashboard's won and lost leads by event kind and time; the lead page's
// other messages from the same person, by e-mail whatever its case and by the
// phone's digits (a column, as SQLite cannot strip separators in an index);
// the day sheet's pick-ups and returns by their times.
export const staffPageIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    await addIndex(db, 'audit_log_action_at', 'audit_log', ['action', 'at'])
    await addIndex(db, 'audit_log_actor_email_at', 'audit_log', ['actor_email', 'at'])
    await addIndex(db, 'lead_events_kind_created', 'lead_events', ['kind', 'created_at'])
    await db.schema
      .createIndex('contact_messages_email_lower')
      .on('contact_messages')
      .expression(sql`lower(email)`)
      .execute()
    await db.schema
      .alterTable('contact_messages')
      .addColumn('phone_digits', 'text', (c) => c.notNull().defaultTo(''))
      .execute()
    await fillPhoneDigits(db)
    await addIndex(db, 'contact_messages_phone_digits', 'contact_messages', ['phone_digits'])
    await addIndex(db, 'rental_reservations_start', 'rental_reservations', ['start_at'])
    await addIndex(db, 'rental_reservations_end', 'rental_reservations', ['end_at'])
  },
}

/** The digits of every stored lead's phone, a batch of rows a statement, in id order. */
async function fillPhoneDigits(db: Kysely<unknown>) {
  for (let after = ''; ;) {
    const { rows } = await sql<{ id: string; phone: string }>`
      select id, phone from contact_messages where id > ${after} order by id limit ${fillBatch}
    `.execute(db)
    const last = rows.at(-1)
    if (!last) return
    const cases = rows.map((row) => sql`when ${row.id} then ${phoneDigits(row.phone)}`)
    await sql`
      update contact_messages set phone_digits = case id ${sql.join(cases, sql` `)} end
      where id in (${sql.join(rows.map((row) => row.id))})
    `.execute(db)
    after = last.id
  }
}
